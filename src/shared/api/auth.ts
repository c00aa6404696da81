// spec A §7 "Account and session": one zod schema per request and response, shared by the server
// (fastify-type-provider-zod) and the client (ky + parse). Field rules come from ../validation.
import { z } from "zod";
import { SOCIAL_PROVIDERS, SUPPORTED_LANGUAGES } from "../constants";
import { emailSchema, forgotPasswordSchema, loginSchema, nameSchema, passwordSchema, signupSchema, validationMessages } from "../validation";
import { websiteMessages } from "../branding/messages";
import { USER_TYPES } from "../permissions";
import { envelope } from "./envelope";

const required = validationMessages.required.id;
const id = z.string().min(1, required);

export const userType = z.enum(USER_TYPES);

// ---- login (POST /api/user/login) ----
export const loginRequest = loginSchema;
export type LoginRequest = z.infer<typeof loginRequest>;

/** spec A §3 "Login result". */
export const loginResult = z.object({
  token: z.string().min(1),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isTravelAgent: z.boolean(),
  isSubscribed: z.boolean(),
  loginCount: z.number().int().min(0),
  userType,
  code: z.string(),
  agencyName: z.string(),
  navigateTo: z.string().nullable(),
});
export type LoginResult = z.infer<typeof loginResult>;
export const loginResponse = envelope(loginResult);

// ---- signup (POST /api/user/signUp) and invited agent signup (POST /api/agency/agents) ----
export const signUpRequest = signupSchema;
export type SignUpRequest = z.infer<typeof signUpRequest>;
export const signUpResponse = envelope(z.null());

export const agentSignUpRequest = signupSchema.extend({ invitationToken: id });
/** @public API payload type. */
export type AgentSignUpRequest = z.infer<typeof agentSignUpRequest>;
export const agentSignUpResponse = envelope(z.null());

// ---- invitations (GET /api/agency/invitations/{token}) — spec B §6 ----
export const invitationParams = z.object({ token: id });
export const invitation = z.object({
  email: z.string(),
  isRestrictedAgent: z.boolean(),
  expiresAt: z.iso.datetime(),
});
export type Invitation = z.infer<typeof invitation>;
export const invitationResponse = envelope(invitation);
/** POST /api/agency/invitations (owner/admin): emails `<agency origin>/signup?invitationToken=…`. */
export const createInvitationRequest = z.object({
  email: emailSchema,
  isRestrictedAgent: z.boolean().default(false),
  userType: z.enum(["Agent", "Admin"]).default("Agent"),
});
/** @public API payload type. */
export type CreateInvitationRequest = z.input<typeof createInvitationRequest>;
export const createInvitationResponse = envelope(invitation);

// ---- POST /api/user/logout: revokes the session of the x-access-token (always succeeds) ----
export const logoutResponse = envelope(z.null());

// ---- POST /api/user/updateUserActiveStatus ----
export const updateUserActiveStatusRequest = z.object({ userId: id, isActive: z.boolean() });
export const updateUserActiveStatusResponse = envelope(z.null());

// ---- account verification link (the /verify screen) ----
// The spec names the screen but not its call; POST /api/user/verify with the link's token.
export const verifyAccountRequest = z.object({ token: id });
export const verifyAccountResponse = envelope(z.null());

// ---- forgot password ----
/** POST /api/user/forgotPassword: sends the reset link. */
export const forgotPasswordRequest = forgotPasswordSchema.extend({ hostName: id });
export const forgotPasswordResponse = envelope(z.null());
/** POST /api/user/forgotPwdValidity: is the reset link still usable? */
export const forgotPwdValidityRequest = z.object({ token: id });
export const forgotPwdValidityResponse = envelope(z.object({ isValid: z.boolean() }));
/** POST /api/user/forgotPasswordLink: sets the new password through the link. */
export const forgotPasswordLinkRequest = z.object({ token: id, password: passwordSchema });
export const forgotPasswordLinkResponse = envelope(z.null());

// ---- profile ----
export const profile = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  userType,
  isTravelAgent: z.boolean(),
  isActive: z.boolean(),
  language: z.enum(SUPPORTED_LANGUAGES),
  phoneNumber: z.string().nullable(),
  profileImage: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;
export const getProfileResponse = envelope(profile);
/** A picture uploaded through a signed link of the user's own agency (checked again by the server). */
const PROFILE_IMAGE = /^\/api\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|jpe?g|webp)$/;
export const editProfileRequest = z.object({
  name: nameSchema,
  phoneNumber: z.string().trim().max(30).nullable().optional(),
  profileImage: z.string().regex(PROFILE_IMAGE, websiteMessages.asset.id).nullable().optional(),
});
export const editProfileResponse = envelope(profile);
export const changePasswordRequest = z.object({ oldPassword: z.string().min(1, required), newPassword: passwordSchema });
export const changePasswordResponse = envelope(z.null());

// ---- email change: PATCH /api/user/email sends a code, PATCH /api/user/verify-email-code applies it ----
export const emailListQuery = z.object({ text: z.string() });
/** A customer of the agency an agent may book for (booking for a client: "who it is for"). */
export const clientSummary = z.object({ _id: z.string(), name: z.string(), email: z.string(), userType });
export type ClientSummary = z.infer<typeof clientSummary>;
/**
 * `data`: emails of the agency's users containing `text` (unchanged). `clients`: added alongside it,
 * the matching Customers with id, name and type (the "Booking for" picker).
 */
export const emailListResponse = envelope(z.array(z.string())).extend({ clients: z.array(clientSummary) });
export const changeEmailRequest = z.object({ email: emailSchema });
export const changeEmailResponse = envelope(z.null());
export const verifyEmailCodeRequest = z.object({ email: emailSchema, code: z.string().trim().min(1, required) });
export const verifyEmailCodeResponse = envelope(profile);

// ---- GET /api/user/changeLanguage/{lang} ----
export const changeLanguageParams = z.object({ lang: z.enum(SUPPORTED_LANGUAGES) });
export const changeLanguageResponse = envelope(z.null());

// ---- SSO: POST /api/sso ----
export const ssoRequest = z.object({ token: id, deepLink: z.string().optional() });
/** `deepLink` is echoed back only when it is a path on the same site (spec A §4 "Single sign-on"). */
export const ssoResult = loginResult.extend({ deepLink: z.string().nullable() });
export type SsoResult = z.infer<typeof ssoResult>;
export const ssoResponse = envelope(ssoResult);

// ---- social: POST /api/social or /api/social/signup (by isSignup) ----
export const socialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProvider>;
export const socialRequest = z.object({ code: id, type: socialProvider, isSignup: z.boolean() });
export type SocialRequest = z.infer<typeof socialRequest>;
/** spec A §3: a social login response may ask for an emailed code before logging in. */
export const socialResult = z.discriminatedUnion("requireEmailVerification", [
  loginResult.extend({ requireEmailVerification: z.literal(false) }),
  z.object({ requireEmailVerification: z.literal(true), _id: z.string() }),
]);
export type SocialResult = z.infer<typeof socialResult>;
export const socialResponse = envelope(socialResult);
export const socialRegisterEmailRequest = z.object({ _id: id, email: emailSchema });
export const socialRegisterEmailResponse = envelope(z.null());
export const socialVerifyCodeRequest = z.object({ _id: id, code: z.string().trim().min(1, required) });
export const socialVerifyCodeResponse = envelope(loginResult);

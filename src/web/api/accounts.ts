// spec A §7 "Account and session": the account endpoints, each parsed with its shared schema.
// Every function rejects with an `ApiFailure` (never a ky HTTPError), which is what the account
// machines' guards read (spec A §4: a login 404 *without* `status` means "no such user").
import {
  agentSignUpResponse,
  forgotPasswordResponse,
  forgotPasswordLinkResponse,
  forgotPwdValidityResponse,
  getProfileResponse,
  invitationResponse,
  loginResponse,
  logoutResponse,
  signUpResponse,
  socialRegisterEmailResponse,
  socialResponse,
  socialVerifyCodeResponse,
  ssoResponse,
  verifyAccountResponse,
  type Invitation,
  type LoginRequest,
  type LoginResult,
  type Profile,
  type SignUpRequest,
  type SocialRequest,
  type SocialResult,
  type SsoResult,
} from "@/shared/api/auth";
import { mailboxListResponse, mailboxMessageResponse, type MailMessage, type MailSummary } from "@/shared/api/mailbox";
import { API_ACCESS_TOKEN_HEADER } from "@/shared/constants";
import { api } from "./client";
import { call } from "./call";

type Sent = { message: string };

export async function login(values: LoginRequest): Promise<LoginResult> {
  return (await call(loginResponse, () => api.post("user/login", { json: values }).json())).data;
}

export async function signUp(values: SignUpRequest): Promise<Sent> {
  const { message } = await call(signUpResponse, () => api.post("user/signUp", { json: values }).json());
  return { message };
}

/** spec B §6: an invited agent signs up through the agency with the invitation token. */
export async function signUpAgent(values: SignUpRequest, invitationToken: string): Promise<Sent> {
  const { message } = await call(agentSignUpResponse, () => api.post("agency/agents", { json: { ...values, invitationToken } }).json());
  return { message };
}

export async function getInvitation(token: string): Promise<Invitation> {
  return (await call(invitationResponse, () => api.get(`agency/invitations/${encodeURIComponent(token)}`).json())).data;
}

export async function verifyAccount(token: string): Promise<Sent> {
  const { message } = await call(verifyAccountResponse, () => api.post("user/verify", { json: { token } }).json());
  return { message };
}

/**
 * Revokes the server session. The token is passed explicitly because the logout route clears the
 * cookie in the same tick.
 */
export async function logout(token: string): Promise<void> {
  await call(logoutResponse, () => api.post("user/logout", { headers: { [API_ACCESS_TOKEN_HEADER]: token } }).json());
}

export async function sendResetLink(email: string, hostName: string): Promise<Sent> {
  const { message } = await call(forgotPasswordResponse, () => api.post("user/forgotPassword", { json: { email, hostName } }).json());
  return { message };
}

export async function checkResetLink(token: string): Promise<{ isValid: boolean }> {
  return (await call(forgotPwdValidityResponse, () => api.post("user/forgotPwdValidity", { json: { token } }).json())).data;
}

export async function setNewPassword(token: string, password: string): Promise<Sent> {
  const { message } = await call(forgotPasswordLinkResponse, () => api.post("user/forgotPasswordLink", { json: { token, password } }).json());
  return { message };
}

export async function getProfile(): Promise<Profile> {
  return (await call(getProfileResponse, () => api.get("user/getProfile").json())).data;
}

/** spec A §7: POST /api/social or /api/social/signup, chosen by isSignup. */
export async function exchangeSocialCode(request: SocialRequest): Promise<SocialResult> {
  const path = request.isSignup ? "social/signup" : "social";
  return (await call(socialResponse, () => api.post(path, { json: request }).json())).data;
}

export async function registerSocialEmail(_id: string, email: string): Promise<Sent> {
  const { message } = await call(socialRegisterEmailResponse, () => api.post("social/registerEmail", { json: { _id, email } }).json());
  return { message };
}

export async function verifySocialCode(_id: string, code: string): Promise<LoginResult> {
  return (await call(socialVerifyCodeResponse, () => api.post("social/verifyCode", { json: { _id, code } }).json())).data;
}

export async function ssoLogin(token: string, deepLink?: string): Promise<SsoResult> {
  const json = deepLink ? { token, deepLink } : { token };
  return (await call(ssoResponse, () => api.post("sso", { json }).json())).data;
}

export async function listMailbox(): Promise<MailSummary[]> {
  return (await call(mailboxListResponse, () => api.get("mailbox").json())).data;
}

export async function getMail(id: string): Promise<MailMessage> {
  return (await call(mailboxMessageResponse, () => api.get(`mailbox/${encodeURIComponent(id)}`).json())).data;
}

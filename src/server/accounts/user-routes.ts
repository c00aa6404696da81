import { and, asc, eq, ilike } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changeEmailRequest,
  changeEmailResponse,
  changeLanguageParams,
  changeLanguageResponse,
  changePasswordRequest,
  changePasswordResponse,
  editProfileRequest,
  editProfileResponse,
  emailListQuery,
  emailListResponse,
  forgotPasswordLinkRequest,
  forgotPasswordLinkResponse,
  forgotPasswordRequest,
  forgotPasswordResponse,
  forgotPwdValidityRequest,
  forgotPwdValidityResponse,
  getProfileResponse,
  loginRequest,
  loginResponse,
  logoutResponse,
  signUpRequest,
  signUpResponse,
  updateUserActiveStatusRequest,
  updateUserActiveStatusResponse,
  verifyAccountRequest,
  verifyAccountResponse,
  verifyEmailCodeRequest,
  verifyEmailCodeResponse,
} from "@/shared/api/auth";
import { errorEnvelope } from "@/shared/api/envelope";
import { backOfficeMessages } from "@/shared/back-office/messages";
import { uploadAgencyOf } from "@/shared/branding/assets";
import { websiteMessages } from "@/shared/branding/messages";
import { messages } from "@/shared/messages";
import { PRIVILEGED_USER_TYPES, userCan } from "@/shared/permissions";
import { accountMessages } from "@/shared/validation/messages";
import { requireActiveAgency } from "../agency/hooks";
import { hashPassword, verifyPassword } from "../auth/password";
import { changeUser } from "../back-office/changes";
import { users } from "../db/schema";
import { ok } from "../http/envelope";
import { allowed } from "./permissions";
import { codeMail, resetPasswordMail, verifyEmailMail } from "../mail/templates";
import { accessToken, requireUser } from "../sessions/require-user";
import { checkCode, consumeLink, issueCode, issueLink, latestOpenRow, peekLink, TTL } from "./account-tokens";
import { agencyOrigin } from "./agency-origin";
import { mailTo, type AccountsDeps } from "./context";
import { accountErrors, agencyOf, reject, userNotFoundBody, userOf } from "./http";
import { accountServerMessages as am } from "./messages";
import { mayMailResetLink, resetRequestData } from "./reset-throttle";
import { findUserByEmail, findUserById, hasIdentity, insertUser, logIn, normaliseEmail, toProfile } from "./users";

const tags = ["accounts"];
const mutating = [requireActiveAgency];
const authenticated = [requireActiveAgency, requireUser];

/** spec A §7 "Account and session": the /api/user/* routes. */
export function registerUserRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    "/api/user/signUp",
    {
      preHandler: mutating,
      schema: { tags, summary: "Sign up (customer); mails a verification link", body: signUpRequest, response: { 200: signUpResponse, ...accountErrors } },
    },
    async (request, reply) => {
      const agency = agencyOf(request);
      const { name, email, password, hostName } = request.body;
      // Each signup mails the address typed in: limited per client address and per address mailed.
      if (await request.server.abuseLimits.refuse(request, reply, "signup", { perClient: request.ip, perAddress: normaliseEmail(email) })) return reply;
      const user = await insertUser(db, {
        agencyId: agency.id,
        name: name.trim(),
        email,
        passwordHash: await hashPassword(password),
        userType: "Customer",
        language: request.lang,
      });
      if (!user) return reject(reply, 409, request.t(am.emailTaken));
      const { token } = await issueLink(db, { purpose: "verifyEmail", agencyId: agency.id, userId: user.id, ttlMs: TTL.verifyEmail });
      const origin = await agencyOrigin(db, request, { hostName, baseDomain: deps.baseDomain });
      const link = `${origin}/verify?token=${encodeURIComponent(token)}`;
      await mailTo(deps, agency, user, (t) => verifyEmailMail(t, { name: user.name, agencyName: agency.agencyName }, link));
      // spec A §4: the toast asks the user to check their inbox.
      return ok(null, request.t(accountMessages.checkInbox));
    },
  );

  r.post(
    "/api/user/verify",
    {
      preHandler: mutating,
      schema: { tags, summary: "Confirm the signup verification link (single use, 24 h)", body: verifyAccountRequest, response: { 200: verifyAccountResponse, ...accountErrors } },
    },
    async (request, reply) => {
      const agency = agencyOf(request);
      const link = await consumeLink(db, "verifyEmail", agency.id, request.body.token);
      if (!link.ok) return reject(reply, link.reason === "expired" ? 410 : 400, request.t(link.reason === "expired" ? am.linkExpired : am.linkInvalid));
      if (link.row.userId) await db.update(users).set({ emailVerified: true }).where(eq(users.id, link.row.userId));
      return ok(null, request.t(am.emailVerified));
    },
  );

  r.post(
    "/api/user/login",
    {
      preHandler: mutating,
      schema: {
        tags,
        summary: "Log in with email and password",
        description: "404 without `status` = no such user in this agency (spec A §4). Bad password = 400 (a 401 means 'session expired' to the client). Rate-limited per account and per address (429).",
        body: loginRequest,
        response: { 200: loginResponse, ...accountErrors, 404: z.union([errorEnvelope, userNotFoundBody]) },
      },
    },
    async (request, reply) => {
      const agency = agencyOf(request);
      const email = normaliseEmail(request.body.email);
      const accountKey = `${agency.id}:${email}`;
      const { waitMs, delayMs } = await deps.throttle.check(accountKey, request.ip);
      if (waitMs > 0) {
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        void reply.header("retry-after", String(Math.ceil(waitMs / 1000)));
        return reject(reply, 429, request.t(am.tooManyLoginAttempts, { minutes }));
      }
      // An account guessed at from many addresses is slowed down, never locked (docs/security.md "Login throttling").
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const user = await findUserByEmail(db, agency.id, email);
      if (!user) {
        await deps.throttle.recordFailure(accountKey, request.ip);
        return reply.code(404).send({ message: request.t(accountMessages.userNotFound), data: null });
      }
      if (!(await verifyPassword(request.body.password, user.passwordHash))) {
        await deps.throttle.recordFailure(accountKey, request.ip);
        return reject(reply, 400, request.t(am.invalidCredentials));
      }
      if (!user.isActive) return reject(reply, 403, request.t(am.accountInactive));
      if (!user.emailVerified) return reject(reply, 403, request.t(am.emailNotVerified));
      // spec A §4: an agency may keep its SSO users off the password login.
      if (!agency.isDirectLoginAllowedForSSOUsers && (await hasIdentity(db, user.id, "sso"))) {
        return reject(reply, 403, request.t(am.directLoginDisabled));
      }
      await deps.throttle.recordSuccess(accountKey, request.ip);
      return ok(await logIn(db, deps.sessions, user, agency), request.t(accountMessages.loggedIn));
    },
  );

  r.post("/api/user/logout", { schema: { tags, summary: "Revoke the session of x-access-token (always succeeds)", response: { 200: logoutResponse } } }, async (request) => {
    const token = accessToken(request);
    const found = token ? await deps.sessions.find(token) : null;
    if (found) await deps.sessions.revoke(found.session.id);
    return ok(null, request.t(am.loggedOut));
  });

  r.post(
    "/api/user/forgotPassword",
    {
      preHandler: mutating,
      schema: {
        tags,
        summary: "Mail a reset link (1 h); answers the same whether or not the account exists",
        body: forgotPasswordRequest,
        response: { 200: forgotPasswordResponse, ...accountErrors },
      },
    },
    async (request) => {
      const agency = agencyOf(request);
      const user = await findUserByEmail(db, agency.id, request.body.email);
      if (user?.isActive && (await mayMailResetLink(db, user.id, request.ip))) {
        const { token } = await issueLink(db, {
          purpose: "resetPassword",
          agencyId: agency.id,
          userId: user.id,
          data: resetRequestData(request.ip),
          ttlMs: TTL.resetPassword,
        });
        const origin = await agencyOrigin(db, request, { hostName: request.body.hostName, baseDomain: deps.baseDomain });
        const link = `${origin}/newPassword?token=${encodeURIComponent(token)}`;
        await mailTo(deps, agency, user, (t) => resetPasswordMail(t, { name: user.name, agencyName: agency.agencyName }, link));
      }
      return ok(null, request.t(am.resetLinkSent));
    },
  );

  r.post(
    "/api/user/forgotPwdValidity",
    { schema: { tags, summary: "Is a reset link still usable?", body: forgotPwdValidityRequest, response: { 200: forgotPwdValidityResponse, ...accountErrors } } },
    async (request, reply) => {
      if (!request.agency) return reject(reply, 404, request.t(am.linkInvalid));
      const link = await peekLink(db, "resetPassword", request.agency.id, request.body.token);
      return ok({ isValid: link.ok }, request.t(link.ok ? am.resetLinkSent : link.reason === "expired" ? am.linkExpired : am.linkInvalid));
    },
  );

  r.post(
    "/api/user/forgotPasswordLink",
    {
      preHandler: mutating,
      schema: { tags, summary: "Set a new password through the reset link; revokes every session", body: forgotPasswordLinkRequest, response: { 200: forgotPasswordLinkResponse, ...accountErrors } },
    },
    async (request, reply) => {
      const agency = agencyOf(request);
      const link = await consumeLink(db, "resetPassword", agency.id, request.body.token);
      if (!link.ok) return reject(reply, link.reason === "expired" ? 410 : 400, request.t(link.reason === "expired" ? am.linkExpired : am.linkInvalid));
      const userId = link.row.userId;
      if (!userId) return reject(reply, 400, request.t(am.linkInvalid));
      // The link came through the inbox, so the address is proven as well.
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.password), emailVerified: true })
        .where(eq(users.id, userId));
      await deps.sessions.revokeAllForUser(userId);
      return ok(null, request.t(am.passwordReset));
    },
  );

  r.get("/api/user/getProfile", { preHandler: requireUser, schema: { tags, summary: "The logged-in user's profile", response: { 200: getProfileResponse, ...accountErrors } } }, async (request) =>
    ok(toProfile(userOf(request).user), request.t(messages.ok)),
  );

  r.post(
    "/api/user/editProfile",
    { preHandler: authenticated, schema: { tags, summary: "Edit name, phone number, profile image", body: editProfileRequest, response: { 200: editProfileResponse, ...accountErrors } } },
    async (request, reply) => {
      const { user } = userOf(request);
      const { name, phoneNumber, profileImage } = request.body;
      // A picture is one of this agency's own uploads (spec A §7 signed upload link), never another site's address.
      if (profileImage && uploadAgencyOf(profileImage) !== user.agencyId) return reject(reply, 400, request.t(websiteMessages.asset));
      const [updated] = await db
        .update(users)
        .set({
          name: name.trim(),
          ...(phoneNumber !== undefined ? { phoneNumber: phoneNumber || null } : {}),
          ...(profileImage !== undefined ? { profileImage } : {}),
        })
        .where(eq(users.id, user.id))
        .returning();
      return ok(toProfile(updated ?? user), request.t(am.profileUpdated));
    },
  );

  r.post(
    "/api/user/changePassword",
    {
      preHandler: authenticated,
      schema: { tags, summary: "Change password; revokes the user's other sessions", body: changePasswordRequest, response: { 200: changePasswordResponse, ...accountErrors } },
    },
    async (request, reply) => {
      const { user, session } = userOf(request);
      // 400, not 401: a 401 would log the user out (spec A §4).
      if (!(await verifyPassword(request.body.oldPassword, user.passwordHash))) return reject(reply, 400, request.t(am.oldPasswordWrong));
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.newPassword) })
        .where(eq(users.id, user.id));
      await deps.sessions.revokeAllForUser(user.id, session.id);
      return ok(null, request.t(am.passwordChanged));
    },
  );

  r.get(
    "/api/user/list/email",
    {
      preValidation: allowed("bookings.forClients", "read"),
      schema: {
        tags,
        summary: "Agents only: emails of this agency's users containing `text`, and the matching customers (`clients`)",
        querystring: emailListQuery,
        response: { 200: emailListResponse, ...accountErrors },
      },
    },
    async (request) => {
      const { user } = userOf(request);
      const pattern = `%${request.query.text
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const matching = and(eq(users.agencyId, user.agencyId), ilike(users.email, pattern));
      const rows = await db.select({ email: users.email }).from(users).where(matching).orderBy(asc(users.email)).limit(20);
      const clients = await db
        .select({ _id: users.id, name: users.name, email: users.email, userType: users.userType })
        .from(users)
        .where(and(matching, eq(users.userType, "Customer")))
        .orderBy(asc(users.email))
        .limit(20);
      return {
        ...ok(
          rows.map((row) => row.email),
          request.t(messages.ok),
        ),
        clients,
      };
    },
  );

  r.patch(
    "/api/user/email",
    {
      preHandler: authenticated,
      schema: { tags, summary: "Start an email change: mails a 6-digit code to the new address", body: changeEmailRequest, response: { 200: changeEmailResponse, ...accountErrors } },
    },
    async (request, reply) => {
      const agency = agencyOf(request);
      const { user } = userOf(request);
      const email = normaliseEmail(request.body.email);
      if (email === user.email || (await findUserByEmail(db, agency.id, email))) return reject(reply, 409, request.t(am.emailTaken));
      // Mails the new address: limited per user and per address mailed.
      if (await request.server.abuseLimits.refuse(request, reply, "emailChangeMail", { perUser: user.id, perAddress: email })) return reply;
      const { code } = await issueCode(db, { purpose: "emailChange", agencyId: agency.id, userId: user.id, email });
      await mailTo(deps, agency, { email, language: user.language }, (t) => codeMail(t, { name: user.name, agencyName: agency.agencyName }, code));
      return ok(null, request.t(am.codeSent, { email }));
    },
  );

  r.patch(
    "/api/user/verify-email-code",
    { preHandler: authenticated, schema: { tags, summary: "Finish an email change with the emailed code", body: verifyEmailCodeRequest, response: { 200: verifyEmailCodeResponse, ...accountErrors } } },
    async (request, reply) => {
      const agency = agencyOf(request);
      const { user } = userOf(request);
      const email = normaliseEmail(request.body.email);
      const row = await latestOpenRow(db, { purpose: "emailChange", agencyId: agency.id, userId: user.id, email });
      if (!row || !(await checkCode(db, row, request.body.code))) return reject(reply, 400, request.t(am.codeInvalid));
      if (await findUserByEmail(db, agency.id, email)) return reject(reply, 409, request.t(am.emailTaken));
      const [updated] = await db.update(users).set({ email, emailVerified: true }).where(eq(users.id, user.id)).returning();
      return ok(toProfile(updated ?? user), request.t(am.emailChanged));
    },
  );

  r.get(
    "/api/user/changeLanguage/:lang",
    { preHandler: authenticated, schema: { tags, summary: "Save the user's language (mails follow it)", params: changeLanguageParams, response: { 200: changeLanguageResponse, ...accountErrors } } },
    async (request) => {
      const { user } = userOf(request);
      const lang = request.params.lang;
      await db.update(users).set({ language: lang }).where(eq(users.id, user.id));
      return ok(null, deps.translator.translator(lang)(am.languageChanged));
    },
  );

  r.post(
    "/api/user/updateUserActiveStatus",
    {
      config: { audit: "user.statusChanged" },
      preValidation: allowed("agents.edit", "change"),
      schema: {
        tags,
        summary: "Owner/admin: activate or deactivate a user of the agency (deactivation revokes their sessions)",
        body: updateUserActiveStatusRequest,
        response: { 200: updateUserActiveStatusResponse, ...accountErrors },
      },
    },
    async (request, reply) => {
      const agency = agencyOf(request);
      const { user } = userOf(request);
      const target = await findUserById(db, agency.id, request.body.userId);
      if (!target) return reject(reply, 404, request.t(am.userNotFound));
      // Nobody locks themselves out, and only an owner may change an owner or an admin.
      if (target.id === user.id) return reject(reply, 403, request.t(backOfficeMessages.notYourself));
      if (PRIVILEGED_USER_TYPES.includes(target.userType) && !userCan(user, "admins.manage")) return reject(reply, 403, request.t(backOfficeMessages.ownerOnly));
      await changeUser(db, { agency, actor: user, target, patch: { isActive: request.body.isActive }, action: "user.statusChanged" });
      if (!request.body.isActive) await deps.sessions.revokeAllForUser(target.id);
      return ok(null, request.t(am.statusUpdated));
    },
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as oidc from "openid-client";
import { z } from "zod";
import {
  socialProvider,
  socialRegisterEmailRequest,
  socialRegisterEmailResponse,
  socialRequest,
  socialResponse,
  socialVerifyCodeRequest,
  socialVerifyCodeResponse,
  type SocialProvider,
  type SocialResult,
} from "@/shared/api/auth";
import { errorEnvelope } from "@/shared/api/envelope";
import { messages } from "@/shared/messages";
import { accountMessages } from "@/shared/validation/messages";
import { requireActiveAgency } from "../agency/hooks";
import { hostServesAgency } from "../security/host-guard";
import { securityMessages } from "../security/messages";
import type { AgencyRow, UserRow } from "../db/schema";
import { ok } from "../http/envelope";
import { codeMail } from "../mail/templates";
import { checkCode, issueLink, latestOpenRow, markUsed, peekLink, placeholderHash, reissueCode, TTL } from "./account-tokens";
import { mailTo, type AccountsDeps } from "./context";
import { accountErrors, agencyOf, reject } from "./http";
import { accountServerMessages as am } from "./messages";
import type { AuthorizationResponse, SocialClients, SocialIdentity } from "./social-client";
import { findUserByEmail, findUserByIdentity, insertUser, linkIdentity, logIn, nameFromEmail } from "./users";
import { accountTokens } from "../db/schema";
import { eq } from "drizzle-orm";
import { SOCIAL_ERROR_PARAM } from "@/shared/constants";

const tags = ["social"];
/** Holds the OAuth transaction id between the redirect and the code exchange. */
export const OAUTH_COOKIE = "waypoint_oauth";
const COOKIE_PATH = "/api/social";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Transaction {
  provider: SocialProvider;
  isSignup: boolean;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  /** The provider's whole authorization response, kept by the callback for the code exchange. */
  response?: AuthorizationResponse;
}

const isStringRecord = (value: unknown): value is AuthorizationResponse => typeof value === "object" && value !== null && Object.values(value).every((v) => typeof v === "string");

const isTransaction = (data: Record<string, unknown>): data is Record<string, unknown> & Transaction =>
  socialProvider.safeParse(data.provider).success &&
  typeof data.state === "string" &&
  typeof data.nonce === "string" &&
  typeof data.codeVerifier === "string" &&
  typeof data.redirectUri === "string" &&
  (data.response === undefined || isStringRecord(data.response));

const authQuery = z.object({ isSignup: z.enum(["true", "false"]).default("false") });
// Documents what the callback reads; the handler keeps every parameter the provider sent (RFC 9207 `iss`
// among them), because openid-client validates the authorization response as a whole.
const callbackQuery = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
});

/** The web's login or signup page, told that social sign-in failed (it shows 'Error during Social login'). */
const failedPage = (isSignup: boolean) => `${isSignup ? "/signup" : "/login"}?${SOCIAL_ERROR_PARAM}=true`;

const enabled = (agency: AgencyRow, provider: SocialProvider) => (provider === "google" ? agency.isGoogleEnabled : agency.isFacebookEnabled);

type Resolution = { kind: "user"; user: UserRow } | { kind: "notFound" } | { kind: "needsEmail"; pendingId: string };

/**
 * Social sign-in (spec A §4, §7): the browser goes to /api/social/auth/:provider, the provider
 * comes back to /api/social/callback (which checks state and hands the code to the web's /social
 * page), and the web posts the code to /api/social or /api/social/signup.
 */
export function registerSocialRoutes(app: FastifyInstance, deps: AccountsDeps & { social: SocialClients }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  /** Finds the user for a provider identity, or creates one on signup; asks for an email when unproven. */
  async function resolveUser(agency: AgencyRow, provider: SocialProvider, identity: SocialIdentity, isSignup: boolean, lang: UserRow["language"]): Promise<Resolution> {
    const linked = await findUserByIdentity(db, agency.id, provider, identity.subject);
    if (linked) return { kind: "user", user: linked };
    if (!identity.email || !identity.emailVerified) {
      const [pending] = await db
        .insert(accountTokens)
        .values({
          purpose: "socialPending",
          agencyId: agency.id,
          tokenHash: placeholderHash(),
          data: { provider, subject: identity.subject, name: identity.name, isSignup },
          expiresAt: new Date(Date.now() + TTL.socialPending),
        })
        .returning({ id: accountTokens.id });
      if (!pending) throw new Error("pending social sign-in not stored");
      return { kind: "needsEmail", pendingId: pending.id };
    }
    return linkOrCreate(agency, provider, identity.subject, identity.email, identity.name, isSignup, lang);
  }

  async function linkOrCreate(agency: AgencyRow, provider: SocialProvider, subject: string, email: string, name: string | null, isSignup: boolean, lang: UserRow["language"]): Promise<Resolution> {
    let user = await findUserByEmail(db, agency.id, email);
    if (!user) {
      // spec A §4: a social *login* of an unknown user is a 404 (the web sends them to /signup).
      if (!isSignup) return { kind: "notFound" };
      user =
        (await insertUser(db, { agencyId: agency.id, name: name ?? nameFromEmail(email), email, userType: "Customer", emailVerified: true, language: lang })) ?? (await findUserByEmail(db, agency.id, email));
      if (!user) return { kind: "notFound" };
    }
    await linkIdentity(db, user, provider, subject, email);
    return { kind: "user", user };
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, agency: AgencyRow, resolution: Resolution) {
    if (resolution.kind === "notFound") return reject(reply, 404, request.t(accountMessages.userNotFound));
    if (resolution.kind === "needsEmail") {
      const data: SocialResult = { requireEmailVerification: true, _id: resolution.pendingId };
      return ok(data, request.t(messages.ok));
    }
    if (!resolution.user.isActive) return reject(reply, 403, request.t(am.accountInactive));
    const result = await logIn(db, deps.sessions, resolution.user, agency);
    const data: SocialResult = { ...result, requireEmailVerification: false };
    return ok(data, request.t(accountMessages.loggedIn));
  }

  r.get(
    "/api/social/auth/:provider",
    {
      preHandler: requireActiveAgency,
      config: { redirect: "To the provider's sign-in page (or /errors/500 when the provider cannot be reached)" },
      schema: {
        tags,
        summary: "Start sign-in with Google or Facebook: redirects to the provider (state, nonce, PKCE)",
        params: z.object({ provider: socialProvider }),
        querystring: authQuery,
        response: { ...accountErrors, 421: errorEnvelope },
      },
    },
    async (request, reply) => {
      const agency = agencyOf(request);
      const provider = request.params.provider;
      if (!enabled(agency, provider) || !deps.social.isConfigured(provider)) return reject(reply, 403, request.t(am.socialDisabled));
      // The redirect_uri is built from the Host: only one of the agency's own hosts may appear in
      // it, never one a client names beside the agency key (Host header poisoning, docs/security.md).
      if (!hostServesAgency(request.headers.host, agency, deps.baseDomain)) return reject(reply, 421, request.t(securityMessages.misdirected));
      const origin = `${request.protocol}://${request.host}`;
      const tx: Transaction = {
        provider,
        isSignup: request.query.isSignup === "true",
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        redirectUri: `${origin}/api/social/callback`,
      };
      let url: URL;
      try {
        url = await deps.social.authorizationUrl(provider, tx);
      } catch (error) {
        request.log.warn({ err: error, provider }, "social provider unavailable");
        return reply.redirect(`${origin}/errors/500`);
      }
      const { token } = await issueLink(db, { purpose: "oauthTransaction", agencyId: agency.id, data: { ...tx }, ttlMs: TTL.oauthTransaction });
      void reply.setCookie(OAUTH_COOKIE, token, {
        path: COOKIE_PATH,
        httpOnly: true,
        // Lax: the cookie must come back on the provider's top-level redirect to the callback.
        sameSite: "lax",
        secure: request.protocol === "https",
        maxAge: TTL.oauthTransaction / 1000,
      });
      return reply.redirect(url.href);
    },
  );

  r.get(
    "/api/social/callback",
    {
      config: { redirect: "To /social?code&type&isSignup, or back to /login or /signup (socialError=true on failure)" },
      schema: {
        tags,
        summary:
          "The provider's redirect_uri: checks state and RFC 9207 iss, keeps the authorization response, then sends the browser to /social?code&type&isSignup (any failure: back to /login or /signup with socialError=true)",
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      const agency = request.agency;
      const cookie = request.cookies[OAUTH_COOKIE];
      const link = agency && cookie ? await peekLink(db, "oauthTransaction", agency.id, cookie) : null;
      const tx = link?.ok && isTransaction(link.row.data) ? link.row.data : null;
      const response: AuthorizationResponse = {};
      for (const [name, value] of Object.entries(request.query)) if (typeof value === "string") response[name] = value;
      // No page of ours answers a failed sign-in with an error page: the user lands where they started,
      // told in their language (spec A "Social login failure": 'Error during Social login'). The path is
      // relative: without a transaction, nothing says which of the agency's hosts the browser came from.
      // The state ties this redirect to the browser that started it (CSRF); PKCE checks it again.
      if (!link?.ok || !tx || !response.state || response.state !== tx.state) return reply.redirect(failedPage(false));
      const origin = new URL(tx.redirectUri).origin;
      // The user cancelled at the provider: back to where they were, nothing to report.
      if (response.error === "access_denied") return reply.redirect(`${origin}${tx.isSignup ? "/signup" : "/login"}`);
      if (response.error || !response.code) return reply.redirect(`${origin}${failedPage(tx.isSignup)}`);
      let issuerOk: boolean;
      try {
        issuerOk = await deps.social.issuerMatches(tx.provider, response);
      } catch (error) {
        request.log.warn({ err: error, provider: tx.provider }, "social provider unavailable");
        return reply.redirect(`${origin}${failedPage(tx.isSignup)}`);
      }
      if (!issuerOk) {
        request.log.warn({ provider: tx.provider, iss: response.iss }, "social callback with a wrong or missing iss (RFC 9207)");
        return reply.redirect(`${origin}${failedPage(tx.isSignup)}`);
      }
      const kept: Transaction = { ...tx, response };
      await db
        .update(accountTokens)
        .set({ data: { ...kept } })
        .where(eq(accountTokens.id, link.row.id));
      const query = new URLSearchParams({ code: response.code, type: tx.provider, isSignup: String(tx.isSignup) });
      return reply.redirect(`${origin}/social?${query.toString()}`);
    },
  );

  for (const path of ["/api/social", "/api/social/signup"] as const) {
    r.post(
      path,
      {
        preHandler: requireActiveAgency,
        schema: {
          tags,
          summary: path === "/api/social" ? "Social login: exchange the code (404 when no such user)" : "Social signup: exchange the code, creating the user when new",
          body: socialRequest,
          response: { 200: socialResponse, ...accountErrors },
        },
      },
      async (request, reply) => {
        const agency = agencyOf(request);
        const cookie = request.cookies[OAUTH_COOKIE];
        const link = cookie ? await peekLink(db, "oauthTransaction", agency.id, cookie) : null;
        const tx = link?.ok && isTransaction(link.row.data) ? link.row.data : null;
        const response = tx?.response;
        // The code posted must be the one the callback received with the rest of the response.
        if (!link?.ok || !tx || tx.provider !== request.body.type || response?.code !== request.body.code || !(await markUsed(db, link.row.id))) {
          return reject(reply, 400, request.t(am.socialFailed));
        }
        void reply.clearCookie(OAUTH_COOKIE, { path: COOKIE_PATH });
        let identity: SocialIdentity;
        try {
          identity = await deps.social.exchange(tx.provider, { ...tx, response });
        } catch (error) {
          request.log.info({ err: error, provider: tx.provider }, "social code exchange failed");
          return reject(reply, 400, request.t(am.socialFailed));
        }
        const isSignup = path === "/api/social/signup";
        return answer(request, reply, agency, await resolveUser(agency, tx.provider, identity, isSignup, request.lang));
      },
    );
  }

  r.post(
    "/api/social/registerEmail",
    {
      preHandler: requireActiveAgency,
      schema: {
        tags,
        summary: "Provider gave no verified email: mail a 6-digit code to this address",
        body: socialRegisterEmailRequest,
        response: { 200: socialRegisterEmailResponse, ...accountErrors },
      },
    },
    async (request, reply) => {
      const agency = agencyOf(request);
      const row = UUID.test(request.body._id) ? await latestOpenRow(db, { purpose: "socialPending", agencyId: agency.id, id: request.body._id }) : null;
      if (!row) return reject(reply, 400, request.t(am.socialFailed));
      const email = request.body.email.trim().toLowerCase();
      // Mails any address typed in: limited per client address and per address mailed.
      if (await request.server.abuseLimits.refuse(request, reply, "socialCodeMail", { perClient: request.ip, perAddress: email })) return reply;
      const code = await reissueCode(db, row.id, email);
      const name = typeof row.data.name === "string" ? row.data.name : nameFromEmail(email);
      await mailTo(deps, agency, { email, language: request.lang }, (t) => codeMail(t, { name, agencyName: agency.agencyName }, code));
      return ok(null, request.t(am.codeSent, { email }));
    },
  );

  r.post(
    "/api/social/verifyCode",
    {
      preHandler: requireActiveAgency,
      schema: {
        tags,
        summary: "Check the emailed code, then log in (or sign up) with the proven email",
        body: socialVerifyCodeRequest,
        response: { 200: socialVerifyCodeResponse, ...accountErrors },
      },
    },
    async (request, reply) => {
      const agency = agencyOf(request);
      const row = UUID.test(request.body._id) ? await latestOpenRow(db, { purpose: "socialPending", agencyId: agency.id, id: request.body._id }) : null;
      if (!row?.email || !(await checkCode(db, row, request.body.code))) return reject(reply, 400, request.t(am.codeInvalid));
      const provider = socialProvider.safeParse(row.data.provider);
      if (!provider.success || typeof row.data.subject !== "string") return reject(reply, 400, request.t(am.socialFailed));
      const name = typeof row.data.name === "string" ? row.data.name : null;
      const resolution = await linkOrCreate(agency, provider.data, row.data.subject, row.email, name, row.data.isSignup === true, request.lang);
      if (resolution.kind === "notFound") return reject(reply, 404, request.t(accountMessages.userNotFound));
      if (resolution.kind === "needsEmail") return reject(reply, 400, request.t(am.socialFailed));
      if (!resolution.user.isActive) return reject(reply, 403, request.t(am.accountInactive));
      return ok(await logIn(db, deps.sessions, resolution.user, agency), request.t(accountMessages.loggedIn));
    },
  );
}

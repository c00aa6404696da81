import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ssoRequest, ssoResponse } from "@/shared/api/auth";
import { accountMessages } from "@/shared/validation/messages";
import { requireActiveAgency } from "../agency/hooks";
import { ok } from "../http/envelope";
import type { AccountsDeps } from "./context";
import { spendSsoToken } from "./account-tokens";
import { accountErrors, agencyOf, reject } from "./http";
import { accountServerMessages as am } from "./messages";
import { sameSiteDeepLink, verifySsoToken, type SsoClaims } from "./sso";
import { findUserByEmail, findUserByIdentity, insertUser, linkIdentity, logIn, nameFromEmail } from "./users";

/** spec A §4 "Single sign-on": the agency's system signs a short-lived JWT; the user is found or created here. */
export function registerSsoRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    "/api/sso",
    {
      preHandler: requireActiveAgency,
      schema: {
        tags: ["accounts"],
        summary: "Single sign-on with the agency's signed JWT (aud = agency code, exp ≤ 10 min)",
        description: "deepLink is echoed back only when it is a same-site path ('/…', not '//…').",
        body: ssoRequest,
        response: { 200: ssoResponse, ...accountErrors },
      },
    },
    async (request, reply) => {
      const agency = agencyOf(request);
      if (!agency.isSSOEnabled) return reject(reply, 403, request.t(am.ssoDisabled));
      let claims: SsoClaims;
      try {
        claims = await verifySsoToken(agency, request.body.token);
      } catch (error) {
        request.log.info({ reason: error instanceof Error ? error.message : String(error) }, "SSO token rejected");
        return reject(reply, 400, request.t(am.ssoInvalid));
      }
      if (!(await spendSsoToken(db, agency.id, claims.tokenId, claims.expiresAt))) {
        request.log.info("SSO token rejected: already used");
        return reject(reply, 400, request.t(am.ssoInvalid));
      }
      let user = (await findUserByIdentity(db, agency.id, "sso", claims.subject)) ?? (await findUserByEmail(db, agency.id, claims.email));
      if (!user) {
        user =
          (await insertUser(db, {
            agencyId: agency.id,
            name: claims.name ?? nameFromEmail(claims.email),
            email: claims.email,
            userType: "Customer",
            emailVerified: true,
            language: request.lang,
          })) ?? (await findUserByEmail(db, agency.id, claims.email));
      }
      if (!user) return reject(reply, 400, request.t(am.ssoInvalid));
      if (!user.isActive) return reject(reply, 403, request.t(am.accountInactive));
      await linkIdentity(db, user, "sso", claims.subject, claims.email);
      const result = await logIn(db, deps.sessions, user, agency);
      return ok({ ...result, deepLink: sameSiteDeepLink(request.body.deepLink) }, request.t(accountMessages.loggedIn));
    },
  );
}

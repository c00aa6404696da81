import type { FastifyInstance } from "fastify";
import { fail } from "../http/envelope";
import { isApiPath } from "../http/paths";
import { securityMessages } from "./messages";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route takes a raw body whose type its own signed link names (file uploads): the
     * signature in the URL, which a page on another site cannot know, is the credential, and the
     * route accepts only the signed Content-Type, so the JSON-only rule would only refuse it.
     */
    signedBody?: boolean;
  }
}

/**
 * CSRF. Sessions ride in the x-access-token header, never in a cookie the browser attaches by
 * itself, so a forged request carries no session. What a page on another site *can* send without a
 * CORS preflight is a "simple" request: a form post (urlencoded, multipart, text/plain) or a
 * no-cors fetch. So a state-changing /api call must
 *  - carry JSON (or no body at all): any other Content-Type is 415 before the body is parsed;
 *  - not be marked `Sec-Fetch-Site: cross-site` by the browser (403) — belt and braces for the
 *    unauthenticated mutations (signup, login, forgot password) and the SameSite=Lax oauth cookie.
 * No CORS headers are ever sent, so a cross-site JSON request fails its preflight.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!UNSAFE.has(request.method) || !isApiPath(request.url)) return;
    if (request.headers["sec-fetch-site"] === "cross-site") {
      await reply.code(403).send(fail(request.t(securityMessages.crossSite)));
      return reply;
    }
    const type = request.headers["content-type"];
    if (type === undefined || type === "" || request.routeOptions.config.signedBody) return;
    const media = type.split(";")[0]?.trim().toLowerCase() ?? "";
    if (media !== "application/json" && !/^application\/[\w.+-]+\+json$/.test(media)) {
      await reply.code(415).send(fail(request.t(securityMessages.jsonOnly)));
      return reply;
    }
    return undefined;
  });
}

import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Cookies the browser's scripts must read. Empty: the one server cookie (waypoint_oauth) is
 * httpOnly. The session `token` cookie is written by the SPA itself (spec A §9), so it never passes
 * here; see docs/security.md "Cookies" for that trade-off.
 */
const SCRIPT_READABLE = new Set<string>();

export interface CookieFlags {
  httpOnly: boolean;
  secure: boolean;
  sameSite: "lax" | "strict";
  path: string;
}

/**
 * The flags a server-set cookie gets: HttpOnly, SameSite=Lax, and Secure on https or in production
 * whatever the Host says (production sits behind TLS, often a proxy that terminates it; browsers
 * still accept Secure cookies from http://localhost).
 */
export function cookieFlags(request: FastifyRequest, opts: { production: boolean }, overrides: Partial<CookieFlags> = {}): CookieFlags {
  const secure = request.protocol === "https" || opts.production;
  return { httpOnly: true, secure, sameSite: "lax", path: "/", ...overrides };
}

/** Adds what a Set-Cookie line lacks: SameSite=Lax, HttpOnly (unless script-readable), Secure when due. */
export function hardenSetCookie(line: string, opts: { secure: boolean }): string {
  const [pair = "", ...rest] = line.split(";");
  const name = pair.split("=")[0]?.trim() ?? "";
  const attributes = rest.map((a) => a.trim()).filter(Boolean);
  const has = (attr: string) => attributes.some((a) => a.toLowerCase().split("=")[0] === attr);
  if (!has("samesite")) attributes.push("SameSite=Lax");
  // SameSite=None without Secure is refused by browsers; we never want None anyway.
  const none = attributes.findIndex((a) => /^samesite=none$/i.test(a));
  if (none !== -1) attributes[none] = "SameSite=Lax";
  if (!has("httponly") && !SCRIPT_READABLE.has(name)) attributes.push("HttpOnly");
  if (opts.secure && !has("secure")) attributes.push("Secure");
  return [pair.trim(), ...attributes].join("; ");
}

/**
 * One place that enforces the cookie policy on every answer, whoever set the cookie. Register after
 * @fastify/cookie: its onSend hook writes reply.setCookie() values, and hooks run in order.
 */
export function registerCookiePolicy(app: FastifyInstance, opts: { production: boolean }): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const current = reply.getHeader("set-cookie");
    if (current === undefined) return payload;
    const secure = cookieFlags(request, opts).secure;
    const lines = (Array.isArray(current) ? current : [String(current)]).map((line) => hardenSetCookie(String(line), { secure }));
    // reply.header() appends to set-cookie: remove first, then set the hardened lines.
    void reply.removeHeader("set-cookie").header("set-cookie", lines);
    return payload;
  });
}

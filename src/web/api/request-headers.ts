import { API_AGENCY_KEY_HEADER, API_ACCESS_TOKEN_HEADER, FALLBACK_LANGUAGE, TOKEN_COOKIE } from "@/shared/constants";
import { i18n } from "../i18n";
import { readCookie } from "../lib/cookies";

// Conventions §5: every API request carries the access token, Accept-Language and the agency key, and any 401
// becomes the session's `session.unauthorized` event. Written once here for the HTTP client (./client.ts, ky)
// and for the first load's answers (./first-load.ts, fetch: ky is not in the first load).
let agencyKey: string | null = null;
let onUnauthorized: () => void = () => {};

export function setAgencyKey(id: string): void {
  agencyKey = id;
}

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The headers every API request carries. */
export function addRequestHeaders(headers: Headers): void {
  headers.set("Accept-Language", i18n.locale || FALLBACK_LANGUAGE);
  if (agencyKey) headers.set(API_AGENCY_KEY_HEADER, agencyKey);
  const token = readCookie(TOKEN_COOKIE);
  if (token) headers.set(API_ACCESS_TOKEN_HEADER, token);
}

/**
 * spec A §4: a 401 on any call ends the session (the session machine decides the rest). Only the session the call
 * was made with: a call sent signed out (a page's load racing a login or a single sign-on) or with a token since
 * replaced answers 401 about no session the visitor still has, and must not end the new one.
 */
export function noteAnswer(response: Response, sent: Headers): void {
  if (response.status !== 401) return;
  const token = sent.get(API_ACCESS_TOKEN_HEADER);
  if (token && token === readCookie(TOKEN_COOKIE)) onUnauthorized();
}

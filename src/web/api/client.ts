import ky from "ky";
import { API_AGENCY_KEY_HEADER, API_ACCESS_TOKEN_HEADER, FALLBACK_LANGUAGE, TOKEN_COOKIE } from "../../shared/constants";
import { i18n } from "../i18n";
import { readCookie } from "../lib/cookies";

// Conventions §5: the one HTTP client. It adds the access token, Accept-Language and the
// agency key, and turns any 401 into the session's `session.unauthorized` event.
let agencyKey: string | null = null;
let onUnauthorized: () => void = () => {};

export function setAgencyKey(id: string): void {
  agencyKey = id;
}

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export const api = ky.create({
  prefixUrl: "/api",
  retry: 0,
  headers: { Accept: "application/json" },
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set("Accept-Language", i18n.locale || FALLBACK_LANGUAGE);
        if (agencyKey) request.headers.set(API_AGENCY_KEY_HEADER, agencyKey);
        const token = readCookie(TOKEN_COOKIE);
        if (token) request.headers.set(API_ACCESS_TOKEN_HEADER, token);
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        // spec A §4: a 401 on any call ends the session (the session machine decides the rest).
        if (response.status === 401) onUnauthorized();
      },
    ],
  },
});

/**
 * GET an answer and check it with its zod schema, the schema's module imported in parallel with the request: for
 * the answers the first load of every page waits for (the agency, the reference tables), so zod and the schemas
 * are not in that load and arrive while the request is under way (docs/decisions.md "Fast on a phone").
 */
export async function getChecked<T>(path: string, schema: () => Promise<{ parse(value: unknown): T }>): Promise<T> {
  const [body, check] = await Promise.all([api.get(path).json(), schema()]);
  return check.parse(body);
}

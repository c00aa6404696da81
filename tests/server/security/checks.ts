// Assertions shared by the security tests: refusal envelopes and leak detection.
import type { LightMyRequestResponse } from "fastify";

/** Statuses that refuse a request without doing it. */
export const REFUSED = new Set([400, 401, 403, 404, 409, 410, 415, 421]);

/** What an answer must never contain: stack frames, driver or SQL error text, file paths. */
const INTERNALS = [
  /\bat [\w.<>]+ \(/, // stack frame
  /\.(ts|js):\d+/,
  /node_modules/,
  /syntax error at or near/i,
  /invalid input syntax/i,
  /violates (unique|foreign key|not-null|check) constraint/i,
  /relation "[^"]+" does not exist/i,
  /\bSELECT\b[\s\S]*\bFROM\b/,
  /\bINSERT INTO\b/i,
  /PGlite|pg_catalog|drizzle/i,
  /ZodError|"code":\s*"invalid_type"/,
];

export function internalsIn(text: string): string | null {
  for (const re of INTERNALS) {
    const m = re.exec(text);
    if (m) return m[0];
  }
  return null;
}

function base64Strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (value.length >= 16 && /^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
      try {
        out.push(Buffer.from(value, "base64").toString("utf8"));
      } catch {
        // not base64 after all
      }
    }
  } else if (Array.isArray(value)) {
    for (const v of value) base64Strings(v, out);
  } else if (value && typeof value === "object") {
    for (const v of Object.values(value)) base64Strings(v, out);
  }
  return out;
}

/** The answer as a searchable text: body, decoded base64 payloads (reservation details) and Location. */
export function haystack(res: LightMyRequestResponse): string {
  const parts = [res.body];
  try {
    parts.push(...base64Strings(res.json()));
  } catch {
    // not JSON
  }
  const location = res.headers.location;
  if (location) parts.push(decodeURIComponent(String(location)));
  return parts.join("\n").toLowerCase();
}

/** The secrets of someone else that an answer shows and the request did not already carry. */
export function leaked(res: LightMyRequestResponse, secrets: readonly string[], request: unknown): string[] {
  const sent = JSON.stringify(request ?? "").toLowerCase();
  const text = haystack(res);
  return secrets.filter((s) => s && !sent.includes(s.toLowerCase()) && text.includes(s.toLowerCase()));
}

/** A refusal must be the envelope with a readable message and nothing internal. */
export function refusalProblem(res: LightMyRequestResponse): string | null {
  if (res.statusCode < 400) return null;
  let body: { message?: unknown; status?: unknown };
  try {
    body = res.json();
  } catch {
    return `non-JSON ${res.statusCode} answer: ${res.body.slice(0, 120)}`;
  }
  if (typeof body.message !== "string" || body.message.trim().length < 3) return `no message in ${res.body.slice(0, 160)}`;
  const internal = internalsIn(res.body);
  if (internal) return `internal detail "${internal}" in ${res.body.slice(0, 200)}`;
  return null;
}

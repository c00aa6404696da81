// What an error report may carry out of the process (issue "error reporting in production", docs/security.md
// "Error reports"): no card data, passwords, tokens, cookies, emails or traveller names. One rule for the server's
// reports and the web app's, applied to the event as the error-reporting SDK is about to send it (its `beforeSend`).
import { passesLuhn } from "../luhn";

/** A key whose value is a secret or a person's data: its whole value is dropped, whatever its shape. */
const PRIVATE_KEY =
  /pass(word|wd|code|phrase)?$|secret|token|auth|cookie|session|csrf|jwt|api[-_]?key|card|cvc|cvv|iban|e[-_]?mail|phone|passport|birth|(^|[-_])(first|last|middle|full|given|family|sur|holder|user)?[-_]?name$|firstname|lastname|holder|traveller|traveler|passenger|guest|contact|address|data$|body$/i;

/** Event parts that describe the SDK, not the request or the person. */
const KEEP = new Set(["sdk", "debug_meta"]);

export const FILTERED = "[Filtered]";

const EMAIL = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+\.[a-z]{2,}/gi;
const CARD_LIKE = /\b\d(?:[ -]?\d){11,18}\b/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
/** A query parameter whose name says it is private: `?token=…`, `&email=…`. */
const PRIVATE_PARAM = /([?&;][^=&#\s]*?(?:token|code|state|secret|pass|key|jwt|session|mail|name|card)[^=&#\s]*=)[^&#\s]*/gi;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Values that must not leave, gathered where their key says so (a request's body, headers, query, cookies). */
export function privateValues(input: unknown, found: Set<string> = new Set(), depth = 0): Set<string> {
  if (depth > 8 || input === null || typeof input !== "object") return found;
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (PRIVATE_KEY.test(key)) collectStrings(value, found, depth);
    else privateValues(value, found, depth + 1);
  }
  return found;
}

function collectStrings(value: unknown, found: Set<string>, depth: number): void {
  if (depth > 8) return;
  if (typeof value === "string" || typeof value === "number") {
    const text = String(value).trim();
    // Short values ("US", "1") would cut ordinary words out of a stack trace and hide nothing.
    if (text.length >= 3) found.add(text);
  } else if (value && typeof value === "object") {
    for (const inner of Object.values(value as Record<string, unknown>)) collectStrings(inner, found, depth + 1);
  }
}

/** A text with every email, card number, token and known private value replaced. */
export function scrubText(text: string, known: readonly string[] = []): string {
  let out = text;
  for (const value of known) out = out.replace(new RegExp(escapeRegExp(value), "gi"), FILTERED);
  return out
    .replace(PRIVATE_PARAM, `$1${FILTERED}`)
    .replace(JWT, "[token]")
    .replace(BEARER, "$1 [token]")
    .replace(EMAIL, "[email]")
    .replace(CARD_LIKE, (run) => (passesLuhn(run.replace(/\D/g, "")) ? "[card]" : run));
}

function scrubValue(value: unknown, known: readonly string[], depth: number): unknown {
  if (typeof value === "string") return scrubText(value, known);
  if (depth > 12 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, known, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (depth === 0 && KEEP.has(key)) out[key] = inner;
    else if (PRIVATE_KEY.test(key) && inner !== null && inner !== undefined && typeof inner !== "boolean") out[key] = FILTERED;
    else out[key] = scrubValue(inner, known, depth + 1);
  }
  return out;
}

/**
 * The event with every private value gone: values under private keys (a request's cookies, headers with
 * credentials, its body, a user's email), and in every text (messages, stack frames, URLs) emails, card numbers
 * (Luhn-valid runs of 12–19 digits), bearer and JSON web tokens, private query parameters and `known` values
 * (those of the failed request). Breadcrumbs are dropped: they hold what the page or process did before, typed
 * values and addresses included. The user is kept by id alone.
 */
export function scrubReport<T extends object>(event: T, known: Iterable<string> = []): T {
  const values = [...known].filter((value) => value.length >= 3).sort((a, b) => b.length - a.length);
  const { breadcrumbs: _dropped, user, ...rest } = event as T & { breadcrumbs?: unknown; user?: { id?: unknown } };
  const scrubbed = scrubValue(rest, values, 0) as Record<string, unknown>;
  if (user && (typeof user.id === "string" || typeof user.id === "number")) scrubbed.user = { id: user.id };
  return scrubbed as T;
}

// Security hardening, "Web security": one rule for every redirect parameter (the saved redirect path, the
// login result's navigateTo, the SSO deep link, the agency's return URL, the social callback).

/** Characters a URL parser strips or folds before it looks for a scheme or host. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/;

// eslint-disable-next-line no-control-regex -- see above
const C0_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- see above
const LEADING_HOST = /^\/[\u0000-\u0020]*[/\\]/;

const SAME_ORIGIN_BASE = "https://same-origin.invalid";

/**
 * `input` when it is a path on this site ("/trips?x=1#y"), else `fallback` (null by default).
 * Refuses absolute and protocol-relative URLs ("//evil.com", "/\\evil.com", "/%2F%2Fevil.com"
 * after decoding), schemes ("javascript:", "data:"), backslashes, control and invisible
 * characters, and anything a browser would resolve to another origin.
 */
export function safeRedirectPath(input: unknown, fallback: string | null = null): string | null {
  if (typeof input !== "string" || input.length === 0 || input.length > 2048) return fallback;
  if (!input.startsWith("/") || CONTROL_OR_SPACE.test(input) || input.includes("\\")) return fallback;
  // Decode (up to a few rounds) so "%2F%2Fevil.com" or "%5Cevil.com" cannot turn into a host later.
  let decoded = input;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break; // a stray "%" is harmless to a browser; check what decoded so far
    }
    if (next === decoded) break;
    decoded = next;
  }
  // Decoded, a query may hold spaces or backslashes; what matters is that no host can appear
  // ("/%2F%2Fevil.com", "/%5Cevil.com", "/%09/evil.com") and no line break or NUL rides along.
  if (LEADING_HOST.test(decoded) || C0_CONTROL.test(decoded)) return fallback;
  // Last word to the URL parser the browser uses: it must stay on the same origin.
  try {
    if (new URL(input, SAME_ORIGIN_BASE).origin !== SAME_ORIGIN_BASE) return fallback;
  } catch {
    return fallback;
  }
  return input;
}

/**
 * An absolute http(s) URL for links that are external by design (the agency's return URL, the
 * payment page), else `fallback`. Refuses "javascript:", "data:", credentials in the URL and
 * control characters.
 */
export function safeExternalUrl(input: unknown, fallback: string | null = null): string | null {
  if (typeof input !== "string" || input.length === 0 || input.length > 2048 || CONTROL_OR_SPACE.test(input)) return fallback;
  if (input.includes("\\")) return fallback;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return fallback;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return fallback;
  if (url.username || url.password || !url.hostname) return fallback;
  return url.href;
}

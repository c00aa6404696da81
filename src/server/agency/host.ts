/** What a Host header points at (spec A §1: agency sites by subdomain or custom domain). */
type HostTarget = { kind: "provider" } | { kind: "subdomain"; subdomain: string } | { kind: "customDomain"; host: string; baseSubdomain: string | null };

/** The provider's own agency is seeded with this subdomain and answers on bare localhost. */
export const PROVIDER_SUBDOMAIN = "www";

/** The provider's own site, where its owners and admins run the console (src/shared/permissions.ts PROVIDER_GRANTS). */
export const isProviderSite = (agency: { subdomain: string } | null | undefined): boolean => agency?.subdomain === PROVIDER_SUBDOMAIN;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** Lower-case host name without port or trailing dot. */
export function normalizeHost(host: string | undefined): string {
  if (!host) return "";
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) {
    const end = h.indexOf("]");
    h = end === -1 ? h : h.slice(0, end + 1);
  } else {
    h = h.replace(/:\d+$/, "");
  }
  return h.replace(/\.$/, "");
}

/**
 * `<sub>.localhost` → subdomain (Chromium resolves *.localhost to loopback); bare loopback →
 * provider; anything else is looked up as a custom domain first, then, when it ends with
 * BASE_DOMAIN, its first label is tried as a subdomain.
 */
export function parseHost(rawHost: string | undefined, baseDomain?: string): HostTarget | null {
  const host = normalizeHost(rawHost);
  if (!host) return null;
  if (LOOPBACK.has(host)) return { kind: "provider" };
  if (host.endsWith(".localhost")) {
    const [sub] = host.split(".");
    return sub ? { kind: "subdomain", subdomain: sub } : null;
  }
  const base = baseDomain ? normalizeHost(baseDomain) : "";
  let baseSubdomain: string | null = null;
  if (base && host === base) return { kind: "provider" };
  if (base && host.endsWith(`.${base}`)) baseSubdomain = host.slice(0, -(base.length + 1)).split(".")[0] ?? null;
  return { kind: "customDomain", host, baseSubdomain };
}

import { parseHost } from "../agency/host";

/** Loopback and *.localhost sites: HSTS there would pin https on a developer's machine. */
export function isLocalHost(host: string | undefined): boolean {
  const target = parseHost(host);
  if (!target) return true;
  if (target.kind === "provider") return true;
  if (target.kind === "subdomain") return true; // only *.localhost parses as a bare subdomain
  return false;
}

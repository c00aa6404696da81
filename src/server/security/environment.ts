import { parseHost } from "../agency/host";

/**
 * docs/server.md: the server runs as production unless `--dev` or NODE_ENV=development (main.ts);
 * vitest sets NODE_ENV=test, which is not production either.
 */
export function isProductionEnvironment(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv): boolean {
  return !argv.includes("--dev") && env.NODE_ENV !== "development" && env.NODE_ENV !== "test";
}

/** Loopback and *.localhost sites are plain-http development sites: no HSTS, no Secure cookies. */
export function isLocalHost(host: string | undefined): boolean {
  const target = parseHost(host);
  if (!target) return true;
  if (target.kind === "provider") return true;
  if (target.kind === "subdomain") return true; // only *.localhost parses as a bare subdomain
  return false;
}

import { execFileSync } from "node:child_process";

/**
 * Error reporting's settings (spec A §7 "an error-reporting service in production"; docs/deploy.md "Error
 * reporting"). Off unless SENTRY_DSN (or SENTRY_WEB_DSN) is set: the demo and the tests report nothing anywhere.
 */
export interface ErrorReportingConfig {
  /** The server's DSN (SENTRY_DSN); null: the server reports nothing. */
  dsn: string | null;
  /** The web app's public DSN (SENTRY_WEB_DSN, else SENTRY_DSN: a DSN's key is public by design); null: the web reports nothing. */
  webDsn: string | null;
  /** The git commit the server runs (SENTRY_RELEASE, else `git rev-parse HEAD` at start), null when unknown. */
  release: string | null;
  /** SENTRY_ENVIRONMENT, else the server's mode. */
  environment: string;
  /** The share of errors sent, 0 to 1 (SENTRY_SAMPLE_RATE, default 1: every error). */
  sampleRate: number;
}

/** What the web app is told in its first HTML: the public half of the settings only. */
export interface WebErrorReporting {
  dsn: string;
  release: string | null;
  environment: string;
  sampleRate: number;
}

const COMMIT = /^[0-9a-f]{7,40}$/;

function gitCommit(): string | null {
  try {
    const out = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 2000 }).trim();
    return COMMIT.test(out) ? out : null;
  } catch {
    // No git (a container holding only the build): SENTRY_RELEASE names the commit there.
    return null;
  }
}

function rate(value: string | undefined): number {
  const n = Number(value);
  return value?.trim() && Number.isFinite(n) && n >= 0 && n <= 1 ? n : 1;
}

export function errorReportingConfigFromEnv(env: NodeJS.ProcessEnv, mode: string): ErrorReportingConfig | null {
  const dsn = env.SENTRY_DSN?.trim() || null;
  const webDsn = env.SENTRY_WEB_DSN?.trim() || dsn;
  if (!dsn && !webDsn) return null;
  return {
    dsn,
    webDsn,
    release: env.SENTRY_RELEASE?.trim() || gitCommit(),
    environment: env.SENTRY_ENVIRONMENT?.trim() || mode,
    sampleRate: rate(env.SENTRY_SAMPLE_RATE),
  };
}

export const webErrorReporting = (config: ErrorReportingConfig): WebErrorReporting | null =>
  config.webDsn === null
    ? null
    : {
        dsn: config.webDsn,
        release: config.release,
        environment: config.environment,
        sampleRate: config.sampleRate,
      };

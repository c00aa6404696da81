import { defineConfig } from "@playwright/test";
import { openIdIssuer, openIdProviderEnv } from "./fixtures/openid-provider";
import { measureSlowdown, scaled } from "./slowdown";
import { errorReceiverDsn } from "./fixtures/error-receiver";
import { chromiumExecutable, TEST_CHROMIUM_ARGS, testChromium } from "./fixtures/chromium";

// Debian's Chromium (its headless shell when installed: fixtures/chromium.ts), never a downloaded browser
// (DEVELOPERS.md "Browser tests").
const PORT = Number(process.env.E2E_PORT ?? 4317);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";
// Three workers on CI's two cores: a test spends most of its time waiting (on the page's answers, its timers, an
// expectation's next poll), not computing, and two workers left the cores about half idle (docs/qa/ci-time.md
// "Test time": the same specs took 36 % less time with three). E2E_WORKERS sets another count.
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);
// The server the tests talk to is the production bundle `npm start` runs (built by `npm run build`, as in
// `npm test`), not the sources through tsx: it starts in about half the time and answers as deployed code does.
const SERVER = process.env.E2E_SERVER_ENTRY ?? "dist/server/main.js";
// One run's id, inherited by the workers: a spec that builds a test bundle (transfers.spec.ts) builds it once a run,
// a retry in a new worker included.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

// Every budget below, and every one a test sets, is a reference budget times this run's slowdown
// (tests/browser/slowdown.ts): measured once in the runner, inherited by its workers through the environment.
// Only the test runner measures: tools that read this file (knip) get the reference budgets.
const isRunner = /playwright/.test(process.argv[1] ?? "") && process.argv.includes("test");
const { factor, measuredMs } = isRunner ? await measureSlowdown(WORKERS) : { factor: 1, measuredMs: null };
if (measuredMs !== null) console.log(`Machine speed: the reference CPU task took ${measuredMs.toFixed(0)} ms on ${WORKERS} threads → test budgets × ${factor}`);

// Longest first (docs/qa/ci-time.md "Test time"): Playwright hands files to its workers in the order it lists them,
// alphabetical within a project, so the 6-minute hotel walk, started two thirds of the way through, ran alone at the
// end while the other workers idled. Each file here is a project of its own, listed by what it cost in the last
// clean-clone run (.tmp/browser-costs.json), longest first; every other spec follows in the last project. A spec
// file's tests still run in one worker, in order, as before.
const LONGEST_FIRST = [
  "model-hotel-booking.spec.ts",
  "model-activity-booking.spec.ts",
  "model-flight-booking.spec.ts",
  "model-car-booking.spec.ts",
  "model-payment.spec.ts",
  "foundation.spec.ts",
  "calendar-days.spec.ts",
  "qa-export.spec.ts",
  "hotels.spec.ts",
  "flights.spec.ts",
];

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  projects: [...LONGEST_FIRST.map((file) => ({ name: file.replace(/\.spec\.ts$/, ""), testMatch: `**/${file}` })), { name: "browser", testIgnore: LONGEST_FIRST.map((file) => `**/${file}`) }],
  fullyParallel: false,
  workers: WORKERS,
  // One retry: CI runs on 2 shared cores, where a timing-sensitive step can lose a race with the
  // server once. A test that fails twice fails the run; a retried pass is listed as "flaky".
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: scaled(45_000),
  expect: { timeout: scaled(7_000) },
  reporter: [["list"], ["./cost-reporter.ts"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    // Every test is a visitor whose system asks for reduced motion: an agency's background video then waits on its
    // poster and the entrance animations are skipped. The landing's looping video, decoded and drawn in software,
    // cost a fifth of Chromium's CPU in the specs that open the landing (docs/qa/ci-time.md "The background video").
    // Motion is tested where it is the subject: the carousel walk sets each path's preference, and foundation.spec
    // plays and pauses the video with no preference. In `contextOptions`: Playwright 1.59, which package.json holds
    // (docs/decisions.md "Playwright held at 1.59.1"), has no `reducedMotion` test option.
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: {
      executablePath: chromiumExecutable(testChromium()),
      args: TEST_CHROMIUM_ARGS,
    },
  },
  webServer: [
    // The OpenID provider the server signs in through as Google and as Facebook (tests/browser/fixtures/openid-provider.ts).
    {
      command: "node --import tsx tests/browser/openid-provider-server.ts",
      cwd: "../..",
      url: `${openIdIssuer(PORT)}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: scaled(30_000),
      env: { E2E_PORT: String(PORT) },
    },
    {
      // A fresh embedded database per run; the server migrates and seeds it on start.
      command: `test -f ${SERVER} || { echo "The browser tests run the built server, ${SERVER}: run npm run build first (npm run test:browser does)." >&2; exit 1; }; rm -rf ${DATA_DIR} && node --enable-source-maps ${SERVER}`,
      cwd: "../..",
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: scaled(120_000),
      // One run signs up and makes short links far faster than a person, all from 127.0.0.1: the abuse
      // limits (src/shared/abuse-limits.ts) are raised a hundredfold here; the server tests check them as set.
      // Google and Facebook are the provider above, so the demo's local stand-in is not started.
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR,
        WAYPOINT_MODE: "demo",
        ABUSE_LIMITS_FACTOR: "100",
        // Likewise the `/api` limit per address (1000 a minute by default): on a fast machine the model walks and
        // specs, every one from 127.0.0.1, passed it and their logins were answered 429. The server tests check
        // the limit as set (tests/server/errors.test.ts).
        RATE_LIMIT_PER_MINUTE: "100000",
        // The web's error reports go to the receiver error-reports.spec.ts listens with (as production's go to
        // the error-reporting service); nothing listens there in the other specs, and a page without errors sends nothing.
        SENTRY_WEB_DSN: errorReceiverDsn(PORT),
        ...openIdProviderEnv(PORT),
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      },
    },
  ],
});

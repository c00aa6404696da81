import { defineConfig } from "@playwright/test";

// Debian's Chromium, never a downloaded browser (DEVELOPERS.md "Browser tests").
const PORT = Number(process.env.E2E_PORT ?? 4317);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 2,
  // One retry: CI runs on 2 shared cores, where a timing-sensitive step can lose a race with the
  // server once. A test that fails twice fails the run; a retried pass is listed as "flaky".
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
        // custom agency domains used by the seed resolve to loopback
        "--host-resolver-rules=MAP *.test 127.0.0.1",
      ],
    },
  },
  webServer: {
    // A fresh embedded database per run; the server migrates and seeds it on start.
    command: `rm -rf ${DATA_DIR} && node --import tsx src/server/main.ts`,
    cwd: "../..",
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // One run signs up and makes short links far faster than a person, all from 127.0.0.1: the abuse
    // limits (src/shared/abuse-limits.ts) are raised a hundredfold here; the server tests check them as set.
    env: { PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR, WAYPOINT_MODE: "demo", ABUSE_LIMITS_FACTOR: "100", ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}) },
  },
});

// qa:export hands a machine's paths to another team as files that run against a site: the hotel flow's
// cover paths exported as one Playwright spec and one Gherkin feature, each run by a Playwright of its
// own against this test server (BASE_URL), walked by the browser walk's hotel driver.
import { execFile } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { PORT } from "./fixtures/site";
import { scaled } from "./slowdown";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const OUT = join(ROOT, ".tmp/qa/export-ci");

// The outer run's own settings (its worker index, its reporter's pipes) are not the exported run's.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(TEST_|PW_|PLAYWRIGHT_)/.test(key)));

const exportHotels = (format: string, ...options: string[]) =>
  run("node", ["--import", "tsx", "tests/qa/export/export.ts", "hotelBooking", "--cover", "--format", format, "--out", OUT, ...options], { cwd: ROOT, env });

test("the hotel flow's exported Playwright spec and Gherkin feature run against the site", async () => {
  test.setTimeout(scaled(150_000));
  rmSync(OUT, { recursive: true, force: true });
  await exportHotels("playwright", "--max-steps", "3", "--limit", "1");
  await exportHotels("gherkin", "--max-steps", "3", "--limit", "2");
  const feature = readFileSync(join(OUT, "hotel-booking.feature"), "utf8");
  expect(feature).toMatch(/^@machine-hotelBooking @set-cover$/m);
  expect(feature.match(/^ {2}Scenario: /gm)).toHaveLength(2);
  // The steps quote the hotel pages' own words (which ones depends on the two paths the cover set has with ≤ 3 steps).
  expect(feature).toMatch(/^ {4}(Then|When) .*'(Continue to checkout|Choose your hotel|Loading your booking…|Reference number)'/m);
  expect(readFileSync(join(OUT, "hotel-booking.spec.ts"), "utf8")).toContain("runExportedPath(page");

  const { stdout } = await run("npx", ["playwright", "test", "-c", join(OUT, "playwright.config.ts")], {
    cwd: ROOT,
    env: { ...env, BASE_URL: `http://localhost:${PORT}`, CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`the exported files failed:\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
  });
  // One Playwright test plus two scenarios, each walking its path in the page.
  expect(stdout).toMatch(/\b3 passed\b/);
  expect(stdout).not.toMatch(/\b(failed|skipped)\b/);
});

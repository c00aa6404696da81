// The airport-transfer fixture walked in the browser (issue "Verticals as plug-ins": the proof): a vertical the product
// does not ship, registered on both sides of a test server (its server value as AppOptions.extraVerticals, its web value
// by a test build, WEB_TEST_VERTICALS) and drawn by the core's generic routes through the core's frames: search →
// details → checkout → pay → confirmation → cancel. Its bundle and server are its own: the bundle built by `npm test`'s
// build stage (or here, run alone: fixtures/transfers-bundle.ts), the server started here, so the rest of the suite
// neither waits for them nor runs them (docs/decisions.md "Test verticals").
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test, type BrowserContext } from "@playwright/test";
import type { LoginResult } from "@/shared/api/auth";
import { TOKEN_COOKIE } from "@/shared/constants";
import { USER_KEY } from "@/web/features/accounts/stored-role";
import { ALICE, payWith } from "./fixtures/flights";
import { openIdProviderEnv } from "./fixtures/openid-provider";
import { PORT } from "./fixtures/site";
import { scaled } from "./slowdown";
import { buildTransfersBundle, TRANSFERS_DIST, TRANSFERS_WORK } from "./fixtures/transfers-bundle";

const ROOT = resolve(import.meta.dirname, "../..");
const WORK = TRANSFERS_WORK;
const DIST = TRANSFERS_DIST;
// Beside the run's ports (PORT the product's server, PORT+1 the OpenID provider, PORT+9 the error receiver).
const SERVER_PORT = PORT + 2;
const ORIGIN = `http://acme.localhost:${SERVER_PORT}`;

let server: ChildProcess | null = null;
let serverLog = "";

async function startServer(): Promise<void> {
  const dataDir = join(WORK, "data");
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  serverLog = "";
  server = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/transfers/test-server.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(SERVER_PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, WEB_DIST_DIR: DIST, WAYPOINT_MODE: "demo", ABUSE_LIMITS_FACTOR: "100", ...openIdProviderEnv(PORT) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  const deadline = Date.now() + scaled(120_000);
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the transfer test server stopped:\n${serverLog}`);
    const healthy = await fetch(`http://127.0.0.1:${SERVER_PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the transfer test server did not answer:\n${serverLog}`);
}

/** Signs the context in on the test server as the login screen would (fixtures/accounts.ts signIn, on this origin). */
async function signIn(context: BrowserContext): Promise<void> {
  // The node side does not resolve *.localhost: the agency is named by the Host header (fixtures/accounts.ts apiPost).
  const answer = await context.request.post(`http://127.0.0.1:${SERVER_PORT}/api/user/login`, { headers: { host: `acme.localhost:${SERVER_PORT}` }, data: ALICE });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token, ...user } = ((await answer.json()) as { data: LoginResult }).data;
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: ORIGIN }]);
  await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: USER_KEY, value: JSON.stringify(user) });
}

test.describe("a test vertical on the core's generic routes (airport transfers)", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(scaled(600_000));
    await buildTransfersBundle();
    await startServer();
  });

  test.afterAll(async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((done) => running.once("exit", done));
    running.kill("SIGTERM");
    await exited;
  });

  test("search → details → checkout → pay → confirmation → cancel", async ({ page, context }) => {
    test.setTimeout(scaled(90_000));
    await signIn(context);
    await page.goto(`${ORIGIN}/booknow/transfers`);
    // The bare path opens the search, as a product vertical's does.
    await expect(page).toHaveURL(/\/booknow\/transfers\/search/);
    await expect(page.getByRole("heading", { name: "Airport transfers" })).toBeVisible({ timeout: scaled(15_000) });
    await page.getByLabel("Airport code", { exact: true }).fill("LIS");
    await page.getByLabel("Hotel", { exact: true }).fill("Hotel Lisboa Plaza");
    await page.getByLabel("Pick-up", { exact: true }).fill("2030-05-10T18:30");
    await page.getByLabel("Passengers", { exact: true }).fill("2");
    await page.getByRole("button", { name: "Search transfers" }).click();

    const select = page.getByRole("button", { name: /^Select: / }).first();
    await expect(select).toBeVisible({ timeout: scaled(20_000) });
    await expect(page).toHaveURL(/[?&]airport=LIS/);
    await select.click();

    await expect(page).toHaveURL(/\/booknow\/transfers\/result-details\?.*offer=/);
    await expect(page.getByRole("heading", { name: "Transfer details" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Price summary" })).toBeVisible({ timeout: scaled(15_000) });
    const total = await page.getByTestId("transfer-total").textContent();
    const next = page.getByRole("button", { name: "Continue to checkout" });
    await expect(next).toBeEnabled({ timeout: scaled(15_000) });
    await next.click();

    await expect(page).toHaveURL(/\/booknow\/transfers\/checkout/);
    await expect(page.getByRole("heading", { name: "Passenger details" })).toBeVisible();
    const lead = page.getByRole("group", { name: "Lead passenger" });
    await lead.getByLabel("First name", { exact: true }).fill("Ana");
    await lead.getByLabel("Last name", { exact: true }).fill("Silva");
    await page.getByLabel("Email", { exact: true }).fill("ana@example.test");
    await page.getByLabel("Phone", { exact: true }).fill("+1 415 555 0100");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { name: "Payment", exact: true }).first()).toBeVisible({ timeout: scaled(15_000) });
    // The price the details showed is what the payment charges.
    await expect(page.getByTestId("transfer-total")).toHaveText(total ?? "");
    await payWith(page, "4242 4242 4242 4242");

    await expect(page).toHaveURL(/\/booknow\/transfers\/confirm-payment\?.*ref=TR/, { timeout: scaled(20_000) });
    await expect(page.getByRole("heading", { name: "Your transfer is booked" })).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByTestId("reference-number")).toHaveText(/^TR/);
    await expect(page.getByText("Ana Silva")).toBeVisible();

    await page.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
    await dialog.getByRole("button", { name: "Cancel with penalty" }).click({ timeout: scaled(15_000) });
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByText("Booking Cancelled Successfully")).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByRole("status").filter({ hasText: /^Cancelled$/ })).toBeVisible();
  });
});

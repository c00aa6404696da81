// Error reporting in the web app (issue "error reporting in production"): an error in a page reaches the
// error-reporting service (here a local receiver, its DSN handed in the first HTML: playwright.config.ts) with the
// release and agency, and no card number, token, email or cookie leaves the browser with it. A route whose code
// does not arrive shows the translated "Something went wrong" page with a retry and is reported too.
import { expect, test } from "@playwright/test";
import { startErrorReceiver } from "./fixtures/error-receiver";
import { HOSTS, onHost, PORT } from "./fixtures/site";
import { scaled } from "./slowdown";

const TOKEN = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0";
const EMAIL = "zelda.traveller@example.org";
const CARD = "4242 4242 4242 4242";

let receiver: Awaited<ReturnType<typeof startErrorReceiver>>;
test.beforeAll(async () => {
  receiver = await startErrorReceiver(PORT);
});
test.afterAll(async () => receiver?.close());

test.describe.configure({ mode: "serial" });

test("an uncaught error in a page arrives scrubbed, tagged with the agency", async ({ page, context }) => {
  await context.addCookies([{ name: "waypoint_probe", value: TOKEN, domain: HOSTS.acme, path: "/" }]);
  const sdk = page.waitForResponse((response) => /error-reporting-sdk[^/]*\.js$/.test(response.url()), { timeout: scaled(20_000) });
  await page.goto(onHost(HOSTS.acme, `/login?email=${encodeURIComponent(EMAIL)}`));
  // The SDK is fetched after the first screen, not with it.
  await sdk;
  await page.waitForFunction(() => (window as { __SENTRY__?: unknown }).__SENTRY__ !== undefined);
  const before = receiver.envelopes.length;
  await page.evaluate(
    ([email, card, token]) => {
      setTimeout(() => {
        throw new Error(`checkout failed for ${email} paying with ${card} session ${token}`);
      });
    },
    [EMAIL, CARD, TOKEN],
  );
  await expect.poll(() => receiver.envelopes.slice(before).find((text) => text.includes("checkout failed for")) ?? null, { timeout: scaled(15_000) }).not.toBeNull();
  const envelope = receiver.envelopes.slice(before).find((text) => text.includes("checkout failed for")) ?? "";
  expect(envelope).toContain('"agency":"acme.localhost"');
  for (const secret of [EMAIL, CARD, CARD.replaceAll(" ", ""), TOKEN]) expect(envelope).not.toContain(secret);
});

test("a route whose code does not arrive shows the retry page and is reported", async ({ page }) => {
  const sdk = page.waitForResponse((response) => /error-reporting-sdk[^/]*\.js$/.test(response.url()), { timeout: scaled(20_000) });
  await page.goto(onHost(HOSTS.acme, "/login"));
  await sdk;
  await page.waitForFunction(() => (window as { __SENTRY__?: unknown }).__SENTRY__ !== undefined);
  const before = receiver.envelopes.length;
  // From now on no script arrives: the next page's chunk fails to load. The router would reload the page once for a
  // missing chunk (a deploy replaced the build); marked as tried, it shows the route's error boundary instead.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const url = route.request().url();
    await page.evaluate((key) => sessionStorage.setItem(key, "1"), `tanstack_router_reload:Failed to fetch dynamically imported module: ${url}`);
    await route.abort("failed");
  });
  await page.getByRole("button", { name: "Forgot password?" }).first().click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible({ timeout: scaled(15_000) });
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect.poll(() => receiver.envelopes.slice(before).some((text) => /dynamically imported module|Importing a module script failed/.test(text)), { timeout: scaled(15_000) }).toBe(true);
});

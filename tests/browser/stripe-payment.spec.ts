// The card entry each gateway draws (docs/decisions.md "Stripe Elements in the browser"): the sandbox keeps the typed
// card form; with Stripe configured the payment step loads its own chunk and Stripe.js. No browser here reaches
// js.stripe.com, so the Stripe case is the one a traveller meets when Stripe.js cannot load: the translated reason
// and "Try again", never a Pay button that cannot take a card. The owner's "Replace the card" is a card step that opens
// without a booking, whatever the plan ("Add a card" before a card is saved; another spec moves this agency to yearly
// billing and saves a card; nothing is saved here). conventions §8: by role and accessible name.
import { expect, test, type Browser } from "@playwright/test";
import type { LoginResult } from "@/shared/api/auth";
import { apiPost } from "./fixtures/accounts";
import { HOSTS, onHost } from "./fixtures/site";

const NOMAD = onHost(HOSTS.nomad).replace(/\/$/, "");

async function ownerPage(browser: Browser, request: Parameters<typeof apiPost>[0]) {
  const res = await apiPost(request, HOSTS.nomad, "/api/user/login", { data: { email: "owner@nomad.test", password: "Demo@1234" } });
  expect(res.status()).toBe(200);
  const owner = ((await res.json()) as { data: LoginResult }).data;
  const context = await browser.newContext();
  await context.addCookies([{ name: "token", value: owner.token, url: NOMAD }]);
  const { token: _token, ...stored } = owner;
  await context.addInitScript((value) => window.localStorage.setItem("user", value), JSON.stringify(stored));
  return context.newPage();
}

test("the sandbox keeps the typed card form", async ({ browser, request }) => {
  const page = await ownerPage(browser, request);
  const stripeRequests: string[] = [];
  page.on("request", (r) => {
    if (/stripe/i.test(r.url())) stripeRequests.push(r.url());
  });
  await page.goto(`${NOMAD}/subscription`);
  await page.getByRole("button", { name: /^(Replace the card|Add a card)$/ }).click();
  const form = page.getByRole("form", { name: "Card payment" });
  await expect(form.getByRole("textbox", { name: "Card number" })).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Security code (CVC)" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Save card" })).toBeEnabled();
  // Neither Stripe's chunk nor Stripe.js is fetched for the sandbox.
  expect(stripeRequests).toEqual([]);
  await page.context().close();
});

test("with Stripe configured, Stripe.js that cannot load says so and offers Try again, with no Pay or Save button", async ({ browser, request }) => {
  const page = await ownerPage(browser, request);
  await page.route("**/api/getCurrentPaymentGateway", (route) => route.fulfill({ json: { status: true, message: "OK", data: { gateway: "STRIPE", publishableKey: "pk_test_waypoint" } } }));
  const stripeJs: string[] = [];
  const chunks: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/stripe-card-fields[^/]*\.js$/.test(r.url())) chunks.push(r.url());
  });
  // Each try to load Stripe.js: this test server's CSP (the sandbox's: script-src 'self') refuses the script, and a
  // request that got past it is cut off, as for a traveller whose network blocks js.stripe.com.
  page.on("console", (message) => {
    if (/js\.stripe\.com/.test(message.text())) stripeJs.push(message.text());
  });
  await page.route("https://js.stripe.com/**", (route) => {
    stripeJs.push(route.request().url());
    return route.abort("internetdisconnected");
  });
  await page.goto(`${NOMAD}/subscription`);
  await page.getByRole("button", { name: /^(Replace the card|Add a card)$/ }).click();
  const form = page.getByRole("form", { name: "Card payment" });
  const failed = form.getByRole("alert").filter({ hasText: "The secure card form could not load. Check your connection, then try again." });
  await expect(failed).toBeVisible();
  expect(chunks.length).toBe(1);
  await expect.poll(() => stripeJs.length).toBeGreaterThan(0);
  const tries = stripeJs.length;
  await expect(form.getByRole("button", { name: /^Pay |^Save card$/ })).toHaveCount(0);
  await expect(form.getByRole("textbox", { name: "Card number" })).toHaveCount(0);

  await failed.getByRole("button", { name: "Try again" }).click();
  await expect.poll(() => stripeJs.length).toBeGreaterThan(tries);
  await expect(failed).toBeVisible();
  await expect(form.getByRole("button", { name: /^Pay |^Save card$/ })).toHaveCount(0);
  await page.context().close();
});

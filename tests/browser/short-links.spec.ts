// spec A §2 /url/{id}, §7 "Short links": a signed-in traveller shares a flight results page (copy or email), and
// whoever opens the short link, in a browser that never signed in, lands on the same results. A chat app reads
// the preview from the HTML. axe at 390 px on the share dialog. conventions §8: by role and accessible name.
import { expect, test } from "@playwright/test";
import { apiPost, toast } from "./fixtures/accounts";
import { ALICE, isoDay, logIn } from "./fixtures/flights";
import { HOSTS, onHost, PORT } from "./fixtures/site";
import { expectAccessible } from "./fixtures/axe";

const PHONE = { width: 390, height: 844 };

test("a shared flight results page opens in a fresh browser on the same results", async ({ page, browser, request }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, ALICE);
  const results = `/booknow/flights/search?trip=One-Way&legs=JFK-LHR-${isoDay(24)}&adt=1`;
  await page.goto(onHost(HOSTS.acme, results));
  await expect(page.getByRole("heading", { name: "Choose your flight" })).toBeVisible();
  const sharedAt = new URL(page.url());

  await page.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share this page" });
  const field = dialog.getByRole("textbox", { name: "Short link" });
  await expect(field).toHaveValue(/\/url\/[A-Za-z0-9]{10}$/);
  const shortUrl = await field.inputValue();

  // spec A §4: a send failure shows the server's message; a sent mail, the success toast.
  const mail = dialog.getByRole("form", { name: "Send the link by email" });
  await mail.getByRole("textbox", { name: "Email" }).fill("friend@example.test");
  await mail.getByRole("textbox", { name: "Message (optional)" }).fill("This one?");
  await mail.getByRole("button", { name: "Send link" }).click();
  await expect(toast(page, "Link sent by email")).toBeVisible();

  await expectAccessible(page, "[role=dialog]");

  // What a chat app reads without running scripts.
  const { host, pathname } = new URL(shortUrl);
  const html = await (await request.get(`http://127.0.0.1:${PORT}${pathname}`, { headers: { host } })).text();
  expect(html).toContain('<meta property="og:title" content="Flights JFK → LHR" />');
  expect(html).toContain('name="twitter:card"');

  const stranger = await browser.newContext({ viewport: PHONE });
  const opened = await stranger.newPage();
  await opened.goto(shortUrl);
  await expect(opened).toHaveURL((url) => url.pathname === sharedAt.pathname && url.searchParams.get("legs") === sharedAt.searchParams.get("legs"));
  await expect(opened.getByRole("heading", { name: "Choose your flight" })).toBeVisible();
  await expect(opened.getByRole("button", { name: "Share" })).toHaveCount(0);
  await stranger.close();
});

test("the owner finds a shared link in the back office with its clicks and deletes it", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const login = await apiPost(request, HOSTS.acme, "/api/user/login", { data: { email: "owner@acme.test", password: "Demo@1234" } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const title = `Lisbon hotels ${Date.now()}`;
  const made = await apiPost(request, HOSTS.acme, "/api/short-url", { token, data: { url: "/booknow/hotels/search", title } });
  expect(made.status()).toBe(200);
  await logIn(page, { email: "owner@acme.test", password: "Demo@1234" });
  await page.goto(onHost(HOSTS.acme, "/short-links"));
  await expect(page.getByRole("heading", { level: 1, name: "Short links" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(title);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText("0 clicks")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: `Delete the link ${title}` }).click();
  await expect(toast(page, "Short link deleted")).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test("the owner reads the agency's recent searches on a phone and runs one again", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const login = await apiPost(request, HOSTS.acme, "/api/user/login", { data: { email: "owner@acme.test", password: "Demo@1234" } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const day = isoDay(30);
  const search = { routeType: "One-Way", formData: [{ id: 1, from: { location: "LIS" }, to: { location: "GRU" }, singleDate: day }] };
  const stored = await apiPost(request, HOSTS.acme, "/api/flight/flightStore", { token, data: { search, url: `/booknow/flights/search?trip=One-Way&legs=LIS-GRU-${day}&adt=1` } });
  expect(stored.status()).toBe(200);
  await logIn(page, { email: "owner@acme.test", password: "Demo@1234" });
  await page.goto(onHost(HOSTS.acme, "/recent-searches"));
  await expect(page.getByRole("heading", { level: 1, name: "Recent searches" })).toBeVisible();
  await expect(page.getByText(/^LIS → GRU · One-Way · .+ · 1 traveller · /).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Search again: LIS → GRU" }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/booknow/flights/search" && url.searchParams.get("legs") === `LIS-GRU-${day}`);
  await expect(page.getByRole("heading", { name: "Choose your flight" })).toBeVisible();
});

// spec A §9 debug mode in the production build: `?debug=on` sets the debug cookie for 1 day and the
// machine inspector shows every running machine's state and the events it can take now; without the
// cookie the inspector's code is not even loaded; `?debug=off` removes the cookie.
import { expect, test, type Page } from "@playwright/test";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";

const DAY_SECONDS = 24 * 60 * 60;
const inspector = (page: Page) => page.getByRole("complementary", { name: "Machine inspector" });

async function debugCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "debug");
}

test("without the debug cookie the production build shows no machine inspector and loads none of its code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(onHost(HOSTS.acme, "/booknow/flights/search"));
  await expect(page.getByRole("form", { name: "Search flights" })).toBeVisible({ timeout: scaled(15_000) });
  await expect(inspector(page)).toHaveCount(0);
  expect(scripts.filter((url) => url.includes("dev-inspector"))).toEqual([]);
});

test("?debug=on turns the machine inspector on for 1 day, with each machine's state and the events it can take now; ?debug=off turns it off", async ({ page }) => {
  const inspectorCode = page.waitForRequest((request) => request.url().includes("dev-inspector"));
  await page.goto(onHost(HOSTS.acme, "/booknow/flights/search?debug=on"));
  await expect(inspector(page)).toBeVisible({ timeout: scaled(15_000) });
  await inspectorCode; // the chunk the first test expects never to load
  // The parameter has done its work: the address keeps only the page's own search.
  await expect(page).not.toHaveURL(/debug=/);

  const cookie = await debugCookie(page);
  expect(cookie?.value).toBe("on");
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(DAY_SECONDS - 600);
  expect(lifetime).toBeLessThanOrEqual(DAY_SECONDS);

  await inspector(page)
    .getByRole("button", { name: /^▸ Machines \(\d+\)$/ })
    .click();
  const picker = inspector(page)
    .getByRole("listitem")
    .filter({ hasText: /^travelerPicker/ });
  // The travellers' machine starts with its popup ("Fast on a phone"): the panel follows it in, live.
  await expect(picker).toHaveCount(0);
  await page.getByRole("button", { name: /^Travellers / }).click();
  await expect(picker.getByLabel("state")).toHaveText("open");
  await expect(picker.getByLabel("possible events")).toContainText("picker.closed");
  await page.keyboard.press("Escape");

  // The cookie keeps it on across pages and reloads.
  await page.goto(onHost(HOSTS.acme, "/"));
  await expect(inspector(page)).toBeVisible({ timeout: scaled(15_000) });

  await page.goto(onHost(HOSTS.acme, "/?debug=off"));
  await expect(page).not.toHaveURL(/debug=/);
  await expect.poll(() => debugCookie(page)).toBeUndefined();
  await expect(inspector(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("contentinfo")).toBeVisible({ timeout: scaled(15_000) });
  await expect(inspector(page)).toHaveCount(0);
});

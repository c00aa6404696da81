// A click-through of the public pages as a phone opens them (390 px, Chromium): each page by its address until its
// own content shows, then one whole-page axe analysis (tests/browser/fixtures/axe.ts); prints the time to ready, the
// script requests made in that time and during the analysis (first load, after-paint pieces and preloads alike), the
// page's heading, serious or critical axe violations, and every console or page error. Figures only; run it against
// two servers (BASE) to compare builds. Needs a running server. Usage:
//   BASE=http://acme.localhost:3000 node --import tsx bench/click-through.ts
import { chromium, type Page } from "@playwright/test";
import { axeAnalysis } from "../tests/browser/fixtures/axe";
import { chromiumExecutable } from "../tests/browser/fixtures/chromium";
const base = process.env.BASE ?? "http://acme.localhost:3000";
const browser = await chromium.launch({ executablePath: chromiumExecutable(process.env.CHROME_PATH), args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
const page = await context.newPage();
const errors: string[] = [];
page.on("pageerror", (e) => errors.push(String(e)));
page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
let scripts = 0;
page.on("request", (r) => r.resourceType() === "script" && scripts++);
async function open(label: string, url: string, ready: (p: Page) => Promise<unknown>) {
  scripts = 0;
  const t = Date.now();
  await page.goto(url);
  await ready(page);
  // Entrances (the landing's animate-fade-up, 0.7 s) fade text in: axeAnalysis waits for them to end.
  const axe = await axeAnalysis(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] });
  const bad = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  console.log(`${label}: ready in ${Date.now() - t} ms, ${scripts} script requests, h1 "${await page.getByRole("heading", { level: 1 }).first().textContent()}", axe serious/critical: ${JSON.stringify(bad)}`);
}
const day = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
await open("landing", `${base}/`, (p) => p.getByRole("heading", { level: 1 }).first().waitFor());
await open("flight search", `${base}/booknow/flights/search`, (p) => p.getByRole("form", { name: "Search flights" }).waitFor());
await open("hotel search", `${base}/booknow/hotels/search`, (p) => p.getByRole("heading", { level: 1 }).first().waitFor());
await open("car search", `${base}/booknow/cars/search`, (p) => p.getByRole("heading", { level: 1 }).first().waitFor());
await open("activity search", `${base}/booknow/activities/search`, (p) => p.getByRole("heading", { level: 1 }).first().waitFor());
const q = `dest=2267057&name=Lisbon&in=${day(20)}&out=${day(22)}&rooms=2&nat=US`;
await open("hotel results", `${base}/booknow/hotels/search?${q}`, (p) =>
  p
    .getByRole("button", { name: /^See rooms at/ })
    .first()
    .waitFor(),
);
await page
  .getByRole("button", { name: /^See rooms at/ })
  .first()
  .click();
await page
  .getByRole("button", { name: "Continue to checkout" })
  .or(page.getByRole("button", { name: /Choose|Select/ }))
  .first()
  .waitFor({ timeout: 30000 });
console.log(`hotel details by click: ${page.url().replace(base, "")}`);
await open("hotel details by address", `${base}/booknow/hotels/search-details?${q}&offer=2267057-1`, (p) => p.getByRole("heading", { level: 1 }).first().waitFor());
console.log(`console/page errors: ${JSON.stringify(errors)}`);
await browser.close();

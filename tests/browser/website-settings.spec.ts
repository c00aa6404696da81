// Website settings (spec A §3 agencyData, §8 'Data updated successfully'): the Acme owner rebrands the site
// (logo, primary colour, heading), watches the preview follow, saves, and a visitor sees it on reload.
// axe at 390 and 1280 px. The test puts Acme's brand back afterwards: other specs share the server.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn, toast } from "./fixtures/accounts";
import { withAcmeBrandAlone } from "./fixtures/shared-palette";
import { HOSTS, onHost, overrideAgency } from "./fixtures/site";
import { scaled } from "./slowdown";
import { expectAccessible } from "./fixtures/axe";

const ACME = onHost(HOSTS.acme).replace(/\/$/, "");
// A 2 × 2 PNG made by sharp: the server decodes and resizes logos on upload, so it must be a whole picture
// (the logo's type and size are checked before the upload link is asked for).
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWPgDp7CHTyFAUIBABhiA8lrSuDeAAAAAElFTkSuQmCC", "base64");

/** Saves settings as the signed-in owner, the way the page does (to put Acme's brand back). */
async function patchAgency(page: Page, body: Record<string, unknown>) {
  const token = (await page.context().cookies()).find((c) => c.name === "token")?.value ?? "";
  const status = await page.evaluate(
    async ({ body, token }) => (await fetch("/api/agency", { method: "PATCH", headers: { "content-type": "application/json", "x-access-token": token }, body: JSON.stringify(body) })).status,
    { body, token },
  );
  expect(status).toBe(200);
}

test("the Acme owner rebrands the site and a visitor sees it on reload", async ({ page, browser }) => {
  // It may first wait for the axe sweep's palette tests, which share Acme's brand, to end.
  test.setTimeout(scaled(300_000));
  await withAcmeBrandAlone(() => rebrand(page, browser));
});

async function rebrand(page: Page, browser: Browser): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page.context(), "owner@acme.test");
  await page.goto(`${ACME}/settings/website`);
  const form = page.getByRole("form", { name: "Website settings" });
  const heading = form.getByRole("textbox", { name: "Heading", exact: true });
  const original = {
    heading: await heading.inputValue(),
    primaryColor: await form.getByLabel("Primary colour").inputValue(),
    logo: await page.evaluate(async () => ((await (await fetch("/api/agency")).json()) as { data: { logo: string | null } }).data.logo),
  };
  await expectAccessible(page);

  try {
    // The logo, through a signed upload link.
    const uploaded = page.waitForResponse((r) => r.url().includes("/api/uploads/") && r.request().method() === "PUT");
    await form.getByLabel("Logo").setInputFiles({ name: "fjord-logo.png", mimeType: "image/png", buffer: PNG });
    expect((await uploaded).status()).toBe(200);
    // A colour too light for text on the page: the editor shows the darker shade the site will use for text
    // and links, and the preview wears it (brandPalette: WCAG AA for any colour).
    await form.getByLabel("Primary colour").fill("#ffff00");
    const note = form.getByText(/^Adjusted for readability: the site shows text in this colour as #[0-9a-f]{6}/);
    await expect(note).toBeVisible();
    const shown = /as (#[0-9a-f]{6})/.exec((await note.textContent()) ?? "")?.[1];
    await expect.poll(() => page.getByTestId("website-preview").evaluate((e) => (e as HTMLElement).style.getPropertyValue("--color-primary-strong"))).toBe(shown);
    // A colour that text reads well on: kept as chosen, no note.
    await form.getByLabel("Primary colour").fill("#0b5394");
    await expect(form.getByText(/^Adjusted for readability/)).toHaveCount(0);
    await heading.fill("Sail the fjords with Acme");
    // The preview draws the draft with the heading size the landing page will use (spec A §1: under 50 characters).
    const preview = page.getByTestId("website-preview");
    await expect(preview.getByRole("heading", { level: 1, includeHidden: true })).toHaveText("Sail the fjords with Acme");
    await expect(preview.locator("h1")).toHaveAttribute("data-size", "short");
    await expect(form.getByRole("status").last()).toHaveText("Unsaved changes");

    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Data updated successfully")).toBeVisible();
    await expect(form.getByRole("status").last()).toHaveText("All changes saved");

    // A visitor (no session) on the public site, after a reload.
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.goto(`${ACME}/`);
    await visitor.reload();
    await expect(visitor.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Sail the fjords with Acme");
    await expect(visitor.getByRole("banner").getByRole("img", { name: "Acme Travel" })).toHaveAttribute("src", /^\/api\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    await expect.poll(() => visitor.evaluate(() => document.documentElement.style.getPropertyValue("--color-primary"))).toBe("#0b5394");
    await visitor.close();

    // The phone: the preview is a toggle above the form.
    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.getByRole("button", { name: "Show preview" });
    await toggle.click();
    await expect(page.getByRole("button", { name: "Hide preview" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("website-preview")).toBeVisible();
    await expectAccessible(page);
  } finally {
    await patchAgency(page, original);
  }
}

test("analytics load only after the visitor accepts analytics cookies", async ({ page }) => {
  await overrideAgency(page, { analytics: { isEnabled: true, googleAnalyticsId: "G-ACME123", facebookAnalyticsId: "1234567890" } });
  await page.goto(`${ACME}/`);
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  const analyticsScripts = page.locator('script[src*="googletagmanager.com"], script[src*="connect.facebook.net"]');
  await expect(analyticsScripts).toHaveCount(0);
  await banner.getByRole("button", { name: "Accept analytics cookies" }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('script[src="https://www.googletagmanager.com/gtag/js?id=G-ACME123"]')).toHaveCount(1);
  await expect(page.locator('script[src="https://connect.facebook.net/en_US/fbevents.js"]')).toHaveCount(1);
  // The choice is kept: the next visit loads them without asking.
  await page.reload();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(1);
});

test.describe("regional defaults", () => {
  test.use({ locale: "fr-FR" });
  test("a visitor whose browser asks for no language the site offers gets the agency's default language", async ({ page }) => {
    await overrideAgency(page, { defaultLanguage: "pt" });
    await page.goto(`${ACME}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    // An explicit choice still wins.
    await page.goto(`${ACME}/?lng=es`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test("My profile: a customer renames themself; the page passes axe at 390 and 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page.context(), "bob@acme.test");
  await page.goto(`${ACME}/profile`);
  const details = page.getByRole("form", { name: "Your details" });
  const name = details.getByRole("textbox", { name: "Name" });
  const before = await name.inputValue();
  await expectAccessible(page);
  await name.fill("Bob Ferreira Lima");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(toast(page, "Profile updated successfully")).toBeVisible();
  await expect(name).toHaveValue("Bob Ferreira Lima");
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await name.fill(before);
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByRole("button", { name: "Save details" })).toBeDisabled();
});

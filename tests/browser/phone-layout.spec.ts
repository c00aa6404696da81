// Phone and layout (issue "The last spec rows and what users hit"): at 390 px the sticky header is one row of at most
// 64 px with the secondary links behind a menu, and the booking tabs fit without a cut or wrapped word in en, es and
// pt; the header highlights no tab on My trip and the hotel tab on a hotel booking; the desktop cancel dialog shows
// "Keep booking" whole; the signup password checklist closes when the field is left and is not read with an error;
// the Name field trims its spaces. Conventions §8: by role and accessible name.
import { expect, test, type Page } from "@playwright/test";
import { paidHotelBooking } from "../qa/drivers/hotels-booking";
import { apiLogin, useLogin } from "./fixtures/accounts";
import { translator } from "./fixtures/catalog";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function signInAlice(page: Page): Promise<string> {
  const alice = await apiLogin(page.context().request, "alice@acme.test");
  await useLogin(page.context(), alice);
  return alice.token;
}

test("at 390 px the header is one row of at most 64 px, its links in a menu, and the tabs fit in en, es and pt", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await page.setViewportSize(PHONE);
  await signInAlice(page);
  for (const locale of ["en", "es", "pt"] as const) {
    await page.goto(onHost(HOSTS.acme, `/booknow/flights/search?lng=${locale}`));
    // The banner's own tabs are hidden on a phone: the visible "Booking menu" is the row under it.
    const tabs = page.getByRole("navigation", { name: translator(locale)("Booking menu") });
    await expect(tabs.getByRole("link").first()).toBeVisible({ timeout: scaled(15_000) });
    const banner = page.getByRole("banner");
    expect((await banner.boundingBox())?.height ?? 999).toBeLessThanOrEqual(64);
    // Every tab's word shows whole on one line: nothing overflows its box, and the row overflows nothing either.
    const measures = await tabs.getByRole("link").evaluateAll((links) =>
      links.map((link) => {
        return { text: link.textContent ?? "", scroll: link.scrollWidth, client: link.clientWidth };
      }),
    );
    expect(measures).toHaveLength(4);
    for (const tab of measures) expect(tab.scroll, `${locale}: ${tab.text}`).toBeLessThanOrEqual(tab.client);
    const row = await tabs.getByRole("list").evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth }));
    expect(row.scroll).toBeLessThanOrEqual(row.client);
  }

  // The secondary links open from one button, and Escape closes them (back in English: the language is kept).
  await page.goto(onHost(HOSTS.acme, "/booknow/flights/search?lng=en"));
  const menu = page.getByRole("button", { name: "Settings and account" });
  await expect(page.getByRole("link", { name: "Log out" })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "My trip" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log out" })).toBeVisible();
  await page.getByRole("combobox", { name: "Language" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await menu.click();
  await page.getByRole("link", { name: "My trip" }).click();
  await expect(page).toHaveURL(/\/mytrip/);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("the header highlights no tab on My trip and Hotels on a hotel booking; the desktop cancel dialog shows Keep booking whole", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await page.setViewportSize(DESKTOP);
  const token = await signInAlice(page);
  const hotel = await paidHotelBooking(page.request, token);
  const tabs = page.getByRole("banner").getByRole("navigation", { name: "Booking menu" });

  await page.goto(onHost(HOSTS.acme, "/mytrip"));
  await expect(page.getByRole("heading", { name: "My trip", level: 1 })).toBeVisible({ timeout: scaled(15_000) });
  await expect(tabs.getByRole("link", { name: "Flights" })).toBeVisible();
  await expect(tabs.locator("[aria-current=page]")).toHaveCount(0);

  await page.goto(onHost(HOSTS.acme, `/hotel-details?ref=${hotel}`));
  await expect(page.getByTestId("reference-number")).toHaveText(hotel, { timeout: scaled(15_000) });
  await expect(tabs.getByRole("link", { name: "Hotels" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Flights" })).not.toHaveAttribute("aria-current", "page");

  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
  const keep = dialog.getByRole("button", { name: "Keep booking" });
  await expect(keep).toBeVisible({ timeout: scaled(15_000) });
  const [box, button] = [await dialog.boundingBox(), await keep.boundingBox()];
  if (!box || !button) throw new Error("the dialog or its button has no box");
  expect(button.x).toBeGreaterThanOrEqual(box.x);
  expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
  expect(await keep.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
  await keep.click();
  await expect(dialog).toBeHidden();
});

test("signup: the password checklist closes when the field is left and an error is read alone; Name trims its spaces", async ({ page }) => {
  test.setTimeout(scaled(45_000));
  await page.setViewportSize(PHONE);
  await page.goto(onHost(HOSTS.acme, "/signup"));
  const name = page.getByRole("textbox", { name: "Name" });
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toBeVisible({ timeout: scaled(15_000) });
  const checklist = page.getByText("Your password must:");

  await password.focus();
  await expect(checklist).toBeVisible();
  await password.fill("short");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(checklist).toBeHidden();
  // With an error the field is described by the error alone (not the hidden list read with it).
  const described = await password.getAttribute("aria-describedby");
  expect(described?.split(" ")).toHaveLength(1);
  await expect(page.locator(`[id="${described}"]`)).toHaveText(/.+/);

  await name.fill("   Ana Maria  ");
  await page.getByRole("textbox", { name: "Email" }).focus();
  await expect(name).toHaveValue("Ana Maria");
});

// Hotel booking browser tests: hotels end to end on the sandbox supplier and card gateway (docs/sandbox.md),
// on the real server. conventions §8: elements are found by role and accessible name.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { isoDay, payWith, signInEachTest } from "./fixtures/flights";
import { HOSTS, onHost } from "./fixtures/site";

signInEachTest();

/** No serious or critical axe violations in the page's main content. */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).include("#main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A search as a link (the URL form of features/hotels/url.ts): one room of 2 adults. */
function searchUrl(dest: string, name: string, checkIn = isoDay(20), checkOut = isoDay(22)): string {
  return onHost(HOSTS.acme, `/booknow/hotels/search?dest=${dest}&name=${name}&in=${checkIn}&out=${checkOut}&rooms=2&nat=US`);
}

async function openFirstHotel(page: Page) {
  const seeRooms = page.getByRole("button", { name: /^See rooms at/ }).first();
  await expect(seeRooms).toBeEnabled({ timeout: 20_000 });
  await seeRooms.click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/search-details/);
}

async function fillGuestsAndContinue(page: Page, lastName = "Silva") {
  const next = page.getByRole("button", { name: "Continue to checkout" });
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/checkout/);
  const room = page.getByRole("group", { name: "Lead guest, room 1" });
  await room.getByLabel("First name").fill("Ana");
  await room.getByLabel("Last name").fill(lastName);
  const contact = page.getByRole("group", { name: "Contact details" });
  await contact.getByLabel("Phone").fill("+351 912 345 678");
  await contact.getByLabel("Special requests (optional)").fill("High floor, please");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("form", { name: "Card payment" })).toBeVisible();
}

test.describe("hotels", () => {
  test.describe.configure({ mode: "parallel" });

  test("a customer searches Lisbon, chooses a rate, pays with 4242, sees the booking and cancels it", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(onHost(HOSTS.acme, "/booknow/hotels/search"));
    await page.getByRole("combobox", { name: "Destination" }).fill("Lisbon");
    await page.getByRole("option", { name: /^Lisbon/ }).first().click();

    // spec B §9: one room of 2 adults; a child added is 10 by default.
    await page.getByRole("button", { name: /^Guests in room 1/ }).click();
    await expect(page.getByRole("button", { name: "Remove one from Children" })).toBeDisabled();
    await page.getByRole("button", { name: "Add one to Children" }).click();
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("button", { name: /^Guests in room 1 2 adults, 1 child/ })).toBeVisible();
    await expect(page.getByLabel("Room 1, child 1 age")).toHaveValue("10");

    await page.getByRole("button", { name: "Search hotels" }).click();
    await expect(page).toHaveURL(/dest=\d+/);
    await expect(page.getByRole("button", { name: /^See rooms at/ }).first()).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByTestId("hotel-count")).toHaveText(/^Showing \d+ of \d+ hotels$/);
    // spec B §9: 'rating desc, price desc' by default.
    await expect(page.getByLabel("Sort by")).toHaveValue("rating desc, price desc");
    await expectAccessible(page);

    await openFirstHotel(page);
    await expect(page.getByRole("heading", { name: "Rooms and rates" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Continue to checkout" })).toBeEnabled({ timeout: 15_000 });
    // Another rate of the hotel, priced on its own before checkout.
    await page.getByRole("button", { name: /^Choose .*, Refundable,/ }).first().click();
    // Checked once the rate is priced: while it is, the rate buttons are dimmed (disabled), which axe may count as low contrast.
    await expect(page.getByRole("button", { name: "Continue to checkout" })).toBeEnabled({ timeout: 15_000 });
    await expectAccessible(page);

    await fillGuestsAndContinue(page);
    await payWith(page, "4242 4242 4242 4242", "Ana Silva");
    await expect(page).toHaveURL(/\/booknow\/hotels\/confirm-payment/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Your stay is booked" })).toBeVisible();
    await expect(page.getByTestId("reference-number")).not.toBeEmpty();
    await expect(page.getByRole("heading", { name: "Fare breakup" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download the voucher (PDF)" })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);

    // spec B §4: fetch the penalty, then cancel.
    await page.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
    await expect(dialog.getByText("Refund to your card")).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "Cancel with penalty" }).click();
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByText("Booking Cancelled Successfully")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("status").filter({ hasText: /^Cancelled$/ })).toBeVisible();
  });

  test("a declined card keeps the guest's details on the payment step", async ({ page }) => {
    await page.goto(searchUrl("2267057", "Lisbon"));
    await openFirstHotel(page);
    await fillGuestsAndContinue(page);
    await payWith(page, "4000 0000 0000 0002", "Ana Silva");
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined. Please try another card." })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("region", { name: "Travellers" }).getByText("Ana Silva")).toBeVisible();
  });

  test("the supplier's price change is shown before checkout and can be accepted (Prescott)", async ({ page }) => {
    await page.goto(searchUrl("5309842", "Prescott"));
    await openFirstHotel(page);
    const dialog = page.getByRole("alertdialog", { name: "The price has changed" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "Accept the new price" }).click();
    await expect(page.getByRole("button", { name: "Continue to checkout" })).toBeEnabled();
  });
});

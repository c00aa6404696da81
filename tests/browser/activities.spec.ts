// Activity booking browser tests: activities end to end on the sandbox provider and card gateway
// (docs/sandbox.md "Activities"). conventions §8: elements are found by role and accessible name.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ALICE, payWith, signInEachTest } from "./fixtures/flights";
import { HOSTS, onHost } from "./fixtures/site";

signInEachTest();

/** No serious or critical axe violations in the page's main content. */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).include("#main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const LISBON = "/booknow/activities/search?dest=2267057&name=Lisbon&adt=2&chd=0";

/** Results → details → a day, an option and a time checked → checkout. */
async function chooseAndCheckOut(page: Page) {
  await page.getByRole("list", { name: "Activities" }).getByRole("button").first().click();
  await expect(page).toHaveURL(/\/booknow\/activities\/result-details\/2267057P\d+/);
  // A day weeks ahead: inside the free-cancellation window there is a refund to quote (docs/sandbox.md).
  await page.getByLabel("Day").selectOption({ index: 14 });
  const slots = page.getByRole("group", { name: "Option and start time" }).getByRole("radio", { disabled: false });
  await expect(slots.first()).toBeVisible({ timeout: 15_000 });
  await slots.first().check();
  await page.getByRole("button", { name: "Check availability" }).click();
  const next = page.getByRole("button", { name: "Continue to checkout" });
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
  await expect(page).toHaveURL(/\/booknow\/activities\/bookings\/checkout\?/);
}

/** The travellers form: two adults, the contact, and any question the provider asks. */
async function fillTravellers(page: Page, lastName = "Example") {
  const lead = page.getByRole("group", { name: /^Lead traveller/ });
  await lead.getByLabel("First name").fill("Alice");
  await lead.getByLabel("Last name").fill(lastName);
  const second = page.getByRole("group", { name: "Adult 2" });
  await second.getByLabel("First name").fill("Bob");
  await second.getByLabel("Last name").fill(lastName);
  const contact = page.getByRole("group", { name: "Contact details" });
  await contact.getByLabel("Email").fill(ALICE.email);
  await contact.getByLabel("Phone").fill("+1 212 555 0100");
  const questions = page.getByRole("group", { name: "For the provider" });
  if (await questions.isVisible()) for (const field of await questions.getByRole("textbox").all()) await field.fill("Hotel Avenida");
}

async function expectBooked(page: Page) {
  await expect(page).toHaveURL(/\/booknow\/activities\/confirmation\/[A-Z0-9]+$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Your activity is booked" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("reference-number")).not.toBeEmpty();
}

test.describe("activities", () => {
  test.describe.configure({ mode: "parallel" });

  test("a customer searches Lisbon, pages, filters, books with 4242 and cancels with a reason", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(onHost(HOSTS.acme, "/booknow/activities/search"));
    await page.getByRole("combobox", { name: "Destination" }).fill("Lisbon");
    await page.getByRole("option", { name: /^Lisbon/ }).first().click();
    await page.getByRole("button", { name: "Search activities" }).click();
    await expect(page).toHaveURL(/dest=2267057/);
    // spec B §4: pages of 50, appended; Lisbon has 139 products (docs/sandbox.md).
    await expect(page.getByText("Showing 50 of 139 activities")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(page.getByText("Showing 100 of 139 activities")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(page.getByText("Showing 139 of 139 activities")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);
    await expectAccessible(page);

    // spec B §9 filters and the sort are the provider's: a new first page.
    await page.getByRole("complementary", { name: "Filters" }).getByRole("checkbox", { name: /^Free cancellation/ }).check();
    await expect(page).toHaveURL(/tags=freeCancellation/);
    await expect(page.getByText(/^Showing \d+ of \d+ activities$/)).toBeVisible({ timeout: 15_000 });
    await page.getByLabel("Sort by").selectOption("PRICE_LOW_TO_HIGH");
    await expect(page).toHaveURL(/sort=PRICE_LOW_TO_HIGH/);
    await expect(page.getByText(/^Showing \d+ of \d+ activities$/)).toBeVisible({ timeout: 15_000 });

    await page.getByRole("list", { name: "Activities" }).getByRole("button").first().click();
    await expect(page.getByRole("heading", { name: "Cancellation policy" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Free cancellation up to 24 hours before the start.")).toBeVisible();
    // spec B §9 text truncation at 20 characters.
    await page.getByRole("button", { name: "Read more" }).click();
    await expect(page.getByRole("button", { name: "Read less" })).toHaveAttribute("aria-expanded", "true");
    await expectAccessible(page);
    // spec B §2: the product code in the path restores the page after a refresh.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Cancellation policy" })).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Back to results" }).click();
    await expect(page).toHaveURL(/\/booknow\/activities\/search\?/);

    await chooseAndCheckOut(page);
    await expectAccessible(page);
    await fillTravellers(page);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWith(page, "4242 4242 4242 4242");
    await expectBooked(page);
    await expect(page.getByText("Alice Example")).toBeVisible();
    await expectAccessible(page);
    // spec B §2: the reference number in the path reads the booking again after a refresh.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your activity is booked" })).toBeVisible({ timeout: 15_000 });

    await page.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
    await dialog.getByRole("button", { name: "Cancel with penalty" }).click();
    await expect(dialog.getByRole("button", { name: "Confirm cancellation" })).toBeDisabled();
    await dialog.getByLabel("Reason for cancelling").selectOption({ label: "Change of plans" });
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByRole("heading", { name: "Booking cancelled" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Booking Cancelled Successfully")).toBeVisible();
  });

  test("a moved refund is shown again for reconfirmation, then the booking is cancelled (REQUOTE)", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(onHost(HOSTS.acme, LISBON));
    await expect(page.getByText(/^Showing 50 of \d+ activities$/)).toBeVisible({ timeout: 15_000 });
    await chooseAndCheckOut(page);
    await fillTravellers(page, "Requote");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    // docs/sandbox.md: a declined card first; the same payment form then pays with a good card.
    await payWith(page, "4000 0000 0000 0002");
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined. Please try another card." })).toBeVisible({ timeout: 15_000 });
    await payWith(page, "4242 4242 4242 4242");
    await expectBooked(page);

    await page.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
    await dialog.getByRole("button", { name: "Cancel with penalty" }).click();
    await dialog.getByLabel("Reason for cancelling").selectOption({ label: "Weather" });
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    // spec B §4: priceChanged → the new refund, nothing cancelled yet.
    await expect(dialog.getByRole("alert")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Your activity is booked" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel with penalty" }).click();
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByRole("heading", { name: "Booking cancelled" })).toBeVisible({ timeout: 15_000 });
  });
});

// Rental car browser tests: cars end to end on the sandbox car supplier and card gateway
// (docs/sandbox.md "Cars"). conventions §8: elements are found by role and accessible name.
import { expect, test, type Page } from "@playwright/test";
import { encodeCarSearch } from "@/shared/cars/link";
import { ALICE, isoDay, payWith, signInEachTest } from "./fixtures/flights";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";
import { expectAccessible } from "./fixtures/axe";

signInEachTest();

interface Airport {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
}
const LAX: Airport = { code: "LAX", name: "Los Angeles International Airport", latitude: 33.9425, longitude: -118.408 };
const SFO: Airport = { code: "SFO", name: "San Francisco International Airport", latitude: 37.619, longitude: -122.375 };

/** A results link for an airport pick-up (Same drop-off unless `dropOff`), a driver of 30 unless `age`, as the search page writes it. */
function resultsUrl(code: string, name: string, latitude: number, longitude: number, { dropOff, age = 30 }: { dropOff?: Airport; age?: number } = {}): string {
  const q = encodeCarSearch({
    pickupLocation: { kind: "airport", code },
    dropoffLocation: dropOff ? { kind: "airport", code: dropOff.code } : null,
    pickupLatitude: latitude,
    pickupLongitude: longitude,
    returnLatitude: dropOff?.latitude ?? latitude,
    returnLongitude: dropOff?.longitude ?? longitude,
    pickupReadable: name,
    dropoffReadable: dropOff?.name ?? "",
    pickUpDateTime: `${isoDay(20)}T10:00`,
    returnDateTime: `${isoDay(23)}T10:00`,
    age,
    countryOfResidence: "US",
  });
  return onHost(HOSTS.acme, `/booknow/cars/search?q=${q}`);
}

/** A birth date making the driver `age` on the pick-up day (20 days ahead). */
const bornAt = (age: number) => `${Number(isoDay(20).slice(0, 4)) - age - 1}-01-01`;

/** Every price list on the page: its lines (all but the last) add up to its total (the last). */
async function expectLinesAddUp(page: Page) {
  const lists = page.getByTestId("price-lines");
  await expect(lists.first()).toBeVisible();
  for (const list of await lists.all()) {
    const amounts = (await list.locator("dd").allTextContents()).map((text) => Math.round(Number(text.replace(/[^\d.-]/g, "")) * 100));
    const total = amounts.pop();
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
  }
}

async function selectFirstCar(page: Page) {
  const select = page.getByRole("button", { name: /^Select .* for / }).first();
  await expect(select).toBeVisible({ timeout: scaled(20_000) });
  await select.click();
  await expect(page).toHaveURL(/\/booknow\/cars\/result-details/);
}

/** spec B §2: the details, then the reservation details (driver, extras, refund protection). */
async function toReservationDetails(page: Page) {
  const next = page.getByRole("button", { name: "Continue to checkout" });
  await expect(next).toBeEnabled({ timeout: scaled(15_000) });
  await next.click();
  await expect(page).toHaveURL(/\/booknow\/cars\/reservation-details\?/);
  await expect(page.getByRole("group", { name: "Driver" })).toBeVisible({ timeout: scaled(15_000) });
}

async function fillDriver(page: Page, lastName = "Example", birthDate = "1990-03-14") {
  const driver = page.getByRole("group", { name: "Driver" });
  await driver.getByLabel("First name").fill("Alice");
  await driver.getByLabel("Last name").fill(lastName);
  await driver.getByLabel("Date of birth").fill(birthDate);
  await driver.getByLabel("Licence issued in").selectOption("US");
  const contact = page.getByRole("group", { name: "Contact details" });
  await contact.getByLabel("Email").fill(ALICE.email);
  await contact.getByLabel("Phone").fill("+1 212 555 0100");
}

/** spec B §2: the payment has its own page, /booknow/cars/checkout. */
async function continueToPayment(page: Page) {
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/booknow\/cars\/checkout\?/);
  await expect(page.getByRole("form", { name: "Card payment" })).toBeVisible();
}

async function toPayment(page: Page, lastName = "Example", atReservationDetails = false) {
  if (!atReservationDetails) await toReservationDetails(page);
  await fillDriver(page, lastName);
  await continueToPayment(page);
}

/** A booked rental on its page; cancelling it keeps `penalty` (the dialog's figures) and says so. */
async function cancelBooking(page: Page) {
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page).toHaveURL(/\/booknow\/cars\/confirm-payment/);
  const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
  await dialog.getByRole("button", { name: "Cancel with penalty" }).click({ timeout: scaled(15_000) });
  await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(page.getByText("Booking Cancelled Successfully")).toBeVisible({ timeout: scaled(15_000) });
  await expect(page.getByRole("status").filter({ hasText: /^Cancelled$/ })).toBeVisible();
}

test.describe("cars", () => {
  test.describe.configure({ mode: "parallel" });

  test("a customer searches, filters, books a car with 4242 and cancels it", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await page.goto(onHost(HOSTS.acme, "/booknow/cars/search"));
    // spec B §3 defaults: Same drop-off, driver's age 25, United States.
    await expect(page.getByRole("checkbox", { name: "Same drop-off" })).toBeChecked();
    await expect(page.getByLabel("Driver's age")).toHaveValue("25");
    await expect(page.getByLabel("Country of residence")).toHaveValue("US");
    await page.getByRole("combobox", { name: "Pick-up location" }).fill("LAX");
    await page
      .getByRole("option", { name: /Los Angeles/ })
      .first()
      .click();
    await page.getByLabel("Driver's age").fill("30");
    await page.getByRole("button", { name: "Search cars" }).click();

    await expect(page.getByRole("button", { name: /^Select .* for / }).first()).toBeVisible({ timeout: scaled(20_000) });
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByRole("radio", { name: "Cheapest" })).toBeChecked();
    // spec B §4: a group with more than one option, each with its lowest price; choosing one narrows the list.
    const status = page.getByRole("status").filter({ hasText: /^Showing \d+ of \d+ cars$/ });
    const before = await status.textContent();
    const vendors = page.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Rental company" });
    await vendors
      .getByRole("button", { name: /^Only / })
      .first()
      .click();
    await expect(status).not.toHaveText(before ?? "");
    await page.getByRole("complementary", { name: "Filters" }).getByRole("button", { name: "Reset" }).click();
    await expect(status).toHaveText(before ?? "");
    // spec B §4: Highest sorts by descending price (the radio sits under its label, as a tab).
    await page.getByText("Highest", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Highest" })).toBeChecked();
    await expectAccessible(page);

    await selectFirstCar(page);
    await expect(page.getByRole("heading", { name: "Price summary" })).toBeVisible({ timeout: scaled(15_000) });
    await expect(
      page
        .getByText("Unlimited mileage")
        .or(page.getByText(/a day$/))
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    await toPayment(page);
    await payWith(page, "4242 4242 4242 4242");
    await expect(page).toHaveURL(/\/booknow\/cars\/confirm-payment/, {
      timeout: scaled(20_000),
    });
    await expect(page.getByRole("heading", { name: "Your car is booked" })).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByTestId("reference-number")).not.toBeEmpty();
    await expect(page.getByRole("heading", { name: "Pick-up and drop-off" })).toBeVisible();
    await expectAccessible(page);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download voucher (PDF)" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await cancelBooking(page);
  });

  test("/booknow/Cars/checkout is the checkout; a declined card keeps the driver's details; a good card then books", async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await page.goto(resultsUrl("LAX", "Los Angeles International Airport", 33.9425, -118.408));
    await selectFirstCar(page);
    await toReservationDetails(page);
    // spec B §2: the protected checkout is also written /booknow/Cars/checkout: the same checkout, whose
    // reservation details come before the payment.
    await page.goto(page.url().replace("/booknow/cars/reservation-details", "/booknow/Cars/checkout"));
    await expect(page).toHaveURL(/\/booknow\/cars\/reservation-details\?/, { timeout: scaled(15_000) });
    await expect(page.getByRole("group", { name: "Driver" })).toBeVisible({
      timeout: scaled(15_000),
    });
    await toPayment(page, "Declined", true);
    await payWith(page, "4000 0000 0000 0002");
    await expect(
      page.getByRole("alert").filter({
        hasText: "Your card was declined. Please try another card.",
      }),
    ).toBeVisible({ timeout: scaled(15_000) });
    await page.getByRole("button", { name: "Back to traveller details" }).click();
    await expect(page.getByRole("group", { name: "Driver" }).getByLabel("Last name")).toHaveValue("Declined");
    await continueToPayment(page);
    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Your car is booked" })).toBeVisible({ timeout: scaled(20_000) });
  });

  test("a one-way rental LAX → SFO for a driver of 23 with a child seat: the surcharge and the seat are lines that add up, paid with 4242", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await page.goto(resultsUrl(LAX.code, LAX.name, LAX.latitude, LAX.longitude, { dropOff: SFO, age: 23 }));
    // A driver under 25: the vendor's surcharge is said on every card, then as its own line on details and checkout.
    await expect(page.getByTestId("young-driver-fee").first()).toContainText("Includes young driver surcharge", { timeout: scaled(20_000) });
    await selectFirstCar(page);
    const summary = page.getByRole("region", { name: "Price summary", exact: true });
    await expect(summary.getByText("Young driver surcharge")).toBeVisible({ timeout: scaled(15_000) });
    await expect(summary.getByText("One-way fee")).toBeVisible();
    await toReservationDetails(page);
    await expect(summary.getByText("Young driver surcharge")).toBeVisible();
    await fillDriver(page, "Example", bornAt(23));
    await page.getByRole("button", { name: "Add one: Child seat" }).click();
    await expect(page.getByRole("status", { name: "Child seat: 1" })).toHaveText("1");
    await expect(summary.getByText("1 × Child seat")).toBeVisible();
    await expectLinesAddUp(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await continueToPayment(page);
    await expect(summary.getByText("1 × Child seat")).toBeVisible();
    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Your car is booked" })).toBeVisible({ timeout: scaled(20_000) });
    await expect(page).toHaveURL(/\/booknow\/cars\/confirm-payment/);
    const booked = page.getByRole("region", { name: "Price", exact: true });
    await expect(booked.getByText("1 × Child seat")).toBeVisible();
    await expect(booked.getByText("Young driver surcharge")).toBeVisible();
    await expectLinesAddUp(page);
  });

  test("the rental company refuses after the card was authorised (REFUSED): nothing is charged and the page says so", async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await page.goto(resultsUrl(LAX.code, LAX.name, LAX.latitude, LAX.longitude));
    await selectFirstCar(page);
    await toPayment(page, "Refused");
    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByRole("alert").filter({ hasText: "The rental company could not confirm this car. Your card was not charged; please choose another car." })).toBeVisible({ timeout: scaled(20_000) });
    await expect(page.getByRole("heading", { name: "Your car is booked" })).toHaveCount(0);
    // No active Pay after the refusal; the way on is back to the results.
    await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
    await page.getByRole("button", { name: "Back to results" }).click();
    await expect(page).toHaveURL(/\/booknow\/cars\/search/, { timeout: scaled(15_000) });
  });

  test("a cancellation with a charge (PENALTY): the dialog shows the charge and the refund, then the booking is cancelled", async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await page.goto(resultsUrl(LAX.code, LAX.name, LAX.latitude, LAX.longitude));
    await selectFirstCar(page);
    await toPayment(page, "Penalty");
    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Your car is booked" })).toBeVisible({ timeout: scaled(20_000) });
    await page.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
    const penalty = dialog.getByText("Cancellation penalty").locator("xpath=following-sibling::dd[1]");
    await expect(penalty).toHaveText(/[1-9]/, { timeout: scaled(15_000) });
    await expect(penalty).not.toHaveText(/^\D*0(\.00)?$/);
    await dialog.getByRole("button", { name: "Cancel with penalty" }).click();
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByText("Booking Cancelled Successfully")).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByRole("status").filter({ hasText: /^Cancelled$/ })).toBeVisible();
    await expect(page.getByText("Refunded")).toBeVisible();
  });

  test("a failed search shows an error state and no toast (spec B §8)", async ({ page }) => {
    await page.goto(resultsUrl("TMO", "Tumeremo", 7.2496, -61.5089));
    await expect(page.getByRole("heading", { name: "We could not search cars" })).toBeVisible({ timeout: scaled(20_000) });
    await expect(page.getByRole("status").filter({ hasText: /went wrong|did not answer in time/ })).toHaveCount(0);
  });

  test("on a 390 px phone the filters sheet's dialog code arrives when it opens; the sheet holds the focus and gives it back on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dialogCode: string[] = [];
    page.on("request", (request) => {
      if (/\/modal-dialog-[^/]*\.js$/.test(request.url())) dialogCode.push(request.url());
    });
    await page.goto(resultsUrl(LAX.code, LAX.name, LAX.latitude, LAX.longitude));
    await expect(page.getByRole("button", { name: /^Select .* for / }).first()).toBeVisible({ timeout: scaled(20_000) });
    expect(dialogCode).toEqual([]);
    const open = page.getByRole("button", { name: "Filters", exact: true });
    await open.click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet.getByRole("group", { name: "Rental company" })).toBeVisible();
    expect(dialogCode).toHaveLength(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[role=dialog]") != null)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
    await expect(open).toBeFocused();
  });
});

// Flight booking browser tests: flights end to end on the sandbox supplier and card gateway
// (docs/sandbox.md). conventions §8: elements are found by role and accessible name.
import { expect, test, type Page, type Response } from "@playwright/test";
import { continueToCheckout, expectBooked, fillContact, fillTraveller, isoDay, payWith, selectFirstFlight, signInEachTest } from "./fixtures/flights";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";
import { expectAccessible } from "./fixtures/axe";

signInEachTest();

function searchUrl(depart: string, ret: string, adults = 1, infants = 0, to = "LHR"): string {
  const inf = infants > 0 ? `&inf=${infants}` : "";
  return onHost(HOSTS.acme, `/booknow/flights/search?trip=Round-Trip&legs=JFK-${to}-${depart}&ret=${ret}&adt=${adults}${inf}`);
}

async function expectConfirmed(page: Page) {
  await expectBooked(page);
  await expect(page.getByRole("heading", { name: "Reference number" })).toBeVisible();
  await expect(page.getByText("Confirmed and ticketed")).toBeVisible({ timeout: scaled(15_000) });
}

/** One adult from a deep link to the payment step. */
async function toPayment(page: Page, depart = isoDay(20), ret = isoDay(27), lastName = "Example") {
  await page.goto(searchUrl(depart, ret));
  await selectFirstFlight(page);
  await continueToCheckout(page);
  await fillTraveller(page, "Adult 1", "Alice", lastName, "1988-03-14");
  await fillContact(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("form", { name: "Card payment" })).toBeVisible();
}

test.describe("flights", () => {
  test.describe.configure({ mode: "parallel" });

  test("a customer books a round trip for 2 adults and 1 infant and pays with 4242", async ({ page }) => {
    test.setTimeout(scaled(120_000));
    await page.goto(onHost(HOSTS.acme, "/booknow/flights/search"));
    await expect(page.getByRole("radio", { name: "Round-Trip" })).toBeChecked();
    await expect(page.getByLabel("Cabin")).toHaveValue("NoPreference");
    await expect(page.getByLabel("Cabin").locator("option:checked")).toHaveText("All cabins");
    await expect(page.getByLabel("Aircraft")).toHaveValue("Commercial");

    await page.getByRole("combobox", { name: "From" }).fill("JFK");
    await page
      .getByRole("option", { name: /\(JFK\)/ })
      .first()
      .click();
    await page.getByRole("combobox", { name: "To" }).fill("LHR");
    await page
      .getByRole("option", { name: /\(LHR\)/ })
      .first()
      .click();

    // Date range modal: start and end shown, Done closes it.
    await page.getByRole("button", { name: /^Dates/ }).click();
    const dates = page.getByRole("dialog", { name: "Dates" });
    await expect(dates.getByText("Departure")).toBeVisible();
    await expect(dates.getByText("Return")).toBeVisible();
    await dates.getByRole("button", { name: "Done" }).click();
    await expect(dates).toHaveCount(0);

    await page.getByRole("button", { name: /^Travellers/ }).click();
    await page.getByRole("button", { name: "Add one to Adults" }).click();
    await page.getByRole("button", { name: "Add one to Infants" }).click();
    // spec B §5: decrement disabled at 0.
    await expect(page.getByRole("button", { name: "Remove one from Children" })).toBeDisabled();
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("button", { name: /^Travellers 3 travellers/ })).toBeVisible();

    await page.getByRole("button", { name: "Search flights" }).click();
    await expect(page.getByRole("progressbar", { name: "Search progress" }).or(page.getByRole("button", { name: /^Select flight/ }).first())).toBeVisible();
    await expect(page.getByRole("button", { name: /^Select flight/ }).first()).toBeVisible({ timeout: scaled(20_000) });
    await expect(page).toHaveURL(/legs=JFK-LHR-/);
    await expect(page.getByRole("button", { name: /^Cheapest/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("radio", { name: /^Direct/ })).toBeVisible();
    await expectAccessible(page);

    await selectFirstFlight(page);
    await expectAccessible(page);
    await continueToCheckout(page);
    await fillTraveller(page, "Adult 1", "Alice", "Example", "1988-03-14");
    await fillTraveller(page, "Adult 2", "Bruno", "Example", "1986-07-02");
    await fillTraveller(page, "Infant 1", "Cleo", "Example", isoDay(-300));
    await fillContact(page);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expectAccessible(page);
    await payWith(page, "4242 4242 4242 4242");
    await expectConfirmed(page);
    await expect(page.getByText("Cleo Example")).toBeVisible();
    await expectAccessible(page);
  });

  test("the price summary adds up: with markup and fee, every total is the sum of the lines above it", async ({ page }) => {
    // Booking core bug: "2 × Adult", "1 × Infant" and a total with Acme's markup and fee on no line.
    await page.goto(searchUrl(isoDay(20), isoDay(27), 2, 1));
    await selectFirstFlight(page);
    const lines = page.getByTestId("price-lines");
    await expect(lines.getByText("Service fees")).toBeVisible({ timeout: scaled(15_000) });
    const amounts = (await lines.locator("dd").allTextContents()).map((text) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100));
    const total = amounts.pop() ?? -1;
    expect(amounts.length).toBe(3);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
  });

  test("a 3-D Secure card asks the bank, then books", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await toPayment(page);
    await payWith(page, "4000 0025 0000 3155");
    const challenge = page.getByRole("dialog", { name: "Confirm your payment" });
    await expect(challenge).toBeVisible({ timeout: scaled(15_000) });
    await challenge.getByRole("button", { name: "Complete authentication" }).click();
    await expectConfirmed(page);
  });

  test("a declined card shows the decline and keeps the details; a good card then books that same booking (not a second one)", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await toPayment(page);
    const bookingRequest = () => page.waitForResponse((r) => r.url().endsWith("/api/flight/booking") && r.request().method() === "POST");
    const referenceOf = async (response: Promise<Response>) => ((await (await response).json()) as { data: { referenceNumber: string } }).data.referenceNumber;
    const declined = bookingRequest();
    await payWith(page, "4000 0000 0000 0002");
    const reference = await referenceOf(declined);
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined. Please try another card." })).toBeVisible({ timeout: scaled(15_000) });
    await expect(page).toHaveURL(/\/booknow\/flights\/checkout/);
    await expect(page.getByRole("form", { name: "Card payment" }).getByLabel("Name on card")).toHaveValue("Alice Example");
    await expect(page.getByText("Alice Example")).toBeVisible();
    // Back to the traveller form: what was typed is still there.
    await page.getByRole("button", { name: "Back to traveller details" }).click();
    await expect(page.getByRole("group", { name: "Adult 1" }).getByLabel("Last name")).toHaveValue("Example");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    // The new attempt names the declined hold (retryOf), so the server pays that booking.
    const again = bookingRequest();
    await payWith(page, "4242 4242 4242 4242");
    expect(await referenceOf(again)).toBe(reference);
    await expectConfirmed(page);
  });

  test("a price change on reprice is accepted", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    // Prescott (PRC) is the sandbox's price-change airport (docs/sandbox.md), on any date.
    await page.goto(searchUrl(isoDay(20), isoDay(27), 1, 0, "PRC"));
    await selectFirstFlight(page);
    const dialog = page.getByRole("alertdialog", { name: "The price has changed" });
    await expect(dialog).toBeVisible({ timeout: scaled(15_000) });
    await expect(dialog).toContainText("Do you want to continue at the new price?");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Continue at the new price" }).click();
    await expect(dialog).toHaveCount(0);
    await continueToCheckout(page);
    // The accepted price is the one booked and paid (not refused as "changed" again).
    await fillTraveller(page, "Adult 1", "Alice", "Example", "1988-03-14");
    await fillContact(page);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWith(page, "4242 4242 4242 4242");
    await expectConfirmed(page);
  });

  test("cancel with a penalty", async ({ page }) => {
    test.setTimeout(scaled(120_000));
    await toPayment(page);
    await payWith(page, "4242 4242 4242 4242");
    await expectConfirmed(page);
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await expect(page).toHaveURL(/\/booknow\/flights\/reservation-details/);
    const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
    await expect(dialog.getByText("Cancellation penalty")).toBeVisible({ timeout: scaled(15_000) });
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel with penalty" }).click();
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByText("Flight cancelled successfully")).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByRole("heading", { name: "Booking cancelled" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Cancelled$/ })).toBeVisible();
  });

  test("a refund that changed at the airline is shown again, then cancels at the new amount (REQUOTE)", async ({ page }) => {
    test.setTimeout(scaled(120_000));
    await toPayment(page, isoDay(20), isoDay(27), "Requote");
    await payWith(page, "4242 4242 4242 4242");
    await expectConfirmed(page);
    await page.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
    const refund = dialog.locator("dd").last();
    await expect(dialog.getByText("Refund to your card")).toBeVisible({ timeout: scaled(15_000) });
    const quoted = (await refund.textContent()) ?? "";
    await dialog.getByRole("button", { name: "Cancel with penalty" }).click();
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("The refund amount has changed. Please review it and confirm the cancellation again.");
    await expect(refund).not.toHaveText(quoted);
    const requoted = (await refund.textContent()) ?? "";
    await expectAccessible(page);
    const cancelled = page.waitForResponse((r) => r.url().endsWith("/api/flight/flightCancelVoidBooking") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Cancel with penalty" }).click();
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByText("Flight cancelled successfully")).toBeVisible({ timeout: scaled(15_000) });
    const answer = (await (await cancelled).json()) as { data: { bookingStatus: string; refund: { amount: number } } };
    expect(answer.data.bookingStatus).toBe("cancelled");
    expect(requoted).toContain((answer.data.refund.amount / 100).toLocaleString("en-US", { minimumFractionDigits: 2 }));
    await expect(page.getByRole("heading", { name: "Booking cancelled" })).toBeVisible();
  });

  test("on a 390 px phone the results, filters dialog and Only shortcut work", async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(searchUrl(isoDay(21), isoDay(28)));
    await expect(page.getByRole("button", { name: /^Select flight/ }).first()).toBeVisible({ timeout: scaled(20_000) });
    await page.getByRole("button", { name: "Filters" }).click();
    const filters = page.getByRole("dialog", { name: "Filters" });
    await expect(filters.getByRole("radio", { name: /^Any/ })).toBeChecked();
    const airlines = filters.getByRole("group", { name: "Airlines" });
    const first = airlines.getByRole("checkbox").first();
    const name =
      (await airlines
        .getByRole("button", { name: /^Only / })
        .first()
        .getAttribute("aria-label")) ?? "";
    await airlines.getByRole("button", { name }).click();
    await expect(first).toBeChecked();
    await expect(airlines.getByRole("checkbox", { checked: true })).toHaveCount(1);
    await airlines.getByRole("button", { name: "Select All" }).click();
    await expect(airlines.getByRole("checkbox", { checked: false })).toHaveCount(0);
    await expectAccessible(page);
    await filters.getByRole("button", { name: /^Show [\d,]+ flights?$/ }).click();
    await expect(filters).toHaveCount(0);
  });
});

test.describe("flights for a client (agency pricing, who it is for)", () => {
  test("an agent books a one-way for alice and sees net fare, markup, agency fee and who it is for", async ({ browser }) => {
    test.setTimeout(scaled(120_000));
    // Its own context: the file's customer session is not used.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(onHost(HOSTS.acme, "/login"));
    await page.getByLabel("Email").fill("agent@acme.test");
    await page.getByLabel("Password", { exact: true }).fill("Demo@1234");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).not.toHaveURL(/\/login/);

    const depart = isoDay(21);
    await page.goto(onHost(HOSTS.acme, `/booknow/flights/search?trip=One-Way&legs=JFK-LHR-${depart}&adt=1`));
    await selectFirstFlight(page);
    await continueToCheckout(page);

    const bookingFor = page.getByRole("combobox", { name: "Booking for" });
    await expect(bookingFor).toHaveValue("Myself");
    await bookingFor.fill("alice");
    await page.getByRole("option", { name: /alice/i }).click();
    await expect(bookingFor).not.toHaveValue("Myself");

    await fillTraveller(page, "Adult 1", "Alice", "Example", "1988-03-14");
    await fillContact(page);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWith(page, "4242 4242 4242 4242");
    await expectConfirmed(page);

    const breakdown = page.getByTestId("price-breakdown");
    await expect(breakdown.getByText("Net fare")).toBeVisible();
    await expect(breakdown.getByText("Markup")).toBeVisible();
    await expect(breakdown.getByText("Agency fee")).toBeVisible();
    await expect(breakdown.getByText("Booked for")).toBeVisible();
    await expect(page.getByTestId("booked-for")).toContainText("alice@acme.test");
    await expect(page.getByTestId("booked-for")).toContainText(/alice/i);
    await context.close();
  });
});

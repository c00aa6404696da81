// Booking core bugs a new user hit on the flight checkout, fixed once in the shared checkout pieces
// (src/web/lib/forms.ts, src/web/components/booking, src/shared/booking): each test is named after
// the bug and failed before its fix.
import { expect, test, type Page } from "@playwright/test";
import { ALICE, continueToCheckout, fillContact, fillTraveller, isoDay, logIn, payWith, selectFirstFlight, signInEachTest } from "./fixtures/flights";
import { ssoToken, uniqueEmail } from "./fixtures/accounts";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";

signInEachTest();

async function toTravellers(page: Page, adults = 1) {
  await page.goto(onHost(HOSTS.acme, `/booknow/flights/search?trip=One-Way&legs=JFK-LHR-${isoDay(22)}&adt=${adults}`));
  await selectFirstFlight(page);
  await continueToCheckout(page);
}

/** One adult, filled in, on the payment step. */
async function toPayment(page: Page) {
  await toTravellers(page);
  await fillTraveller(page, "Adult 1", "Alice", "Example", "1988-03-14");
  await fillContact(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
}

/** Paid with 4242: the confirmation, ticketed; answers its reference number. */
async function bookAndPay(page: Page): Promise<string> {
  await toPayment(page);
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByText("Confirmed and ticketed")).toBeVisible({ timeout: scaled(20_000) });
  return (await page.getByTestId("reference-number").textContent())?.trim() ?? "";
}

test("submitting an empty traveller form focuses Adult 1's first field, not Contact email", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await toTravellers(page);
  await page.getByRole("group", { name: "Contact details" }).getByLabel("Email").fill("");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("group", { name: "Adult 1" }).getByLabel("First name")).toBeFocused();
});

test("the contact email is the signed-in user's; an empty phone says 'Required'", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await toTravellers(page);
  const contact = page.getByRole("group", { name: "Contact details" });
  await expect(contact.getByLabel("Email")).toHaveValue(ALICE.email);
  await fillTraveller(page, "Adult 1", "Alice", "Example", "1988-03-14");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(contact.getByLabel("Phone")).toBeFocused();
  await expect(contact.getByText("Required", { exact: true })).toBeVisible();
  await expect(contact.getByText("The entered phone number is not valid")).toHaveCount(0);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'Continue to payment' opens the payment step at its top, not at the footer", async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await toPayment(page);
    await expect(page.getByRole("form", { name: "Card payment" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the 3-D Secure dialog's buttons are at least 44 px high", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await toPayment(page);
    await payWith(page, "4000 0025 0000 3155");
    const challenge = page.getByRole("dialog", { name: "Confirm your payment" });
    await expect(challenge).toBeVisible({ timeout: scaled(15_000) });
    for (const name of ["Complete authentication", "Fail authentication"]) {
      const box = await challenge.getByRole("button", { name }).boundingBox();
      expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
    }
  });
});

test("void and cancel each show only their own figures, with buttons that differ", async ({ page }) => {
  test.setTimeout(scaled(120_000));
  await bookAndPay(page);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
  await expect(dialog.getByText("Cancellation penalty")).toBeVisible({ timeout: scaled(15_000) });
  const voidButton = dialog.getByRole("button", { name: "Void booking" });
  const cancelButton = dialog.getByRole("button", { name: "Cancel with penalty" });
  const look = (button: typeof voidButton) => button.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await look(voidButton)).not.toBe(await look(cancelButton));
  await expect(dialog).toContainText(/void it instead, with no penalty, for a full refund of \$[\d,]+\.\d\d/);
  await voidButton.click();
  // The void's confirmation: its full refund, no penalty beside it.
  await expect(dialog.getByText(/^Void this booking\?/)).toBeVisible();
  await expect(dialog.getByText("Full refund to your card")).toBeVisible();
  await expect(dialog.getByText("Cancellation penalty")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Back" }).click();
  await cancelButton.click();
  await expect(dialog.getByText(/^Cancel this booking\?/)).toBeVisible();
  await expect(dialog.getByText("Cancellation penalty")).toBeVisible();
  await expect(dialog.getByText("Full refund to your card")).toHaveCount(0);
});

test("My trip shows each booking's status: a voided booking reads 'Voided', a ticketed one 'Confirmed and ticketed'", async ({ page }) => {
  test.setTimeout(scaled(150_000));
  // A customer of their own (single sign-on makes one): My trip pages its views, and other tests book as alice in parallel.
  await page.goto(onHost(HOSTS.acme, `/sso?${new URLSearchParams({ token: await ssoToken(uniqueEmail("statuses")), navigateTo: "/mytrip" })}`));
  await expect(page.getByRole("heading", { name: "My trip", level: 1 })).toBeVisible({ timeout: scaled(15_000) });
  const voided = await bookAndPay(page);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
  await dialog.getByRole("button", { name: "Void booking" }).click({ timeout: scaled(15_000) });
  await dialog.getByRole("button", { name: "Confirm void" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Voided$/ })).toBeVisible({ timeout: scaled(15_000) });
  const ticketed = await bookAndPay(page);
  await page.goto(onHost(HOSTS.acme, "/mytrip"));
  // Upcoming and cancelled are separate views (spec B §2): the ticketed one is upcoming, the voided one cancelled.
  const trip = (reference: string) => page.getByRole("row").filter({ hasText: reference });
  await expect(trip(ticketed).getByText("Confirmed and ticketed", { exact: true })).toBeVisible({ timeout: scaled(15_000) });
  await expect(trip(voided)).toHaveCount(0);
  await page.getByRole("link", { name: /^Cancelled/ }).click();
  await expect(trip(voided).getByText("Voided", { exact: true })).toBeVisible({ timeout: scaled(15_000) });
});

test("in Spanish, cabin and fare names and the fare rules' headings are translated", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await page.goto(onHost(HOSTS.acme, `/booknow/flights/search?trip=One-Way&legs=JFK-LHR-${isoDay(22)}&adt=1`));
  await expect(page.getByRole("button", { name: /^Select flight/ }).first()).toBeVisible({ timeout: scaled(20_000) });
  await page.getByRole("banner").getByRole("combobox", { name: "Language" }).selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByText(/^Económica · (Básica|Estándar|Flexible)$/).first()).toBeVisible();
  await page
    .getByRole("button", { name: /^Seleccionar vuelo/ })
    .first()
    .click();
  await expect(page.getByText("Equipaje", { exact: true }).first()).toBeVisible({ timeout: scaled(15_000) });
  await expect(page.getByText("Baggage", { exact: true })).toHaveCount(0);
});

test("a refresh on Traveller details keeps what was typed, and another device finds it in the saved checkout", async ({ page, browser }) => {
  test.setTimeout(scaled(90_000));
  await toTravellers(page);
  // Typed but never submitted: half a traveller and a phone number.
  // The saved checkout (the answer echoes it) holds the form as typed.
  const saved = page.waitForResponse(
    async (response) => {
      if (response.request().method() !== "PUT" || !/\/api\/checkout-sessions\//.test(response.url()) || !response.ok()) return false;
      const body = (await response.json()) as { data?: { snapshot?: { context?: { draft?: { contact?: { phone?: string } | null } | null } } } };
      return body.data?.snapshot?.context?.draft?.contact?.phone === "+1 212 555 0199";
    },
    { timeout: scaled(15_000) },
  );
  const adult = page.getByRole("group", { name: "Adult 1" });
  await adult.getByLabel("First name").fill("Dora");
  await adult.getByLabel("Last name").fill("Draft");
  await page.getByRole("group", { name: "Contact details" }).getByLabel("Phone").fill("+1 212 555 0199");
  await saved;
  const checkoutUrl = page.url();

  await page.reload();
  await expect(adult.getByLabel("First name")).toHaveValue("Dora", { timeout: scaled(15_000) });
  await expect(adult.getByLabel("Last name")).toHaveValue("Draft");
  await expect(page.getByRole("group", { name: "Contact details" }).getByLabel("Phone")).toHaveValue("+1 212 555 0199");

  const other = await (await browser.newContext()).newPage();
  await logIn(other, ALICE);
  await other.goto(checkoutUrl);
  const otherAdult = other.getByRole("group", { name: "Adult 1" });
  await expect(otherAdult.getByLabel("First name")).toHaveValue("Dora", { timeout: scaled(15_000) });
  await expect(otherAdult.getByLabel("Last name")).toHaveValue("Draft");
  await other.context().close();
});

test("opening a flight's details does not save an unfinished checkout; starting checkout saves one", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().includes("/api/checkout-sessions/")) saves.push(new URL(request.url()).pathname);
  });
  await page.goto(onHost(HOSTS.acme, `/booknow/flights/search?trip=One-Way&legs=JFK-LHR-${isoDay(23)}&adt=1`));
  await selectFirstFlight(page);
  await expect(page.getByRole("button", { name: "Continue to checkout" })).toBeEnabled({ timeout: scaled(15_000) });
  await expect(page).not.toHaveURL(/session=/);
  await continueToCheckout(page);
  await expect(page).toHaveURL(/session=/);
  await expect.poll(() => saves.length, { timeout: scaled(15_000) }).toBeGreaterThan(0);
  // Saved on the checkout page only, under one id.
  expect(new Set(saves).size).toBe(1);
});

/** Pays with a card the sandbox declines; answers the reference of the booking left on hold. */
async function declinedHold(page: Page): Promise<string> {
  await toPayment(page);
  const booking = page.waitForResponse((r) => r.url().endsWith("/api/flight/booking") && r.request().method() === "POST");
  await payWith(page, "4000 0000 0000 0002");
  const reference = ((await (await booking).json()) as { data: { referenceNumber: string } }).data.referenceNumber;
  await expect(page.getByText("Your card was declined. Please try another card.")).toBeVisible({ timeout: scaled(20_000) });
  await page.goto(onHost(HOSTS.acme, `/booknow/flights/confirmation?ref=${reference}`));
  await expect(page.getByRole("heading", { level: 1, name: "Your booking is on hold" })).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.getByText(/^Confirmation sent to/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  return reference;
}

test("a declined card leaves a booking on hold: its page says so, and 'Continue to payment' pays that same booking (not a second one)", async ({ page }) => {
  test.setTimeout(scaled(180_000));
  const reference = await declinedHold(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  // The checkout opens again with the booking's traveller.
  await expect(page.getByRole("group", { name: "Adult 1" }).getByLabel("First name")).toHaveValue("Alice", { timeout: scaled(20_000) });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  const booking = page.waitForResponse((r) => r.url().endsWith("/api/flight/booking") && r.request().method() === "POST");
  await payWith(page, "4242 4242 4242 4242");
  expect(((await (await booking).json()) as { data: { referenceNumber: string } }).data.referenceNumber).toBe(reference);
  await expect(page.getByText("Confirmed and ticketed")).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.getByTestId("reference-number")).toHaveText(reference);
});

test("a booking on hold can be released: nothing is charged and the page says it was not completed", async ({ page }) => {
  test.setTimeout(scaled(150_000));
  await declinedHold(page);
  await page.getByRole("button", { name: "Release booking" }).click();
  await expect(page.getByText("Booking released. Your card was not charged.").first()).toBeVisible({ timeout: scaled(15_000) });
  await expect(page.getByRole("heading", { level: 1, name: "This booking was not completed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to payment" })).toHaveCount(0);
});

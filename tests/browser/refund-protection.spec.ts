// spec B "Add-ons": refund protection on the flight checkout, booked and paid in the browser
// (sandbox supplier and gateway). The card and its price lines are found by test id and role.
import { expect, test } from "@playwright/test";
import { continueToCheckout, expectBooked, fillContact, fillTraveller, isoDay, payWith, selectFirstFlight, signInEachTest } from "./fixtures/flights";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";

const dollars = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

signInEachTest();

test("a traveller adds refund protection: the total and the charge include it once, the booking shows it", async ({ page }) => {
  test.setTimeout(scaled(120_000));
  const depart = isoDay(24);
  await page.goto(onHost(HOSTS.acme, `/booknow/flights/search?trip=One-Way&legs=JFK-LHR-${depart}&adt=1`));
  await selectFirstFlight(page);
  await continueToCheckout(page);

  const protection = page.getByTestId("refund-protection");
  const box = protection.getByRole("checkbox");
  await expect(box).not.toBeChecked({ timeout: scaled(15_000) });
  const fare = dollars(await page.getByTestId("flight-total").textContent());
  const premium = dollars(await page.getByTestId("refund-protection-price").textContent());
  expect(premium).toBeGreaterThan(0);
  // Acme: 6 % of the trip total plus its 25 % markup on that = 7.5 % (rounded to the cent).
  expect(premium).toBeCloseTo(fare * 0.075, 1);

  // Resumable checkouts: the choice is saved with the checkout, and a reload (restored from ?session=) keeps it.
  const saved = page.waitForResponse(
    async (response) => {
      const request = response.request();
      if (request.method() !== "PUT" || !/\/api\/checkout-sessions\/[0-9a-f-]{36}$/.test(request.url()) || !response.ok()) return false;
      // The answer echoes the saved session.
      return JSON.stringify(await response.json()).includes('"kind":"refundProtection"');
    },
    { timeout: scaled(15_000) },
  );
  await box.check();
  await expect(box).toBeChecked();
  await expect(page.getByTestId("add-on-refundProtection")).toBeVisible();
  await expect.poll(async () => dollars(await page.getByTestId("flight-total").textContent())).toBeCloseTo(fare + premium, 2);
  await saved;
  await page.reload();
  await expect(page).toHaveURL(/[?&]session=/);
  await expect(box).toBeChecked({ timeout: scaled(15_000) });
  await expect.poll(async () => dollars(await page.getByTestId("flight-total").textContent())).toBeCloseTo(fare + premium, 2);
  // Unticking takes it off again; ticking puts it back.
  await box.uncheck();
  await expect(page.getByTestId("add-on-refundProtection")).toHaveCount(0);
  await expect.poll(async () => dollars(await page.getByTestId("flight-total").textContent())).toBeCloseTo(fare, 2);
  await box.check();
  await expect(page.getByTestId("add-on-refundProtection")).toBeVisible();

  await fillTraveller(page, "Adult 1", "Alice", "Protected", "1988-03-14");
  await fillContact(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();

  const form = page.getByRole("form", { name: "Card payment" });
  await expect(form).toBeVisible();
  const pay = form.getByRole("button", { name: /^Pay / });
  expect(dollars(await pay.textContent())).toBeCloseTo(fare + premium, 2);
  await payWith(page, "4242 4242 4242 4242", "Alice Protected");

  await expectBooked(page);
  const line = page.getByTestId("refund-protection-line");
  await expect(line).toBeVisible({ timeout: scaled(15_000) });
  expect(dollars(await page.getByTestId("refund-protection-amount").textContent())).toBeCloseTo(premium, 2);
});

// The reward wallet at checkout (docs/decisions.md "Reward wallet"), on a 390 px phone: Carol, a client whose wallet
// Acme enabled (seeded with USD 150.00 of credit), pays part of a hotel stay with her credit and the rest by card.
// The booking walks pay with Carol's credit too (tests/qa/drivers/booking-core.ts), so the balance is read, not assumed.
// The Pay button and the payment summary show what the card pays; no serious or critical axe violation.
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./fixtures/axe";
import { isoDay, payWith, signInEachTest } from "./fixtures/flights";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";

signInEachTest({ email: "carol@acme.test", password: "Demo@1234" });
test.use({ viewport: { width: 390, height: 844 } });

/** "US$1,234.56" → 1234.56 */
const dollars = (text: string | null) => Number((text ?? "").replace(/[^\d.-]/g, ""));

test("a client pays part of a hotel with her wallet credit and the rest by card", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await page.goto(onHost(HOSTS.acme, `/booknow/hotels/search?dest=2267057&name=Lisbon&in=${isoDay(40)}&out=${isoDay(42)}&rooms=2&nat=US`));
  const seeRooms = page.getByRole("button", { name: /^See rooms at/ }).first();
  await expect(seeRooms).toBeEnabled({ timeout: scaled(20_000) });
  await seeRooms.click();
  // On a phone the sticky bar holds the button (the page's own is for desktops).
  const next = page.getByTestId("sticky-checkout").getByRole("button", { name: "Continue to checkout" });
  await expect(next).toBeEnabled({ timeout: scaled(15_000) });
  await next.click();
  const room = page.getByRole("group", { name: "Lead guest, room 1" });
  await room.getByLabel("First name").fill("Carol");
  await room.getByLabel("Last name").fill("Nguyen");
  await page.getByRole("group", { name: "Contact details" }).getByLabel("Phone").fill("+351 912 345 678");
  await page.getByRole("button", { name: "Continue to payment" }).click();

  const form = page.getByRole("form", { name: "Card payment" });
  const wallet = form.getByRole("group", { name: "Reward wallet" });
  const balanceText = wallet.getByText(/^Wallet balance: (US)?\$[\d,]+\.\d\d$/);
  await expect(balanceText).toBeVisible({ timeout: scaled(15_000) });
  const balance = Math.round(dollars(await balanceText.textContent()) * 100);
  expect(balance).toBeGreaterThanOrEqual(5_000);
  const pay = form.getByRole("button", { name: /^Pay / });
  const total = dollars(await pay.textContent());
  expect(total).toBeGreaterThan(50);

  // The most the wallet may pay by default (the balance, or the total when smaller), then part of it.
  await wallet.getByRole("checkbox", { name: "Use wallet credit" }).check();
  const amount = wallet.getByRole("textbox", { name: "Credit to use (USD)" });
  await expect(amount).toHaveValue(Math.min(balance / 100, total).toFixed(2));
  await amount.fill("500");
  await expect(wallet.getByText(/^Enter an amount from/)).toBeVisible();
  await amount.fill("50.00");
  await expect.poll(async () => dollars(await pay.textContent())).toBeCloseTo(total - 50, 2);
  const summary = page.getByRole("region", { name: "Your payment" });
  await expect(summary.getByRole("definition").nth(1)).toHaveText(/^−(US)?\$50\.00$/);
  expect(dollars(await summary.getByRole("definition").nth(2).textContent())).toBeCloseTo(total - 50, 2);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });

  const paid = page.waitForResponse((r) => r.url().endsWith("/api/v2/hotel/payment") && r.request().method() === "POST");
  await payWith(page, "4242 4242 4242 4242", "Carol Nguyen");
  const body = (await (await paid).json()) as { data: { paidFromCredit: { amount: number }; paidFromCard: { amount: number }; totalAmount: { amount: number } } };
  expect(body.data.paidFromCredit.amount).toBe(5_000);
  expect(body.data.paidFromCard.amount + body.data.paidFromCredit.amount).toBe(body.data.totalAmount.amount);
  await expect(page.getByRole("heading", { name: "Your stay is booked" })).toBeVisible({ timeout: scaled(20_000) });

  // My trip: the balance (what it was − 50 + the 1 % the completed stay earned) and the movements.
  const earned = Math.round(body.data.totalAmount.amount * 0.01);
  await page.goto(onHost(HOSTS.acme, "/mytrip"));
  const section = page.getByRole("region", { name: "Reward wallet" });
  await expect(section.getByText(new RegExp(`^Balance: (US)?\\$${((balance - 5_000 + earned) / 100).toFixed(2).replace(".", "\\.")}$`))).toBeVisible({ timeout: scaled(15_000) });
  await expect(
    section
      .getByRole("listitem")
      .filter({ hasText: /^Paid · Wallet/ })
      .filter({ hasText: /−(US)?\$50\.00$/ })
      .first(),
  ).toBeVisible();
  await expect(
    section
      .getByRole("listitem")
      .filter({ hasText: /^Credit earned · Wallet/ })
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
});

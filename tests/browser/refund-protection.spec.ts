// spec B "Add-ons": refund protection on the flight checkout, booked and paid in the browser
// (sandbox supplier and gateway). The card and its lines are found by test id and role: their
// text is new and only translated once the catalogs are extracted.
import { expect, test, type BrowserContext } from "@playwright/test";
import { HOSTS, onHost } from "./fixtures/site";

const ALICE = { email: "alice@acme.test", password: "Demo@1234" };
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
let signedIn: StorageState | null = null;

function isoDay(offsetDays: number, from = new Date()): string {
  const d = new Date(Date.UTC(from.getFullYear(), from.getMonth(), from.getDate() + offsetDays));
  return d.toISOString().slice(0, 10);
}

/** A departure day that is not a 13th (the sandbox's price-change day). */
function plainDay(offset: number): string {
  for (let i = offset; ; i++) if (!isoDay(i).endsWith("-13")) return isoDay(i);
}

const dollars = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(onHost(HOSTS.acme, "/login"));
  await page.getByLabel("Email").fill(ALICE.email);
  await page.getByLabel("Password", { exact: true }).fill(ALICE.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  signedIn = await context.storageState();
  await context.close();
});

test.beforeEach(async ({ context }) => {
  const state = signedIn;
  if (!state) throw new Error("not logged in");
  await context.addCookies(state.cookies);
  await context.addInitScript((origins) => {
    const mine = origins.find((o) => o.origin === window.location.origin);
    for (const item of mine?.localStorage ?? []) window.localStorage.setItem(item.name, item.value);
  }, state.origins);
});

test("a traveller adds refund protection: the total and the charge include it once, the booking shows it", async ({ page }) => {
  test.setTimeout(120_000);
  const depart = plainDay(24);
  await page.goto(onHost(HOSTS.acme, `/booknow/flights/search?trip=One-Way&legs=JFK-LHR-${depart}&adt=1`));
  const select = page.getByRole("button", { name: /^Select flight/ }).first();
  await expect(select).toBeVisible({ timeout: 20_000 });
  await select.click();
  const next = page.getByRole("button", { name: "Continue to checkout" });
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
  await expect(page).toHaveURL(/\/booknow\/flights\/checkout/);

  const protection = page.getByTestId("refund-protection");
  const box = protection.getByRole("checkbox");
  await expect(box).not.toBeChecked({ timeout: 15_000 });
  const fare = dollars(await page.getByTestId("flight-total").textContent());
  const premium = dollars(await page.getByTestId("refund-protection-price").textContent());
  expect(premium).toBeGreaterThan(0);
  // Acme: 6 % of the trip total plus its 25 % markup on that = 7.5 % (rounded to the cent).
  expect(premium).toBeCloseTo(fare * 0.075, 1);

  // Issue 6: the choice is saved with the checkout, and a reload (restored from ?session=) keeps it.
  const saved = page.waitForResponse(
    async (response) => {
      const request = response.request();
      if (request.method() !== "PUT" || !/\/api\/checkout-sessions\/[0-9a-f-]{36}$/.test(request.url()) || !response.ok()) return false;
      // The answer echoes the saved session.
      return JSON.stringify(await response.json()).includes('"kind":"refundProtection"');
    },
    { timeout: 15_000 },
  );
  await box.check();
  await expect(box).toBeChecked();
  await expect(page.getByTestId("add-on-refundProtection")).toBeVisible();
  await expect.poll(async () => dollars(await page.getByTestId("flight-total").textContent())).toBeCloseTo(fare + premium, 2);
  await saved;
  await page.reload();
  await expect(page).toHaveURL(/[?&]session=/);
  await expect(box).toBeChecked({ timeout: 15_000 });
  await expect.poll(async () => dollars(await page.getByTestId("flight-total").textContent())).toBeCloseTo(fare + premium, 2);
  // Unticking takes it off again; ticking puts it back.
  await box.uncheck();
  await expect(page.getByTestId("add-on-refundProtection")).toHaveCount(0);
  await expect.poll(async () => dollars(await page.getByTestId("flight-total").textContent())).toBeCloseTo(fare, 2);
  await box.check();
  await expect(page.getByTestId("add-on-refundProtection")).toBeVisible();

  const traveller = page.getByRole("group", { name: "Adult 1" });
  await traveller.getByLabel("First name").fill("Alice");
  await traveller.getByLabel("Last name").fill("Protected");
  await traveller.getByLabel("Date of birth").fill("1988-03-14");
  await traveller.getByLabel("Citizenship").selectOption("US");
  const contact = page.getByRole("group", { name: "Contact details" });
  await contact.getByLabel("Email").fill(ALICE.email);
  await contact.getByLabel("Phone").fill("+1 212 555 0100");
  await page.getByRole("button", { name: "Continue to payment" }).click();

  const form = page.getByRole("form", { name: "Card payment" });
  await expect(form).toBeVisible();
  const pay = form.getByRole("button", { name: /^Pay / });
  expect(dollars(await pay.textContent())).toBeCloseTo(fare + premium, 2);
  await form.getByLabel("Name on card").fill("Alice Protected");
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await form.getByLabel("Security code (CVC)").fill("123");
  await pay.click();

  await expect(page).toHaveURL(/\/booknow\/flights\/confirmation/, { timeout: 20_000 });
  await expect(page.getByTestId("reference-number")).not.toBeEmpty();
  const line = page.getByTestId("refund-protection-line");
  await expect(line).toBeVisible({ timeout: 15_000 });
  expect(dollars(await page.getByTestId("refund-protection-amount").textContent())).toBeCloseTo(premium, 2);
});

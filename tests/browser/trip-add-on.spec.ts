// spec B "Add-ons": the trip add-on bundle in the browser (docs/decisions.md "Trip add-on bundle"; sandbox suppliers
// and gateway, docs/sandbox.md). A flight with its hotel and car is paid in one payment and confirmed as three
// linked bookings; a bundle whose hotel fails after authorisation (Fullerton, FUL) charges nothing and says so.
import { expect, test, type Page, type Route } from "@playwright/test";
import { continueToCheckout, expectBooked, fillContact, fillTraveller, isoDay, payWith, selectFirstFlight, signInEachTest } from "./fixtures/flights";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";
import { expectAccessible } from "./fixtures/axe";

signInEachTest();

const dollars = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

/** A round trip to `to`, then its checkout with the bundle's hotel and car ticked. */
async function checkoutWithBundle(page: Page, to: string) {
  await page.goto(onHost(HOSTS.acme, `/booknow/flights/search?trip=Round-Trip&legs=JFK-${to}-${isoDay(30)}&ret=${isoDay(34)}&adt=1`));
  await selectFirstFlight(page);
  await continueToCheckout(page);
  const bundle = page.getByRole("region", { name: "Complete your trip" });
  const hotel = bundle.getByRole("checkbox", { name: /^Hotel: / });
  const car = bundle.getByRole("checkbox", { name: /^Car: / });
  await expect(hotel).toBeVisible({ timeout: scaled(20_000) });
  const flight = dollars(await page.getByTestId("flight-total").textContent());
  const items = dollars(await page.getByTestId("bundle-hotel-price").textContent()) + dollars(await page.getByTestId("bundle-car-price").textContent());
  await hotel.check();
  await car.check();
  await expect.poll(async () => dollars(await page.getByTestId("flight-total").textContent())).toBeCloseTo(flight + items, 2);
  await fillTraveller(page, "Adult 1", "Alice", "Bundle", "1986-05-20");
  await fillContact(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  const pay = page.getByRole("form", { name: "Card payment" }).getByRole("button", { name: /^Pay / });
  // ONE payment for the flight, the hotel and the car.
  expect(dollars(await pay.textContent())).toBeCloseTo(flight + items, 2);
  return flight + items;
}

test("a flight with its hotel and car is paid in one payment and confirmed as three linked bookings", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await page.setViewportSize({ width: 390, height: 844 });
  const total = await checkoutWithBundle(page, "LHR");
  await payWith(page, "4242 4242 4242 4242", "Alice Bundle");
  await expectBooked(page);
  const trip = page.getByRole("region", { name: "Your trip" });
  await expect(trip.getByRole("listitem")).toHaveCount(3, { timeout: scaled(15_000) });
  await expect(trip.getByRole("listitem", { name: /^Flight: JFK → LHR/ })).toBeVisible();
  await expect(trip.getByRole("listitem", { name: /^Hotel: / })).toBeVisible();
  await expect(trip.getByRole("listitem", { name: /^Car: / })).toBeVisible();
  const paid = total.toLocaleString("en-US", { style: "currency", currency: "USD" });
  await expect(trip.getByText(/3 bookings, paid together/)).toContainText(paid);
  // The card was charged once, for all three.
  await expect(page.getByRole("region", { name: "Payment", exact: true })).toContainText(paid);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  // Each item is an ordinary booking with its own page.
  await trip.getByRole("link", { name: /^View booking HT/ }).click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/confirm-payment\?ref=HT/);
  await expect(page.getByRole("region", { name: "Your trip" }).getByRole("listitem")).toHaveCount(3, { timeout: scaled(15_000) });
});

test("a bundle whose hotel fails after authorisation charges nothing and says so", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  // FUL: Fullerton's hotels are fully booked at booking time (docs/sandbox.md "Hotels").
  await checkoutWithBundle(page, "FUL");
  await payWith(page, "4242 4242 4242 4242", "Alice Bundle");
  await expect(page.getByRole("alert").filter({ hasText: "The hotel in your trip is fully booked, so nothing was booked and your card was not charged. You can book the trip without it." })).toBeVisible({
    timeout: scaled(20_000),
  });
  await expect(page.getByRole("heading", { name: "Your flight is booked" })).toHaveCount(0);
});

/** The flight checkout of a round trip to London, the bundle's offer held at the server until `release` is called. */
async function checkoutWithHeldBundle(page: Page, answer: (route: Route) => Promise<void>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/tripAdd/createBundleOffer", async (route) => {
    await held;
    await answer(route);
  });
  await page.goto(onHost(HOSTS.acme, `/booknow/flights/search?trip=Round-Trip&legs=JFK-LHR-${isoDay(30)}&ret=${isoDay(34)}&adt=1`));
  await selectFirstFlight(page);
  await continueToCheckout(page);
  return release;
}

test("the bundle card holds its place while its offer loads, and the buttons below it do not move when it arrives", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  const release = await checkoutWithHeldBundle(page, (route) => route.continue());
  const bundle = page.getByRole("region", { name: "Complete your trip" });
  await expect(bundle.getByRole("status")).toHaveText("Finding a stay and a car at your destination…", { timeout: scaled(15_000) });
  // Refund protection's card above it arrives on its own quote: measured once it is there.
  await expect(page.getByTestId("refund-protection")).toBeVisible({ timeout: scaled(15_000) });
  const next = page.getByRole("button", { name: "Continue to payment" });
  const before = await next.boundingBox();
  release();
  await expect(bundle.getByRole("checkbox", { name: /^Hotel: / })).toBeVisible({ timeout: scaled(20_000) });
  await expect(bundle.getByRole("status")).toHaveCount(0);
  expect((await next.boundingBox())?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
  await expectAccessible(page);
});

test("a bundle offer that could not be made says so in its place and is asked for again", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  let failing = true;
  const release = await checkoutWithHeldBundle(page, (route) => (failing ? route.fulfill({ status: 503, json: { message: "Unavailable" } }) : route.continue()));
  const bundle = page.getByRole("region", { name: "Complete your trip" });
  await expect(bundle.getByRole("status")).toBeVisible({ timeout: scaled(15_000) });
  // Refund protection's card above it arrives on its own quote: measured once it is there.
  await expect(page.getByTestId("refund-protection")).toBeVisible({ timeout: scaled(15_000) });
  const next = page.getByRole("button", { name: "Continue to payment" });
  const before = await next.boundingBox();
  release();
  await expect(bundle.getByRole("alert")).toHaveText("The stay and car offers for this trip could not be loaded.", { timeout: scaled(15_000) });
  expect((await next.boundingBox())?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
  await expectAccessible(page);
  failing = false;
  await bundle.getByRole("button", { name: "Try again" }).click();
  await expect(bundle.getByRole("checkbox", { name: /^Hotel: / })).toBeVisible({ timeout: scaled(20_000) });
  await expect(bundle.getByRole("checkbox", { name: /^Car: / })).toBeVisible();
});

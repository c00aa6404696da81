// My trip (spec B §2 "My trip and details", §3 "Trip items"): a customer with a flight, a hotel, a car and
// an activity finds all four on /mytrip on a desktop and on a 390 px phone, opens each one's detail page,
// downloads its voucher or e-ticket and the CSV of every booking. The bookings are made through the API in
// the setup (the booking pages have their own specs).
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { paidActivityBooking } from "../qa/drivers/activities-booking";
import { paidCarBooking } from "../qa/drivers/cars-booking";
import { bookViaApi, isoDay, searchOffers } from "../qa/drivers/flights-common";
import { paidHotelBooking } from "../qa/drivers/hotels-booking";
import { ssoToken, tokenCookie, uniqueEmail } from "./fixtures/accounts";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";
import { expectAccessible } from "./fixtures/axe";

/** Clicks `name` and answers the downloaded file's name and text. */
async function download(page: Page, name: string | RegExp): Promise<{ fileName: string; text: string }> {
  const started = page.waitForEvent("download");
  await page.getByRole("button", { name }).first().click();
  const file = await started;
  const path = await file.path();
  return { fileName: file.suggestedFilename(), text: path ? await readFile(path, "utf8") : "" };
}

test("a customer's flight, hotel, car and activity on My trip (desktop and 390 px), each detail page with its PDF, and the CSV", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  // A new customer (single sign-on creates the account), so My trip holds exactly this test's bookings.
  await page.goto(onHost(HOSTS.acme, `/sso?${new URLSearchParams({ token: await ssoToken(uniqueEmail("mytrip")), navigateTo: "/mytrip" })}`));
  await expect(page.getByRole("heading", { name: "My trip", level: 1 })).toBeVisible({ timeout: scaled(15_000) });
  const token = decodeURIComponent((await tokenCookie(page.context())) ?? "");
  const paidFlight = async () => {
    const [offer] = await searchOffers(page.request, { from: "JFK", to: "LHR", depart: isoDay(24) });
    if (!offer) throw new Error("the sandbox found no JFK-LHR flight");
    return bookViaApi(page.request, token, offer.id);
  };
  const [flight, hotel, car, activity] = await Promise.all([paidFlight(), paidHotelBooking(page.request, token), paidCarBooking(page.request, token), paidActivityBooking(page.request, token)]);
  const references = { flight, hotel, car, activity };

  // Desktop: a table of the upcoming trips, each with its status and a link to its page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  const table = page.getByRole("table", { name: "Upcoming trips" });
  for (const reference of Object.values(references)) {
    const row = table.getByRole("row").filter({ hasText: reference });
    await expect(row).toBeVisible({ timeout: scaled(15_000) });
    await expect(row.getByRole("link", { name: `View booking ${reference}` })).toBeVisible();
  }
  await expect(
    table
      .getByRole("row")
      .filter({ hasText: flight })
      .getByText(/^(Paid|Confirmed and ticketed)$/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Upcoming (4)" })).toHaveAttribute("aria-current", "page");
  // Transactions on My trip are hidden when the agency has no reward wallet: this customer has none, and her four
  // card payments show all the same (spec B §7 getUserTransactions), with no wallet balance.
  const transactions = page.getByRole("region", { name: "Transactions" });
  await expect(transactions.getByRole("listitem").filter({ hasText: /^Paid · Card/ })).toHaveCount(4);
  await expect(transactions.getByText(/^Balance:/)).toHaveCount(0);
  await expectAccessible(page);
  const csv = await download(page, "Download all bookings (CSV)");
  expect(csv.fileName).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  for (const reference of Object.values(references)) expect(csv.text).toContain(reference);

  // The views are in the URL: Cancelled is empty, Back returns to the upcoming trips.
  await page.getByRole("link", { name: "Cancelled (0)" }).click();
  await expect(page).toHaveURL(/view=cancelled/);
  await expect(page.getByText("No cancelled trips.")).toBeVisible();
  await page.goBack();
  await expect(table).toBeVisible();

  // A phone has its own layout: cards with their actions, the views at hand, the CSV at the bottom.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeHidden();
  for (const reference of Object.values(references)) {
    const card = page.getByRole("listitem").filter({ hasText: reference });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: `View booking ${reference}` })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Download all bookings (CSV)" })).toBeInViewport();
  await expectAccessible(page);

  // Each detail page: the booking, what was paid, its cancellation policy, its PDF.
  const pages = [
    { reference: flight, url: /\/flight-details\?ref=/, heading: "Flight booking", pdf: "Download e-ticket (PDF)", price: "Price summary" },
    { reference: hotel, url: /\/hotel-details\?ref=/, heading: "Hotel booking", pdf: "Download voucher (PDF)", price: "Fare breakup" },
    { reference: car, url: /\/car-details\?ref=/, heading: "Car rental", pdf: "Download voucher (PDF)", price: "Price" },
    { reference: activity, url: /\/activity-details\/[A-Z0-9]+$/, heading: "Activity booking", pdf: "Download voucher (PDF)", price: "Price summary" },
  ];
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const detail of pages) {
    await page.getByRole("link", { name: `View booking ${detail.reference}` }).click();
    await expect(page).toHaveURL(detail.url);
    await expect(page.getByRole("heading", { name: detail.heading, level: 1 })).toBeVisible();
    await expect(page.getByTestId("reference-number")).toHaveText(detail.reference, { timeout: scaled(15_000) });
    await expect(page.getByRole("heading", { name: detail.price, exact: true })).toBeVisible();
    await expect(page.getByText("Cancellation policy").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel booking" })).toBeVisible();
    const pdf = await download(page, detail.pdf);
    expect(pdf.fileName).toBe(`${detail.reference}.pdf`);
    expect(pdf.text.startsWith("%PDF")).toBe(true);
    // A booking opened here stays here (the machine's confirmation is shown on the detail page).
    await expect(page).toHaveURL(detail.url);
    await page.goBack();
    await expect(page).toHaveURL(/\/mytrip/);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("link", { name: `View booking ${hotel}` }).click();
  await expect(page.getByRole("heading", { name: "Fare breakup" })).toBeVisible({ timeout: scaled(15_000) });
  await expectAccessible(page);
});

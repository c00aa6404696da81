// No browser test depends on the day it runs. The browser's clock (and time zone) is set to each
// day that once turned CI red (tests/calendar-days.ts), and a traveller books as the flight specs
// do: the search form's calendar from "today" (paging across month ends), dates 20 and 27 days
// ahead, results, details with no price change, checkout, payment, confirmation. The server's
// side of the same days is tests/server/calendar-days.test.ts.
import { expect, test } from "@playwright/test";
import { calendarDays, localDay } from "../calendar-days";
import { chooseAirport } from "../qa/drivers/flights-common";
import { clickDay } from "../qa/drivers/flights-date-range";
import { continueToCheckout, expectBooked, fillContact, fillTraveller, payWith, selectFirstFlight, signInEachTest } from "./fixtures/flights";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";

signInEachTest();

const days = calendarDays();
const midnight = days.find((d) => d.label === "23:59 UTC");
const cases = [
  ...days.map((d) => ({ ...d, timeZone: "UTC" })),
  // A minute before midnight UTC it is already tomorrow east of it and still earlier today west of it.
  ...(midnight ? ["Pacific/Kiritimati", "Pacific/Pago_Pago"].map((timeZone) => ({ ...midnight, timeZone })) : []),
];

for (const { label, at, timeZone } of cases) {
  // The instant stays out of the title: Playwright lists tests in one process and runs them in
  // others, and a run that crosses 23:59 UTC computes tomorrow's instant in the worker, so a title
  // holding it no longer names the listed test ("Test not found in the worker process").
  test.describe(`with the browser's clock on ${label} (${timeZone})`, () => {
    test.use({ timezoneId: timeZone });

    test("a traveller picks dates from today's calendar and books", async ({ page }) => {
      test.setTimeout(scaled(90_000));
      test.info().annotations.push({ type: "clock", description: at.toISOString() });
      await page.clock.install({ time: at });
      await page.goto(onHost(HOSTS.acme, "/booknow/flights/search"));
      const form = page.getByRole("form", { name: "Search flights" });
      await form.getByText("Round-Trip", { exact: true }).click();
      await chooseAirport(page, "From", "JFK");
      await chooseAirport(page, "To", "LHR");
      await form.getByRole("button", { name: /^Dates/ }).click();
      const dialog = page.getByRole("dialog", { name: "Dates" });
      await clickDay(page, "range", localDay(at, 20, timeZone));
      await clickDay(page, "range", localDay(at, 27, timeZone));
      await dialog.getByRole("button", { name: "Done" }).click();
      await form.getByRole("button", { name: "Search flights" }).click();
      await selectFirstFlight(page);
      await expect(page.getByRole("alertdialog", { name: "The price has changed" })).toHaveCount(0);
      await continueToCheckout(page);
      await fillTraveller(page, "Adult 1", "Alice", "Example", "1988-03-14");
      await fillContact(page);
      await page.getByRole("button", { name: "Continue to payment" }).click();
      await payWith(page, "4242 4242 4242 4242");
      await expectBooked(page);
    });
  });
}

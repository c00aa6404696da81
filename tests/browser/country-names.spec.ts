// Country names follow the page's language: the citizenship list at checkout stayed in English in
// es and pt. Names come from Intl.DisplayNames and are sorted with that language's collator.
import { expect, test, type Page } from "@playwright/test";
import { continueToCheckout, isoDay, selectFirstFlight, signInEachTest } from "./fixtures/flights";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";

signInEachTest();

// A day no other spec checks out as Alice: reaching checkout saves her checkout of the offer, which retires her other
// saved checkout of the same offer (docs/decisions.md "One saved checkout per offer"), so on checkout-core's day this
// took away the saved checkout that spec's "another device finds it" test was reading at the same time.
async function toTravellers(page: Page) {
  await page.goto(onHost(HOSTS.acme, `/booknow/flights/search?trip=One-Way&legs=JFK-LHR-${isoDay(31)}&adt=1`));
  await selectFirstFlight(page);
  await continueToCheckout(page);
}

const cases = [
  { language: "es", label: "Nacionalidad", germany: "Alemania", unitedStates: "Estados Unidos" },
  { language: "pt", label: "Nacionalidade", germany: "Alemanha", unitedStates: "Estados Unidos" },
] as const;

for (const { language, label, germany, unitedStates } of cases) {
  test(`in ${language}, the citizenship country list at checkout is translated and sorted in that language`, async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await toTravellers(page);
    await page
      .getByRole("banner")
      .getByRole("combobox", { name: /^(Language|Idioma)$/ })
      .selectOption(language);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const citizenship = page.getByRole("combobox", { name: label }).first();
    await expect(citizenship.getByRole("option", { name: germany, exact: true })).toHaveCount(1);
    await expect(citizenship.getByRole("option", { name: unitedStates, exact: true })).toHaveCount(1);
    await expect(citizenship.getByRole("option", { name: "Germany", exact: true })).toHaveCount(0);
    // The chosen value is the country's code, whatever its name reads.
    await citizenship.selectOption({ label: germany });
    await expect(citizenship).toHaveValue("DE");
    const names = (await citizenship.getByRole("option").allTextContents()).slice(1);
    expect(names).toEqual([...names].sort(new Intl.Collator(language).compare));
  });
}

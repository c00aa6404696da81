/**
 * Browser driver of the preferences machine: the header's language and currency menus on Acme
 * (src/web/components/language-switcher.tsx, currency-selector.tsx), in English with prices in USD
 * (the Chromium locale and Acme's default currency). Logging in and out is the header's dialog and
 * 'Log out' (alice@acme.test). Saving the language of a logged-in user
 * (`GET /api/user/changeLanguage/:lang`) is held until its step: the real answer, or the network
 * fails. A value the menus do not offer ('fr', 'EURO') cannot be picked: the step checks that the
 * menu has no such option and the page stays as it is.
 */
import { expect, type Page } from "@playwright/test";
import type { PreferencesContext } from "@machines/preferences/preferences.machine";
import { isSupportedLanguage } from "@machines/preferences/preferences.machine";
import type { ExpectedSnapshot } from "../../model/harness";
import type { Locale } from "../../browser/fixtures/catalog";
import { appStarted } from "../../browser/fixtures/site";
import { defineDriver } from "../ui-model";
import { ACME, answerAll, exactUrl, expectSignedIn, heldCount, hold, logInThroughHeader, named, preparePage, setPageLocale } from "./accounts";

const CUSTOMER = "alice@acme.test";

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as PreferencesContext;
const languageMenu = (page: Page) => page.getByRole("banner").getByRole("combobox", named(page, "Language"));
const currencyMenu = (page: Page) => page.getByRole("banner").getByRole("combobox", named(page, "Currency"));

async function showsPreferences(page: Page, { language, currency, signedIn }: PreferencesContext): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(languageMenu(page)).toHaveValue(language);
  await expect(currencyMenu(page)).toHaveValue(currency);
  await expectSignedIn(page, signedIn);
}

export const preferencesDriver = defineDriver({
  async setup(page) {
    preparePage(page, "en");
    await hold(page, "saveLanguage", "**/api/user/changeLanguage/*", "GET");
    await page.goto(`${ACME}/`);
    await appStarted(page);
  },
  stateChecks: {
    async idle(page, snapshot) {
      await showsPreferences(page, contextOf(snapshot));
    },
    async syncingLanguage(page, snapshot) {
      await showsPreferences(page, contextOf(snapshot));
      // Nothing on screen tells "saving": the request to the server is on its way.
      await expect.poll(() => heldCount(page, "saveLanguage"), { message: "a pending save of the language" }).toBeGreaterThan(0);
    },
  },
  eventActions: {
    async "language.changed"(page, event) {
      const language = String(event.language);
      if (!isSupportedLanguage(language)) return expect(languageMenu(page).locator(`option[value="${language}"]`)).toHaveCount(0);
      await languageMenu(page).selectOption(language);
      setPageLocale(page, language as Locale);
    },
    async "currency.changed"(page, event) {
      const currency = String(event.currency);
      if (!/^[A-Za-z]{3}$/.test(currency)) return expect(currencyMenu(page).locator(`option[value="${currency}"]`)).toHaveCount(0);
      await currencyMenu(page).selectOption(currency.toUpperCase());
    },
    async "session.changed"(page, event) {
      if (event.signedIn) return logInThroughHeader(page, CUSTOMER);
      await page.getByRole("banner").getByRole("link", named(page, "Log out")).click();
      await expect(page).toHaveURL(exactUrl(`${ACME}/`));
    },
    async "xstate.done.actor.saveLanguage"(page) {
      await answerAll(page, "saveLanguage", { real: true });
    },
    async "xstate.error.actor.saveLanguage"(page, event) {
      await answerAll(page, "saveLanguage", { failure: event.error });
    },
  },
});

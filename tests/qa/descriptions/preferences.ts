import type { PreferencesContext } from "@machines/preferences/preferences.machine";
import { describeMachine } from "../describe";
import { LANGUAGE_NAMES } from "@/web/i18n";
import { say } from "../labels";
import { tr } from "../phrases";

// Each language is named in itself in the menu (not a catalog text): the page's own list.
const languageName = (code: unknown) => (LANGUAGE_NAMES as Record<string, string>)[String(code)] ?? String(code);
const shown = (context: PreferencesContext) => tr`the page is in ${languageName(context.language)} and prices are in ${context.currency}${context.signedIn ? tr` (you are logged in)` : ""}`;

export const preferencesDescriptions = describeMachine<PreferencesContext>({
  start: () => tr`Open any page of the Acme site in English with prices in USD, not logged in`,
  states: {
    idle: (context) => tr`The header shows ${shown(context)}`,
    syncingLanguage: (context) => tr`The page is already in ${languageName(context.language)}; your account's language is being saved on the server`,
  },
  events: {
    "language.changed": ({ event }) =>
      String(event.language) in LANGUAGE_NAMES
        ? tr`Pick ${languageName(event.language)} in the ${say("Language")} menu of the header`
        : tr`Open the site with "?lang=${String(event.language)}" in the address (a language the site does not offer): nothing changes`,
    "currency.changed": ({ event }) =>
      /^[A-Za-z]{3}$/.test(String(event.currency))
        ? tr`Pick ${String(event.currency).toUpperCase()} in the ${say("Currency")} menu of the header`
        : tr`Try the currency "${String(event.currency)}" (not a 3-letter code, e.g. from an old link): nothing changes`,
    "session.changed": ({ event }) => (event.signedIn ? tr`Log in (in another tab or on the login page)` : "Log out"),
    "xstate.done.actor.saveLanguage": tr`The server saves your language`,
    "xstate.error.actor.saveLanguage": tr`Saving your language on the server fails (e.g. you are offline): you keep the language you chose`,
  },
});

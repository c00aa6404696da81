// The preferences actor itself: imported after the first paint (state/preferences.tsx holds the app's handle
// on it), so xstate and the preferences machine are not in the first download (issue "Fast on a phone").
import { createActor, fromPromise, type Actor } from "xstate";
import { preferencesMachine, type PreferencesInput } from "@machines/preferences/preferences.machine";
import { CURRENCY_STORAGE_KEY, type Language } from "@/shared/constants";
import { saveUserLanguage } from "../api/user-language";
import { activateLanguage, persistLanguage } from "../i18n";

const preferencesLogic = preferencesMachine.provide({
  actions: {
    persistLanguage: (_, { language }) => persistLanguage(language),
    applyLanguage: (_, { language }) => {
      void activateLanguage(language);
    },
    persistCurrency: (_, { currency }) => localStorage.setItem(CURRENCY_STORAGE_KEY, currency),
  },
  actors: {
    saveLanguage: fromPromise<void, { language: Language }>(({ input }) => saveUserLanguage(input.language)),
  },
});

export type PreferencesActor = Actor<typeof preferencesLogic>;

export function createPreferencesActor(input: PreferencesInput): PreferencesActor {
  return createActor(preferencesLogic, { input });
}

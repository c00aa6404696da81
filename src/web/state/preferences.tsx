// The app's handle on the preferences actor (state/preferences-actor.ts), started by PreferencesProvider as soon
// as its code has arrived ("Fast on a phone": xstate is not in the first download). Until then the language and
// currency shown are the machine's input, i.e. its starting context, and a choice made meanwhile waits for it.
import { createContext, use, useEffect, useState, type ReactNode } from "react";
import type { PreferencesInput } from "@machines/preferences/preferences.machine";
import { CURRENCY_STORAGE_KEY, FALLBACK_LANGUAGE, isSupportedLanguage, type Language } from "@/shared/constants";
import { i18n } from "../i18n";
import { useDeferredActor, useDeferredSelector, type DeferredActor } from "../lib/deferred-actor";
import type { PreferencesActor } from "./preferences-actor";
import { onLogoutReset } from "./logout-reset";
import { useSignedIn } from "./session";

interface Preferences {
  actor: DeferredActor<PreferencesActor>;
  input: PreferencesInput;
}

const PreferencesContext = createContext<Preferences | null>(null);

function storedCurrency(): string | null {
  // A server render of the first screen (src/web/first-screen.tsx) has no storage: the agency's default.
  const value = typeof localStorage === "undefined" ? null : localStorage.getItem(CURRENCY_STORAGE_KEY);
  return value && /^[A-Z]{3}$/.test(value) ? value : null;
}

export function PreferencesProvider({ defaultCurrency, children }: { defaultCurrency: string; children: ReactNode }) {
  const signedIn = useSignedIn();
  const [input] = useState<PreferencesInput>(() => ({
    language: isSupportedLanguage(i18n.locale) ? i18n.locale : FALLBACK_LANGUAGE,
    currency: storedCurrency() ?? defaultCurrency,
    signedIn,
  }));
  const actor = useDeferredActor("preferences", () => import("./preferences-actor").then(({ createPreferencesActor }) => createPreferencesActor(input)));
  const [preferences] = useState<Preferences>(() => ({ actor, input }));
  useEffect(() => {
    preferences.actor.send({ type: "session.changed", signedIn });
  }, [preferences, signedIn]);
  // Logging out resets the currency to the agency's (the stored choice went with local storage).
  useEffect(() => onLogoutReset(() => preferences.actor.send({ type: "currency.changed", currency: defaultCurrency })), [preferences, defaultCurrency]);
  return <PreferencesContext value={preferences}>{children}</PreferencesContext>;
}

function usePreferences(): Preferences {
  const preferences = use(PreferencesContext);
  if (!preferences) throw new Error("usePreferencesActor needs <PreferencesProvider>");
  return preferences;
}

export function usePreferencesActor(): DeferredActor<PreferencesActor> {
  return usePreferences().actor;
}

export function useCurrency(): string {
  const { actor, input } = usePreferences();
  return useDeferredSelector(actor, (state) => state.context.currency, input.currency);
}

export function useLanguage(): Language {
  const { actor, input } = usePreferences();
  return useDeferredSelector(actor, (state) => state.context.language, input.language);
}

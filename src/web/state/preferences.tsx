import { useActorRef, useSelector } from "@xstate/react";
import { useInspectable } from "../lib/inspector";
import { createContext, use, useEffect, type ReactNode } from "react";
import { fromPromise, type ActorRefFrom } from "xstate";
import { isSupportedLanguage, preferencesMachine } from "../../../machines/preferences/preferences.machine";
import { CURRENCY_STORAGE_KEY, FALLBACK_LANGUAGE, type Language } from "../../shared/constants";
import { saveUserLanguage } from "../api/user-language";
import { activateLanguage, i18n, persistLanguage } from "../i18n";
import { useSignedIn } from "./session";

type PreferencesActor = ActorRefFrom<typeof preferencesMachine>;

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

const PreferencesContext = createContext<PreferencesActor | null>(null);

function storedCurrency(): string | null {
  const value = localStorage.getItem(CURRENCY_STORAGE_KEY);
  return value && /^[A-Z]{3}$/.test(value) ? value : null;
}

export function PreferencesProvider({ defaultCurrency, children }: { defaultCurrency: string; children: ReactNode }) {
  const signedIn = useSignedIn();
  const actor = useActorRef(preferencesLogic, {
    input: {
      language: isSupportedLanguage(i18n.locale) ? i18n.locale : FALLBACK_LANGUAGE,
      currency: storedCurrency() ?? defaultCurrency,
      signedIn,
    },
  });
  useInspectable("preferences", actor);
  useEffect(() => {
    actor.send({ type: "session.changed", signedIn });
  }, [actor, signedIn]);
  return <PreferencesContext value={actor}>{children}</PreferencesContext>;
}

export function usePreferencesActor(): PreferencesActor {
  const actor = use(PreferencesContext);
  if (!actor) throw new Error("usePreferencesActor needs <PreferencesProvider>");
  return actor;
}

export function useCurrency(): string {
  return useSelector(usePreferencesActor(), (state) => state.context.currency);
}

import { and, assign, fromPromise, setup } from "xstate";
import { isSupportedLanguage, type Language } from "@/shared/constants";

// The first paint reads the same rule before this machine's code (and xstate) has arrived.
export { isSupportedLanguage };

export interface PreferencesInput {
  language: Language;
  currency: string;
  /** A user is logged in, so a language change is also saved on the server (spec A §4). */
  signedIn?: boolean;
}

export interface PreferencesContext {
  language: Language;
  currency: string;
  signedIn: boolean;
}

export type PreferencesEvent =
  /** `language` is a string because it comes from a query, cookie or select; the guard narrows it. */
  | { type: "language.changed"; language: string }
  | { type: "currency.changed"; currency: string }
  /** The session machine's state, forwarded by the app. */
  | { type: "session.changed"; signedIn: boolean };

/** Contract of the `saveLanguage` actor the app provides (PUT of the user's language). */
export interface SaveLanguageInput {
  language: Language;
}

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/** Params of the language side effects, read after `setLanguage` has assigned. */
const chosenLanguage = ({ context }: { context: PreferencesContext }) => ({ language: context.language });

/**
 * Language and currency preferences. Context is the truth; the app's named
 * actions mirror it to the cookie (`persistLanguage`, 525600 min), the i18n
 * catalog (`applyLanguage`) and storage (`persistCurrency`).
 */
export const preferencesMachine = setup({
  types: {
    input: {} as PreferencesInput,
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
  },
  guards: {
    isSupportedLanguage: ({ event }) => event.type === "language.changed" && isSupportedLanguage(event.language),
    isCurrencyCode: ({ event }) => event.type === "currency.changed" && CURRENCY_CODE.test(event.currency),
    isSignedIn: ({ context }) => context.signedIn,
  },
  actions: {
    setLanguage: assign({
      language: ({ context, event }) => (event.type === "language.changed" && isSupportedLanguage(event.language) ? event.language : context.language),
    }),
    setCurrency: assign({
      currency: ({ context, event }) => (event.type === "currency.changed" ? event.currency.toUpperCase() : context.currency),
    }),
    setSignedIn: assign({
      signedIn: ({ context, event }) => (event.type === "session.changed" ? event.signedIn : context.signedIn),
    }),
    // Side effects: placeholders the app replaces through `preferencesMachine.provide`.
    persistLanguage: (_, _params: { language: Language }) => {},
    applyLanguage: (_, _params: { language: Language }) => {},
    persistCurrency: (_, _params: { currency: string }) => {},
  },
  actors: {
    saveLanguage: fromPromise<void, SaveLanguageInput>(async () => {}),
  },
}).createMachine({
  id: "preferences",
  context: ({ input }) => ({
    language: input.language,
    currency: input.currency.toUpperCase(),
    signedIn: input.signedIn ?? false,
  }),
  initial: "idle",
  on: {
    "currency.changed": {
      guard: "isCurrencyCode",
      actions: ["setCurrency", { type: "persistCurrency", params: ({ context }) => ({ currency: context.currency }) }],
    },
    "session.changed": { actions: "setSignedIn" },
  },
  states: {
    idle: {
      on: {
        "language.changed": [
          {
            guard: and(["isSupportedLanguage", "isSignedIn"]),
            target: "syncingLanguage",
            actions: ["setLanguage", { type: "applyLanguage", params: chosenLanguage }, { type: "persistLanguage", params: chosenLanguage }],
          },
          {
            guard: "isSupportedLanguage",
            actions: ["setLanguage", { type: "applyLanguage", params: chosenLanguage }, { type: "persistLanguage", params: chosenLanguage }],
          },
        ],
      },
    },
    /** The new language is already applied; the server copy follows. */
    syncingLanguage: {
      invoke: {
        id: "saveLanguage",
        src: "saveLanguage",
        input: ({ context }) => ({ language: context.language }),
        onDone: { target: "idle" },
        // The user keeps the language they chose; the server copy catches up on the next change.
        onError: { target: "idle" },
      },
      on: {
        "language.changed": [
          {
            // A newer choice restarts the save so the server ends with the last one.
            guard: and(["isSupportedLanguage", "isSignedIn"]),
            target: "syncingLanguage",
            reenter: true,
            actions: ["setLanguage", { type: "applyLanguage", params: chosenLanguage }, { type: "persistLanguage", params: chosenLanguage }],
          },
          {
            guard: "isSupportedLanguage",
            target: "idle",
            actions: ["setLanguage", { type: "applyLanguage", params: chosenLanguage }, { type: "persistLanguage", params: chosenLanguage }],
          },
        ],
      },
    },
  },
});

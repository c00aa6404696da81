import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { preferencesMachine, type PreferencesInput, type SaveLanguageInput } from "@machines/preferences/preferences.machine";
import type { Language } from "@/shared/constants";
import { describeModel } from "./describe-model";
import { preferencesModel } from "./registry";

describeModel(preferencesModel);

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(input: PreferencesInput, save: (input: SaveLanguageInput) => Promise<void> = async () => {}) {
  const effects = {
    persistLanguage: vi.fn<(language: Language) => void>(),
    applyLanguage: vi.fn<(language: Language) => void>(),
    persistCurrency: vi.fn<(currency: string) => void>(),
    saveLanguage: vi.fn(save),
  };
  const machine = preferencesMachine.provide({
    actions: {
      persistLanguage: (_, params) => effects.persistLanguage(params.language),
      applyLanguage: (_, params) => effects.applyLanguage(params.language),
      persistCurrency: (_, params) => effects.persistCurrency(params.currency),
    },
    actors: { saveLanguage: fromPromise<void, SaveLanguageInput>(({ input }) => effects.saveLanguage(input)) },
  });
  return { actor: createActor(machine, { input }).start(), effects };
}

describe("preferences", () => {
  it("applies and persists a supported language without a server call when logged out", () => {
    const { actor, effects } = start({ language: "en", currency: "USD" });
    actor.send({ type: "language.changed", language: "pt" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.language).toBe("pt");
    expect(effects.applyLanguage).toHaveBeenCalledExactlyOnceWith("pt");
    expect(effects.persistLanguage).toHaveBeenCalledExactlyOnceWith("pt");
    expect(effects.saveLanguage).not.toHaveBeenCalled();
  });

  it("rejects an unsupported language", () => {
    const { actor, effects } = start({ language: "es", currency: "USD" });
    actor.send({ type: "language.changed", language: "fr" });
    expect(actor.getSnapshot().context.language).toBe("es");
    expect(effects.applyLanguage).not.toHaveBeenCalled();
  });

  it("saves the language on the server when logged in, then returns to idle", async () => {
    const { actor, effects } = start({ language: "en", currency: "USD", signedIn: true });
    actor.send({ type: "language.changed", language: "es" });
    expect(actor.getSnapshot().value).toBe("syncingLanguage");
    expect(effects.saveLanguage).toHaveBeenCalledExactlyOnceWith({ language: "es" });
    await flush();
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("keeps the new language when the server save fails", async () => {
    const { actor, effects } = start({ language: "en", currency: "USD", signedIn: true }, async () => {
      throw new Error("offline");
    });
    actor.send({ type: "language.changed", language: "pt" });
    await flush();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.language).toBe("pt");
    expect(effects.persistLanguage).toHaveBeenCalledExactlyOnceWith("pt");
  });

  it("accepts 3-letter currency codes only, stored upper-case", () => {
    const { actor, effects } = start({ language: "en", currency: "usd" });
    expect(actor.getSnapshot().context.currency).toBe("USD");
    for (const currency of ["EURO", "E1R", ""]) actor.send({ type: "currency.changed", currency });
    expect(effects.persistCurrency).not.toHaveBeenCalled();
    actor.send({ type: "currency.changed", currency: "brl" });
    expect(actor.getSnapshot().context.currency).toBe("BRL");
    expect(effects.persistCurrency).toHaveBeenCalledExactlyOnceWith("BRL");
  });
});

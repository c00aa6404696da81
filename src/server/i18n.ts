import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from "@lingui/core";
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from "@/shared/constants";

export type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

const LOCALES_DIR = fileURLToPath(new URL("../../locales/", import.meta.url));

/**
 * Each locale's compiled catalog (`npm run lingui:compile`), imported by a literal path so that the
 * production bundle (src/server/build.ts) carries the catalogs and plain node never loads a .ts file.
 */
const CATALOGS: Record<Language, () => Promise<{ messages?: Messages }>> = {
  en: () => import("../../locales/en/messages"),
  es: () => import("../../locales/es/messages"),
  pt: () => import("../../locales/pt/messages"),
};

/** A locale's compiled catalog; empty when not compiled yet. */
async function loadCatalog(lang: Language): Promise<Messages> {
  try {
    return (await CATALOGS[lang]()).messages ?? {};
  } catch (error) {
    if (!existsSync(`${LOCALES_DIR}${lang}/messages.ts`)) return {};
    throw error;
  }
}

/** `{name}` placeholders only: used when a message is not in the compiled catalog. */
function interpolate(message: string, values: Record<string, unknown> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export interface Translator {
  translator(lang: Language): Translate;
}

/** `catalogs` replaces the compiled files (tests); by default each locale's file is loaded. */
export async function createTranslator(catalogs?: Partial<Record<Language, Messages>>): Promise<Translator> {
  const instances = new Map<Language, I18n>();
  for (const lang of SUPPORTED_LANGUAGES) {
    const catalog = catalogs ? (catalogs[lang] ?? {}) : await loadCatalog(lang);
    const i18n = setupI18n({ locale: lang, messages: { [lang]: catalog } });
    instances.set(lang, i18n);
  }
  const translators = new Map<Language, Translate>();
  for (const [lang, i18n] of instances) {
    translators.set(lang, (descriptor, values) => {
      // A compiled entry handles ICU plurals and formats; without one (catalog not compiled,
      // or a message added since the last extract) fall back to the English source text.
      if (descriptor.id && i18n.messages[descriptor.id] !== undefined) return i18n._(descriptor.id, values);
      return interpolate(descriptor.message ?? descriptor.id ?? "", values);
    });
  }
  return {
    // Every supported language has an entry, so the fallback lookup never misses.
    translator: (lang) => translators.get(lang) ?? translators.get(FALLBACK_LANGUAGE)!,
  };
}

function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * spec A §4: the `lng` query wins (then, for a page, the language cookie: `choices` in order), then
 * Accept-Language (q-weighted), else `fallback` (en; a page: the agency's default language).
 */
export function pickLanguage(choices: unknown, acceptLanguage: string | undefined, fallback: Language = FALLBACK_LANGUAGE): Language {
  for (const choice of [choices].flat()) {
    if (typeof choice !== "string") continue;
    const base = choice.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(",")
      .map((part, index) => {
        const [tag = "", ...params] = part.trim().split(";");
        const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
        return { base: tag.toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
      })
      .filter((e) => e.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const entry of ranked) if (isLanguage(entry.base)) return entry.base;
  }
  return fallback;
}

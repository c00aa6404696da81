import { i18n } from "@lingui/core";
import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MINUTES, SUPPORTED_LANGUAGES, type Language } from "@/shared/constants";
import { setAriaLocale } from "./lib/aria-locale";
import { readCookie, writeCookie } from "./lib/cookies";
import { loadLocaleTables } from "./lib/locale-tables";

/** Each language is named in itself, so a reader can always find their own. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  pt: "Português",
};

function asLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const base = value.toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((l) => l === base) ?? null;
}

export function persistLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MINUTES * 60);
}

/** The visitor's own choice (spec A §4: lng query → cookie (525600 minutes) → browser languages), or null. */
function visitorLanguage(): Language | null {
  const fromQuery = asLanguage(new URLSearchParams(window.location.search).get("lng"));
  if (fromQuery) {
    // An explicit ?lng= choice sticks for later visits, like a switch in the header.
    persistLanguage(fromQuery);
    return fromQuery;
  }
  const fromCookie = asLanguage(readCookie(LANGUAGE_COOKIE));
  if (fromCookie) return fromCookie;
  for (const candidate of navigator.languages ?? [navigator.language]) {
    const language = asLanguage(candidate);
    if (language) return language;
  }
  return null;
}

/** spec A §4: the visitor's choice, else en (the agency's default replaces en once the agency is known). */
export function detectLanguage(): Language {
  return visitorLanguage() ?? FALLBACK_LANGUAGE;
}

/**
 * spec A §3 regional defaults: a visitor who chose nothing the site offers (no lng, no cookie, no browser
 * language among en, es, pt) gets the agency's default language rather than en.
 */
export async function applyAgencyLanguage(agencyDefault: Language): Promise<void> {
  if (visitorLanguage() === null && i18n.locale !== agencyDefault) await activateLanguage(agencyDefault);
}

/** Loads the compiled catalog for `language` (code-split per locale) and its tables (lib/locale-tables.ts), and activates it. */
export async function activateLanguage(language: Language): Promise<void> {
  const [{ messages }] = await Promise.all([import(`../../locales/${language}/messages.po`), loadLocaleTables(language)]);
  i18n.load(language, messages);
  i18n.activate(language);
  setAriaLocale(language);
  document.documentElement.lang = language;
}

export { i18n };

/**
 * The sentences of the plain-language QA paths in the tester's language. Every sentence the descriptions write
 * around the page's own texts ("Press {0} on the notice", "The checkout page says {0}") is a `tr` tagged template;
 * its English text, with `{0}`, `{1}`… where values go, is the key of the Spanish and Portuguese tables
 * (phrases/es.ts, phrases/pt.ts), whose sentence may put those values in another order. `QA_LANG` (language.ts)
 * picks the table once, when this module loads, as labels.ts picks the catalog the quoted page texts come from.
 *
 * The tables are the QA tools' own, not the product's Lingui catalogs: the site never shows these sentences, and in
 * the catalogs they would ship in the pages' bundles (docs/decisions.md "QA paths in Spanish and Portuguese").
 * tests/unit/qa-phrases.test.ts fails when a sentence of tests/qa has no es or pt entry, when an English sentence
 * is left untagged, or when a translation loses a `{n}`.
 */
import { qaLanguage } from "./language";
import { es } from "./phrases/es";
import { pt } from "./phrases/pt";

/** The translated tables, by language (English is the keys themselves). */
export const PHRASE_TABLES: Readonly<Record<"es" | "pt", Readonly<Record<string, string>>>> = { es, pt };

const language = qaLanguage();
const table = language === "en" ? null : PHRASE_TABLES[language];

/** The key of a tagged template: its text with `{0}`, `{1}`… where the values go. */
export const phraseKey = (parts: readonly string[]) => parts.reduce((key, part, index) => (index === 0 ? part : `${key}{${index - 1}}${part}`), "");

/** A QA sentence in the paths' language: tr`Press ${say("Reset")} beside the filters`. Throws on a sentence with no entry. */
export function tr(parts: TemplateStringsArray, ...values: unknown[]): string {
  const key = phraseKey(parts);
  const text = table ? table[key] : key;
  if (text === undefined) throw new Error(`The QA sentence "${key}" has no ${language} entry in tests/qa/phrases/${language}.ts`);
  return text.replace(/\{(\d+)\}/g, (_, index: string) => String(values[Number(index)]));
}

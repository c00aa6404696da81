/**
 * The language the plain-language QA paths are read in: `QA_LANG=es|pt` (`npm run qa:paths -- <machine> --lang es`,
 * `qa:export --lang`), English by default. The page's texts a path quotes come from that language's catalog
 * (labels.ts); the sentences around them from the QA phrase tables (phrases.ts).
 */

/** Languages the paths can be read in: the app's catalogs (locales/). */
export const QA_LANGUAGES = ["en", "es", "pt"] as const;
export type QaLanguage = (typeof QA_LANGUAGES)[number];

export function qaLanguage(): QaLanguage {
  const wanted = process.env.QA_LANG ?? "en";
  if (!(QA_LANGUAGES as readonly string[]).includes(wanted)) throw new Error(`QA_LANG=${wanted}: the catalogs are ${QA_LANGUAGES.join(", ")}`);
  return wanted as QaLanguage;
}

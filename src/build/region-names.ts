import type { Plugin } from "vite";
import worldCountries from "world-countries";

const PREFIX = "virtual:region-names/";
const RESOLVED = "\0region-names:";

/**
 * Every country of the country list (spec A §3, world-countries) named in `language` by CLDR, as the build's Node
 * has it (Intl.DisplayNames): code → name in the names' alphabetical order, the codes CLDR has no name for left out.
 */
export function regionNamesIn(language: string): Record<string, string> {
  const names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
  const named = worldCountries.flatMap(({ cca2 }) => {
    const name = names.of(cca2);
    return name ? [[cca2, name] as const] : [];
  });
  // In the language's alphabetical order (its collator's): the app's lists keep the table's order, no collator of
  // their own to make (lib/region-names.ts byCountryName).
  const collator = new Intl.Collator(language);
  return Object.fromEntries(named.sort((a, b) => collator.compare(a[1], b[1])));
}

/**
 * `virtual:region-names/<language>`: the countries' names in that language, a table the app looks names up in
 * (src/web/lib/region-names.ts) instead of making the browser's Intl.DisplayNames. The browser's first one loads ICU's
 * region names: 49 ms of an unthrottled page start, ~200 ms on a phone, on every page that names a country in its
 * first screen ("Every page fast on a phone": the car search's country of residence, the hotel search's
 * nationality). A Node without that language's data (a small-icu build) would name every country in English:
 * refused.
 */
export function regionNames(): Plugin {
  return {
    name: "waypoint:region-names",
    resolveId: (id) => (id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null),
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const language = id.slice(RESOLVED.length);
      const table = regionNamesIn(language);
      if (language !== "en" && table.DE === regionNamesIn("en").DE) this.error(`this Node's ICU has no country names in "${language}" (a full-icu Node is needed)`);
      return `export default ${JSON.stringify(table)};`;
    },
  };
}

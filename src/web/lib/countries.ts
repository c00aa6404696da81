import { useLingui } from "@lingui/react";
import { useEffect, useMemo, useState } from "react";
import { getCountries } from "../api/reference";
import { loadReference } from "../state/load-site";

/** A country as a list shows it: its ISO 3166 code and its name in the page's language. */
export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The countries named in `locale` and sorted by that language's collator. The country list
 * (spec A §3 "Country list entry") names countries in English; Intl.DisplayNames has every
 * region's name in every language the site speaks, and the English name stays where it has none.
 */
export function localizeCountries(list: readonly CountryOption[], locale: string): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return list.map((c) => ({ code: c.code, name: countryName(c.code, locale, c.name) })).sort((a, b) => collator.compare(a.name, b.name));
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** One country's name in `locale` given its code (e.g. an airport's country), or `fallback`. */
export function countryName(code: string, locale: string, fallback: string): string {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" })));
  try {
    return names.of(code) ?? fallback;
  } catch {
    return fallback; // a code Intl does not take as a region (empty, malformed) keeps the given name
  }
}

let countriesOnce: Promise<CountryOption[]> | null = null;

/**
 * The country list, named and sorted in the current Lingui locale: the root loader's (the first HTML's answer), else
 * asked once (that one failed).
 */
export function useCountries(): readonly CountryOption[] {
  const { i18n } = useLingui();
  const [countries, setCountries] = useState<CountryOption[]>([]);
  useEffect(() => {
    countriesOnce ??= loadReference()
      .then(({ countries }) => (countries.length > 0 ? countries : getCountries()))
      .then((list) => list.map((c) => ({ code: c.code.toUpperCase(), name: c.name })))
      .catch(() => {
        countriesOnce = null;
        return [];
      });
    let live = true;
    void countriesOnce.then((list) => live && setCountries(list));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => localizeCountries(countries, i18n.locale), [countries, i18n.locale]);
}

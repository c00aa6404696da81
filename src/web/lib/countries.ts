import { useLingui } from "@lingui/react";
import { startTransition, useEffect, useMemo, useState } from "react";
import { getCountries } from "../api/reference";
import { loadReference } from "../state/load-site";
import { byCountryName, countryName } from "./region-names";

/** A country as a list shows it: its ISO 3166 code and its name in the page's language. */
export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The countries named in `locale` and sorted as that language's collator sorts them. The country list
 * (spec A §3 "Country list entry") names countries in English; CLDR has every region's name in every language the
 * site speaks (lib/locale-tables.ts), and the English name stays where it has none.
 */
export function localizeCountries(list: readonly CountryOption[], locale: string): CountryOption[] {
  return list.map((c) => ({ code: c.code, name: countryName(c.code, locale, c.name) })).sort(byCountryName(locale));
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
    // Some 250 options drawn in slices, not in one task that blocks a tap ("Every page fast on a phone").
    void countriesOnce.then((list) => live && startTransition(() => setCountries(list)));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => localizeCountries(countries, i18n.locale), [countries, i18n.locale]);
}

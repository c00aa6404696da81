import { Trans } from "@lingui/react/macro";
import { startTransition, useEffect, useId, useState } from "react";
import { usePreferencesActor, useCurrency } from "../state/preferences";
import { useReference } from "../state/site";
import { CoinsIcon } from "./icons";

// Each currency's label is its code and its symbol as the country list gives it: no number format is made for it.
// Made with Intl (a narrow symbol per currency, ~150 of them), the labels loaded the locale's currency data and cost a
// phone over 100 ms after the first paint of every page ("Every page fast on a phone": the header is on all of them).
function labelOf(code: string, symbols: Readonly<Record<string, string>>): string {
  const symbol = symbols[code];
  return symbol && symbol !== code ? `${code} ${symbol}` : code;
}

/** Currencies the country list names and the rates table prices; the choice persists in localStorage. */
export function CurrencySelector() {
  const id = useId();
  const preferences = usePreferencesActor();
  const currency = useCurrency();
  const { currencies, currencySymbols } = useReference();
  // The first HTML and the first draw carry the chosen currency alone (all that shows while the select is closed).
  const [listed, setListed] = useState(false);
  useEffect(() => startTransition(() => setListed(true)), []);
  const options = !listed ? [currency] : currencies.includes(currency) ? currencies : [currency, ...currencies];
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        <Trans>Currency</Trans>
      </label>
      <CoinsIcon className="pointer-events-none absolute left-2.5 size-4 text-white/70" />
      <select
        id={id}
        value={currency}
        onChange={(event) => preferences.send({ type: "currency.changed", currency: event.target.value })}
        className="h-9 max-w-32 cursor-pointer appearance-none rounded-lg border border-white/15 bg-white/5 pl-8 pr-3 text-sm font-medium text-white transition hover:bg-white/10 [&>option]:text-slate-900"
      >
        {options.map((code) => (
          <option key={code} value={code}>
            {labelOf(code, currencySymbols)}
          </option>
        ))}
      </select>
    </div>
  );
}

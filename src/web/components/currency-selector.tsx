import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { usePreferencesActor, useCurrency } from "../state/preferences";
import { useReference } from "../state/site";
import { CoinsIcon } from "./icons";

function symbolOf(code: string, locale: string): string {
  try {
    const part = new Intl.NumberFormat(locale, { style: "currency", currency: code, currencyDisplay: "narrowSymbol" })
      .formatToParts(0)
      .find((p) => p.type === "currency");
    return part?.value ?? code;
  } catch {
    return code;
  }
}

/** Currencies the country list names and the rates table prices; the choice persists in localStorage. */
export function CurrencySelector() {
  const id = useId();
  const { i18n } = useLingui();
  const preferences = usePreferencesActor();
  const currency = useCurrency();
  const { currencies } = useReference();
  const options = currencies.includes(currency) ? currencies : [currency, ...currencies];
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
        {options.map((code) => {
          const symbol = symbolOf(code, i18n.locale);
          return (
            <option key={code} value={code}>
              {symbol === code ? code : `${code} ${symbol}`}
            </option>
          );
        })}
      </select>
    </div>
  );
}

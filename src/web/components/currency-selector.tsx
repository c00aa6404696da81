import { Trans, useLingui } from "@lingui/react/macro";
import { startTransition, useEffect, useId, useState } from "react";
import { usePreferencesActor, useCurrency } from "../state/preferences";
import { useReference } from "../state/site";
import { CoinsIcon } from "./icons";
import { numberFormat } from "@/shared/intl-formats";

// Each label needs a number format of its own (~150 currencies: tens of milliseconds on a phone, the largest piece
// of a results page's first draw), so each is made once per language; the select is drawn first with the chosen
// currency alone (all that shows while it is closed), and the list follows in a transition, in groups that React
// draws in separate slices ("Fast on a phone": no long task that blocks a tap).
const labels = new Map<string, string>();

function labelOf(code: string, locale: string): string {
  const key = `${locale} ${code}`;
  let label = labels.get(key);
  if (label === undefined) {
    const symbol = symbolOf(code, locale);
    label = symbol === code ? code : `${code} ${symbol}`;
    labels.set(key, label);
  }
  return label;
}

function symbolOf(code: string, locale: string): string {
  try {
    const part = numberFormat(locale, { style: "currency", currency: code, currencyDisplay: "narrowSymbol" })
      .formatToParts(0)
      .find((p) => p.type === "currency");
    return part?.value ?? code;
  } catch {
    return code;
  }
}

const GROUP = 16;

function CurrencyOptions({ codes, locale }: { codes: string[]; locale: string }) {
  return codes.map((code) => (
    <option key={code} value={code}>
      {labelOf(code, locale)}
    </option>
  ));
}

/** Currencies the country list names and the rates table prices; the choice persists in localStorage. */
export function CurrencySelector() {
  const id = useId();
  const { i18n } = useLingui();
  const preferences = usePreferencesActor();
  const currency = useCurrency();
  const { currencies } = useReference();
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
        {Array.from({ length: Math.ceil(options.length / GROUP) }, (_, i) => (
          <CurrencyOptions key={i} codes={options.slice(i * GROUP, (i + 1) * GROUP)} locale={i18n.locale} />
        ))}
      </select>
    </div>
  );
}

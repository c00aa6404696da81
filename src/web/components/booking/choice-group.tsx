import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import type { Money } from "@/shared/money";
import { useFormatMoney } from "./use-money";

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A second line, e.g. the lowest price or duration of that choice. */
  detail?: ReactNode;
  count?: number;
  lowest?: Money | null;
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string> {
  legend: ReactNode;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** "tabs": a segmented row (sort); "list": stacked radios (stops filter). */
  look?: "tabs" | "list";
  hideLegend?: boolean;
}

/**
 * One-of-many choice as native radios (sort control, stops filter), with counts and lowest prices. The tabs change
 * at once, without a CSS transition: React 19 listens for transition events at the root, and the tabs' colours,
 * weight and shadow fired a dozen of them into a sort click's frame (flight sort 3.7× → 2.7× a no-op click with the
 * summary cards' alike, bench:lists, "Every page fast on a phone").
 */
export function ChoiceGroup<T extends string>({ legend, choices, value, onChange, look = "list", hideLegend = false }: ChoiceGroupProps<T>) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const name = useId();
  const tabs = look === "tabs";
  return (
    <fieldset className="min-w-0">
      <legend className={hideLegend ? "sr-only" : "mb-2 text-sm font-semibold text-slate-900"}>{legend}</legend>
      <div className={tabs ? "grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-slate-100 p-1" : "space-y-0.5"}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          const extra =
            choice.detail ??
            (choice.count !== undefined || choice.lowest ? (
              <>
                {choice.count !== undefined && t`${choice.count} results`}
                {choice.lowest ? ` · ${t`from ${formatMoney(choice.lowest)}`}` : ""}
              </>
            ) : null);
          return (
            <label
              key={choice.value}
              className={
                tabs
                  ? `flex cursor-pointer flex-col items-center rounded-lg px-2 py-1.5 text-center text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${checked ? "bg-white font-semibold text-slate-900 shadow-sm" : "text-slate-700 hover:text-slate-900"}`
                  : `flex cursor-pointer items-start gap-2 rounded-lg px-1.5 py-1 text-sm hover:bg-slate-50 ${choice.disabled ? "opacity-50" : ""}`
              }
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                disabled={choice.disabled}
                onChange={() => onChange(choice.value)}
                className={tabs ? "sr-only" : "mt-0.5 size-4 accent-[var(--color-primary)]"}
              />
              <span className="min-w-0">
                <span className="block">{choice.label}</span>
                {extra && <span className="block text-xs font-normal text-slate-600">{extra}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

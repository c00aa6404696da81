import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useId, type ReactNode } from "react";
import type { ListAction } from "@/shared/filters/selection";
import type { Money } from "@/shared/money";
import { useFormatMoney } from "./use-money";

export interface FilterOption {
  value: string;
  label: string;
  /** Results in this option. */
  count?: number;
  /** Lowest price in this option. */
  lowest?: Money | null;
}

interface FilterListProps<F extends string> {
  /** Which of the vertical's filter groups this list is: handed back with each action, so one handler serves every list. */
  facet: F;
  legend: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  /** Made once by the vertical's panel (the list and its options are drawn again only when their props change). */
  onChange: (facet: F, action: ListAction) => void;
}

/**
 * Filter checkbox list with Select All, Clear All and an Only shortcut (spec B §2), showing each
 * option's count and lowest price. Controlled: the vertical's machine owns the selection.
 *
 * Memoised, and each option too ("Every page fast on a phone", bench:lists): a filter click redraws the one list
 * whose selection changed and, in it, the options whose box changed, not every option of every list. The panel
 * makes its option lists anew on each render, so the list compares them by what they show.
 */
export const FilterList = memo(function FilterList<F extends string>({ facet, legend, options, selected, onChange }: FilterListProps<F>) {
  const id = useId();
  const allSelected = options.every((option) => selected.includes(option.value));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mb-2 flex gap-3 text-xs">
        <button
          type="button"
          onClick={() => onChange(facet, { kind: "selectAll" })}
          disabled={allSelected}
          className="font-semibold text-primary-strong hover:underline disabled:text-slate-500 disabled:no-underline"
        >
          <Trans>Select All</Trans>
        </button>
        <button
          type="button"
          onClick={() => onChange(facet, { kind: "clearAll" })}
          disabled={selected.length === 0}
          className="font-semibold text-primary-strong hover:underline disabled:text-slate-500 disabled:no-underline"
        >
          <Trans>Clear All</Trans>
        </button>
      </div>
      <ul className="space-y-0.5">
        {options.map((option, i) => (
          <OptionRow
            key={option.value}
            inputId={`${id}-${i}`}
            facet={facet}
            value={option.value}
            label={option.label}
            count={option.count}
            lowest={option.lowest ?? null}
            checked={selected.includes(option.value)}
            onChange={onChange}
          />
        ))}
      </ul>
    </fieldset>
  );
}, sameList) as <F extends string>(props: FilterListProps<F>) => ReactNode;

function sameList<F extends string>(a: FilterListProps<F>, b: FilterListProps<F>): boolean {
  return (
    a.facet === b.facet &&
    a.legend === b.legend &&
    a.onChange === b.onChange &&
    a.selected.length === b.selected.length &&
    a.selected.every((value, i) => value === b.selected[i]) &&
    a.options.length === b.options.length &&
    a.options.every((option, i) => {
      const other = b.options[i];
      return other !== undefined && option.value === other.value && option.label === other.label && option.count === other.count && sameMoney(option.lowest ?? null, other.lowest ?? null);
    })
  );
}

function sameMoney(a: Money | null, b: Money | null): boolean {
  return a === b || (a !== null && b !== null && a.amount === b.amount && a.currency === b.currency);
}

interface OptionRowProps<F extends string> {
  inputId: string;
  facet: F;
  value: string;
  label: string;
  count: number | undefined;
  lowest: Money | null;
  checked: boolean;
  onChange: (facet: F, action: ListAction) => void;
}

const OptionRow = memo(function OptionRow<F extends string>({ inputId, facet, value, label, count, lowest, checked, onChange }: OptionRowProps<F>) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  return (
    <li className="group flex items-center gap-2 rounded-lg px-1.5 py-1 hover:bg-slate-50">
      <input id={inputId} type="checkbox" checked={checked} onChange={() => onChange(facet, { kind: "toggle", value })} className="size-4 shrink-0 accent-[var(--color-primary)]" />
      <label htmlFor={inputId} className="min-w-0 flex-1 cursor-pointer text-sm text-slate-800">
        <span className="block truncate">{label}</span>
        {(count !== undefined || lowest) && (
          <span className="block text-xs text-slate-600">
            {count !== undefined && <Trans>{count} results</Trans>}
            {lowest && <> · {t`from ${formatMoney(lowest)}`}</>}
          </span>
        )}
      </label>
      <button
        type="button"
        onClick={() => onChange(facet, { kind: "only", value })}
        aria-label={t`Only ${label}`}
        className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-primary-strong opacity-100 hover:bg-primary-soft sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100 sm:focus:opacity-100"
      >
        <Trans>Only</Trans>
      </button>
    </li>
  );
}) as <F extends string>(props: OptionRowProps<F>) => ReactNode;

import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
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

interface FilterListProps {
  legend: ReactNode;
  options: readonly FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  onOnly: (value: string) => void;
  onSelectAll: () => void;
  onClearAll: () => void;
}

/**
 * Filter checkbox list with Select All, Clear All and an Only shortcut (spec B §2), showing each
 * option's count and lowest price. Controlled: the vertical's machine owns the selection.
 */
export function FilterList({ legend, options, selected, onToggle, onOnly, onSelectAll, onClearAll }: FilterListProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const id = useId();
  const allSelected = options.every((option) => selected.includes(option.value));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mb-2 flex gap-3 text-xs">
        <button type="button" onClick={onSelectAll} disabled={allSelected} className="font-semibold text-primary-strong hover:underline disabled:text-slate-500 disabled:no-underline">
          <Trans>Select All</Trans>
        </button>
        <button type="button" onClick={onClearAll} disabled={selected.length === 0} className="font-semibold text-primary-strong hover:underline disabled:text-slate-500 disabled:no-underline">
          <Trans>Clear All</Trans>
        </button>
      </div>
      <ul className="space-y-0.5">
        {options.map((option, i) => {
          const inputId = `${id}-${i}`;
          return (
            <li key={option.value} className="group flex items-center gap-2 rounded-lg px-1.5 py-1 hover:bg-slate-50">
              <input id={inputId} type="checkbox" checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} className="size-4 shrink-0 accent-[var(--color-primary)]" />
              <label htmlFor={inputId} className="min-w-0 flex-1 cursor-pointer text-sm text-slate-800">
                <span className="block truncate">{option.label}</span>
                {(option.count !== undefined || option.lowest) && (
                  <span className="block text-xs text-slate-600">
                    {option.count !== undefined && <Trans>{option.count} results</Trans>}
                    {option.lowest && <> · {t`from ${formatMoney(option.lowest)}`}</>}
                  </span>
                )}
              </label>
              <button
                type="button"
                onClick={() => onOnly(option.value)}
                aria-label={t`Only ${option.label}`}
                className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-primary-strong opacity-100 hover:bg-primary-soft sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100 sm:focus:opacity-100"
              >
                <Trans>Only</Trans>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

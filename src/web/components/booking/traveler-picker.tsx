import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { travellerCounts, type TravellerCategories, type TravellerCounts } from "@/shared/booking/traveller-categories";
import { fieldLabel } from "./styles";

// The popup (react-aria's popover and dialog, the picker's machine and its counters) loads when the field is
// opened; a search form's first screen shows only the summary of the counts it holds (issue "Fast on a phone").
const TravelerPopup = lazy(async () => ({ default: (await import("./traveler-popover")).TravelerPopup }));

/** How a category reads on the page: its name (also the counter's accessible name) and a hint, e.g. its ages. */
export interface TravellerCategoryLabel {
  name: string;
  hint: ReactNode;
}

export interface TravelerPickerProps<Id extends string> {
  /** The vertical's categories and limits; the machine applies them. */
  travellers: TravellerCategories<Id>;
  labels: Record<Id, TravellerCategoryLabel>;
  /** What the closed field says, e.g. "3 travellers (incl. 1 infant)". */
  summary: (counts: TravellerCounts<Id>) => string;
  value: TravellerCounts<Id>;
  onChange: (counts: TravellerCounts<Id>) => void;
  label?: ReactNode;
}

/**
 * Traveller picker (spec B §2, §5) for any vertical: a field that says the counts, and a popup with one counter per
 * category the vertical describes. The popup's buttons ask the machine (`state.can`) whether a count may change; the
 * form receives the counts on every change and holds them while the popup is closed.
 */
export function TravelerPicker<Id extends string>({ travellers, labels, summary, value, onChange, label }: TravelerPickerProps<Id>) {
  const labelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // What the picker's machine starts from (its input rule: each category's initial where missing, clamped to the
  // limits), so the field says what the popup will show; a count out of the limits is corrected in the form at once.
  const counts = useMemo(() => travellerCounts(travellers, value) as TravellerCounts<Id>, [travellers, value]);
  useEffect(() => {
    if (travellers.categories.some(({ id }) => counts[id] !== value[id])) onChange(counts);
  }, [travellers, counts, value, onChange]);
  return (
    <div>
      <span id={labelId} className={fieldLabel}>
        {label ?? <Trans>Travellers</Trans>}
      </span>
      <button
        ref={triggerRef}
        type="button"
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex h-11 w-full items-center justify-between rounded-xl border border-slate-300 bg-white px-3.5 text-left text-[15px] text-slate-900 shadow-sm outline-none transition hover:border-slate-400 focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/15"
      >
        <span id={`${labelId}-value`}>{summary(counts)}</span>
        <span aria-hidden="true" className="text-slate-400">
          ▾
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <TravelerPopup triggerRef={triggerRef} onClose={() => setOpen(false)} travellers={travellers} labels={labels} value={counts} onChange={onChange} />
        </Suspense>
      )}
    </div>
  );
}

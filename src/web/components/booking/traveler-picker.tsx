import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { travelerPickerMachine } from "../../../../machines/traveler-picker/traveler-picker.machine";
import type { TravellerCategories, TravellerCounts } from "../../../shared/booking/traveller-categories";
import { useInspectable } from "../../lib/inspector";
import { fieldLabel } from "./styles";

// The popup (react-aria's popover and dialog: positioning, focus containment) loads when the field is
// opened; a search form's first screen shows only the summary (issue "Fast on a phone").
const TravelerPopover = lazy(async () => ({ default: (await import("./traveler-popover")).TravelerPopover }));

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
 * Traveller picker popup (spec B §2, §5) for any vertical: one counter per category the vertical
 * describes. The buttons ask the machine (`state.can`) whether a count may change; the form
 * receives the counts on every change.
 */
export function TravelerPicker<Id extends string>({ travellers, labels, summary, value, onChange, label }: TravelerPickerProps<Id>) {
  const labelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpenState] = useState(false);
  const actor = useActorRef(travelerPickerMachine, { input: { travellers, counts: value } });
  useInspectable("travelerPicker", actor);
  const snapshot = useSelector(actor, (s) => s);
  // The machine keeps a count for every category of `travellers` (travellerCounts), so these are its ids.
  const counts = snapshot.context.counts as TravellerCounts<Id>;
  useEffect(() => {
    if (travellers.categories.some(({ id }) => counts[id] !== value[id])) onChange(counts);
  }, [travellers, counts, value, onChange]);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    actor.send({ type: next ? "picker.opened" : "picker.closed" });
  };
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
          <TravelerPopover triggerRef={triggerRef} onClose={() => setOpen(false)}>
            {travellers.categories.map(({ id }) => (
              <Counter
                key={id}
                accessibleName={labels[id].name}
                hint={labels[id].hint}
                value={counts[id]}
                canDecrement={snapshot.can({ type: "traveler.decremented", category: id })}
                canIncrement={snapshot.can({ type: "traveler.incremented", category: id })}
                onDecrement={() => actor.send({ type: "traveler.decremented", category: id })}
                onIncrement={() => actor.send({ type: "traveler.incremented", category: id })}
              />
            ))}
          </TravelerPopover>
        </Suspense>
      )}
    </div>
  );
}

interface CounterProps {
  accessibleName: string;
  hint: ReactNode;
  value: number;
  canDecrement: boolean;
  canIncrement: boolean;
  onDecrement: () => void;
  onIncrement: () => void;
}

function Counter({ accessibleName, hint, value, canDecrement, canIncrement, onDecrement, onIncrement }: CounterProps) {
  const { t } = useLingui();
  const step = "inline-flex size-9 items-center justify-center rounded-full border border-slate-300 text-lg font-semibold text-slate-800 transition hover:border-primary hover:text-primary-strong disabled:cursor-not-allowed disabled:opacity-35";
  return (
    <div className="flex items-center justify-between gap-3">
      <div>
        <p className="text-sm font-semibold text-slate-900">{accessibleName}</p>
        <p className="text-xs text-slate-600">{hint}</p>
      </div>
      <div className="flex items-center gap-3">
        <button type="button" className={step} disabled={!canDecrement} onClick={onDecrement} aria-label={t`Remove one from ${accessibleName}`}>
          −
        </button>
        <output aria-live="polite" aria-label={accessibleName} className="w-5 text-center text-base font-semibold tabular-nums">
          {value}
        </output>
        <button type="button" className={step} disabled={!canIncrement} onClick={onIncrement} aria-label={t`Add one to ${accessibleName}`}>
          +
        </button>
      </div>
    </div>
  );
}

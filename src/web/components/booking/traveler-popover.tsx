import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, type ReactNode, type RefObject } from "react";
import { Dialog, Popover } from "react-aria-components";
import { travelerPickerMachine } from "@machines/traveler-picker/traveler-picker.machine";
import type { TravellerCategories, TravellerCounts } from "@/shared/booking/traveller-categories";
import { useInspectable } from "../../lib/inspector";
import type { TravellerCategoryLabel } from "./traveler-picker";

interface TravelerPopupProps<Id extends string> {
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  travellers: TravellerCategories<Id>;
  labels: Record<Id, TravellerCategoryLabel>;
  /** The counts the form holds (the field's, already within the limits): the machine starts from them. */
  value: TravellerCounts<Id>;
  onChange: (counts: TravellerCounts<Id>) => void;
}

/**
 * The traveller picker's open popup under its field, with the picker's machine (its own chunk, see
 * traveler-picker.tsx): the machine runs while the popup is open, from the counts the form holds.
 */
export function TravelerPopup<Id extends string>({ triggerRef, onClose, travellers, labels, value, onChange }: TravelerPopupProps<Id>) {
  const { t } = useLingui();
  const actor = useActorRef(travelerPickerMachine, { input: { travellers, counts: value } });
  useInspectable("travelerPicker", actor);
  const snapshot = useSelector(actor, (s) => s);
  // The machine keeps a count for every category of `travellers` (travellerCounts), so these are its ids.
  const counts = snapshot.context.counts as TravellerCounts<Id>;
  useEffect(() => {
    actor.send({ type: "picker.opened" });
  }, [actor]);
  useEffect(() => {
    if (travellers.categories.some(({ id }) => counts[id] !== value[id])) onChange(counts);
  }, [travellers, counts, value, onChange]);
  const close = () => {
    actor.send({ type: "picker.closed" });
    onClose();
  };
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      placement="bottom start"
      className="w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-4 shadow-xl outline-none"
    >
      <Dialog aria-label={t`Choose travellers`} className="outline-none">
        <div className="space-y-4">
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
          <div className="flex justify-end border-t border-slate-100 pt-3">
            <button type="button" onClick={close} className="rounded-lg px-3 py-2 text-sm font-semibold text-primary-strong hover:bg-primary-soft">
              <Trans>Done</Trans>
            </button>
          </div>
        </div>
      </Dialog>
    </Popover>
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
  const step =
    "inline-flex size-9 items-center justify-center rounded-full border border-slate-300 text-lg font-semibold text-slate-800 transition hover:border-primary hover:text-primary-strong disabled:cursor-not-allowed disabled:opacity-35";
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

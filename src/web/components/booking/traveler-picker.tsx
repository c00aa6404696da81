import { plural } from "@lingui/core/macro";
import { useInspectable } from "../../lib/inspector";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId, type ReactNode } from "react";
import { Button, Dialog, DialogTrigger, Popover } from "react-aria-components";
import { travelerPickerMachine, type TravelerCounts } from "../../../../machines/traveler-picker/traveler-picker.machine";
import { PASSENGER_TYPES, type PassengerType } from "../../../shared/api/flights";
import { fieldLabel } from "./styles";

const TYPE_LABEL: Record<PassengerType, { name: ReactNode; hint: ReactNode }> = {
  ADT: { name: <Trans>Adults</Trans>, hint: <Trans>12 years and over</Trans> },
  CHD: { name: <Trans>Children</Trans>, hint: <Trans>2 to 12 years</Trans> },
  INF: { name: <Trans>Infants</Trans>, hint: <Trans>Under 2, on an adult's lap</Trans> },
};

export function useTravellerSummary(): (counts: TravelerCounts) => string {
  const { t } = useLingui();
  return (counts) => {
    const total = counts.ADT + counts.CHD + counts.INF;
    const travellers = plural(total, { one: "# traveller", other: "# travellers" });
    return counts.INF > 0 ? t`${travellers} (incl. ${counts.INF} infant)` : travellers;
  };
}

/**
 * Traveller picker popup (spec B §2, §5; spec A §3 passenger types). The buttons ask the machine
 * (`state.can`) whether a count may change; the form receives the counts on every change.
 */
export function TravelerPicker({ value, onChange, label }: { value: TravelerCounts; onChange: (counts: TravelerCounts) => void; label?: ReactNode }) {
  const { t } = useLingui();
  const labelId = useId();
  const actor = useActorRef(travelerPickerMachine, { input: { counts: value } });
  useInspectable("travelerPicker", actor);
  const snapshot = useSelector(actor, (s) => s);
  const counts = snapshot.context.counts;
  const summary = useTravellerSummary();
  useEffect(() => {
    if (counts.ADT !== value.ADT || counts.CHD !== value.CHD || counts.INF !== value.INF) onChange(counts);
  }, [counts, value, onChange]);
  const names: Record<PassengerType, string> = { ADT: t`Adults`, CHD: t`Children`, INF: t`Infants` };
  return (
    <div>
      <span id={labelId} className={fieldLabel}>
        {label ?? <Trans>Travellers</Trans>}
      </span>
      <DialogTrigger onOpenChange={(open) => actor.send({ type: open ? "picker.opened" : "picker.closed" })}>
        <Button
          aria-labelledby={`${labelId} ${labelId}-value`}
          className="flex h-11 w-full items-center justify-between rounded-xl border border-slate-300 bg-white px-3.5 text-left text-[15px] text-slate-900 shadow-sm outline-none transition hover:border-slate-400 focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/15"
        >
          <span id={`${labelId}-value`}>{summary(counts)}</span>
          <span aria-hidden="true" className="text-slate-400">
            ▾
          </span>
        </Button>
        <Popover placement="bottom start" className="w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-4 shadow-xl outline-none">
          <Dialog aria-label={t`Choose travellers`} className="outline-none">
            {({ close }) => (
              <div className="space-y-4">
                {PASSENGER_TYPES.map((type) => (
                  <Counter
                    key={type}
                    name={TYPE_LABEL[type].name}
                    accessibleName={names[type]}
                    hint={TYPE_LABEL[type].hint}
                    value={counts[type]}
                    canDecrement={snapshot.can({ type: "traveler.decremented", passengerType: type })}
                    canIncrement={snapshot.can({ type: "traveler.incremented", passengerType: type })}
                    onDecrement={() => actor.send({ type: "traveler.decremented", passengerType: type })}
                    onIncrement={() => actor.send({ type: "traveler.incremented", passengerType: type })}
                  />
                ))}
                <div className="flex justify-end border-t border-slate-100 pt-3">
                  <button type="button" onClick={close} className="rounded-lg px-3 py-2 text-sm font-semibold text-primary-strong hover:bg-primary-soft">
                    <Trans>Done</Trans>
                  </button>
                </div>
              </div>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}

interface CounterProps {
  name: ReactNode;
  accessibleName: string;
  hint: ReactNode;
  value: number;
  canDecrement: boolean;
  canIncrement: boolean;
  onDecrement: () => void;
  onIncrement: () => void;
}

function Counter({ name, accessibleName, hint, value, canDecrement, canIncrement, onDecrement, onIncrement }: CounterProps) {
  const { t } = useLingui();
  const step = "inline-flex size-9 items-center justify-center rounded-full border border-slate-300 text-lg font-semibold text-slate-800 transition hover:border-primary hover:text-primary-strong disabled:cursor-not-allowed disabled:opacity-35";
  return (
    <div className="flex items-center justify-between gap-3">
      <div>
        <p className="text-sm font-semibold text-slate-900">{name}</p>
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

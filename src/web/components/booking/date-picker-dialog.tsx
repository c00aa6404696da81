import { Trans } from "@lingui/react/macro";
import { useInspectable } from "../../lib/inspector";
import { parseDate, type CalendarDate } from "@internationalized/date";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { Calendar, RangeCalendar } from "react-aria-components";
import { dateRangeMachine } from "@machines/date-range/date-range.machine";
import { CalendarBody } from "./calendar-body";
import type { DateRangePickerProps, DateRangeValue } from "./date-range-picker";
import { useFormatDate } from "../../lib/format-date";
import { BookingModal } from "./modal";
import { primaryAction } from "./styles";

/** The open picker: react-aria calendars in a modal (its own chunk, loaded when a date field is opened). */
export function DatePickerDialog({
  mode,
  value,
  today,
  minDate,
  maxDays,
  label,
  startLabel,
  endLabel,
  onDone,
  onCancel,
}: DateRangePickerProps & { onDone: (value: DateRangeValue) => void; onCancel: () => void }) {
  const format = useFormatDate();
  const actor = useActorRef(dateRangeMachine, {
    input: { today, mode, startDate: value.startDate, endDate: value.endDate, ...(minDate ? { minDate } : {}), ...(maxDays ? { maxDays } : {}) },
  });
  useInspectable("dateRange", actor);
  const { startDate, endDate, minDate: min } = useSelector(actor, (s) => s.context);
  const [wide] = useState(() => window.matchMedia("(min-width: 768px)").matches);
  const months = wide ? 2 : 1;
  const minValue = parseDate(min);
  return (
    <BookingModal isOpen onOpenChange={(isOpen) => !isOpen && onCancel()} title={label} fullScreenOnMobile size="lg">
      <div className="flex h-full flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 text-sm">
          <div>
            <dt className="text-slate-600">{startLabel ?? <Trans>Departure</Trans>}</dt>
            <dd className="font-semibold text-slate-900">{format(startDate)}</dd>
          </div>
          {mode === "range" && (
            <div>
              <dt className="text-slate-600">{endLabel ?? <Trans>Return</Trans>}</dt>
              <dd className="font-semibold text-slate-900">{format(endDate)}</dd>
            </div>
          )}
        </dl>
        {mode === "range" ? (
          <RangeCalendar
            aria-label={typeof label === "string" ? label : undefined}
            visibleDuration={{ months }}
            minValue={minValue}
            value={{ start: parseDate(startDate), end: parseDate(endDate) }}
            onChange={(range) => actor.send({ type: "date.rangeSelected", startDate: range.start.toString(), endDate: range.end.toString() })}
            className="w-full"
          >
            <CalendarBody months={months} />
          </RangeCalendar>
        ) : (
          <Calendar
            aria-label={typeof label === "string" ? label : undefined}
            minValue={minValue}
            value={parseDate(startDate)}
            onChange={(date: CalendarDate) => actor.send({ type: "date.startSelected", date: date.toString() })}
            className="w-full"
          >
            <CalendarBody months={1} />
          </Calendar>
        )}
        <div className="mt-auto flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          {/* spec A §4 "initial-date action": today+2 and 7 days later. */}
          <button
            type="button"
            className="h-10 rounded-lg px-3 text-sm font-semibold text-primary-strong hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-primary"
            onClick={() => actor.send({ type: "date.initialReset" })}
          >
            <Trans>Reset dates</Trans>
          </button>
          <button type="button" className={`${primaryAction} w-full sm:w-auto`} onClick={() => onDone({ startDate, endDate })}>
            <Trans>Done</Trans>
          </button>
        </div>
      </div>
    </BookingModal>
  );
}

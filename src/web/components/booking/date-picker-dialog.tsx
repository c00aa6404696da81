import { Trans, useLingui } from "@lingui/react/macro";
import { useInspectable } from "../../lib/inspector";
import { parseDate, type CalendarDate } from "@internationalized/date";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { Button, Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading, RangeCalendar } from "react-aria-components";
import { dateRangeMachine } from "@machines/date-range/date-range.machine";
import { useFormatDate, type DateRangePickerProps, type DateRangeValue } from "./date-range-picker";
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

/** The month header with its arrows and the day grids; inside a react-aria Calendar or RangeCalendar. */
export function CalendarBody({ months }: { months: number }) {
  const { t } = useLingui();
  const nav = "inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-30";
  const cell =
    "flex size-10 cursor-pointer items-center justify-center rounded-full text-sm outline-none transition hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-primary data-[disabled]:cursor-default data-[disabled]:text-slate-400 data-[disabled]:hover:bg-transparent data-[outside-month]:hidden data-[selected]:rounded-none data-[selected]:bg-primary-soft data-[selection-start]:rounded-l-full data-[selection-end]:rounded-r-full data-[selection-start]:bg-primary data-[selection-end]:bg-primary data-[selection-start]:text-on-primary data-[selection-end]:text-on-primary data-[unavailable]:line-through";
  return (
    <>
      <header className="mb-2 flex items-center justify-between">
        <Button slot="previous" aria-label={t`Previous month`} className={nav}>
          ‹
        </Button>
        <Heading className="text-base font-semibold text-slate-900" />
        <Button slot="next" aria-label={t`Next month`} className={nav}>
          ›
        </Button>
      </header>
      <div className="flex flex-col gap-6 md:flex-row md:justify-around">
        {Array.from({ length: months }, (_, i) => (
          <CalendarGrid key={i} offset={{ months: i }} className="mx-auto border-separate border-spacing-y-1">
            <CalendarGridHeader>{(day) => <CalendarHeaderCell className="pb-1 text-xs font-medium text-slate-600">{day}</CalendarHeaderCell>}</CalendarGridHeader>
            <CalendarGridBody>{(date) => <CalendarCell date={date} className={cell} />}</CalendarGridBody>
          </CalendarGrid>
        ))}
      </div>
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useInspectable } from "../../lib/inspector";
import { parseDate, type CalendarDate } from "@internationalized/date";
import { useActorRef, useSelector } from "@xstate/react";
import { useId, useState, type ReactNode } from "react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar,
} from "react-aria-components";
import { dateRangeMachine, type DateMode } from "../../../../machines/date-range/date-range.machine";
import { BookingModal } from "./modal";
import { fieldLabel, primaryAction } from "./styles";

export interface DateRangeValue {
  startDate: string;
  endDate: string;
}

interface DateRangePickerProps {
  mode: DateMode;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** ISO date from the web's clock. */
  today: string;
  /** spec A §5: defaults to today. */
  minDate?: string;
  label: ReactNode;
  startLabel?: ReactNode;
  endLabel?: ReactNode;
  /** spec B §2: 28 by default. */
  maxDays?: number;
  invalid?: boolean;
}

/** "Tue, 2 May 2030" in the active locale, read as a calendar date (no time zone shift). */
export function useFormatDate(): (iso: string, options?: Intl.DateTimeFormatOptions) => string {
  const { i18n } = useLingui();
  return (iso, options = { weekday: "short", day: "numeric", month: "short", year: "numeric" }) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
    const [y, m, d] = iso.split("-").map(Number);
    return new Intl.DateTimeFormat(i18n.locale, { ...options, timeZone: "UTC" }).format(new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, d ?? 1)));
  };
}

/**
 * Single or range date picker (spec A §2 "Date picker": a modal, full-screen on mobile, with a Done
 * button; range mode shows start and end date; spec B §5 range rules held by dateRangeMachine).
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { mode, value, label, startLabel, endLabel, invalid } = props;
  const [open, setOpen] = useState(false);
  const format = useFormatDate();
  const labelId = useId();
  return (
    <div>
      <span id={labelId} className={fieldLabel}>
        {label}
      </span>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-invalid={invalid || undefined}
        className="flex h-11 w-full items-center gap-2 rounded-xl border border-slate-300 bg-white px-3.5 text-left text-[15px] text-slate-900 shadow-sm outline-none transition hover:border-slate-400 focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/15 aria-invalid:border-rose-500"
      >
        <CalendarGlyph />
        <span id={`${labelId}-value`} className="truncate">
          {mode === "range" ? `${format(value.startDate, { day: "numeric", month: "short" })} – ${format(value.endDate, { day: "numeric", month: "short" })}` : format(value.startDate)}
        </span>
      </button>
      {open && (
        <DatePickerDialog
          {...props}
          startLabel={startLabel}
          endLabel={endLabel}
          onDone={(next) => {
            props.onChange(next);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  );
}

function DatePickerDialog({
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
            className="h-10 rounded-lg px-3 text-sm font-semibold text-primary hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-primary"
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
    "flex size-10 cursor-pointer items-center justify-center rounded-full text-sm outline-none transition hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-primary data-[disabled]:cursor-default data-[disabled]:text-slate-400 data-[disabled]:hover:bg-transparent data-[outside-month]:hidden data-[selected]:rounded-none data-[selected]:bg-primary-soft data-[selection-start]:rounded-l-full data-[selection-end]:rounded-r-full data-[selection-start]:bg-primary-strong data-[selection-end]:bg-primary-strong data-[selection-start]:text-on-primary data-[selection-end]:text-on-primary data-[unavailable]:line-through";
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

function CalendarGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 text-slate-500" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

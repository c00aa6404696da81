import { parseDate, type CalendarDate } from "@internationalized/date";
import { Calendar } from "react-aria-components";
import { CalendarBody } from "./calendar-body";

interface AvailableDaysCalendarProps {
  /** The calendar's accessible name. */
  label: string;
  /** ISO dates that can be chosen, ascending (spec B §3 availableDates); every other day is shown unavailable. */
  available: readonly string[];
  /** The chosen ISO date. */
  value: string;
  onChange: (date: string) => void;
}

/**
 * A month calendar, always open, where only the given days can be chosen (an activity's open days): the
 * others are struck through and skipped by the keyboard; months before the first and after the last
 * open day cannot be shown.
 */
export function AvailableDaysCalendar({ label, available, value, onChange }: AvailableDaysCalendarProps) {
  const first = available[0];
  const last = available[available.length - 1];
  if (!first || !last) return null;
  const open = new Set(available);
  return (
    <Calendar
      aria-label={label}
      minValue={parseDate(first)}
      maxValue={parseDate(last)}
      value={parseDate(value || first)}
      isDateUnavailable={(date) => !open.has(date.toString())}
      onChange={(date: CalendarDate) => onChange(date.toString())}
      className="w-full max-w-sm"
    >
      <CalendarBody months={1} />
    </Calendar>
  );
}

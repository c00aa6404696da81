import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import type { DateMode } from "@machines/date-range/date-range.machine";
import { fieldLabel } from "./styles";
import { useFormatDate } from "../../lib/format-date";

// The calendars (react-aria, @internationalized/date, the date-range machine) load when the field is
// opened: a search form's first screen shows only the chosen dates (issue "Fast on a phone").
const DatePickerDialog = lazy(async () => ({ default: (await import("./date-picker-dialog")).DatePickerDialog }));

export interface DateRangeValue {
  startDate: string;
  endDate: string;
}

export interface DateRangePickerProps {
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
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </div>
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

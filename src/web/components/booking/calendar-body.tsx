// A calendar's month header and day grids, apart from the date picker's dialog: an activity's details page draws an
// always-open calendar (available-days-calendar.tsx) and does not load the picker's modal and date-range machine
// for it (issue "Every page fast on a phone", part 5).
import { useLingui } from "@lingui/react/macro";
import { Button, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading } from "react-aria-components";

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

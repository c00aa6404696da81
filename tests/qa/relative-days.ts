import { tr } from "./phrases";
/**
 * Dates as a tester sees them: the sandbox and the date picker count from today, so a path says
 * "5 days from today", never the model's fixed calendar date.
 */
const DAY_MS = 86_400_000;

const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** `2030-05-03` with today `2030-05-01` → "2 days from today". */
export function fromToday(isoDate: string, today: string): string {
  const days = dayNumber(isoDate) - dayNumber(today);
  if (days === 0) return tr`today`;
  if (days === 1) return tr`tomorrow`;
  if (days === -1) return tr`yesterday`;
  return days > 0 ? tr`${days} days from today` : tr`${-days} days before today`;
}

/** Nights between two dates: "7 nights later". */
export function nightsAfter(end: string, start: string): string {
  const nights = dayNumber(end) - dayNumber(start);
  return nights === 1 ? tr`1 night later` : tr`${nights} nights later`;
}

// The car search's rules and defaults (spec B §3 "Car search state", §5, §9), written once for the
// search form, the machine and the server. Times are the place's local wall time ("2030-05-01T10:00").
import { carRuleMessages as m } from "./messages";

/** spec B §3 defaults: country of residence United States, driver age 25, drop-off "Same drop-off". */
export const DEFAULT_COUNTRY_OF_RESIDENCE = "US";
export const DEFAULT_DRIVER_AGE = 25;
export const MIN_DRIVER_AGE = 18;
export const MAX_DRIVER_AGE = 99;
/** Drivers under this age pay the vendor's young-driver surcharge. */
export const YOUNG_DRIVER_AGE = 25;
/** spec B §5: a date range spans at most 28 days by default. */
export const MAX_RENTAL_DAYS = 28;
/** Pick-up and return at ten in the morning unless the traveller says otherwise. */
export const DEFAULT_PICK_UP_TIME = "10:00";

export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

function minutesOf(local: string): number {
  const [date = "", time = "00:00"] = local.split("T");
  const [y = 0, mo = 1, d = 1] = date.split("-").map(Number);
  const [h = 0, mi = 0] = time.split(":").map(Number);
  return Date.UTC(y, mo - 1, d, h, mi) / 60_000;
}

/** Rental days as rental desks count them: every started 24 hours (a 29-minute grace is not given). */
export function rentalDays(pickUp: string, dropOff: string): number {
  const minutes = minutesOf(dropOff) - minutesOf(pickUp);
  return Math.max(1, Math.ceil(minutes / (24 * 60)));
}

/** The pick-up and return times' rule; null when fine, else a message id. `today` is YYYY-MM-DD. */
export function rentalPeriodError(pickUp: string, dropOff: string, today: string): string | null {
  if (pickUp.slice(0, 10) < today) return m.pickUpInPast.id;
  if (minutesOf(dropOff) <= minutesOf(pickUp)) return m.returnBeforePickUp.id;
  if (minutesOf(dropOff) - minutesOf(pickUp) > MAX_RENTAL_DAYS * 24 * 60) return m.rentalTooLong.id;
  return null;
}

export function isYoungDriver(age: number): boolean {
  return age < YOUNG_DRIVER_AGE;
}

/** spec B §4 extras a car can be booked with (zod-free: the car machine counts them on the search page's first screen). */
export const CAR_EXTRAS = ["childSeat", "boosterSeat", "additionalDriver"] as const;

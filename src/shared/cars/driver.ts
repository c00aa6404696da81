// The driver of a rental (spec B §3 "age", §9 default driver age 25): the one traveller a car booking
// has. The search prices the car for an age (a young-driver surcharge under 25, a vendor's minimum
// age); the driver named at checkout must be of that age on the pick-up day, checked by the form and
// the server with the same rule.
import { ageOn, fitsAgeRange, type TravellerCategories } from "../booking/traveller-categories";
import { carRuleMessages as m } from "./messages";
import { isYoungDriver, MAX_DRIVER_AGE, MIN_DRIVER_AGE } from "./search";

/** A car booking's travellers: one driver, of driving age (the core's categories with an age range). */
export const CAR_TRAVELLERS: TravellerCategories<"DRV"> = {
  categories: [{ id: "DRV", min: 1, max: 1, initial: 1, inTotal: true, minAge: MIN_DRIVER_AGE, maxAge: MAX_DRIVER_AGE }],
  maxTotal: 1,
};

/**
 * Null when the driver born on `birthDate` may drive the car searched for a driver of `searchedAge`:
 * in the same band (under 25 pays the surcharge, 25 and over does not), and not younger than searched
 * (a vendor's minimum age was checked with it). `pickUpDate` is YYYY-MM-DD.
 */
export function driverAgeError(searchedAge: number, birthDate: string, pickUpDate: string): string | null {
  const age = ageOn(birthDate, pickUpDate);
  const [driver] = CAR_TRAVELLERS.categories;
  if (!driver || !fitsAgeRange(driver, age)) return m.driverAge.id;
  if (isYoungDriver(age) !== isYoungDriver(searchedAge) || age < Math.min(searchedAge, 25)) return m.driverAgeMismatch.id;
  return null;
}

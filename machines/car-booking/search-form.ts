// The car search form's defaults (the submit check: ./rules.ts) (spec B §3 "Car search state" defaults: country
// of residence US, drop-off "Same drop-off", driver age 25; §5 date range). "Today" comes from the
// machine's input, never from the clock here.
import type { CountryChoice } from "@/shared/constants";
import type { CarLocation, CarSearchRequest } from "@/shared/api/cars";
import { DEFAULT_RANGE_DAYS, DEFAULT_START_OFFSET_DAYS } from "@/shared/constants";
import { DEFAULT_COUNTRY_OF_RESIDENCE, DEFAULT_DRIVER_AGE, DEFAULT_PICK_UP_TIME } from "@/shared/cars/search";
import { addDays } from "../date-range/iso-date";

/** A place as the form shows it: what the location suggestions answered. */
export type CarPlace = Pick<CarLocation, "kind" | "code" | "name" | "latitude" | "longitude">;

export interface CarSearchForm {
  pickup: CarPlace | null;
  /** null: "Same drop-off" (spec B §3 default). */
  dropoff: CarPlace | null;
  pickUpDate: string;
  pickUpTime: string;
  returnDate: string;
  returnTime: string;
  age: number;
  countryOfResidence: string;
}

/** The driver's country of residence starts as the visitor's (spec A §3: from their address, else the United States). */
export function defaultCarSearchForm(today: string, country?: CountryChoice): CarSearchForm {
  const pickUpDate = addDays(today, DEFAULT_START_OFFSET_DAYS);
  return {
    pickup: null,
    dropoff: null,
    pickUpDate,
    pickUpTime: DEFAULT_PICK_UP_TIME,
    returnDate: addDays(pickUpDate, DEFAULT_RANGE_DAYS),
    returnTime: DEFAULT_PICK_UP_TIME,
    age: DEFAULT_DRIVER_AGE,
    countryOfResidence: country?.alpha2Code ?? DEFAULT_COUNTRY_OF_RESIDENCE,
  };
}

const placeOf = (ref: CarSearchRequest["pickupLocation"], name: string, latitude: number, longitude: number): CarPlace => ({ ...ref, name, latitude, longitude });

/** The search form as last submitted, so a new search or a back button refills it. */
export function carFormOf(search: CarSearchRequest): CarSearchForm {
  const [pickUpDate = "", pickUpTime = DEFAULT_PICK_UP_TIME] = search.pickUpDateTime.split("T");
  const [returnDate = "", returnTime = DEFAULT_PICK_UP_TIME] = search.returnDateTime.split("T");
  return {
    pickup: placeOf(search.pickupLocation, search.pickupReadable, search.pickupLatitude, search.pickupLongitude),
    dropoff: search.dropoffLocation ? placeOf(search.dropoffLocation, search.dropoffReadable, search.returnLatitude, search.returnLongitude) : null,
    pickUpDate,
    pickUpTime,
    returnDate,
    returnTime,
    age: search.age,
    countryOfResidence: search.countryOfResidence,
  };
}

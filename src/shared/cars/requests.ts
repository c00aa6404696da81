import { z } from "zod";
import { citizenshipSchema, contactEmailSchema, phoneSchema, travellerNameSchema } from "../booking/travellers";
import { carRuleMessages as m } from "./messages";
import { DEFAULT_COUNTRY_OF_RESIDENCE, DEFAULT_DRIVER_AGE, LOCAL_DATE_TIME, MAX_DRIVER_AGE, MIN_DRIVER_AGE, MAX_RENTAL_DAYS, rentalDays } from "./search";

// What a car search and a reservation send (spec B §3, §7 "Car rental"), apart from the answers' schemas
// (src/shared/api/cars.ts, which re-exports these): the car rules (machines/car-booking/rules.ts) check them as the
// search page opens, and the answers' schemas reach most of the API's (proposals, bookings, the back office's),
// ~50 ms of an unthrottled start to make ("Every page fast on a phone").

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD");
export const localDateTime = z.string().regex(LOCAL_DATE_TIME, "Expected local date and time, e.g. 2030-05-01T10:00");
export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

// --- Places: airports and cities -------------------------------------------------------------------
export const CAR_LOCATION_KINDS = ["airport", "city"] as const;
/** A pick-up or drop-off point: an airport by its IATA code, a city by its GeoNames id. */
export const carLocationRef = z
  .object({ kind: z.enum(CAR_LOCATION_KINDS), code: z.string().trim().min(1).max(12) })
  .refine((ref) => (ref.kind === "airport" ? /^[A-Z]{3}$/.test(ref.code) : /^\d{1,10}$/.test(ref.code)), { message: m.location.id, path: ["code"] });
export type CarLocationRef = z.infer<typeof carLocationRef>;

// --- Search (POST api/car-rental/availableCars) -----------------------------------------------------
/** spec B §3 "Car search state" plus the chosen places; `dropoffLocation` null is "Same drop-off". */
export const carSearchRequest = z
  .object({
    pickupLocation: carLocationRef,
    dropoffLocation: carLocationRef.nullable().default(null),
    pickupLatitude: latitude,
    pickupLongitude: longitude,
    returnLatitude: latitude,
    returnLongitude: longitude,
    pickupReadable: z.string().trim().min(1).max(200),
    dropoffReadable: z.string().trim().max(200).default(""),
    /** Local time at the pick-up place. */
    pickUpDateTime: localDateTime,
    /** Local time at the drop-off place. */
    returnDateTime: localDateTime,
    age: z.coerce.number().int().min(MIN_DRIVER_AGE, m.driverAge.id).max(MAX_DRIVER_AGE, m.driverAge.id).default(DEFAULT_DRIVER_AGE),
    countryOfResidence: z._default(citizenshipSchema, DEFAULT_COUNTRY_OF_RESIDENCE),
  })
  .superRefine((s, ctx) => {
    if (s.returnDateTime <= s.pickUpDateTime) ctx.addIssue({ code: "custom", message: m.returnBeforePickUp.id, path: ["returnDateTime"] });
    else if (rentalDays(s.pickUpDateTime, s.returnDateTime) > MAX_RENTAL_DAYS) ctx.addIssue({ code: "custom", message: m.rentalTooLong.id, path: ["returnDateTime"] });
  });
export type CarSearchRequest = z.infer<typeof carSearchRequest>;
/** The form's values before defaults are applied (what a URL or a form holds). */
export type CarSearchInput = z.input<typeof carSearchRequest>;

// --- Reservation: the driver and the contact --------------------------------------------------------
export const carDriver = z.object({
  title: z.enum(["Mr", "Mrs", "Ms", "Miss", "Dr"]).optional(),
  firstName: travellerNameSchema,
  lastName: travellerNameSchema,
  birthDate: isoDate,
  /** The driving licence's country, ISO 3166-1 alpha-2. */
  licenceCountry: citizenshipSchema,
  /** ISO 3166-1 alpha-2; prices some vendors' offers. */
  citizenship: z.optional(citizenshipSchema),
});
export type CarDriver = z.infer<typeof carDriver>;

export const carContact = z.object({ email: contactEmailSchema, phone: phoneSchema });
export type CarContact = z.infer<typeof carContact>;

import { z } from "zod";
import { DEFAULT_MARKUP_TYPE } from "../constants";
import { moneySchema } from "../money-schema";
import { ACRISS_CODE, TRANSMISSION_TYPES, VEHICLE_SIZE_IDS } from "../cars/acriss";
import { CAR_EXTRAS } from "../cars/search";
import { markupType, priceBreakdown } from "./bookings";
import { envelope } from "./envelope";
import { CAR_LOCATION_KINDS, carSearchRequest, latitude, localDateTime, longitude } from "../cars/requests";

export { CAR_LOCATION_KINDS, carContact, carDriver, carLocationRef, carSearchRequest } from "../cars/requests";
export type { CarContact, CarDriver, CarLocationRef, CarSearchInput, CarSearchRequest } from "../cars/requests";

// spec B §7 "Car rental", finding a car (booking one: ./car-bookings.ts): one schema per request and answer, used by the
// server and the client. Field
// names are spec B §3's ("passangerCapacity" and "milage" spelled as the spec spells them).

// --- Places (GET api/car-rental/locations): airports and cities -----------------------------------

export const carLocation = z.object({
  kind: z.enum(CAR_LOCATION_KINDS),
  code: z.string(),
  name: z.string(),
  /** The city an airport serves, or the city itself. */
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  latitude,
  longitude,
  timeZone: z.string(),
});
export type CarLocation = z.infer<typeof carLocation>;

export const carLocationsQuery = z.object({
  search: z.string().trim().min(1, "Type at least one character").max(60),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});
export const carLocationsResponse = envelope(z.array(carLocation));

// --- Search (POST api/car-rental/availableCars): src/shared/cars/requests.ts ----------------------------

export const FUEL_POLICIES = ["FullToFull", "PrePaid", "SameToSame"] as const;
export const fuelPolicy = z.enum(FUEL_POLICIES);
export type FuelPolicy = z.infer<typeof fuelPolicy>;

export { CAR_EXTRAS };
export const carExtraCode = z.enum(CAR_EXTRAS);

/** An extra the vendor offers with the car, paid per rental day. */
export const carExtraOffer = z.object({ code: carExtraCode, dailyRate: moneySchema, max: z.number().int().min(1).max(4) });

/** spec B §3 "Car offer". `price` is what the traveller pays (the agency's markup included); `currencyCode` is its currency. */
export const carOffer = z.object({
  id: z.string(),
  price: moneySchema,
  currencyCode: z.string().length(3),
  /** The vehicle size id (the ACRISS category letter), named through static data vehicleSizes. */
  size: z.enum(VEHICLE_SIZE_IDS),
  /** The full ACRISS (SIPP) code, e.g. CDAR. */
  sipp: z.string().regex(ACRISS_CODE),
  /** "Toyota Corolla or similar": the vendor promises the class, not the model. */
  vehicleName: z.string(),
  vendorName: z.string(),
  vendorCode: z.string(),
  cancellationPolicy: z.object({
    /** spec B §3: true when cancelling is free (the charge is included in the rate). */
    charge: z.object({ includedRateInd: z.boolean(), amount: moneySchema.nullable() }),
  }),
  passangerCapacity: z.string(),
  bagCapacity: z.string(),
  /** spec B §3 "milage (Unlimited)"; a limited rental says how far per day. */
  milage: z.enum(["Unlimited", "Limited"]),
  milageLimit: z.object({ distance: z.number().int().positive(), unit: z.enum(["km", "mi"]) }).nullable(),
  isACavailable: z.boolean(),
  transmissionType: z.enum(TRANSMISSION_TYPES),
  noOfDoors: z.number().int().min(2).max(6),
  fuelPolicy,
  pickUpLocation: carLocation,
  dropOffLocation: carLocation,
  pickUpDateTime: localDateTime,
  returnDateTime: localDateTime,
  rentalDays: z.number().int().min(1),
  /** The vendor's rate per day and the fees, at the vendor's price (before the agency's markup). */
  dailyRate: moneySchema,
  oneWayFee: moneySchema.nullable(),
  youngDriverFee: moneySchema.nullable(),
  /** The driver age the offer was priced for. */
  driverAge: z.number().int(),
  extras: z.array(carExtraOffer),
  /** ISO instant after which the vendor no longer holds the price. */
  expiresAt: z.string(),
});
export type CarOffer = z.infer<typeof carOffer>;

export const carSearchResult = z.object({ cars: z.array(carOffer), searchedAt: z.string() });
export const carSearchResponse = envelope(carSearchResult);

// --- Countries and static data ----------------------------------------------------------------------
// The countries of residence: ./car-countries.ts (the search page's one call on opening).

export const carStaticData = z.object({
  vehicleSizes: z.array(z.object({ id: z.string(), name: z.string() })),
  vendors: z.array(z.object({ code: z.string(), name: z.string() })),
  fuelPolicies: z.array(fuelPolicy),
  transmissionTypes: z.array(z.enum(TRANSMISSION_TYPES)),
  extras: z.array(carExtraCode),
});
export const carStaticDataResponse = envelope(carStaticData);

// --- Details and checkout pricing (POST carDetails, checkout) -----------------------------------------
export const carOfferRequest = z.object({
  offerId: z.string().min(1).max(2000),
  /** An agent pricing for one of the agency's clients (that client's markup applies). */
  clientId: z.string().uuid("Client must be a user id").optional(),
});
export type CarOfferRequest = z.infer<typeof carOfferRequest>;

/** The offer priced now; spec B §4: checkout success takes markupType and markup from this answer. */
export const carPricing = z.object({
  offer: carOffer,
  priceChanged: z.boolean(),
  previousTotal: moneySchema.nullable(),
  markupType: markupType.default(DEFAULT_MARKUP_TYPE),
  markup: z.number().nonnegative().default(0),
  totalAmount: moneySchema,
  /** Only for agents and staff (agency pricing: the customer sees one total). */
  breakdown: priceBreakdown.optional(),
});
export type CarPricing = z.infer<typeof carPricing>;
export const carPricingResponse = envelope(carPricing);

// --- Temporary URLs (POST getDetailsFromTempUrl) ---------------------------------------------------
/** A shared link of a search or an offer: its query carries `restore` (the booking machine's route state). */
export const tempUrlRequest = z.object({ url: z.string().trim().url("Not a link").max(4000) });
export const tempUrlDetails = z.object({ search: carSearchRequest.nullable(), offer: carPricing.nullable() });
export const tempUrlResponse = envelope(tempUrlDetails);

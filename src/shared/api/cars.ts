import { z } from "zod";
import { bookingProposalId, proposalPage } from "./proposals";
import { DEFAULT_MARKUP_TYPE } from "../constants";
import { moneySchema } from "../money-schema";
import { bookingStatus } from "../booking/status-schema";
import { ACRISS_CODE, TRANSMISSION_TYPES, VEHICLE_SIZE_IDS } from "../cars/acriss";
import { carRuleMessages as m } from "../cars/messages";
import { CAR_EXTRAS } from "../cars/search";
import { bookingFinishing, idempotencyKey, markupType, priceBreakdown, referenceNumber, retryOf } from "./bookings";
import { bookedRefundProtection, bookingAddOn, refundProtectionQuoteRequest } from "./refund-protection";
import { bookedBundle } from "./trip-add-on";
import { envelope } from "./envelope";
import { pagedEnvelope } from "./paging";
import { CAR_LOCATION_KINDS, carContact, carDriver, carSearchRequest, latitude, localDateTime, longitude } from "../cars/requests";

export { CAR_LOCATION_KINDS, carContact, carDriver, carLocationRef, carSearchRequest } from "../cars/requests";
export type { CarContact, CarDriver, CarLocationRef, CarSearchInput, CarSearchRequest } from "../cars/requests";

// spec B §7 "Car rental": one schema per request and answer, used by the server and the client. Field
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

// --- Reservation (POST reserveCar) ------------------------------------------------------------------
// The driver and the contact: src/shared/cars/requests.ts.

export const carExtraChoice = z.object({ code: carExtraCode, count: z.number().int().min(1).max(4) });
export type CarExtraChoice = z.infer<typeof carExtraChoice>;

/** The extras chosen for a rental: each code once, with how many (the car's `max` is checked by the server). */
const carExtraChoices = z
  .array(carExtraChoice)
  .max(CAR_EXTRAS.length)
  .refine((list) => new Set(list.map((e) => e.code)).size === list.length, { message: m.extraTooMany.id })
  .default([]);

export const reserveCarRequest = z.object({
  idempotencyKey,
  offerId: z.string().min(1).max(2000),
  driver: carDriver,
  contact: carContact,
  extras: carExtraChoices,
  /** spec B add-ons: the refund protection quote ticked (POST refund-protects/quote with the same extras). */
  addOns: z.array(bookingAddOn).max(1).default([]),
  /** A travel agent booking for one of the agency's customers; absent for a customer's own booking. */
  clientId: z.string().uuid("Client must be a user id").optional(),
  /** Booked from a proposal (docs/decisions.md "Proposals"): it is marked booked once this booking is confirmed. */
  proposalId: bookingProposalId,
  retryOf,
});
export type ReserveCarRequest = z.infer<typeof reserveCarRequest>;

/**
 * POST api/car-rental/refund-protects/quote: refund protection priced on what the rental costs with the
 * extras chosen (the premium follows the trip total), so choosing another extra asks for a new quote.
 */
export const carRefundProtectionQuoteRequest = refundProtectionQuoteRequest.extend({ extras: carExtraChoices });
export type CarRefundProtectionQuoteRequest = z.input<typeof carRefundProtectionQuoteRequest>;

export const carBookingResult = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  /** The vendor's confirmation number, once booked. */
  confirmationNumber: z.string().nullable(),
  bookedStatus: z.boolean(),
  bookingStatus,
  totalAmount: moneySchema,
});
export type CarBookingResult = z.infer<typeof carBookingResult>;
export const carBookingResponse = envelope(carBookingResult);

// --- Reservations (findReservation, agency detail, user bookings) ----------------------------------

/** The extras as booked, priced for the whole rental. */
export const bookedExtra = z.object({ code: carExtraCode, count: z.number().int(), amount: moneySchema });

export const carReservation = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  confirmationNumber: z.string().nullable(),
  bookingStatus,
  createdAt: z.string(),
  offer: carOffer,
  driver: carDriver,
  contact: carContact,
  extras: z.array(bookedExtra),
  /** spec B add-ons: the refund protection bought with the rental, or null. */
  refundProtection: bookedRefundProtection.nullable(),
  /** spec B add-ons: the trip add-on bundle this rental was booked in (its discount is in the price); null: none. */
  bundle: bookedBundle.nullable().optional(),
  /** Charged means finished or refunded: still being finished, or given back (null: neither). */
  finishing: bookingFinishing.nullable().optional(),
  totalAmount: moneySchema,
  card: z.object({ brand: z.string(), last4: z.string().length(4) }).nullable(),
  /** What a cancellation kept and gave back. */
  penalty: moneySchema.nullable(),
  refund: moneySchema.nullable(),
  /** The vendor's code when the booking failed (VENDOR_REFUSED, HOLD_RELEASED, ...). */
  failureCode: z.string().nullable(),
  /** Only for the agency's travel agents and staff. */
  breakdown: priceBreakdown.optional(),
  bookedFor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable().optional(),
});
export type CarReservation = z.infer<typeof carReservation>;
export const carReservationResponse = envelope(carReservation);

/** spec B §2 "my trip": cars use pickUpLocation and dropOffLocation names and pickUpDateTime. */
export const carBookingSummary = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  bookingStatus,
  createdAt: z.string(),
  totalAmount: moneySchema,
  vendorName: z.string(),
  vehicleName: z.string(),
  pickUpLocation: z.object({ name: z.string() }),
  dropOffLocation: z.object({ name: z.string() }),
  pickUpDateTime: z.string(),
  returnDateTime: z.string(),
});
export const carBookingsResponse = pagedEnvelope(carBookingSummary);

/** DELETE /api/car-rental/{id}: a reservation on hold given up, by its reference number. */
export const releaseCarParams = z.object({ id: referenceNumber });

// --- Proposals (src/shared/api/proposals.ts) -------------------------------------------------------

/**
 * A car as an item of a proposal: the quote as proposed, the search it came from and the vendor's car class (a quote
 * expires: the same vendor and class are found again by searching), and its details page.
 */
export const carProposalOffer = z.object({
  offerId: z.string().min(1).max(2000),
  search: carSearchRequest,
  vendorCode: z.string().min(1).max(10),
  sipp: z.string().regex(ACRISS_CODE),
  currency: z.string().regex(/^[A-Z]{3}$/),
  // The details page (machines/car-booking/routes.ts CAR_PATHS.details).
  page: proposalPage("/booknow/cars/result-details?"),
});
export type CarProposalOffer = z.infer<typeof carProposalOffer>;

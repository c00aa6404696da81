import { z } from "zod";
import { activityContact, activitySearchRequest, activityTag, activityTraveller, bookingAnswer, bookingQuestionId, destinationId, isoDate, productCode, selectedLocation } from "../activities/requests";
import { activityTravellers, activityTravellerType } from "../activities/travellers";
import { bookingStatus } from "../booking/status-schema";
import { DEFAULT_MARKUP_TYPE } from "../constants";
import { moneySchema } from "../money-schema";
import { bookingFinishing, idempotencyKey, markupType, priceBreakdown, referenceNumber, retryOf } from "./bookings";
import { envelope } from "./envelope";
import { pagedEnvelope } from "./paging";
import { bookedRefundProtection, bookingAddOn } from "./refund-protection";
import { bookingProposalId, proposalPage } from "./proposals";

// spec B §7 "Activities": one schema per request and answer, used by the server and the client; field
// names from spec B §3 (activity search state, activity cancellation data).

const startTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be HH:MM");
const offerId = z.string().trim().min(1).max(300);

export { ACTIVITY_PAGE_SIZE, activityContact, activitySearchRequest, activitySort, activityTraveller, bookingAnswer, productCode, selectedLocation } from "../activities/requests";
export type { ActivityContact, ActivitySearchRequest, ActivitySearchRequestInput, ActivitySort, ActivityTraveller, BookingAnswer, SelectedLocation } from "../activities/requests";

// --- Destinations (GET /api/activities/destinations?text=) ---------------------------------------
export const destinationsQuery = z.object({ text: z.string().trim().min(1, "Type a destination").max(100) });
export const activityDestination = z.object({
  destinationId: z.number().int(),
  destinationName: z.string(),
  /** Every sandbox destination is a city (GeoNames); a supplier may add regions. */
  destinationType: z.enum(["CITY"]),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  timeZone: z.string(),
});
export type ActivityDestination = z.infer<typeof activityDestination>;
export const destinationsResponse = envelope(z.array(activityDestination));

// --- Search (POST /api/activities/search) --------------------------------------------------------

export const activityImage = z.object({ url: z.string(), caption: z.string() });

/** One product on the results list (spec B §3 searchItem). Prices include the agency's markup and fee. */
export const activitySummary = z.object({
  productCode,
  title: z.string(),
  shortDescription: z.string(),
  destinationId: z.number().int(),
  durationMinutes: z.number().int().positive(),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  /** Every tag it answers to, derived ones included (src/shared/activities/tags.ts). */
  tags: z.array(activityTag),
  startTimes: z.array(startTime),
  /** The adult price of the cheapest option, before any discount is shown struck through. */
  fromPrice: moneySchema,
  /** The price before the deal (spec B §9 "deals and discount"), when there is one. */
  originalPrice: moneySchema.nullable(),
  image: activityImage,
});
export type ActivitySummary = z.infer<typeof activitySummary>;

export const activitySearchResult = z.object({
  /** spec B §3 searchItem: this page's products. */
  searchItem: z.array(activitySummary),
  /** spec B §3 totalSearchItem: all products matching the search and its filters. */
  totalSearchItem: z.number().int().nonnegative(),
  start: z.number().int(),
  limit: z.number().int(),
  /** spec B §4: no more results when a page returns fewer than 50. */
  hasMore: z.boolean(),
});
export type ActivitySearchResult = z.infer<typeof activitySearchResult>;
export const activitySearchResponse = envelope(activitySearchResult);

// --- Stored searches (POST /api/activities/search-store, DELETE /api/activities/{id}) --------------
export const activityStoreRequest = z.object({ search: activitySearchRequest, url: z.string().max(2000).optional() });
export const storedActivitySearch = z.object({ id: z.string(), search: activitySearchRequest, url: z.string().nullable(), createdAt: z.string() });
export const activityStoreResponse = envelope(storedActivitySearch);
export const activityIdParams = z.object({ id: z.string().uuid("Unknown saved search id") });
export const deleteActivitySearchResponse = envelope(z.object({ id: z.string(), deleted: z.boolean() }));

// --- Title suggestions (POST /api/activities/getActivityTitle) and tag counts -----------------------
export const activityTitleRequest = z.object({
  text: z.string().trim().min(2, "Type at least 2 characters").max(100),
  destinationId: destinationId.optional(),
});
export const activityTitleResponse = envelope(z.array(selectedLocation));

export const tagsFilterQuery = z.object({ destinationId });
export const tagFilterGroup = z.object({
  group: z.enum(["duration", "timeOfDay", "special", "popularity"]),
  tags: z.array(z.object({ tag: activityTag, count: z.number().int().nonnegative() })),
});
export const tagsFilterResponse = envelope(z.array(tagFilterGroup));

// --- Details (GET /api/activities/details/{id}), locations, available dates -----------------------
export const productParams = z.object({ id: productCode });

export const CANCELLATION_POLICY_TYPES = ["FREE", "PARTIAL", "NON_REFUNDABLE"] as const;
export const cancellationPolicy = z.object({
  type: z.enum(CANCELLATION_POLICY_TYPES),
  /** FREE: the full price back until this many hours before the start; PARTIAL: half back until then. */
  hoursBefore: z.number().int().nonnegative(),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicy>;

export const bookingQuestion = z.object({
  id: bookingQuestionId,
  required: z.boolean(),
});
export type BookingQuestion = z.infer<typeof bookingQuestion>;

export const productOption = z.object({
  optionCode: z.string(),
  title: z.string(),
  description: z.string(),
  /** Adult and child prices per person, before markup (the details page shows them with it). */
  adultPrice: moneySchema,
  childPrice: moneySchema,
  startTimes: z.array(startTime),
});

export const productReview = z.object({ author: z.string(), rating: z.number().int().min(1).max(5), text: z.string(), date: isoDate });

export const activityDetails = activitySummary.extend({
  description: z.string(),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  languages: z.array(z.string()),
  /** GET /api/activities/locations/{ref} resolves it. */
  meetingPoint: z.object({ ref: z.string(), name: z.string() }),
  images: z.array(activityImage),
  reviews: z.array(productReview),
  options: z.array(productOption),
  cancellationPolicy,
  bookingQuestions: z.array(bookingQuestion),
  maxTravellersPerType: z.number().int().positive(),
});
export type ActivityDetails = z.infer<typeof activityDetails>;
export const activityDetailsResponse = envelope(activityDetails);

export const locationParams = z.object({
  id: z
    .string()
    .trim()
    .regex(/^LOC-\d{1,10}P\d{1,4}$/, "Unknown location"),
});
/** A meeting point resolved (spec B §7 locations/{id}): its address and where it is, for a map. */
export const activityLocation = z.object({
  ref: z.string(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  timeZone: z.string(),
});
export type ActivityLocation = z.infer<typeof activityLocation>;
export const activityLocationResponse = envelope(activityLocation);

export const availableDatesQuery = z.object({ from: isoDate.optional(), days: z.coerce.number().int().min(1).max(366).default(90) });
/** spec B §3 availableDates: the days with at least one open slot. */
export const availableDatesResponse = envelope(z.object({ productCode: z.string(), availableDates: z.array(isoDate) }));

// --- Availability check (POST /api/activities/availability/check) ----------------------------------
export const availabilityCheckRequest = z.object({
  productCode,
  travelDate: isoDate,
  travellers: activityTravellers,
  /** Both given: the answer carries the bookable offer of that option and slot. */
  optionCode: z.string().trim().max(20).optional(),
  startTime: startTime.optional(),
  clientId: z.string().uuid("Client must be a user id").optional(),
});
export type AvailabilityCheckRequest = z.infer<typeof availabilityCheckRequest>;

export const priceLine = z.object({ type: activityTravellerType, count: z.number().int(), unitPrice: moneySchema, total: moneySchema });

/** A bookable option and slot for the travellers: what checkout, book and pay name by its id. */
export const activityOffer = z.object({
  id: z.string(),
  productCode,
  title: z.string(),
  destinationId: z.number().int(),
  travelDate: isoDate,
  optionCode: z.string(),
  optionTitle: z.string(),
  startTime,
  timeZone: z.string(),
  travellers: activityTravellers,
  lines: z.array(priceLine),
  /** What the customer pays (the agency's markup and fee included). */
  totalAmount: moneySchema,
  cancellationPolicy,
  bookingQuestions: z.array(bookingQuestion),
  /** ISO instant; after it the supplier will not book the offer. */
  expiresAt: z.string(),
});
export type ActivityOffer = z.infer<typeof activityOffer>;

export const slotAvailability = z.object({
  startTime,
  available: z.boolean(),
  /** spec B §9 "likely to sell out": few places left. */
  likelyToSellOut: z.boolean(),
  totalAmount: moneySchema,
});
export const availabilityCheckResult = z.object({
  productCode: z.string(),
  travelDate: isoDate,
  options: z.array(z.object({ optionCode: z.string(), title: z.string(), slots: z.array(slotAvailability) })),
  offer: activityOffer.nullable(),
});
export type AvailabilityCheckResult = z.infer<typeof availabilityCheckResult>;
export const availabilityCheckResponse = envelope(availabilityCheckResult);

// --- Checkout (POST /api/activities/bookings/checkout): the offer priced again ---------------------
export const activityCheckoutRequest = z.object({ offerId, clientId: z.string().uuid("Client must be a user id").optional() });
export const activityCheckoutResult = z.object({
  offer: activityOffer,
  priceChanged: z.boolean(),
  previousTotal: moneySchema.nullable(),
  /** spec B §3: markupType, markupValue, agencyFee (default percent 0, fee 0). */
  markupType: markupType.default(DEFAULT_MARKUP_TYPE),
  markupValue: z.number().nonnegative().default(0),
  agencyFee: z.number().int().nonnegative().default(0),
  totalAmount: moneySchema,
  /** Agents and staff only. */
  breakdown: priceBreakdown.optional(),
});
export type ActivityCheckoutResult = z.infer<typeof activityCheckoutResult>;
export const activityCheckoutResponse = envelope(activityCheckoutResult);

// --- Book (POST /api/activities/bookings/book) -----------------------------------------------------

/** Strict: a key the server ignores (a misspelt add-on) would lose what it carries silently. */
export const activityBookingRequest = z.strictObject({
  idempotencyKey,
  offerId,
  /** The lead traveller first; one entry per adult and child of the offer. */
  travellers: z.array(activityTraveller).min(1).max(10),
  contact: activityContact,
  answers: z.array(bookingAnswer).max(10).default([]),
  clientId: z.string().uuid("Client must be a user id").optional(),
  /** Booked from a proposal (docs/decisions.md "Proposals"): it is marked booked once this booking is confirmed. */
  proposalId: bookingProposalId,
  retryOf,
  /** spec B add-ons: the refund protection quoted for this offer (POST /api/activities/refund-protects/quote). */
  addOns: z.array(bookingAddOn).max(1, "At most one refund protection").default([]),
});
export type ActivityBookingRequest = z.infer<typeof activityBookingRequest>;

export const activityBookingResult = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  bookingStatus,
  totalAmount: moneySchema,
});
export const activityBookingResponse = envelope(activityBookingResult);

// Payment, 3-D Secure, release, status and the confirmation mail: the core's payloads
// (src/shared/api/bookings.ts) on /api/activities/bookings/payment, …/payment/3ds, …/release-hold,
// …/status and …/email.

// --- Booking details, list ---------------------------------------------------------------------------
export const bookingIdParams = z.object({ id: referenceNumber });

export const activityBookingDetails = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  bookingStatus,
  supplierReference: z.string().nullable(),
  createdAt: z.string(),
  offer: activityOffer,
  travellers: z.array(activityTraveller),
  contact: activityContact,
  answers: z.array(bookingAnswer),
  /** Where the activity starts (the confirmation, the booking page and the voucher show it); null if the provider no longer resolves it. */
  meetingPoint: activityLocation.nullable(),
  totalAmount: moneySchema,
  card: z.object({ brand: z.string(), last4: z.string().length(4) }).nullable(),
  breakdown: priceBreakdown.optional(),
  bookedFor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable().optional(),
  refundProtection: bookedRefundProtection.nullable().optional(),
  /** Charged means finished or refunded: still being finished, or given back (null: neither). */
  finishing: bookingFinishing.nullable().optional(),
  /** What was given back on cancel. */
  refundAmount: moneySchema.nullable(),
});
export type ActivityBookingDetails = z.infer<typeof activityBookingDetails>;
export const activityBookingDetailsResponse = envelope(activityBookingDetails);

/** My trip (spec B §2): activities show activity.title and travelDate. */
export const activityBookingListItem = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  bookingStatus,
  createdAt: z.string(),
  totalAmount: moneySchema,
  activity: z.object({ title: z.string(), productCode: z.string() }),
  travelDate: isoDate,
});
export const activityBookingsResponse = pagedEnvelope(activityBookingListItem);

// --- Cancellation (GET bookings/{id}/cancel-penalty, POST bookings/cancel) ---------------------------
export const CANCEL_REASONS = ["CHANGE_OF_PLANS", "WEATHER", "ILLNESS", "BOOKED_BY_MISTAKE", "FOUND_BETTER", "OTHER"] as const;
export const cancelReason = z.enum(CANCEL_REASONS, "Choose a reason");

/** spec B §3 "Activity cancellation data": reasons, refundAmount, exchangeRate, currency, priceChanged. */
export const activityCancelQuote = z.object({
  referenceNumber: z.string(),
  reasons: z.array(cancelReason),
  cancellable: z.boolean(),
  penalty: moneySchema,
  refundAmount: moneySchema,
  currency: z.string(),
  /** Booking currency per unit of the supplier's refund currency, when the supplier refunds in another one. */
  exchangeRate: z.object({ from: z.string(), to: z.string(), rate: z.number().positive() }).nullable(),
  /** Paid from the reward wallet: the refund goes back there first, the rest to the card (`splitRefund`). */
  paidFromCredit: moneySchema.optional(),
});
export type ActivityCancelQuote = z.infer<typeof activityCancelQuote>;
export const activityCancelQuoteResponse = envelope(activityCancelQuote);

/** spec B §7: reason, quoteAmount (the refund the traveller confirmed), bookingId (the reference number). */
export const activityCancelRequest = z.object({ bookingId: referenceNumber, reason: cancelReason, quoteAmount: moneySchema });
export const activityCancelResult = activityCancelQuote.omit({ reasons: true, cancellable: true, paidFromCredit: true }).extend({
  bookingStatus,
  /** spec B §4: the refund moved; nothing was cancelled, the new refund is above for reconfirmation. */
  priceChanged: z.boolean(),
});
export type ActivityCancelResult = z.infer<typeof activityCancelResult>;
export const activityCancelResponse = envelope(activityCancelResult);

// --- Proposals (src/shared/api/proposals.ts) -------------------------------------------------------

/**
 * An activity as an item of a proposal: the day, option, start time and travellers chosen (checked with the provider
 * again each time, as the details page does), and its details page.
 */
export const activityProposalOffer = z.object({
  productCode,
  travelDate: isoDate,
  travellers: activityTravellers,
  optionCode: z.string().trim().min(1).max(20),
  startTime,
  // The details page (machines/activity-booking/routes.ts ACTIVITY_PATHS.details, the product code in the path).
  page: proposalPage("/booknow/activities/result-details/"),
});
export type ActivityProposalOffer = z.infer<typeof activityProposalOffer>;

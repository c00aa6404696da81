import { z } from "zod";
import { activitySearchRequest, activityTag, bookingQuestionId, destinationId, isoDate, productCode, selectedLocation } from "../activities/requests";
import { activityTravellers, activityTravellerType } from "../activities/travellers";
import { DEFAULT_MARKUP_TYPE } from "../constants";
import { moneySchema } from "../money-schema";
import { markupType, priceBreakdown } from "./bookings";
import { envelope } from "./envelope";

// spec B §7 "Activities", finding one (booking one: ./activity-bookings.ts): one schema per request and answer, used
// by the server and the client; field names from spec B §3 (activity search state, activity cancellation data).

/** A slot's start time and a bookable offer's id, as the availability check answers them and a booking names them. */
export const activityStartTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be HH:MM");
export const activityOfferId = z.string().trim().min(1).max(300);
const startTime = activityStartTime;
const offerId = activityOfferId;

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

import { z } from "zod";
import { HOTEL_MAX_RADIUS_KM, HOTEL_PAGE_SIZE, HOTEL_COMPLETED_PAGE_SIZE } from "../hotels/stay";
import { hotelRuleMessages as h } from "../hotels/messages";
import { moneySchema } from "../money-schema";
import { decodeBase64Json } from "../base64-json";
import { proposalStatus } from "./proposal-status";
import { envelope } from "./envelope";
import { hotelOrder, hotelSearchRequest, isoDate, LOCATION_TYPES, type HotelSearchRequest } from "../hotels/requests";

export { hotelOccupancy, hotelOrder, hotelSearchRequest, isoDate, LOCATION_TYPES, nationality } from "../hotels/requests";
export type { HotelOrder, HotelSearchRequest, HotelSearchRequestInput } from "../hotels/requests";

// spec B §3 and §7 "Hotels": one schema per request and answer, used by the server and the client.
// Field names are the spec's (corelationId is spelled as the spec spells it). Search, rates and content here; the
// booking's requests and answers (checkout, record, my trip) in ./hotel-bookings.ts.

/** Hotel wall time with the hotel's UTC offset, e.g. 2030-05-01T12:00:00+01:00 (cancellation deadlines). */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/, "Expected local date-time with offset");
export const rateId = z.string().trim().min(1, h.rateRequired.id).max(2000);
const hotelId = z
  .string()
  .trim()
  .regex(/^[0-9]{1,9}-[0-9]{1,5}$/, h.unknownHotel.id);
export const corelationId = z.string().uuid(h.unknownSearch.id);

// --- Search (POST /api/v2/hotel/searchasync) ----------------------------------------------------

/** Board basis of a rate. */
export const BOARDS = ["RO", "BB", "HB", "FB", "AI"] as const;
export const board = z.enum(BOARDS);
export type Board = z.infer<typeof board>;

// --- Poll (POST /api/v2/hotel/searchasync/search?corelationId) ----------------------------------

export const hotelFilter = z.object({
  /** Total stay price bounds, minor units (inclusive). */
  priceMin: z.number().int().min(0).optional(),
  priceMax: z.number().int().min(0).optional(),
  /** Star ratings rounded (spec B shared widgets: 0–5). */
  stars: z.array(z.number().int().min(0).max(5)).max(6).optional(),
  facilities: z.array(z.string().max(40)).max(40).optional(),
  boards: z.array(board).max(BOARDS.length).optional(),
  /** Kilometres from the centre. */
  maxDistance: z.number().min(0).max(HOTEL_MAX_RADIUS_KM).optional(),
  freeCancellation: z.boolean().optional(),
  name: z.string().trim().max(100).optional(),
  orderBy: hotelOrder.optional(),
});
export type HotelFilter = z.infer<typeof hotelFilter>;

export const hotelPollQuery = z.object({ corelationId });
export const hotelPollRequest = z.object({
  filter: hotelFilter.default({}),
  from: z.number().int().min(0).default(0),
  size: z.number().int().min(1).max(HOTEL_PAGE_SIZE).default(HOTEL_PAGE_SIZE),
  /**
   * The page's size instead of `size` once the search has completed (this poll's answer has `pollCompleted`): a
   * client that reads the whole list asks for it in one answer, not 50 at a time. Optional, our addition to spec B
   * §7 (docs/decisions.md).
   */
  completedSize: z.number().int().min(1).max(HOTEL_COMPLETED_PAGE_SIZE).optional(),
});
export type HotelPollRequest = z.input<typeof hotelPollRequest>;

export const hotelSummary = z.object({
  hotelId: z.string(),
  name: z.string(),
  /** 0–5, halves allowed; shown rounded (spec B shared widgets). */
  starRating: z.number().min(0).max(5),
  /** Guests' score out of 10. */
  reviewScore: z.number().min(0).max(10),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Kilometres from the destination's centre. */
  distance: z.number().nonnegative(),
  facilities: z.array(z.string()),
  image: z.string(),
  boards: z.array(board),
  /** Some rate can be cancelled for free. */
  freeCancellation: z.boolean(),
  /** The lowest rate's total for the whole stay and every room, with the agency's pricing. */
  price: moneySchema,
  /** The hotel's own (rack) price for the same stay, shown struck through when higher. */
  publishedPrice: moneySchema,
});
export type HotelSummary = z.infer<typeof hotelSummary>;

/** A filter option with how many hotels it would show and the lowest price among them (spec B §4 filters). */
export const facetOption = z.object({ value: z.string(), count: z.number().int(), lowestPrice: moneySchema });
export type FacetOption = z.infer<typeof facetOption>;

export const hotelPollResult = z.object({
  hotels: z.array(hotelSummary),
  /** Hotels that pass the filter so far. */
  hotelCount: z.number().int(),
  /** The next page's `from`, or null on the last page. */
  nextPage: z.number().int().nullable(),
  hasMore: z.boolean(),
  facilities: z.array(facetOption),
  stars: z.array(facetOption),
  boards: z.array(facetOption),
  freeCancellation: facetOption.nullable(),
  priceRange: z.object({ min: moneySchema, max: moneySchema }).nullable(),
  showPublishedPrice: z.boolean(),
  /** The farthest hotel found, km (the distance filter's end). */
  maxDistance: z.number(),
  vendor: z.number().int(),
  /** Every batch has arrived: polling stops. */
  pollCompleted: z.boolean(),
  /** How many hotels arrived so far (before the filter). */
  receivedCount: z.number().int(),
});
export type HotelPollResult = z.infer<typeof hotelPollResult>;
export const hotelPollResponse = envelope(hotelPollResult);
/** A completed search's answer with its hotels left unchecked: the client checks them a slice per task (a whole city's list). */
export const hotelPollResponseHotelsUnchecked = envelope(hotelPollResult.extend({ hotels: z.array(z.unknown()) }));

/**
 * `?firstPoll=true` asks the start to make the search's first poll and answer it with the id; a caller that only needs
 * the id (a deal page's rooms) leaves it out and the start stays one insert. Our addition to spec B §7 (docs/decisions.md).
 */
export const hotelSearchStartQuery = z.object({ firstPoll: z.enum(["true", "false"]).optional() });

/**
 * The start's answer: the search's id and, when asked (`?firstPoll=true`) and the supplier answered it, the search's
 * first poll (`from 0`, `size 50`, no filter) as `POST …/searchasync/search` would have answered it, so the results
 * show the first hotels one request sooner. `firstPoll` is optional, our addition to spec B §7 (docs/decisions.md);
 * absent when that poll failed (the client's own poll then answers the failure).
 */
export const hotelSearchStarted = z.object({ corelationId, firstPoll: hotelPollResult.optional() });
export type HotelSearchStarted = z.infer<typeof hotelSearchStarted>;
export const hotelSearchStartResponse = envelope(hotelSearchStarted);

// --- Details, rooms and rates, static content ----------------------------------------------------

/** One cancellation charge: from `from` (hotel local time; null: from booking) the hotel keeps `amount`. */
export const cancellationCharge = z.object({ from: localDateTime.nullable(), amount: moneySchema });
export const cancellationPolicy = z.object({
  refundable: z.boolean(),
  /** The hotel's IANA time zone: deadlines are its wall time. */
  timeZone: z.string(),
  /** Free cancellation until (hotel local time), or null when never free. */
  freeUntil: localDateTime.nullable(),
  charges: z.array(cancellationCharge),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicy>;

export const hotelRate = z.object({
  rateId: z.string(),
  board,
  refundable: z.boolean(),
  cancellationPolicy,
  /** The stay's total for every room, with the agency's pricing. */
  price: moneySchema,
  publishedPrice: moneySchema,
  /** Included taxes. */
  taxes: moneySchema,
  /** Paid at the hotel (city tax), not in `price`. */
  payAtHotel: moneySchema,
  nights: z.number().int(),
  /** ISO instant after which the rate must be searched again. */
  expiresAt: z.string(),
});
export type HotelRate = z.infer<typeof hotelRate>;

export const hotelRoom = z.object({
  roomId: z.string(),
  name: z.string(),
  beds: z.string(),
  sizeSqm: z.number().int(),
  maxOccupancy: z.number().int(),
  image: z.string(),
  rates: z.array(hotelRate),
});
export type HotelRoom = z.infer<typeof hotelRoom>;

export const roomsAndRatesQuery = z.object({
  hotelid: hotelId,
  corelationId,
  vendor: z.coerce.number().int().min(1).max(99).default(2),
  /** The search payload as base64 JSON; when sent, priced instead of the stored search's (a shared link). */
  payloadHotel: z.string().max(8000).optional(),
});
export const roomsAndRatesResponse = envelope(z.object({ hotelId: z.string(), rooms: z.array(hotelRoom) }));

export const hotelDetailsQuery = z.object({ hotelid: hotelId, corelationId, vendor: z.coerce.number().int().min(1).max(99).default(2) });
export const staticContentQuery = z.object({ hotelId, corelationId: corelationId.optional() });

export const hotelContent = z.object({
  hotelId: z.string(),
  name: z.string(),
  starRating: z.number(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  timeZone: z.string(),
  description: z.string(),
  images: z.array(z.object({ url: z.string(), caption: z.string() })),
  facilities: z.array(z.string()),
  /** Hotel local times. */
  checkInTime: z.string(),
  checkOutTime: z.string(),
});
export type HotelContent = z.infer<typeof hotelContent>;
export const staticContentResponse = envelope(hotelContent);
export const hotelDetailsResponse = envelope(z.object({ hotel: hotelSummary, content: hotelContent }));

// --- Price check (POST api/v2/hotel/getPrice) ----------------------------------------------------

export const getPriceRequest = z.object({
  rateId,
  /** An agent pricing for one of the agency's clients. */
  clientId: z.string().uuid("Client must be a user id").optional(),
});

export const priceBreakdown = z.object({ net: moneySchema, markup: moneySchema, fee: moneySchema, total: moneySchema });

/** spec B §3 "Hotel price detail": markupType, markup, plus the rate as priced now. */
export const hotelPriceDetail = z.object({
  /** The rate priced now; its id replaces the searched one (a re-quoted rate carries its new price). */
  offer: z.object({ id: z.string(), expiresAt: z.string() }),
  rate: hotelRate,
  hotel: z.object({ hotelId: z.string(), name: z.string(), address: z.string(), starRating: z.number(), timeZone: z.string(), image: z.string() }),
  room: z.object({ roomId: z.string(), name: z.string(), beds: z.string() }),
  stayPeriod: z.object({ start: isoDate, end: isoDate }),
  occupancies: z.array(z.object({ adults: z.number().int(), child: z.array(z.number().int()) })),
  priceChanged: z.boolean(),
  previousTotal: moneySchema.nullable(),
  totalAmount: moneySchema,
  markupType: z.enum(["percent", "fixed"]),
  markup: z.number(),
  /** Staff only. */
  breakdown: priceBreakdown.optional(),
});
export type HotelPriceDetail = z.infer<typeof hotelPriceDetail>;
export const getPriceResponse = envelope(hotelPriceDetail);

// --- Suggestions and locations ---------------------------------------------------------------------

export const autoSuggestQuery = z.object({ text: z.string().trim().min(2, h.searchText.id).max(100) });
export const hotelSuggestion = z.object({
  type: z.enum(LOCATION_TYPES),
  /** A city's GeoNames id (for a hotel, its city's). */
  locationId: z.string(),
  /** A hotel's id; absent for a city. */
  code: z.string().optional(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  timeZone: z.string(),
});
export type HotelSuggestion = z.infer<typeof hotelSuggestion>;
export const autoSuggestResponse = envelope(z.array(hotelSuggestion));

export const locationParams = z.object({ id: z.string().regex(/^[0-9]{1,9}$/, "Unknown location") });
export const locationQuery = z.object({ autocomplete: z.enum(["true", "false"]).optional() });
export const locationContent = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  timeZone: z.string(),
  population: z.number().int(),
});
export const locationResponse = envelope(locationContent);

export const deleteSearchParams = z.object({ id: corelationId });
export const deleteSearchResponse = envelope(z.object({ id: z.string(), deleted: z.literal(true) }));

/** payloadHotel: the search payload as base64 JSON (a shared details link); null when it is not one. */
export function decodeSearchPayload(encoded: string): HotelSearchRequest | null {
  try {
    const parsed = hotelSearchRequest.safeParse(decodeBase64Json(encoded));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// --- Proposals, reviews, force codes -------------------------------------------------------------

export const proposalQuery = z.object({
  proposalId: z.string().uuid(h.unknownProposal.id),
  /** The first HTML's read of the deal page (src/shared/first-answers.ts): the same answer, the proposal not marked viewed. */
  peek: z.enum(["true"]).optional(),
});
/** The room and rate an agent chose, by what they are (a rate id expires; these do not). */
export const proposedRate = z.object({ roomId: z.string(), board, refundable: z.boolean() });
export type ProposedRate = z.infer<typeof proposedRate>;
/** A hotel as an item of a proposal (src/shared/api/proposals.ts): the hotel, the stay and rooms, the room chosen (null: its lowest rate). */
export const hotelProposalOffer = z.object({ hotelId: z.string().trim().min(1).max(40), search: hotelSearchRequest, rate: proposedRate.nullable().default(null) });
export type HotelProposalOffer = z.infer<typeof hotelProposalOffer>;
/** spec B §2 /booknow/hotels/deal/{proposalId}: what the customer sees of a proposal (not who else it was sent to). */
export const hotelProposal = z.object({
  proposalId: z.string(),
  hotel: hotelContent,
  search: hotelSearchRequest,
  rate: proposedRate.nullable(),
  note: z.string().nullable(),
  agentName: z.string().nullable(),
  status: proposalStatus,
  expired: z.boolean(),
});
export type HotelProposal = z.infer<typeof hotelProposal>;
export const proposalResponse = envelope(hotelProposal);

export const reviewQuery = z.object({ hotelId });
export const hotelReviews = z.object({
  score: z.number(),
  count: z.number().int(),
  reviews: z.array(z.object({ author: z.string(), country: z.string(), score: z.number(), text: z.string() })),
});
export const reviewResponse = envelope(hotelReviews);

/** spec B §7 "hotel force codes": the sandbox's triggers, so a tester can see what reaches each unhappy path. */
export const forceCode = z.object({ code: z.string(), field: z.string(), effect: z.string() });
export const forceCodesResponse = envelope(z.array(forceCode));

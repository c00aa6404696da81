import type { Board, CancellationPolicy, HotelContent } from "@/shared/api/hotels";
import type { LeadGuest } from "@/shared/api/hotel-bookings";
import type { RoomOccupancy } from "@/shared/hotels/stay";
import type { Money } from "@/shared/money";
import type { Supplier, SupplierBooking } from "../types";

// The hotel supplier contract (shaped like a bed bank's: Hotelbeds, Duffel Stays): an asynchronous search
// whose batches arrive across polls, rooms and rates per hotel, a price check of one rate (which may move
// or expire), then book, cancel quote and cancel through the one supplier contract.

export type HotelSupplierErrorCode = "INVALID_REQUEST" | "HOTEL_NOT_FOUND" | "RATE_NOT_FOUND" | "RATE_EXPIRED" | "RATE_SOLD_OUT" | "SUPPLIER_TIMEOUT" | "ORDER_NOT_FOUND" | "ORDER_ALREADY_CANCELLED";

export class HotelSupplierError extends Error {
  override readonly name = "HotelSupplierError";
  constructor(
    readonly code: HotelSupplierErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** What the supplier searches: a city (or one of its hotels), the stay and the rooms. */
export interface HotelSearchQuery {
  readonly cityId: number;
  /** One hotel only (a hotel picked in the destination field). */
  readonly hotelId?: string | undefined;
  readonly start: string;
  readonly end: string;
  readonly rooms: readonly RoomOccupancy[];
  readonly radiusKm: number;
  /** ISO 3166-1 alpha-2 of the guests' nationality (some rates are priced by it). */
  readonly nationality: string;
  /** When the search started (epoch ms): its rates expire from then. */
  readonly startedAt: number;
}

/** A hotel as the supplier answers a search: net prices, before the agency's pricing. */
export interface SupplierHotel {
  readonly hotelId: string;
  readonly name: string;
  readonly starRating: number;
  readonly reviewScore: number;
  readonly address: string;
  readonly city: string;
  readonly country: string;
  readonly lat: number;
  readonly lng: number;
  readonly distance: number;
  readonly facilities: readonly string[];
  readonly image: string;
  readonly boards: readonly Board[];
  readonly freeCancellation: boolean;
  /** The cheapest rate, net, for the whole stay and every room. */
  readonly net: Money;
  readonly publishedPrice: Money;
}

/** The hotels that have arrived by a poll, and whether the search is complete. */
export interface HotelSearchBatch {
  readonly hotels: readonly SupplierHotel[];
  readonly completed: boolean;
}

export interface SupplierRate {
  readonly rateId: string;
  readonly board: Board;
  readonly refundable: boolean;
  readonly cancellationPolicy: CancellationPolicy;
  readonly net: Money;
  readonly publishedPrice: Money;
  readonly taxes: Money;
  readonly payAtHotel: Money;
  readonly nights: number;
  readonly expiresAt: string;
}

export interface SupplierRoom {
  readonly roomId: string;
  readonly name: string;
  readonly beds: string;
  readonly sizeSqm: number;
  readonly maxOccupancy: number;
  readonly image: string;
  readonly rates: readonly SupplierRate[];
}

/** One rate as priced now, with what it is for (a booking keeps all of it). */
export interface PricedRate {
  readonly id: string;
  readonly rate: SupplierRate;
  readonly room: { readonly roomId: string; readonly name: string; readonly beds: string };
  readonly hotel: { readonly hotelId: string; readonly name: string; readonly address: string; readonly starRating: number; readonly timeZone: string; readonly image: string };
  readonly start: string;
  readonly end: string;
  readonly rooms: readonly RoomOccupancy[];
}

export interface HotelBookInput {
  readonly guests: readonly LeadGuest[];
  readonly contact: { readonly email: string; readonly phone: string };
  readonly specialRequests: string | null;
}

export type HotelBooked = SupplierBooking;

export interface HotelSupplier extends Supplier<HotelSearchQuery, HotelSearchBatch, PricedRate, HotelBookInput, HotelBooked> {
  /** The hotels that have arrived by the `poll`-th poll (1-based) of this search. */
  poll(query: HotelSearchQuery, poll: number): Promise<HotelSearchBatch>;
  rooms(hotelId: string, query: HotelSearchQuery): Promise<readonly SupplierRoom[]>;
  content(hotelId: string): Promise<HotelContent>;
  /** The hotels of a city whose name contains the text (accents ignored), for suggestions. */
  hotelsNamed(cityId: number, text: string, limit: number): readonly SupplierHotel[];
}

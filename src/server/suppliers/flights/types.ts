import type { SupplierHold } from "../types";
import type { BookingContact, BookingPassenger, CabinPreference, FareRules, FlightOffer, PassengerType } from "@/shared/api/flights";
import type { Money } from "@/shared/money";
import type { SupplierOrder } from "@/shared/flights/supplier-order";

// The order's shape is shared with the db layer (the sandbox keeps orders in a table).
export type { SupplierOrder, SupplierOrderPassenger, SupplierOrderStatus } from "@/shared/flights/supplier-order";

/**
 * The supplier contract, shaped after NDC/GDS APIs (Duffel, Amadeus): a search returns offers
 * made of slices (our `flights`) made of segments; offers expire; an order (PNR) is created from
 * an offer, then ticketed; cancellation is quoted before it is done. The sandbox implements it;
 * a real adapter maps its payloads onto these types.
 */
export interface FlightSupplier {
  readonly name: string;
  search(request: SupplierSearchRequest): Promise<SupplierSearchResult>;
  fareRules(offerId: string): Promise<FareRules>;
  /** Confirms price and availability right before checkout. */
  reprice(offerId: string): Promise<RepriceOutcome>;
  /** Creates the order (PNR) on hold; payment and ticketing come after. */
  /** `idempotencyKey`: a repeat answers the same order (the booking core's write-ahead key). */
  book(offerId: string, passengers: readonly BookingPassenger[], contact: BookingContact, idempotencyKey: string): Promise<SupplierOrder>;
  /** The open order booked with this key, or null. */
  findOrder(idempotencyKey: string): Promise<SupplierOrder | null>;
  /** Open orders (held or ticketed) made since `since`. */
  openOrders(since: Date): Promise<readonly SupplierHold[]>;
  ticket(orderId: string): Promise<SupplierOrder>;
  getReservation(pnr: string): Promise<SupplierOrder>;
  cancellationPenalty(pnr: string): Promise<CancellationQuote>;
  cancel(pnr: string): Promise<SupplierOrder>;
  /** Voids a ticketed order for a full refund; suppliers allow it on the day of issue only. */
  void(pnr: string): Promise<SupplierOrder>;
}

export interface SupplierSlice {
  readonly origin: string;
  readonly destination: string;
  /** YYYY-MM-DD, local at the origin. */
  readonly departureDate: string;
}

export type PassengerCounts = Readonly<Record<PassengerType, number>>;

export interface SupplierSearchRequest {
  readonly slices: readonly SupplierSlice[];
  readonly passengers: PassengerCounts;
  readonly cabin: CabinPreference;
  readonly maxResults: number;
}

export interface SupplierSearchResult {
  readonly offers: FlightOffer[];
  readonly searchedAt: string;
  readonly expiresAt: string;
}

export interface RepriceOutcome {
  readonly offer: FlightOffer;
  readonly priceChanged: boolean;
  readonly previousTotal: Money | null;
}

export interface CancellationQuote {
  readonly pnr: string;
  readonly penalty: Money;
  readonly refund: Money;
  readonly cancellable: boolean;
  readonly voidable: boolean;
}

export const SUPPLIER_ERROR_CODES = [
  "INVALID_REQUEST",
  "OFFER_NOT_FOUND",
  "OFFER_EXPIRED",
  "OFFER_SOLD_OUT",
  "SUPPLIER_TIMEOUT",
  "ORDER_NOT_FOUND",
  "ORDER_NOT_TICKETED",
  "ORDER_ALREADY_CANCELLED",
  "VOID_NOT_ALLOWED",
  "CANCEL_REJECTED",
] as const;
export type SupplierErrorCode = (typeof SUPPLIER_ERROR_CODES)[number];

export class SupplierError extends Error {
  override readonly name = "SupplierError";
  constructor(
    readonly code: SupplierErrorCode,
    message: string,
    /** True when the same call may succeed later (timeouts). */
    readonly retryable = false,
  ) {
    super(message);
  }
}

/** Injectable time source so tests can move the clock (offer expiry, same-day void). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

import type { Money } from "@/shared/money";

// The one supplier contract every vertical implements (flights, hotels, cars, activities): search, price,
// book, cancel quote, cancel. A vertical adds what only it has (flights: fare rules, ticketing, void).
// The booking core (src/server/bookings) reaches a supplier only through its vertical's description.

/** The offer as the supplier prices it right before checkout. */
export interface PriceCheck<Offer> {
  readonly offer: Offer;
  readonly priceChanged: boolean;
  readonly previousTotal: Money | null;
}

/** What a booking with the supplier gives back: its order id and the record locator the traveller sees. */
export interface SupplierBooking {
  readonly orderId: string;
  /** A flight's PNR, a hotel's confirmation number. */
  readonly reference: string;
}

/**
 * The supplier refunds in another currency than the booking's (spec B §3 activity cancellation data:
 * exchangeRate): `rate` units of the booking's currency `to` per unit of `from`. Amounts handed to the
 * core are already in the booking's currency; the rate is shown beside them.
 */
export interface ExchangeRate {
  readonly from: string;
  readonly to: string;
  readonly rate: number;
}

/** What cancelling would cost now, quoted before the traveller confirms. */
export interface SupplierCancelQuote {
  readonly penalty: Money;
  readonly refund: Money;
  readonly cancellable: boolean;
  readonly voidable: boolean;
  readonly exchangeRate?: ExchangeRate | null;
}

/** What the supplier kept and gave back on cancel (null: nothing said). */
export interface SupplierCancellation {
  readonly penalty: Money | null;
  readonly refund: Money | null;
  readonly exchangeRate?: ExchangeRate | null;
}

/** A booking the supplier holds, as its listing shows it. */
export interface SupplierHold {
  readonly reference: string;
  readonly orderId: string;
  /** The key it was booked with (null: booked before keys were sent). */
  readonly idempotencyKey: string | null;
  /** ISO instant it was booked. */
  readonly createdAt: string;
}

export interface Supplier<SearchRequest, SearchResult, Offer, BookInput, Booked extends SupplierBooking> {
  readonly name: string;
  search(request: SearchRequest): Promise<SearchResult>;
  price(offerId: string): Promise<PriceCheck<Offer>>;
  /**
   * `idempotencyKey`: the booking core's write-ahead key for this call; a repeat with the same key answers the same
   * booking, and findBooking finds it by the key (a process killed before it saved the answer).
   */
  book(offerId: string, input: BookInput, idempotencyKey: string): Promise<Booked>;
  /** The open booking made with this key, or null (never made, or given back). */
  findBooking(idempotencyKey: string): Promise<Booked | null>;
  /** The bookings still open that were made since `since` (the listing round gives back those no booking owns). */
  openBookings(since: Date): Promise<readonly SupplierHold[]>;
  cancelQuote(reference: string): Promise<SupplierCancelQuote>;
  cancel(reference: string): Promise<SupplierCancellation>;
}

import type { MessageDescriptor } from "@lingui/core";
import type { BundleProduct, BundleProductCode } from "@/shared/api/trip-add-on";
import type { BookingStatus } from "@/shared/booking/statuses";
import type { Money } from "@/shared/money";
import type { BookingRow, Vertical } from "../db/schema-bookings";
import type { PaymentError } from "../payments/types";
import type { Supplier, SupplierBooking, SupplierCancelQuote, SupplierCancellation, SupplierHold } from "../suppliers/types";
import type { HoldPlan } from "./saga";

// What a vertical tells the booking core about itself (docs/architecture.md "Server"): how it books,
// issues and cancels with its supplier, and the words it answers with. The core holds the lifecycle.

/** The answers of the book-and-pay saga, in the vertical's words ("Your flight is booked"). */
export interface SagaMessages {
  readonly bookingConfirmed: MessageDescriptor;
  readonly requiresAction: MessageDescriptor;
  readonly paymentInProgress: MessageDescriptor;
  readonly challengeNotPending: MessageDescriptor;
  readonly notPayable: MessageDescriptor;
  /** Only a booking on hold whose card was not taken can be released. */
  readonly notReleasable: MessageDescriptor;
  readonly offerExpired: MessageDescriptor;
  readonly idempotencyConflict: MessageDescriptor;
  readonly clientNotAllowed: MessageDescriptor;
  readonly clientNotFound: MessageDescriptor;
  /** After the card was authorised and released: the message says the card was not charged. */
  notCharged(failureCode: string | null): MessageDescriptor;
  cardError(error: PaymentError | null): MessageDescriptor;
}

export interface CancellationMessages {
  readonly alreadyCancelled: MessageDescriptor;
  readonly notCancellable: MessageDescriptor;
  /** A void asked of a booking that was never issued (a flight not ticketed). */
  readonly notVoidable: MessageDescriptor;
}

export interface BookedWithSupplier {
  readonly supplierReference: string;
  readonly supplierOrderId: string;
  readonly details: Record<string, unknown>;
}

/**
 * Where a trip goes (trip add-on bundle, docs/decisions.md): read by the anchor's vertical from its offer (a
 * flight: the airport it lands at, when it lands and when the way back leaves), for the items at the destination.
 */
export interface Trip {
  readonly destination: {
    readonly code: string;
    readonly name: string;
    readonly city: string;
    /** ISO 3166-1 alpha-2. */
    readonly country: string;
    readonly lat: number;
    readonly lon: number;
    readonly timeZone: string;
  };
  /** Local wall times at the destination ("2030-05-10T18:35"): arriving, and leaving again (null: one way). */
  readonly arrival: string;
  readonly leaving: string | null;
  readonly adults: number;
  /** The children's ages, as far as the anchor knows them (a flight's child 2–11, infant under 2). */
  readonly childAges: readonly number[];
  readonly currency: string;
  /** ISO instant the anchor offer stops being bookable. */
  readonly offerExpiresAt: string;
}

/** Who a bundle's items are booked for: the anchor's travellers (the first adult leads) and its contact. */
export interface TripParty {
  readonly travellers: readonly { readonly firstName: string; readonly lastName: string; readonly birthDate: string; readonly citizenship: string | null; readonly adult: boolean }[];
  readonly contact: { readonly email: string; readonly phone: string };
}

/** An item a vertical proposes for a trip, at its supplier's live price. */
export interface BundleProposal {
  readonly offerId: string;
  readonly expiresAt: string;
  readonly net: Money;
  /** Part of `net` sold at the supplier's price (HoldPlan.atSupplierPrice). */
  readonly atSupplierPrice?: Money;
  readonly product: Omit<BundleProduct, "quoteId" | "productCode" | "listPrice" | "discount" | "price">;
}

/** A vertical as an item of a trip add-on bundle (hotels: a stay; cars: a rental), booked and paid with the anchor. */
export interface BundleItemVertical {
  readonly productCode: BundleProductCode;
  /** Its supplier searched and priced now for the trip's stay; null when it has nothing to offer there. */
  propose(trip: Trip, stay: { start: string; end: string; nights: number }): Promise<BundleProposal | null>;
  /** Its own checks before it is held with the anchor: priced again, the travellers it needs from the party. */
  plan(offerId: string, party: TripParty): Promise<HoldPlan>;
  /** It failed after the card was authorised: nothing in the trip was booked, in its words (the card was not charged). */
  notCharged(failureCode: string | null): MessageDescriptor;
}

/** An offer of the vertical as found and priced now by its supplier, for a proposal (net, before the agency's pricing). */
export interface ProposalQuote {
  readonly title: string;
  readonly subtitle: string;
  /** ISO date (or local date-time) the item starts, and ends (null: a moment, like an activity or a one-way flight). */
  readonly start: string;
  readonly end: string | null;
  readonly net: Money;
  /** Part of `net` sold at the supplier's price (HoldPlan.atSupplierPrice). */
  readonly atSupplierPrice?: Money;
  /** The item in the vertical's words (a flight's route, times and cabin; a car's pick-up and drop-off), translated when shown. */
  readonly details?: readonly ProposalLine[];
  /** The offer's id now, when the supplier gave it a new one (an expired quote found again): where booking it starts. */
  readonly offerId?: string;
}

/**
 * A message descriptor with plain values: stored with the proposal, translated in the reader's language. A value
 * that is itself a descriptor is a label made from data (a fare family's name, src/shared/data-labels.ts): it is
 * translated first, so no English word rides into another language's line.
 */
export interface ProposalLine {
  readonly id: string;
  readonly message?: string;
  readonly values?: Record<string, ProposalLineValue>;
}

export type ProposalLineValue = string | number | { readonly id: string; readonly message?: string };

/**
 * A vertical's offers as items of a proposal (docs/decisions.md "Proposals"): the agent's pick checked by the
 * vertical's own schema, priced live when proposed and again when the client opens it, and the page where the
 * client books it through the vertical's normal checkout.
 */
export interface ProposalItemVertical {
  /** The offer as stored, or null when it is not one of this vertical's offers (a 400). */
  parse(offer: unknown): Record<string, unknown> | null;
  /** Found and priced at the supplier now; null when it is no longer offered. */
  quote(offer: Record<string, unknown>): Promise<ProposalQuote | null>;
  /**
   * Where an approved item is booked (a hotel: /booknow/hotels/deal/{proposalId}; the other verticals: their details
   * page with `proposal={proposalId}`, on the offer as quoted now).
   */
  bookPath(proposalId: string, offer: Record<string, unknown>, quote: ProposalQuote): string;
}

export interface BookingVertical {
  readonly id: Vertical;
  /** Two letters that start its reference numbers ("FL"). */
  readonly referencePrefix: string;
  readonly messages: SagaMessages;
  readonly cancellationMessages: CancellationMessages;
  /**
   * Books with the supplier once the card is authorised (throws the supplier's error). `idempotencyKey`: the
   * write-ahead row's key (supplier-calls.ts), sent to the supplier so the booking can be found by it again.
   */
  book(b: BookingRow, idempotencyKey: string): Promise<BookedWithSupplier>;
  /** What the supplier booked for `b` with this key and still holds (an answer never saved), or null. */
  findBooked(b: BookingRow, idempotencyKey: string): Promise<BookedWithSupplier | null>;
  /** The supplier's open bookings made since `since` (the listing round gives back those no booking owns). */
  openHolds(since: Date): Promise<readonly SupplierHold[]>;
  /** Gives back a supplier booking by its reference (one no booking owns). */
  releaseHold(reference: string): Promise<void>;
  /** Gives back what `book` took, when the card cannot be captured after all. */
  unbook(b: BookingRow): Promise<void>;
  /** After capture: what the traveller holds (flights: e-tickets), the status it reaches and the details then. */
  issue?(b: BookingRow): Promise<{ status: BookingStatus; details: Record<string, unknown> }>;
  /** The supplier's code for a failed booking (OFFER_SOLD_OUT, SUPPLIER_TIMEOUT); null when the error is not the supplier's. */
  failureCode(error: unknown): string | null;
  cancelQuote(b: BookingRow): Promise<SupplierCancelQuote>;
  /** `reason`: why the traveller cancels, where the vertical asks (spec B §7 activities: reason). */
  cancel(b: BookingRow, reason?: string): Promise<SupplierCancellation>;
  /** Cancels for a full refund (flights: within 24 hours of booking); absent when the vertical has no void. */
  void?(b: BookingRow): Promise<void>;
  /** A supplier error → the answer the route gives (anything else is rethrown, a 500). */
  supplierError(error: unknown): Error;
  /** Trip add-on bundle: where the trip of one of its offers goes; present when its bookings can lead a bundle (flights). */
  trip?(offerId: string): Promise<Trip>;
  /** Trip add-on bundle: present when it can be an item of one (hotels, cars). */
  readonly bundleItem?: BundleItemVertical;
  /** Proposals: present when an agent can propose its offers to a client. */
  readonly proposalItem?: ProposalItemVertical;
}

/** The part of the supplier contract (src/server/suppliers/types.ts) the write-ahead rounds use. */
type HoldingSupplier = Pick<Supplier<unknown, unknown, unknown, unknown, SupplierBooking>, "findBooking" | "openBookings" | "cancel">;

/**
 * The write-ahead rounds' three calls (supplier-calls.ts), the same for every vertical whose supplier keeps the
 * supplier contract: a booking found by its key keeps the details the booking saved before the call.
 */
export function supplierHoldsOf(supplier: HoldingSupplier): Pick<BookingVertical, "findBooked" | "openHolds" | "releaseHold"> {
  return {
    async findBooked(b, idempotencyKey) {
      const booked = await supplier.findBooking(idempotencyKey);
      return booked && { supplierReference: booked.reference, supplierOrderId: booked.orderId, details: { ...b.details } };
    },
    openHolds: (since) => supplier.openBookings(since),
    async releaseHold(reference) {
      await supplier.cancel(reference);
    },
  };
}

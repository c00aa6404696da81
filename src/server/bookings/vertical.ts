import type { MessageDescriptor } from "@lingui/core";
import type { BookingStatus } from "../../shared/booking/statuses";
import type { BookingRow, Vertical } from "../db/schema-bookings";
import type { PaymentError } from "../payments/types";
import type { SupplierCancelQuote, SupplierCancellation } from "../suppliers/types";

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

export interface BookingVertical {
  readonly id: Vertical;
  /** Two letters that start its reference numbers ("FL"). */
  readonly referencePrefix: string;
  readonly messages: SagaMessages;
  readonly cancellationMessages: CancellationMessages;
  /** Books with the supplier once the card is authorised (throws the supplier's error). */
  book(b: BookingRow): Promise<BookedWithSupplier>;
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
}


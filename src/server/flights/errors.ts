import type { MessageDescriptor } from "@lingui/core";
import { cardErrorMessage as coreCardErrorMessage } from "../bookings/card-errors";
import { BookingError } from "../bookings/errors";
import type { PaymentError } from "../payments/types";
import { SupplierError, type SupplierErrorCode } from "../suppliers/flights/types";
import { flightMessages as m } from "./messages";

/** A flight route's refusal: the booking core's error, raised by flight code. */
export class FlightError extends BookingError {
  override readonly name = "FlightError";
  constructor(status: number, descriptor: MessageDescriptor, values: Record<string, unknown> = {}, field?: string) {
    super(status, descriptor, values, field);
  }
}

const SUPPLIER: Record<SupplierErrorCode, { status: number; message: MessageDescriptor }> = {
  INVALID_REQUEST: { status: 400, message: m.invalidRequest },
  OFFER_NOT_FOUND: { status: 404, message: m.offerNotFound },
  OFFER_EXPIRED: { status: 410, message: m.offerExpired },
  OFFER_SOLD_OUT: { status: 409, message: m.soldOutNotCharged },
  SUPPLIER_TIMEOUT: { status: 504, message: m.supplierTimeout },
  ORDER_NOT_FOUND: { status: 404, message: m.bookingNotFound },
  ORDER_NOT_TICKETED: { status: 409, message: m.notTicketed },
  ORDER_ALREADY_CANCELLED: { status: 409, message: m.alreadyCancelled },
  VOID_NOT_ALLOWED: { status: 409, message: m.voidNotAllowed },
  CANCEL_REJECTED: { status: 409, message: m.cancelRejected },
};

/** Supplier errors outside payment; anything else is rethrown (a 500). */
export function fromSupplier(error: unknown, field?: string): FlightError {
  if (!(error instanceof SupplierError)) throw error;
  const { status, message } = SUPPLIER[error.code];
  return new FlightError(status, message, { reason: error.message }, status === 400 ? field : undefined);
}

/** After the card was authorised and released: every message says the card was not charged. */
export function notChargedMessage(code: string | null): MessageDescriptor {
  if (code === "OFFER_SOLD_OUT") return m.soldOutNotCharged;
  if (code === "SUPPLIER_TIMEOUT") return m.timeoutNotCharged;
  return m.bookingFailedNotCharged;
}

/** The gateway's Stripe-style codes → the flight's own translated messages (the core's one mapping). */
export function cardErrorMessage(error: PaymentError | null): MessageDescriptor {
  return coreCardErrorMessage(error, m);
}

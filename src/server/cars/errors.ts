import type { MessageDescriptor } from "@lingui/core";
import { BookingError } from "../bookings/errors";
import { CarSupplierError, type CarSupplierErrorCode } from "../suppliers/cars/types";
import { carMessages as m } from "./messages";

const SUPPLIER: Record<CarSupplierErrorCode, { status: number; message: MessageDescriptor }> = {
  INVALID_REQUEST: { status: 400, message: m.invalidRequest },
  OFFER_NOT_FOUND: { status: 404, message: m.offerNotFound },
  OFFER_EXPIRED: { status: 410, message: m.offerExpired },
  VENDOR_REFUSED: { status: 409, message: m.vendorRefusedNotCharged },
  SUPPLIER_UNAVAILABLE: { status: 504, message: m.supplierUnavailable },
  RESERVATION_NOT_FOUND: { status: 404, message: m.bookingNotFound },
};

/** A car supplier's error → the answer the route gives; anything else is rethrown (a 500). */
export function fromCarSupplier(error: unknown, field?: string): BookingError {
  if (!(error instanceof CarSupplierError)) throw error;
  const { status, message } = SUPPLIER[error.code];
  return new BookingError(status, message, { reason: error.message }, status === 400 ? field : undefined);
}

/** After the card was authorised and released: every message says the card was not charged. */
export function carNotChargedMessage(code: string | null): MessageDescriptor {
  return code === "VENDOR_REFUSED" ? m.vendorRefusedNotCharged : m.bookingFailedNotCharged;
}

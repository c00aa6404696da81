import type { MessageDescriptor } from "@lingui/core";
import { BookingError } from "../bookings/errors";
import { HotelSupplierError, type HotelSupplierErrorCode } from "../suppliers/hotels/types";
import { hotelMessages as m } from "./messages";

const SUPPLIER: Record<HotelSupplierErrorCode, { status: number; message: MessageDescriptor }> = {
  INVALID_REQUEST: { status: 400, message: m.invalidRequest },
  HOTEL_NOT_FOUND: { status: 404, message: m.hotelNotFound },
  RATE_NOT_FOUND: { status: 404, message: m.rateNotFound },
  RATE_EXPIRED: { status: 410, message: m.rateExpired },
  RATE_SOLD_OUT: { status: 409, message: m.soldOutNotCharged },
  SUPPLIER_TIMEOUT: { status: 504, message: m.supplierTimeout },
  ORDER_NOT_FOUND: { status: 404, message: m.bookingNotFound },
  ORDER_ALREADY_CANCELLED: { status: 409, message: m.alreadyCancelled },
};

/** Hotel supplier errors outside payment → the route's answer; anything else is rethrown (a 500). */
export function fromHotelSupplier(error: unknown, field?: string): BookingError {
  if (!(error instanceof HotelSupplierError)) throw error;
  const { status, message } = SUPPLIER[error.code];
  return new BookingError(status, message, { reason: error.message }, status === 400 ? field : undefined);
}

/** After the card was authorised and released: every message says the card was not charged. */
export function notChargedMessage(code: string | null): MessageDescriptor {
  if (code === "RATE_SOLD_OUT") return m.soldOutNotCharged;
  if (code === "SUPPLIER_TIMEOUT") return m.timeoutNotCharged;
  return m.bookingFailedNotCharged;
}

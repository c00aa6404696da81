import type { MessageDescriptor } from "@lingui/core";
import { BookingError } from "../bookings/errors";
import { ActivitySupplierError } from "../suppliers/activities/types";
import { activityServerMessages as m } from "./messages";

/** The provider's codes → the answer the route gives; anything unknown is rethrown (a 500). */
const SUPPLIER: Record<string, { status: number; message: MessageDescriptor }> = {
  DESTINATION_NOT_FOUND: { status: 404, message: m.destinationNotFound },
  ACTIVITY_NOT_FOUND: { status: 404, message: m.activityNotFound },
  OPTION_NOT_FOUND: { status: 404, message: m.optionNotFound },
  SLOT_NOT_FOUND: { status: 404, message: m.optionNotFound },
  SLOT_SOLD_OUT: { status: 409, message: m.slotUnavailable },
  OFFER_NOT_FOUND: { status: 404, message: m.offerNotFound },
  OFFER_EXPIRED: { status: 410, message: m.offerExpired },
  BOOKING_NOT_FOUND: { status: 409, message: m.supplierBookingUnknown },
  ALREADY_CANCELLED: { status: 409, message: m.alreadyCancelled },
  CANCEL_REJECTED: { status: 409, message: m.cancelRejected },
};

export function fromSupplier(error: unknown): BookingError {
  if (!(error instanceof ActivitySupplierError)) throw error;
  const known = SUPPLIER[error.code];
  if (!known) throw error;
  return new BookingError(known.status, known.message);
}

/** Runs a supplier call; its refusals become the route's answer. */
export async function supplierCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw fromSupplier(error);
  }
}

/** After the card was authorised and released: every message says the card was not charged. */
export function notChargedMessage(code: string | null): MessageDescriptor {
  if (code === "SLOT_SOLD_OUT") return m.soldOutNotCharged;
  if (code === "BOOKING_REJECTED") return m.rejectedNotCharged;
  return m.bookingFailedNotCharged;
}

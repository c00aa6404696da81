// spec A §7 "Flights", booking one: the booking, its payment, reservation details, hold, cancellation, ticketing and
// e-ticket. Each answer parsed with its shared schema; every function rejects with an `ApiFailure` (./call.ts).
import type { BookingContact, BookingPassenger } from "@/shared/api/flights";
import { bookingResponse, decodeReservationDetails, reservationDetailsResponse, type BookingRequest, type BookingResult, type ReservationDetails } from "@/shared/api/flight-bookings";
import { cancellationResponse, penaltyResponse, releaseHoldResponse, type CancellationResult, type PaymentRequest, type PenaltyQuote } from "@/shared/api/bookings";
import { ticketResponse, type TicketResult } from "@/shared/api/agency-bookings";
import type { PaymentMethod } from "@/shared/booking/cards";
import type { Money } from "@/shared/money";
import { call, fetchFile } from "./call";
import { api } from "./client";
import { paymentCall } from "./payment-call";

export interface CreateBookingInput {
  idempotencyKey: string;
  offerId: string;
  passengers: BookingPassenger[];
  contact: BookingContact;
  /** The client a travel agent books for. */
  clientId?: string;
  /** spec B add-ons: a refund protection quote, and the trip bundle's hotel and car, to buy with the booking. */
  addOns?: BookingRequest["addOns"];
}

export async function createBooking(input: CreateBookingInput): Promise<BookingResult> {
  return (await call(bookingResponse, () => api.post("flight/booking", { json: input, timeout: 60_000 }).json())).data;
}

/**
 * POST payment or its 3-D Secure completion. A 402 (declined or invalid card) is an answer, not a
 * failure: it carries the attempt with its errorCode and the translated decline text.
 */
export function payBooking(input: PaymentRequest) {
  return paymentCall(() => api.post("flight/payment", { json: input, timeout: 60_000 }).json());
}

/** Not in spec A: the 3-D Secure page step's answer (docs/flights-api.md). */
export function completeThreeDSecure(input: { referenceNumber: string; challengeId: string; approve: boolean }) {
  return paymentCall(() => api.post("flight/payment/3ds", { json: input, timeout: 60_000 }).json());
}

/** spec A §4: the answer's data is base64 JSON, decoded here. */
export async function getReservationDetails(referenceNumber: string): Promise<ReservationDetails> {
  const encoded = (
    await call(reservationDetailsResponse, () =>
      api
        .get("flight/getReservationDetails", {
          searchParams: { referenceNumber },
        })
        .json(),
    )
  ).data;
  return decodeReservationDetails(encoded);
}

/** A booking on hold given up: released, nothing charged. */
export async function releaseHold(referenceNumber: string): Promise<void> {
  await call(releaseHoldResponse, () => api.post("flight/releaseHold", { json: { referenceNumber } }).json());
}

export async function getPenalty(referenceNumber: string): Promise<PenaltyQuote> {
  return (await call(penaltyResponse, () => api.post("flight/get-penalty", { json: { referenceNumber } }).json())).data;
}

/** `expectedRefund`: the refund the traveller confirmed; a different one answers `priceChanged` (nothing cancelled). */
export async function cancelFlightBooking(referenceNumber: string, action: "cancel" | "void", expectedRefund?: Money): Promise<CancellationResult> {
  const json = {
    referenceNumber,
    action,
    ...(action === "cancel" && expectedRefund ? { expectedRefund } : {}),
  };
  return (await call(cancellationResponse, () => api.post("flight/flightCancelVoidBooking", { json }).json())).data;
}

// --- The agency's back office (spec B §4 "a flight booking can be ticketed … cancelled or voided", §7) ---

/** A paid booking is ticketed now; one on hold answers `paymentRequired` (then `payTicket`). The message is the server's. */
export async function ticketBooking(referenceNumber: string): Promise<{ result: TicketResult; message: string }> {
  const answer = await call(ticketResponse, () => api.post("flight/ticket", { json: { referenceNumber }, timeout: 60_000 }).json());
  return { result: answer.data, message: answer.message };
}

/** Pays for a booking on hold and tickets it (3-D Secure completes on `completeThreeDSecure`). */
export function payTicket(input: { idempotencyKey: string; referenceNumber: string; card: PaymentMethod }) {
  return paymentCall(() => api.post("flight/ticket/payment", { json: input, timeout: 60_000 }).json());
}

/** The back office's cancellation of a flight, on its own paths (the penalty, then cancel or void). */
export const agencyFlightCancellation = {
  async penalty(referenceNumber: string): Promise<PenaltyQuote> {
    return (
      await call(penaltyResponse, () =>
        api
          .post("agency/flights/bookings/penalty", {
            json: { referenceNumber },
          })
          .json(),
      )
    ).data;
  },
  async cancel(input: { referenceNumber: string; action: "cancel" | "void"; expectedRefund: Money }): Promise<CancellationResult> {
    const path = input.action === "void" ? "agency/flights/bookings/void" : "agency/flights/bookings/cancel";
    const json =
      input.action === "void"
        ? { referenceNumber: input.referenceNumber }
        : {
            referenceNumber: input.referenceNumber,
            expectedRefund: input.expectedRefund,
          };
    return (await call(cancellationResponse, () => api.post(path, { json }).json())).data;
  },
};

/** The booking's e-ticket receipt PDF, fetched with the session header. */
export function getFlightETicket(referenceNumber: string): Promise<Blob> {
  return fetchFile(`flight/e-ticket/${encodeURIComponent(referenceNumber)}`, "application/pdf");
}

// spec B §7 "Car rental", booking a car: the reservation, its payment, record, voucher and cancellation, the checkout's
// refund protection. Each answer parsed with its shared schema; every function rejects with an `ApiFailure`
// (./call.ts).
import { carBookingResponse, carReservationResponse, type CarBookingResult, type CarRefundProtectionQuoteRequest, type CarReservation, type ReserveCarRequest } from "@/shared/api/car-bookings";
import { cancellationResponse, penaltyResponse, releaseHoldResponse, type CancellationResult, type PaymentRequest, type PenaltyQuote } from "@/shared/api/bookings";
import { refundProtectionQuoteResponse, type RefundProtectionQuote } from "@/shared/api/refund-protection";
import type { Money } from "@/shared/money";
import { call, fetchFile } from "./call";
import { CAR_API } from "./cars";
import { api } from "./client";
import { paymentCall } from "./payment-call";

/** spec B add-ons: refund protection priced for the car and the extras chosen (and the client an agent books for). */
export async function quoteCarRefundProtection(request: CarRefundProtectionQuoteRequest): Promise<RefundProtectionQuote> {
  return (await call(refundProtectionQuoteResponse, () => api.post(`${CAR_API}/refund-protects/quote`, { json: request }).json())).data;
}

export async function reserveCar(request: ReserveCarRequest): Promise<CarBookingResult> {
  return (await call(carBookingResponse, () => api.post(`${CAR_API}/reserveCar`, { json: request, timeout: 60_000 }).json())).data;
}

export function payCar(input: PaymentRequest) {
  return paymentCall(() => api.post(`${CAR_API}/payment`, { json: input, timeout: 60_000 }).json());
}

export function completeCarThreeDSecure(input: { referenceNumber: string; challengeId: string; approve: boolean }) {
  return paymentCall(() => api.post(`${CAR_API}/payment/3ds`, { json: input, timeout: 60_000 }).json());
}

export async function findCarReservation(referenceNumber: string): Promise<CarReservation> {
  return (await call(carReservationResponse, () => api.post(`${CAR_API}/findReservation`, { json: { referenceNumber } }).json())).data;
}

/** spec B §7 DELETE /api/car-rental/{id}: a reservation on hold given up, nothing charged. */
export async function releaseCarHold(referenceNumber: string): Promise<void> {
  await call(releaseHoldResponse, () => api.delete(`${CAR_API}/${encodeURIComponent(referenceNumber)}`).json());
}

/** spec B §7 POST api/getRefund: the cancellation quote. */
export async function getCarRefund(referenceNumber: string): Promise<PenaltyQuote> {
  return (await call(penaltyResponse, () => api.post("getRefund", { json: { referenceNumber } }).json())).data;
}

/** `expectedRefund`: the refund confirmed; a different one answers `priceChanged` (nothing cancelled). */
export async function cancelCar(referenceNumber: string, expectedRefund?: Money): Promise<CancellationResult> {
  return (
    await call(cancellationResponse, () =>
      api
        .post(`${CAR_API}/cancel`, {
          json: {
            referenceNumber,
            ...(expectedRefund ? { expectedRefund } : {}),
          },
        })
        .json(),
    )
  ).data;
}

/** The rental's voucher PDF (signed in: fetched with the token header, then shown from a blob). */
export function getCarVoucher(referenceNumber: string): Promise<Blob> {
  return fetchFile(`${CAR_API}/voucher/${encodeURIComponent(referenceNumber)}`, "application/pdf");
}

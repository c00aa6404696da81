// spec B §7 "Hotels", booking a stay: the booking, its payment, its record, voucher and cancellation, the checkout's
// coupon and refund protection. Each answer parsed with its shared schema; every function rejects with an
// `ApiFailure` (./call.ts).
import { couponResponse, hotelProtectionQuoteResponse, hotelBookingRecordResponse, hotelBookingResponse, type HotelBookingRecord, type HotelBookingRequest } from "@/shared/api/hotel-bookings";
import { cancellationResponse, penaltyResponse, releaseHoldResponse, type CancellationResult, type PaymentRequest, type PenaltyQuote } from "@/shared/api/bookings";
import type { CouponResult } from "@/shared/booking/coupons";
import type { RefundProtectionQuote } from "@/shared/api/refund-protection";
import type { Money } from "@/shared/money";
import { call, fetchFile } from "./call";
import { api } from "./client";
import { paymentCall } from "./payment-call";

export async function createHotelBooking(request: HotelBookingRequest) {
  return (await call(hotelBookingResponse, () => api.post("v2/hotel/booking", { json: request, timeout: 60_000 }).json())).data;
}

export async function getHotelBooking(referenceNumber: string): Promise<HotelBookingRecord> {
  return (await call(hotelBookingRecordResponse, () => api.get(`v3/hotel/hotel-booking/${encodeURIComponent(referenceNumber)}`).json())).data;
}

export function payHotelBooking(input: PaymentRequest) {
  return paymentCall(() => api.post("v2/hotel/payment", { json: input, timeout: 60_000 }).json());
}

export function completeHotelThreeDSecure(input: { referenceNumber: string; challengeId: string; approve: boolean }) {
  return paymentCall(() => api.post("v2/hotel/payment/3ds", { json: input, timeout: 60_000 }).json());
}

export async function releaseHotelHold(referenceNumber: string): Promise<void> {
  await call(releaseHoldResponse, () => api.post("v2/hotel/releaseHold", { json: { referenceNumber } }).json());
}

export async function getHotelPenalty(referenceNumber: string): Promise<PenaltyQuote> {
  return (await call(penaltyResponse, () => api.post("v2/hotel/cancelpenalty", { json: { referenceNumber } }).json())).data;
}

/** `expectedRefund`: the refund confirmed; a different one answers `priceChanged` and cancels nothing. */
export async function cancelHotelBooking(referenceNumber: string, expectedRefund?: Money): Promise<CancellationResult> {
  return (await call(cancellationResponse, () => api.post("v2/hotel/cancel/hotel", { json: { referenceNumber, ...(expectedRefund ? { expectedRefund } : {}) } }).json())).data;
}

/** spec B §3 coupon code: the code checked against the rate being booked (and the client an agent books for). */
export async function checkHotelCoupon(code: string, rateId: string, clientId?: string | null): Promise<CouponResult> {
  return (await call(couponResponse, () => api.post("v2/hotel/coupon", { json: { code, rateId, ...(clientId ? { clientId } : {}) } }).json())).data;
}

/** spec B add-ons: refund protection priced for the rate being booked. */
export async function quoteHotelRefundProtection(rateId: string, clientId?: string | null): Promise<RefundProtectionQuote> {
  return (await call(hotelProtectionQuoteResponse, () => api.post("v2/hotel/refund-protection/quote", { json: { rateId, ...(clientId ? { clientId } : {}) } }).json())).data;
}

/** The stay's voucher PDF (the record's `pdfurl`), fetched with the session header. */
export function getHotelVoucher(referenceNumber: string): Promise<Blob> {
  return fetchFile(`v2/hotel/voucher/${encodeURIComponent(referenceNumber)}.pdf`, "application/pdf");
}

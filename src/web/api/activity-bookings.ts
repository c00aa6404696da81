// spec B §7 "Activities", booking one: the booking, its payment, record, voucher and cancellation, the checkout's
// refund protection. Each answer parsed with its shared schema; every function rejects with an `ApiFailure`
// (./call.ts).
import { activityBookingDetailsResponse, activityBookingResponse, activityCancelQuoteResponse, activityCancelResponse, type ActivityBookingRequest } from "@/shared/api/activity-bookings";
import { releaseHoldResponse, type PaymentRequest } from "@/shared/api/bookings";
import { refundProtectionQuoteResponse, type RefundProtectionQuote } from "@/shared/api/refund-protection";
import type { Money } from "@/shared/money";
import { call, fetchFile } from "./call";
import { api } from "./client";
import { paymentCall } from "./payment-call";

/** spec B add-ons: refund protection priced for the checked offer (and the client an agent books for). */
export async function quoteActivityRefundProtection(offerId: string, clientId?: string | null): Promise<RefundProtectionQuote> {
  return (await call(refundProtectionQuoteResponse, () => api.post("activities/refund-protects/quote", { json: { offerId, ...(clientId ? { clientId } : {}) } }).json())).data;
}

export async function bookActivity(request: ActivityBookingRequest) {
  return (await call(activityBookingResponse, () => api.post("activities/bookings/book", { json: request, timeout: 60_000 }).json())).data;
}

export function payActivity(input: PaymentRequest) {
  return paymentCall(() => api.post("activities/bookings/payment", { json: input, timeout: 60_000 }).json());
}

export function completeActivityThreeDSecure(input: { referenceNumber: string; challengeId: string; approve: boolean }) {
  return paymentCall(() => api.post("activities/bookings/payment/3ds", { json: input, timeout: 60_000 }).json());
}

export async function releaseActivityHold(referenceNumber: string): Promise<void> {
  await call(releaseHoldResponse, () => api.post("activities/bookings/release-hold", { json: { referenceNumber } }).json());
}

export async function getActivityBooking(referenceNumber: string) {
  return (await call(activityBookingDetailsResponse, () => api.get(`activities/bookings/${encodeURIComponent(referenceNumber)}/details`).json())).data;
}

/** spec B §3 activity cancellation data: reasons, the refund now, its currency and exchange rate. */
export async function getActivityCancelPenalty(referenceNumber: string) {
  return (await call(activityCancelQuoteResponse, () => api.get(`activities/bookings/${encodeURIComponent(referenceNumber)}/cancel-penalty`).json())).data;
}

/** spec B §7: reason, quoteAmount (the refund confirmed), bookingId; a moved refund answers priceChanged, nothing cancelled. */
export async function cancelActivityBooking(referenceNumber: string, reason: string, quoteAmount: Money) {
  return (await call(activityCancelResponse, () => api.post("activities/bookings/cancel", { json: { bookingId: referenceNumber, reason, quoteAmount } }).json())).data;
}

/** The booking's voucher PDF (signed in: fetched with the token header, then offered from a blob). */
export function getActivityVoucher(referenceNumber: string): Promise<Blob> {
  return fetchFile(`activities/bookings/${encodeURIComponent(referenceNumber)}/voucher`, "application/pdf");
}

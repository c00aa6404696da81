// spec B §7 "Activities": one small function per endpoint, each answer parsed with its shared schema.
// Every function rejects with an `ApiFailure` (the machines' guards read httpStatus), never a ky
// HTTPError: `call` and `toFailure` of the accounts client convert it, the one place it happens.
import {
  activityBookingDetailsResponse,
  activityBookingResponse,
  activityCancelQuoteResponse,
  activityCancelResponse,
  activityCheckoutResponse,
  activityDetailsResponse,
  activityLocationResponse,
  activityStoreResponse,
  availabilityCheckResponse,
  availableDatesResponse,
  destinationsResponse,
  tagsFilterResponse,
  type ActivityBookingRequest,
  type ActivitySearchRequest,
  type AvailabilityCheckRequest,
} from "@/shared/api/activities";
import { releaseHoldResponse, type PaymentRequest } from "@/shared/api/bookings";
import { refundProtectionQuoteResponse, type RefundProtectionQuote } from "@/shared/api/refund-protection";
import type { Money } from "@/shared/money";
import { call, fetchFile, paymentCall } from "./accounts";
import { api } from "./client";

export async function searchDestinations(text: string, signal?: AbortSignal) {
  return (await call(destinationsResponse, () => api.get("activities/destinations", { searchParams: { text }, signal }).json())).data;
}

export async function storeActivitySearch(search: ActivitySearchRequest, url: string): Promise<void> {
  await call(activityStoreResponse, () => api.post("activities/search-store", { json: { search, url } }).json());
}

/** spec B §9 tag filters with their product counts for a destination. */
export async function getActivityTags(destinationId: number, signal?: AbortSignal) {
  return (await call(tagsFilterResponse, () => api.get("activities/getActivityTagsFilterList", { searchParams: { destinationId }, signal }).json())).data;
}

export async function getActivityDetails(productCode: string) {
  return (await call(activityDetailsResponse, () => api.get(`activities/details/${encodeURIComponent(productCode)}`).json())).data;
}

/** A meeting point's address and coordinates (spec B §7 locations/{id}). */
export async function getActivityLocation(ref: string, signal?: AbortSignal) {
  return (await call(activityLocationResponse, () => api.get(`activities/locations/${encodeURIComponent(ref)}`, { signal }).json())).data;
}

/** spec B §3 availableDates: the days with an open slot, from `from` on. */
export async function getAvailableDates(productCode: string, from: string, signal?: AbortSignal) {
  return (await call(availableDatesResponse, () => api.get(`activities/availableDates/${encodeURIComponent(productCode)}`, { searchParams: { from, days: 90 }, signal }).json())).data;
}

/** A day's options and slots; with an option and a start time, also the bookable offer. */
export async function checkAvailability(request: AvailabilityCheckRequest, signal?: AbortSignal) {
  return (await call(availabilityCheckResponse, () => api.post("activities/availability/check", { json: request, signal }).json())).data;
}

/** The offer priced again (a moved price answers priceChanged and a new offer id). */
export async function checkoutOffer(offerId: string, clientId?: string | null) {
  return (await call(activityCheckoutResponse, () => api.post("activities/bookings/checkout", { json: { offerId, ...(clientId ? { clientId } : {}) } }).json())).data;
}

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

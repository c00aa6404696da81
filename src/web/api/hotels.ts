// spec B §7 "Hotels": one small function per endpoint, each answer parsed with its shared schema.
// Every function rejects with an `ApiFailure` (the machines' guards read httpStatus), never a ky
// HTTPError; the conversion is the accounts client's `toFailure`.
import {
  autoSuggestResponse,
  proposalResponse,
  type HotelProposal,
  getPriceResponse,
  hotelPollResponseHotelsUnchecked,
  hotelSearchStartResponse,
  hotelSummary,
  roomsAndRatesResponse,
  staticContentResponse,
  type HotelContent,
  type HotelPollRequest,
  type HotelPollResult,
  type HotelPriceDetail,
  type HotelRoom,
  type HotelSearchRequest,
  type HotelSearchStarted,
  type HotelSuggestion,
} from "@/shared/api/hotels";
import { couponResponse, hotelProtectionQuoteResponse, hotelBookingRecordResponse, hotelBookingResponse, type HotelBookingRecord, type HotelBookingRequest } from "@/shared/api/hotel-bookings";
import { cancellationResponse, penaltyResponse, releaseHoldResponse, type CancellationResult, type PaymentRequest, type PenaltyQuote } from "@/shared/api/bookings";
import type { CouponResult } from "@/shared/booking/coupons";
import type { RefundProtectionQuote } from "@/shared/api/refund-protection";
import type { Money } from "@/shared/money";
import { call, fetchFile, paymentCall } from "./accounts";
import { api } from "./client";
import { checkEach } from "./post-checked";

export async function suggestHotelDestinations(text: string, signal?: AbortSignal): Promise<HotelSuggestion[]> {
  return (await call(autoSuggestResponse, () => api.get("v2/hotel/auto-suggest", { searchParams: { text }, signal }).json())).data;
}

/** Starts the asynchronous search (spec B §4): its corelationId, polled next. */
export async function startHotelSearch(request: HotelSearchRequest, signal?: AbortSignal): Promise<string> {
  return (await call(hotelSearchStartResponse, () => api.post("v2/hotel/searchasync", { json: request, signal }).json(), "now")).data.corelationId;
}

/** Starts the search and makes its first poll in the same request (`?firstPoll=true`): `firstPoll` when the supplier answered it. */
export async function startAndPollHotelSearch(request: HotelSearchRequest, signal?: AbortSignal): Promise<HotelSearchStarted> {
  return (await call(hotelSearchStartResponse, () => api.post("v2/hotel/searchasync", { searchParams: { firstPoll: "true" }, json: request, signal }).json(), "now")).data;
}

/**
 * One poll: the next batch arrives; answers the page asked of what has arrived so far. A completed search's page can
 * be a whole city's list (`completedSize`): its hotels are checked a slice per task, so no check holds a phone's main
 * thread for long ("Fast on a phone", ./post-checked.ts).
 */
export async function pollHotelSearch(corelationId: string, body: HotelPollRequest, signal?: AbortSignal): Promise<HotelPollResult> {
  const { data } = await call(hotelPollResponseHotelsUnchecked, () => api.post("v2/hotel/searchasync/search", { searchParams: { corelationId }, json: body, signal, timeout: 30_000 }).json());
  return { ...data, hotels: await checkEach(data.hotels, hotelSummary) };
}

export async function getRoomsAndRates(hotelId: string, corelationId: string): Promise<HotelRoom[]> {
  return (await call(roomsAndRatesResponse, () => api.get("v3/hotel/get-rooms-and-rates", { searchParams: { hotelid: hotelId, corelationId } }).json())).data.rooms;
}

export async function getHotelContent(hotelId: string): Promise<HotelContent> {
  return (await call(staticContentResponse, () => api.get("v2/hotel/static-content", { searchParams: { hotelId } }).json())).data;
}

/** The rate's price and availability now; an expired rate rejects with httpStatus 410. */
export async function getHotelPrice(rateId: string, clientId?: string | null): Promise<HotelPriceDetail> {
  return (await call(getPriceResponse, () => api.post("v2/hotel/getPrice", { json: { rateId, ...(clientId ? { clientId } : {}) } }).json())).data;
}

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

/** spec B §2 the deal page: a hotel an agent proposed. */
export async function getHotelProposal(proposalId: string): Promise<HotelProposal> {
  return (await call(proposalResponse, () => api.get("v2/hotel/proposal", { searchParams: { proposalId } }).json())).data;
}

/** The stay's voucher PDF (the record's `pdfurl`), fetched with the session header. */
export function getHotelVoucher(referenceNumber: string): Promise<Blob> {
  return fetchFile(`v2/hotel/voucher/${encodeURIComponent(referenceNumber)}.pdf`, "application/pdf");
}

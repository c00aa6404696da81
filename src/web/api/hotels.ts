// spec B §7 "Hotels", finding a stay: one small function per endpoint, each answer parsed with its shared schema
// (booking it: ./hotel-bookings.ts, so the search, results and details pages do not load the booking's schemas).
// Every function rejects with an `ApiFailure` (the machines' guards read httpStatus), never a ky HTTPError; the
// conversion is ./call.ts's `toFailure`.
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
import { call } from "./call";
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

/** spec B §2 the deal page: a hotel an agent proposed. */
export async function getHotelProposal(proposalId: string): Promise<HotelProposal> {
  return (await call(proposalResponse, () => api.get("v2/hotel/proposal", { searchParams: { proposalId } }).json())).data;
}

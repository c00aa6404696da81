// spec B §7 "Activities", finding one: one small function per endpoint, each answer parsed with its shared schema
// (booking one: ./activity-bookings.ts, so the search, results and details pages do not load the booking's schemas).
// Every function rejects with an `ApiFailure` (the machines' guards read httpStatus), never a ky HTTPError: `call` and
// `toFailure` of ./call.ts convert it, the one place it happens.
import {
  activityCheckoutResponse,
  activityDetailsResponse,
  activityLocationResponse,
  activityStoreResponse,
  availabilityCheckResponse,
  availableDatesResponse,
  destinationsResponse,
  tagsFilterResponse,
  type ActivitySearchRequest,
  type AvailabilityCheckRequest,
} from "@/shared/api/activities";
import { call } from "./call";
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

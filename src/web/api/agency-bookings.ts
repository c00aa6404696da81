// spec B §7 "Agency back office": the bookings of every vertical, one booking, the CSV and the dashboard.
// One small function per endpoint, each answer parsed with its shared schema (src/shared/api/agency-bookings.ts);
// a refusal rejects with an `ApiFailure`.
import {
  agencyBookingDetailResponse,
  agencyBookingsResponse,
  dashboardResponse,
  needsAttentionResponse,
  type AgencyBookingDetail,
  type AgencyBookingsRequest,
  type AgencyBookingsResult,
  type BookingCategory,
  type BookingsCsvQuery,
  type DashboardQuery,
  type DashboardResult,
  type NeedsAttentionRow,
} from "@/shared/api/agency-bookings";
import { call, toFailure } from "./call";
import { api } from "./client";

/** Only the filters that are set go into the query string. */
function params(query: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) if (value !== undefined && value !== "") out[key] = String(value);
  return out;
}

export async function listAgencyBookings(category: BookingCategory, query: AgencyBookingsRequest): Promise<AgencyBookingsResult> {
  return (await call(agencyBookingsResponse, () => api.get(`agency/${category}/bookings`, { searchParams: params(query) }).json())).data;
}

export async function getAgencyBooking(category: BookingCategory, id: string): Promise<AgencyBookingDetail> {
  return (await call(agencyBookingDetailResponse, () => api.get(`agency/${category}/bookings/${encodeURIComponent(id)}`).json())).data;
}

export async function getDashboard(query: DashboardQuery): Promise<DashboardResult> {
  return (await call(dashboardResponse, () => api.get("agency/dashboards", { searchParams: params(query) }).json())).data;
}

/** Paid bookings still being finished and those given back lately (the first page: the dashboard shows it). */
export async function listNeedsAttention(): Promise<NeedsAttentionRow[]> {
  return (await call(needsAttentionResponse, () => api.get("agency/bookings/needs-attention").json())).data.bookings;
}

/** The CSV file (the API needs the access token header, so it is fetched, then saved by the page). */
export async function downloadBookingsCsv(query: BookingsCsvQuery): Promise<Blob> {
  try {
    return await api.get("agency/bookings/download.csv", { searchParams: params(query), timeout: 60_000 }).blob();
  } catch (error) {
    throw await toFailure(error);
  }
}

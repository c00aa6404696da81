// spec B §7 "My trip and user": one small function per endpoint, each answer parsed with its shared schema
// (src/shared/api/my-trip.ts); failures reject with an `ApiFailure`.
import { bookingCountResponse, transactionsResponse, tripsResponse, type BookingCount, type Transaction, type TripItem } from "@/shared/api/my-trip";
import type { RewardWallet } from "@/shared/api/reward-wallet";
import type { TripView } from "@/shared/booking/trip-items";
import { call, fetchFile } from "./call";
import { api } from "./client";

export async function listTrips(view: TripView, today: string, page: { offSet: number; limit: number }): Promise<{ items: TripItem[]; total: number }> {
  const searchParams = { view, today, offSet: String(page.offSet), limit: String(page.limit) };
  const answer = await call(tripsResponse, () => api.get("user/trips", { searchParams }).json());
  return { items: answer.data, total: answer.totalRecords };
}

/** POST /api/user/getUserTransactions: the newest money movements (card and reward wallet) and the wallet's balance. */
export async function listTransactions(page: { offSet: number; limit: number }): Promise<{ items: Transaction[]; total: number; wallet: RewardWallet }> {
  const answer = await call(transactionsResponse, () => api.post("user/getUserTransactions", { json: page }).json());
  return { items: answer.data, total: answer.totalRecords, wallet: answer.wallet };
}

export async function getBookingCount(today: string): Promise<BookingCount> {
  return (await call(bookingCountResponse, () => api.get("user/getUserBookingCount", { searchParams: { today } }).json())).data;
}

/** Every booking as CSV (the server escapes formula cells). */
export function downloadBookingsCsv(today: string): Promise<Blob> {
  return fetchFile("user/bookings/download.csv", "text/csv", { today });
}

/** A confirmed trip item's calendar file (.ics). */
export function downloadCalendar(referenceNumber: string): Promise<Blob> {
  return fetchFile(`user/bookings/${encodeURIComponent(referenceNumber)}/calendar.ics`, "text/calendar");
}

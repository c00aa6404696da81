// Resumable checkouts: the PUT /api/checkout-sessions/:id body for a flightBooking snapshot: the sanitised
// snapshot plus what the "Unfinished checkouts" list shows (route, dates, travellers, price, offer expiry).
import type { CheckoutSessionUpsertRequest, CheckoutSummary } from "../../src/shared/api/checkout-sessions";
import type { FlightSearchRequest } from "../../src/shared/api/flights";
import type { Money } from "../../src/shared/money";
import { checkoutTotal } from "../booking/events";
import {
  FLIGHT_BOOKING_MACHINE_ID,
  FLIGHT_BOOKING_MACHINE_VERSION,
  type FlightBookingContext,
} from "../flight-booking/flight-booking.machine";
import { sanitiseSnapshot } from "./sanitise";

/**
 * Steps worth resuming: before a search there is nothing to keep; after confirmation nothing left to
 * do; `resuming` is a moment between two saved steps (a reload resumes again from the saved one).
 */
const RESUMABLE = new Set(["searching", "results", "details", "checkout", "payment"]);

type FlightSnapshotLike = { value: unknown; context: Pick<FlightBookingContext, "search" | "pricing" | "addOns" | "passengers"> };

function stepOf(value: unknown): string {
  return typeof value === "string" ? value : (Object.keys((value as object | null) ?? {})[0] ?? "search");
}

function summaryOf(search: FlightSearchRequest | null, step: string, passengers: number): CheckoutSummary {
  const rows = search?.formData ?? [];
  const first = rows[0];
  const last = rows.at(-1);
  const places = rows.length ? [rows[0]?.from.location, ...rows.map((row) => row.to.location)] : [];
  return {
    step,
    title: places.filter(Boolean).join(" → "),
    startDate: first?.rangeDate?.startDate ?? first?.singleDate ?? null,
    endDate: first?.rangeDate?.endDate ?? last?.singleDate ?? null,
    travellers: passengers,
  };
}

function totalOf(context: FlightSnapshotLike["context"]): Money | null {
  return context.pricing ? checkoutTotal(context.pricing, context.addOns) : null;
}

/**
 * The body to PUT for `persisted` (`actor.getPersistedSnapshot()`), or null when the step is not
 * worth saving (the search form, a confirmed booking: the web deletes the session then).
 */
export function flightCheckoutSession(
  persisted: unknown,
  options: { clientId?: string | null } = {},
): CheckoutSessionUpsertRequest | null {
  const snapshot = persisted as FlightSnapshotLike;
  const step = stepOf(snapshot.value);
  if (!RESUMABLE.has(step)) return null;
  const { search, pricing } = snapshot.context;
  const counted = search ? search.selectedPassenger.ADT + search.selectedPassenger.CHD + search.selectedPassenger.INF : (snapshot.context.passengers?.length ?? 0);
  return {
    vertical: "flights",
    machineId: FLIGHT_BOOKING_MACHINE_ID,
    machineVersion: FLIGHT_BOOKING_MACHINE_VERSION,
    snapshot: sanitiseSnapshot(persisted) as Record<string, unknown>,
    clientId: options.clientId ?? null,
    summary: summaryOf(search, step, counted),
    price: totalOf(snapshot.context),
    offerExpiresAt: pricing?.offer.expiresAt ?? null,
  };
}

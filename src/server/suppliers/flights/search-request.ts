import type { FlightSearchRequest } from "@/shared/api/flights";
import type { SupplierSearchRequest, SupplierSlice } from "./types";

/** Turns the search form (spec A §3) into the supplier's slices: one per leg, a return leg for round trips. */
export function toSupplierRequest(form: FlightSearchRequest): SupplierSearchRequest {
  const slices: SupplierSlice[] = [];
  for (const row of form.formData) {
    const from = row.from.location;
    const to = row.to.location;
    if (form.routeType === "Round-Trip") {
      const range = row.rangeDate;
      if (!range) continue;
      slices.push({ origin: from, destination: to, departureDate: range.startDate });
      slices.push({ origin: to, destination: from, departureDate: range.endDate });
      break;
    }
    const date = row.singleDate ?? row.rangeDate?.startDate;
    if (date) slices.push({ origin: from, destination: to, departureDate: date });
    if (form.routeType === "One-Way") break;
  }
  return { slices, passengers: form.selectedPassenger, cabin: form.flightType.value, maxResults: form.maxResults };
}

// The flight search form's defaults and what a search refills it with (spec A §3 "Flight search form", §5
// "Date picker", §9 defaults). "Today" comes from the machine's input, never from the clock here.
import { DEFAULT_AIRCRAFT_TYPE, DEFAULT_CABIN, DEFAULT_RANGE_DAYS, DEFAULT_ROUTE_TYPE, DEFAULT_START_OFFSET_DAYS } from "@/shared/constants";
import type { CabinPreference, FlightSearchRequest, RouteType, SearchPlace } from "@/shared/flights/search-request";
import { DEFAULT_FLIGHT_TRAVELLERS } from "@/shared/flights/travellers";
import { addDays } from "../date-range/iso-date";

export interface FlightSearchFormRow {
  id: string;
  from: SearchPlace | null;
  to: SearchPlace | null;
  singleDate: string;
  rangeDate: { startDate: string; endDate: string };
}

/** What the form starts from: airports empty, dates per §9. */
export interface FlightSearchForm {
  routeType: RouteType;
  flightType: { value: CabinPreference; name: string };
  aircraftType: string;
  selectedPassenger: { ADT: number; CHD: number; INF: number };
  formData: FlightSearchFormRow[];
}

export function defaultSearchForm(today: string): FlightSearchForm {
  const startDate = addDays(today, DEFAULT_START_OFFSET_DAYS);
  return {
    routeType: DEFAULT_ROUTE_TYPE,
    flightType: { value: DEFAULT_CABIN.value, name: DEFAULT_CABIN.name },
    aircraftType: DEFAULT_AIRCRAFT_TYPE,
    selectedPassenger: { ...DEFAULT_FLIGHT_TRAVELLERS },
    formData: [{ id: "1", from: null, to: null, singleDate: startDate, rangeDate: { startDate, endDate: addDays(startDate, DEFAULT_RANGE_DAYS) } }],
  };
}

/** The search form as last submitted, so a new search or a back button refills it. */
export function formOf(search: FlightSearchRequest): FlightSearchForm {
  return {
    routeType: search.routeType,
    flightType: search.flightType,
    aircraftType: search.aircraftType,
    selectedPassenger: search.selectedPassenger,
    formData: search.formData.map((row) => {
      const startDate = row.rangeDate?.startDate ?? row.singleDate ?? "";
      return {
        id: row.id,
        from: row.from,
        to: row.to,
        singleDate: row.singleDate ?? startDate,
        rangeDate: row.rangeDate ?? { startDate, endDate: startDate === "" ? "" : addDays(startDate, DEFAULT_RANGE_DAYS) },
      };
    }),
  };
}

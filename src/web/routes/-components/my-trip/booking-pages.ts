// Where My trip and the unfinished checkouts lead, composed here from each vertical's own paths and URL
// form (the core's lists never import a vertical): a trip item's detail page (the vertical's
// `paths.booking`, spec B §2 /flight-details, /hotel-details) and where a saved checkout resumes.
import { ACTIVITY_PATHS } from "../../../../../machines/activity-booking/routes";
import { CAR_PATHS } from "../../../../../machines/car-booking/routes";
import { FLIGHT_PATHS } from "../../../../../machines/flight-booking/routes";
import { HOTEL_PATHS } from "../../../../../machines/hotel-booking/routes";
import { pathOf } from "../../../features/activities/url";
import { encodeCarRestore } from "../../../features/cars/url";
import type { ResumePaths } from "../../../features/checkout-sessions/components/unfinished-checkouts";
import { encodeRestore as encodeFlightRestore } from "../../../features/flights/url";
import { encodeRestore as encodeHotelRestore } from "../../../features/hotels/url";
import type { TripPages } from "../../../features/my-trip/trips";

const booked = (referenceNumber: string) => ({ step: "confirmation" as const, referenceNumber });
const asSearch = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));

export const DETAIL_PAGES: TripPages = {
  flight: (ref) => ({ to: FLIGHT_PATHS.booking, search: asSearch(encodeFlightRestore(booked(ref))) }),
  hotel: (ref) => ({ to: HOTEL_PATHS.booking, search: asSearch(encodeHotelRestore(booked(ref))) }),
  car: (ref) => ({ to: CAR_PATHS.booking, search: asSearch(encodeCarRestore(booked(ref))) }),
  activity: (ref) => ({ to: pathOf({ path: ACTIVITY_PATHS.booking, restore: booked(ref) }) }),
};

export const RESUME_PATHS: ResumePaths = {
  flights: FLIGHT_PATHS.checkout,
  hotels: HOTEL_PATHS.checkout,
  cars: CAR_PATHS.checkout,
  activities: ACTIVITY_PATHS.checkout,
};

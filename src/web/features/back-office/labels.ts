import { useLingui } from "@lingui/react/macro";
import type { BookingCategory } from "../../../shared/api/agency-bookings";

/** The back office's words for each vertical (spec B §2: bookings lists per type — flights, hotels, cars, activities). */
export function useCategoryText() {
  const { t } = useLingui();
  return {
    title: { flights: t`Flight bookings`, hotels: t`Hotel bookings`, cars: t`Car bookings`, activities: t`Activity bookings` } satisfies Record<BookingCategory, string>,
    name: { flights: t`Flights`, hotels: t`Hotels`, cars: t`Cars`, activities: t`Activities` } satisfies Record<BookingCategory, string>,
    /** What the trip's first day is called in each vertical. */
    start: { flights: t`Departure`, hotels: t`Check-in`, cars: t`Pick-up`, activities: t`Activity day` } satisfies Record<BookingCategory, string>,
  };
}

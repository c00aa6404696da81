import { createFileRoute } from "@tanstack/react-router";
import { loadBookingRules } from "../../../features/booking/context";
import { carWebVertical } from "../../../features/cars/web-vertical";
import { CarSearchScreen } from "../../../features/cars/components/search-page";
import { searchParams } from "../../../lib/search-params";
import { carSearchParam } from "../../../features/cars/url-params";

// spec B §2 "Cars": the search panel, the filter sidebar and the sort (public). `q`: the search (src/shared/cars/link.ts).
const search = searchParams({ q: carSearchParam });

export const Route = createFileRoute("/booknow/cars/search")({
  validateSearch: search,
  // The rules a page with a search (or an offer) in its address checks at once arrive with the page (features/booking/deferred.ts).
  loader: loadBookingRules(carWebVertical),
  component: CarSearchScreen,
});

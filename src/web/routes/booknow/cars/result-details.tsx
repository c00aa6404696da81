import { createFileRoute } from "@tanstack/react-router";
import { loadBookingRules } from "../../../features/booking/context";
import { carWebVertical } from "../../../features/cars/web-vertical";
import { searchParams, uuid } from "../../../lib/search-params";
import { carOfferParam, carSearchParam } from "../../../features/cars/url-params";
import { CarDetailsScreen } from "../../../features/cars/components/details-page";

// spec B §2 "Cars": a quote's details, priced again (public: the checkout asks to log in).
const search = searchParams({ q: carSearchParam, offer: carOfferParam, session: uuid });

export const Route = createFileRoute("/booknow/cars/result-details")({
  validateSearch: search,
  // The rules a page with a search (or an offer) in its address checks at once arrive with the page (features/booking/deferred.ts).
  loader: loadBookingRules(carWebVertical),
  component: CarDetailsScreen,
});

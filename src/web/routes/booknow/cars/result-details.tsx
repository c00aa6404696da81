import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { searchParams, uuid } from "../../../lib/search-params";
import { carOfferParam, carSearchParam } from "../../../features/cars/url-params";
import { detailsPage } from "../../../features/booking/components/step-pages";
import { CarDetails } from "../../../features/cars/components/details";
import { carWebVertical } from "../../../features/cars/web-vertical";

// spec B §2 "Cars": a quote's details, priced again (public: the checkout asks to log in).
const search = searchParams({ q: carSearchParam, offer: carOfferParam, session: uuid });

export const Route = createFileRoute("/booknow/cars/result-details")({
  validateSearch: search,
  component: detailsPage(carWebVertical, { title: msg`Car details`, subtitle: msg`Review the car, the rental conditions and the price.` }, CarDetails),
});

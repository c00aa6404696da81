import { msg } from "@lingui/core/macro";
import { detailsPage } from "../../booking/components/step-pages";
import { carWebVertical } from "../web-vertical";
import { CarDetails } from "./details";

/**
 * `/booknow/cars/result-details` (spec B §2 "Cars"). Its own module, apart from the route, because the server draws
 * its first screen too (src/web/first-screen.tsx), as the search page's.
 */
export const CarDetailsScreen = detailsPage(carWebVertical, { title: msg`Car details`, subtitle: msg`Review the car, the rental conditions and the price.` }, CarDetails);

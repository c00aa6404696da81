import { msg } from "@lingui/core/macro";
import { detailsPage } from "../../booking/components/step-pages";
import { hotelWebVertical } from "../web-vertical";
import { HotelDetails } from "./details";

/**
 * `/booknow/hotels/search-details`: a hotel's rooms and rates (spec B §2). Its own module, apart from the route,
 * because the server draws its first screen too (src/web/first-screen.tsx), as the search page's.
 */
export const HotelDetailsScreen = detailsPage(hotelWebVertical, { title: msg`Hotel details`, subtitle: msg`Choose a room and rate; we check its price before checkout.` }, HotelDetails);

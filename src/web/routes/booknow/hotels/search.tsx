import { createFileRoute } from "@tanstack/react-router";
import { HotelSearchScreen } from "../../../features/hotels/components/search-page";
import { hotelUrlSearch } from "../../../features/hotels/url-params";

// spec B §2 hotel routes: the public search and results page.
export const Route = createFileRoute("/booknow/hotels/search")({
  validateSearch: hotelUrlSearch,
  component: HotelSearchScreen,
});

import type { AgencyData } from "../../shared/api/agency";
import { BOOKING_MENU_PATHS, type BookingMenuTitle } from "../../shared/constants";

export type BookingTab = "flights" | "hotels" | "cars" | "activities";

export const TAB_BY_TITLE: Record<BookingMenuTitle, BookingTab> = {
  "Air Travel": "flights",
  Hotels: "hotels",
  Cars: "cars",
  Activities: "activities",
};

/** spec A §2: a path containing cars, hotels or activities selects that tab, otherwise flights. */
export function activeTabFromPath(pathname: string): BookingTab {
  const path = pathname.toLowerCase();
  if (path.includes("cars")) return "cars";
  if (path.includes("hotels")) return "hotels";
  if (path.includes("activities")) return "activities";
  return "flights";
}

export function activeMenuItems(agency: AgencyData): BookingMenuTitle[] {
  return agency.bookingMenuItemOptions.filter((item) => item.active).map((item) => item.title);
}

/** spec A §2: Book Now goes to the first active booking menu item, falling back to flights. */
export function bookNowPath(agency: AgencyData): string {
  const first = activeMenuItems(agency)[0];
  return BOOKING_MENU_PATHS[first ?? "Air Travel"];
}

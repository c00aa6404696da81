import type { AgencyData } from "../../shared/api/agency";
import { bookNowTarget } from "../../shared/back-office/navigation";
import type { BookingMenuTitle } from "../../shared/constants";

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

/** spec A §2: Book Now goes to the first active booking menu item, falling back to flights (the rule: src/shared/back-office/navigation.ts). */
export function bookNowPath(agency: AgencyData, current: BookingMenuTitle | null = null): string {
  return bookNowTarget(agency.bookingMenuItemOptions, current);
}

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

/** A booking page's vertical by its path's words: the booking paths (/booknow/hotels/…) and a booking's own page (/hotel-details). */
const TAB_WORDS: [BookingTab, RegExp][] = [
  ["cars", /(^|\/)cars?(\/|-|$)/],
  ["hotels", /(^|\/)hotels?(\/|-|$)/],
  ["activities", /(^|\/)(activities|activity)(\/|-|$)/],
];

/**
 * spec A §2: a path containing cars, hotels or activities selects that tab, otherwise flights. "Otherwise" is read
 * as any other booking page (docs/decisions.md "Active booking tab"): a booking's own page selects its vertical
 * (/hotel-details is a hotel's), and a page that books nothing (/mytrip, /profile, the back office) selects none.
 */
export function activeTabFromPath(pathname: string): BookingTab | null {
  const path = pathname.toLowerCase();
  for (const [tab, words] of TAB_WORDS) if (words.test(path)) return tab;
  return path.startsWith("/booknow") || /(^|\/)flights?(\/|-|$)/.test(path) ? "flights" : null;
}

export function activeMenuItems(agency: AgencyData): BookingMenuTitle[] {
  return agency.bookingMenuItemOptions.filter((item) => item.active).map((item) => item.title);
}

/** spec A §2: Book Now goes to the first active booking menu item, falling back to flights (the rule: src/shared/back-office/navigation.ts). */
export function bookNowPath(agency: AgencyData, current: BookingMenuTitle | null = null): string {
  return bookNowTarget(agency.bookingMenuItemOptions, current);
}

import type { AgencyData } from "../../shared/api/agency";
import { bookNowTarget } from "../../shared/back-office/navigation";
import type { BookingMenuTitle } from "../../shared/constants";
import { perVertical, VERTICALS, type VerticalPlural } from "../../shared/verticals";

/** A booking tab: its vertical's plural (src/shared/verticals.ts). */
export type BookingTab = VerticalPlural;

export const TAB_BY_TITLE: Record<BookingMenuTitle, BookingTab> = perVertical("menuTitle", (v) => v.plural);

const [FIRST, ...OTHERS] = VERTICALS;

/** spec A §2: a path containing cars, hotels or activities (another vertical's plural) selects that tab, otherwise flights (the first). */
export function activeTabFromPath(pathname: string): BookingTab {
  const path = pathname.toLowerCase();
  return (OTHERS.find((v) => path.includes(v.plural)) ?? FIRST).plural;
}

export function activeMenuItems(agency: AgencyData): BookingMenuTitle[] {
  return agency.bookingMenuItemOptions.filter((item) => item.active).map((item) => item.title);
}

/** spec A §2: Book Now goes to the first active booking menu item, falling back to flights (the rule: src/shared/back-office/navigation.ts). */
export function bookNowPath(agency: AgencyData, current: BookingMenuTitle | null = null): string {
  return bookNowTarget(agency.bookingMenuItemOptions, current);
}

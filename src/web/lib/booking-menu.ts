import type { AgencyData } from "@/shared/api/agency";
import { bookNowTarget } from "@/shared/back-office/navigation";
import type { BookingMenuTitle } from "@/shared/constants";
import { perVertical, VERTICALS, type VerticalPlural } from "@/shared/verticals";

/** A booking tab: its vertical's plural (src/shared/verticals.ts). */
export type BookingTab = VerticalPlural;

export const TAB_BY_TITLE: Record<BookingMenuTitle, BookingTab> = perVertical("menuTitle", (v) => v.plural);

const [FIRST, ...OTHERS] = VERTICALS;

/** A vertical's words in a path: its plural (/booknow/hotels/…) or its id (a booking's own page, /hotel-details). */
const wordsOf = (v: { id: string; plural: string }) => new RegExp(`(^|/)(${v.plural}|${v.id})(/|-|$)`);

/**
 * spec A §2: a path containing cars, hotels or activities (another vertical's words) selects that tab, otherwise
 * flights (the first). "Otherwise" is read as any other booking page (docs/decisions.md "Active booking tab"): a
 * booking's own page selects its vertical (/hotel-details is a hotel's), and a page that books nothing (/mytrip,
 * /profile, the back office) selects none.
 */
export function activeTabFromPath(pathname: string): BookingTab | null {
  const path = pathname.toLowerCase();
  const other = OTHERS.find((v) => wordsOf(v).test(path));
  if (other) return other.plural;
  return path.startsWith("/booknow") || wordsOf(FIRST).test(path) ? FIRST.plural : null;
}

export function activeMenuItems(agency: AgencyData): BookingMenuTitle[] {
  return agency.bookingMenuItemOptions.filter((item) => item.active).map((item) => item.title);
}

/** spec A §2: Book Now goes to the first active booking menu item, falling back to flights (the rule: src/shared/back-office/navigation.ts). */
export function bookNowPath(agency: AgencyData, current: BookingMenuTitle | null = null): string {
  return bookNowTarget(agency.bookingMenuItemOptions, current);
}

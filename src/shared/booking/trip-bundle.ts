// The trip add-on bundle's rules (spec B "Add-ons"; docs/decisions.md "Trip add-on bundle"), written once for
// the server's offer and booking and the checkout's figures: what the bundle discount takes off an item, the
// stay a trip leaves room for, and the rule messages (zod issues carry their ids; src/shared/message-ids.ts).
import { money, percent, type Money } from "../money";
import type { MessageDescriptor } from "../validation/messages";

export const tripBundleMessages = {
  discountRange: /*i18n*/ { id: "tripAddOn.config.discountRange", message: "The bundle discount must be between 0 and 50 %" },
  noProducts: /*i18n*/ { id: "tripAddOn.config.noProducts", message: "Offer at least a hotel or a car" },
  productTwice: /*i18n*/ { id: "tripAddOn.config.productTwice", message: "Offer each item once" },
  nightsRange: /*i18n*/ { id: "tripAddOn.config.nightsRange", message: "A one-way trip's stay must be 1 to 14 nights" },
  addOnTwice: /*i18n*/ { id: "tripAddOn.booking.addOnTwice", message: "Each add-on can be chosen once, with at most one refund protection" },
} as const satisfies Record<string, MessageDescriptor>;

const byId = new Map<string, MessageDescriptor>(Object.values(tripBundleMessages).map((d) => [d.id, d]));

export function tripBundleDescriptor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}

/**
 * The bundle discount on one added item: `discountPercent` of its price (markup and fee included), but never
 * more than the agency earns on it: the item is never sold below what its supplier is paid (`net`).
 */
export function bundleDiscount(price: Money, net: Money, discountPercent: number): Money {
  const wanted = percent(price, discountPercent).amount;
  const margin = Math.max(0, price.amount - net.amount);
  return money(Math.min(wanted, margin), price.currency);
}

/** YYYY-MM-DD plus whole days (calendar arithmetic, no clock or time zone). */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The stay a trip leaves room for, in the destination's local dates: from the day of arrival to the day the
 * way back leaves, or, one way, `oneWayNights` nights. Null when there is no night to stay (a same-day return).
 */
export function stayOf(arrival: string, leaving: string | null, oneWayNights: number): { start: string; end: string; nights: number } | null {
  const start = arrival.slice(0, 10);
  const end = leaving ? leaving.slice(0, 10) : addDays(start, oneWayNights);
  const nights = daysBetween(start, end);
  return nights >= 1 ? { start, end, nights } : null;
}

/** A local wall time ("2030-05-10T18:35", seconds and offset dropped) moved by whole minutes, then to a half hour (rental desks book on the half hour). */
export function shiftLocalTime(local: string, minutes: number, round: "up" | "down"): string {
  const at = Date.parse(`${local.slice(0, 16)}:00Z`) + minutes * 60_000;
  const half = 30 * 60_000;
  const rounded = round === "up" ? Math.ceil(at / half) * half : Math.floor(at / half) * half;
  return new Date(rounded).toISOString().slice(0, 16);
}

/** Minutes from one local wall time to another. */
export function minutesBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to.slice(0, 16)}:00Z`) - Date.parse(`${from.slice(0, 16)}:00Z`)) / 60_000);
}

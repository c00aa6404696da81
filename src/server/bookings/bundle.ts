import { and, eq, sql } from "drizzle-orm";
import type { MessageDescriptor } from "@lingui/core";
import { BUNDLE_PRODUCTS, type BookedBundle, type BundleProductCode } from "@/shared/api/trip-add-on";
import { money } from "@/shared/money";
import { productVerticalId } from "@/shared/verticals";
import type { Db } from "../db/client";
import { bookings, type BookingRow } from "../db/schema-bookings";
import { tripDay } from "./listing";
import type { VerticalRegistry } from "./registry";

// A trip add-on bundle as the saga sees it (docs/decisions.md "Trip add-on bundle"): a lead booking (the flight)
// whose payment also pays its linked items (a hotel, a car), each an ordinary booking of its own vertical with
// the same bundle id. All are booked, or none is charged.

/** The failure code of the bundle's other bookings when one part could not be booked (the cause keeps its own). */
export const BUNDLE_ITEM_FAILED = "BUNDLE_ITEM_FAILED";

/** The linked items a lead booking pays for (none for a booking on its own or an item itself), in the order they are booked. */
export async function linkedItemsOf(db: Db, lead: BookingRow): Promise<BookingRow[]> {
  if (!lead.bundleId || lead.leadBookingId) return [];
  return inProductOrder(await db.select().from(bookings).where(eq(bookings.leadBookingId, lead.id)));
}

/** A bundle's items in the order its offer lists them (the hotel, then the car). */
function inProductOrder(items: readonly BookingRow[]): BookingRow[] {
  const rank = (b: BookingRow) => BUNDLE_PRODUCTS.indexOf((b.tripAddOn?.productCode ?? "") as BundleProductCode);
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** Whether a hold's items are the ones a repeat of its request names (the same trip add-on quotes). */
export function sameItems(items: readonly BookingRow[], quoteIds: readonly string[]): boolean {
  const held = items.map((item) => item.tripAddOn?.quoteId ?? "").sort();
  const asked = [...quoteIds].sort();
  return held.length === asked.length && held.every((id, i) => id === asked[i]);
}

/**
 * Why a failed bundle was not charged, in the words of the part that failed: an item's own (its vertical's
 * `bundleItem.notCharged`), or, when the lead itself failed, the lead's.
 */
export function bundleFailureMessage(verticals: VerticalRegistry | undefined, lead: BookingRow, items: readonly BookingRow[], leadMessage: (code: string | null) => MessageDescriptor): MessageDescriptor {
  if (lead.failureCode === BUNDLE_ITEM_FAILED) {
    const cause = items.find((item) => item.status === "failed" && item.failureCode !== BUNDLE_ITEM_FAILED);
    const own = cause ? verticals?.get(cause.vertical)?.vertical.bundleItem : undefined;
    if (cause && own) return own.notCharged(cause.failureCode);
  }
  return leadMessage(lead.failureCode);
}

/**
 * Every booking of the bundle `b` belongs to, the lead first (reservation details: the confirmation shows the
 * trip's items, linked); null for a booking on its own. Each reads as its vertical's listing has it (title, trip days).
 */
export async function bookedBundleOf(db: Db, verticals: VerticalRegistry | undefined, b: BookingRow): Promise<BookedBundle | null> {
  if (!b.bundleId) return null;
  const listings = verticals?.listings ?? [];
  const days = listings.length ? { start: tripDay(listings, "start"), end: tripDay(listings, "end") } : { start: sql<null>`null`, end: sql<null>`null` };
  const found = await db
    .select({ row: bookings, start: days.start, end: days.end })
    .from(bookings)
    .where(and(eq(bookings.agencyId, b.agencyId), eq(bookings.bundleId, b.bundleId)));
  const rows = found.map((f) => f.row);
  const ordered = [...rows.filter((r) => !r.leadBookingId), ...inProductOrder(rows.filter((r) => r.leadBookingId))];
  return {
    bundleId: b.bundleId,
    items: ordered.map((row) => {
      const trip = found.find((f) => f.row.id === row.id);
      const title = listings.find((l) => l.vertical === row.vertical)?.summary(row).title ?? row.referenceNumber;
      return {
        vertical: productVerticalId(row.vertical),
        referenceNumber: row.referenceNumber,
        bookingStatus: row.status,
        title,
        start: trip?.start ?? null,
        end: trip?.end ?? null,
        totalAmount: money(row.totalAmount, row.currency),
        lead: !row.leadBookingId,
      };
    }),
    totalAmount: money(
      rows.reduce((total, row) => total + row.totalAmount, 0),
      b.currency,
    ),
  };
}

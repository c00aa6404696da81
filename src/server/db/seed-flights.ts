import { inArray } from "drizzle-orm";
import type { Db } from "./client";
import { agencies } from "./schema";
import { markups, type MarkupRow } from "./schema-bookings";
import { refundProtectionConfigs, type RefundProtectionConfigRow } from "./schema-bookings";
import { tripAddOnConfigs, type TripAddOnConfigRow } from "./schema-trip-add-ons";

type SeedMarkup = Pick<MarkupRow, "markupType" | "markupValue" | "agencyFee">;

/** Demo agency pricing (flight booking): Acme 8 % + USD 15 fee per booking; Nomad a fixed USD 20 markup. */
const AGENCY_MARKUPS: Record<string, SeedMarkup> = {
  acme: { markupType: "percent", markupValue: 8, agencyFee: 1500 },
  nomad: { markupType: "fixed", markupValue: 2000, agencyFee: null },
};

/** Demo refund protection (spec B add-ons): a 6 % premium, plus the agency's markup on it. */
const REFUND_PROTECTION: Record<string, Pick<RefundProtectionConfigRow, "isEnabled" | "premiumRate" | "markupPercent">> = {
  acme: { isEnabled: true, premiumRate: 6, markupPercent: 25 },
  nomad: { isEnabled: true, premiumRate: 6, markupPercent: 0 },
};

/**
 * Demo trip add-on bundle (spec B add-ons; docs/decisions.md "Trip add-on bundle"): a hotel and a car with the
 * flight, 10 % (Acme) or 8 % (Nomad) off them, and 3 nights for a one-way trip.
 */
const TRIP_ADD_ON: Record<string, Pick<TripAddOnConfigRow, "isEnabled" | "discountPercent" | "products" | "oneWayNights">> = {
  acme: { isEnabled: true, discountPercent: 10, products: ["HOTEL", "CAR"], oneWayNights: 3 },
  nomad: { isEnabled: true, discountPercent: 8, products: ["HOTEL", "CAR"], oneWayNights: 3 },
};

/** Idempotent: an agency that already has its agency-level row keeps it. */
export async function seedFlights(db: Db): Promise<void> {
  const rows = await db
    .select({ id: agencies.id, subdomain: agencies.subdomain })
    .from(agencies)
    .where(inArray(agencies.subdomain, Object.keys(AGENCY_MARKUPS)));
  const values = rows.flatMap((a) => {
    const markup = AGENCY_MARKUPS[a.subdomain];
    return markup ? [{ agencyId: a.id, vertical: "flight" as const, level: "agency" as const, userId: null, ...markup }] : [];
  });
  if (values.length) await db.insert(markups).values(values).onConflictDoNothing();
  const protection = rows.flatMap((a) => {
    const config = REFUND_PROTECTION[a.subdomain];
    return config ? [{ agencyId: a.id, ...config }] : [];
  });
  if (protection.length) await db.insert(refundProtectionConfigs).values(protection).onConflictDoNothing();
  const bundles = rows.flatMap((a) => {
    const config = TRIP_ADD_ON[a.subdomain];
    return config ? [{ agencyId: a.id, ...config }] : [];
  });
  if (bundles.length) await db.insert(tripAddOnConfigs).values(bundles).onConflictDoNothing();
}

import { z } from "zod";
import { cabin, fareFamilyName } from "@/shared/api/flights";

/**
 * Offer ids carry everything needed to rebuild the offer (route, dates, passengers, chosen
 * itineraries, cabin, fare family, search time, repriced uplift), so a restarted server can still
 * reprice and book an offer made before the restart, and expiry needs no stored state.
 */
const offerKey = z.object({
  v: z.literal(1),
  /** [origin, destination, YYYY-MM-DD] per slice. */
  s: z
    .array(z.tuple([z.string().regex(/^[A-Z]{3}$/), z.string().regex(/^[A-Z]{3}$/), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]))
    .min(1)
    .max(6),
  /** ADT, CHD, INF counts. */
  p: z.tuple([z.number().int().min(1).max(9), z.number().int().min(0).max(9), z.number().int().min(0).max(9)]),
  /** Itinerary index per slice. */
  i: z.array(z.number().int().min(0)).min(1).max(6),
  c: cabin,
  f: fareFamilyName,
  /** Search (or reprice) time, epoch seconds. */
  t: z.number().int().nonnegative(),
  /** Price uplift applied by a reprice, percent; absent when none. */
  a: z.number().min(0).max(100).optional(),
});
export type OfferKey = z.infer<typeof offerKey>;

const PREFIX = "sbx1_";

export function encodeOfferId(key: OfferKey): string {
  return PREFIX + Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
}

export function decodeOfferId(id: string): OfferKey | null {
  if (!id.startsWith(PREFIX) || id.length > 2000) return null;
  try {
    const parsed = offerKey.safeParse(JSON.parse(Buffer.from(id.slice(PREFIX.length), "base64url").toString("utf8")));
    return parsed.success && parsed.data.i.length === parsed.data.s.length ? parsed.data : null;
  } catch {
    return null;
  }
}

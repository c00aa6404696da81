import { z } from "zod";

/**
 * Offer ids carry everything needed to rebuild the quote (places, times, driver age, residence,
 * currency, vendor, ACRISS code, search time, a price check's uplift), so a restarted server can still
 * price and book a quote made before the restart, and expiry needs no stored state.
 */
const offerKey = z.object({
  v: z.literal(1),
  /** Pick-up and drop-off: "A:LAX" (airport) or "C:5368361" (GeoNames city). */
  p: z.string().regex(/^(A:[A-Z]{3}|C:\d{1,10})$/),
  d: z.string().regex(/^(A:[A-Z]{3}|C:\d{1,10})$/),
  pu: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  rt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  a: z.number().int().min(18).max(99),
  r: z.string().regex(/^[A-Z]{2}$/),
  c: z.string().regex(/^[A-Z]{3}$/),
  k: z.string().regex(/^[A-Z]{2}$/),
  s: z.string().regex(/^[A-Z]{4}$/),
  /** Search (or price check) time, epoch seconds. */
  t: z.number().int().nonnegative(),
  /** Percent added by a price check; absent when none. */
  u: z.number().min(0).max(100).optional(),
});
export type CarOfferKey = z.infer<typeof offerKey>;

const PREFIX = "car1_";

/** Keys in the schema's order, so a quote rebuilt from its id gets the very same id back. */
export function encodeCarOfferId(key: CarOfferKey): string {
  return PREFIX + Buffer.from(JSON.stringify(offerKey.parse(key)), "utf8").toString("base64url");
}

const FIELDS = Object.keys(offerKey.shape) as Array<keyof CarOfferKey>;
const sharedKey = offerKey.omit({ k: true, s: true });

/**
 * A search's ids (issue "Every page fast on a phone": car search at 20 clients): the fields its quotes share are
 * checked by the schema once, each quote's brand and class by their own rules, and the key is written in the schema's
 * order, so each id is the very one `encodeCarOfferId` makes (validating the whole key per quote was a sixth of a
 * search's CPU).
 */
export function carOfferIdEncoder(base: Omit<CarOfferKey, "k" | "s">): (k: string, s: string) => string {
  const shared = sharedKey.parse(base);
  return (k, s) => {
    const key: Record<string, unknown> = { ...shared, k: offerKey.shape.k.parse(k), s: offerKey.shape.s.parse(s) };
    const ordered: Record<string, unknown> = {};
    for (const field of FIELDS) if (key[field] !== undefined) ordered[field] = key[field];
    return PREFIX + Buffer.from(JSON.stringify(ordered), "utf8").toString("base64url");
  };
}

export function decodeCarOfferId(id: string): CarOfferKey | null {
  if (!id.startsWith(PREFIX) || id.length > 2000) return null;
  try {
    const parsed = offerKey.safeParse(JSON.parse(Buffer.from(id.slice(PREFIX.length), "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

import { and, eq } from "drizzle-orm";
import { DEFAULT_PREMIUM_RATE, effectiveRate } from "@/shared/booking/refund-protection";
import type { BookedRefundProtection, RefundProtectionConfig, RefundProtectionConfigUpdate, RefundProtectionProduct, RefundProtectionQuote } from "@/shared/api/refund-protection";
import { add, money, percent, type Money } from "@/shared/money";
import type { Db } from "../db/client";
import { refundProtectionConfigs, refundProtectionQuotes } from "../db/schema-bookings";
import { BookingError } from "./errors";
import { refundProtectionMessages as m } from "./refund-protection-messages";

// spec B "Add-ons": refund protection, one implementation for every vertical (docs/flights-api.md
// "Refund protection"): the agency's config, a quote bound to the offer and the user, redeemed once by
// the booking; each vertical says what a quote covers (its products) and the cancellation rule refunds it.

// An agency that has not set it up: not offered, at the provider's usual premium once it is.
const DISABLED: RefundProtectionConfig = { isEnabled: false, refundProtectMarkup: 0, premiumRate: DEFAULT_PREMIUM_RATE, effectiveRate: DEFAULT_PREMIUM_RATE };

/** The agency's configuration; an agency without a row does not offer refund protection. */
export async function loadRefundProtectionConfig(db: Db, agencyId: string): Promise<RefundProtectionConfig> {
  const [row] = await db.select().from(refundProtectionConfigs).where(eq(refundProtectionConfigs.agencyId, agencyId));
  if (!row) return DISABLED;
  return { isEnabled: row.isEnabled, refundProtectMarkup: row.markupPercent, premiumRate: row.premiumRate, effectiveRate: effectiveRate(row.premiumRate, row.markupPercent) };
}

/** The back office's settings: the agency's choice; the provider's premium rate is kept (or the usual one for a first setup). */
export async function saveRefundProtectionConfig(db: Db, agencyId: string, update: RefundProtectionConfigUpdate): Promise<RefundProtectionConfig> {
  const values = { isEnabled: update.isEnabled, markupPercent: update.refundProtectMarkup, updatedAt: new Date() };
  await db
    .insert(refundProtectionConfigs)
    .values({ agencyId, premiumRate: DEFAULT_PREMIUM_RATE, ...values })
    .onConflictDoUpdate({ target: refundProtectionConfigs.agencyId, set: values });
  return loadRefundProtectionConfig(db, agencyId);
}

/** Premium = premiumRate % of the trip total, plus the agency's markup % of that premium; each rounded half-even. */
export function premiumFor(tripTotal: Money, config: Pick<RefundProtectionConfig, "premiumRate" | "refundProtectMarkup">): Money {
  const premium = percent(tripTotal, config.premiumRate);
  return add(premium, percent(premium, config.refundProtectMarkup));
}

interface QuoteParty {
  agencyId: string;
  userId: string;
  /** The agency client an agent books for (null: the user themself); kept on the quote for the record. */
  clientUserId: string | null;
}

/**
 * Prices and stores a quote for the repriced offer of any vertical (flights, activities); `tripTotal` is
 * what the traveller pays for it, `products` what the quote covers.
 */
export async function createQuote(db: Db, party: QuoteParty, offer: { readonly id: string; readonly expiresAt: string }, tripTotal: Money, products: RefundProtectionProduct[]): Promise<RefundProtectionQuote> {
  const config = await loadRefundProtectionConfig(db, party.agencyId);
  if (!config.isEnabled) throw new BookingError(404, m.unavailable);
  const protectionAmount = premiumFor(tripTotal, config);
  const [row] = await db
    .insert(refundProtectionQuotes)
    .values({
      agencyId: party.agencyId,
      userId: party.userId,
      clientUserId: party.clientUserId,
      offerId: offer.id,
      currency: tripTotal.currency,
      basisAmount: tripTotal.amount,
      protectionAmount: protectionAmount.amount,
      products,
      // A quote never outlives its offer: the offer cannot be booked after that anyway.
      expiresAt: new Date(offer.expiresAt),
    })
    .returning();
  if (!row) throw new Error("refund protection quote insert returned no row");
  return { quoteId: row.id, offerId: row.offerId, protectionAmount, products, expiresAt: row.expiresAt.toISOString() };
}

/**
 * The quote a booking names, checked against that booking: same agency and user (another agency's
 * or user's quote is "not found"), same offer, not expired, priced from the same trip total (an agent
 * who picks a client with other markups after quoting gets a 409 and quotes again). Returns what the
 * booking stores.
 */
export async function redeemQuote(db: Db, party: Pick<QuoteParty, "agencyId" | "userId">, quoteId: string, booking: { offerId: string; tripTotal: Money }, now = new Date()): Promise<BookedRefundProtection> {
  const [row] = await db
    .select()
    .from(refundProtectionQuotes)
    .where(and(eq(refundProtectionQuotes.id, quoteId), eq(refundProtectionQuotes.agencyId, party.agencyId), eq(refundProtectionQuotes.userId, party.userId)));
  const field = "body.addOns.0.quoteId";
  if (!row) throw new BookingError(400, m.quoteInvalid, {}, field);
  const config = await loadRefundProtectionConfig(db, party.agencyId);
  if (!config.isEnabled) throw new BookingError(409, m.unavailable, {}, field);
  if (row.offerId !== booking.offerId) throw new BookingError(400, m.quoteInvalid, {}, field);
  if (row.expiresAt.getTime() <= now.getTime()) throw new BookingError(409, m.quoteExpired, {}, field);
  if (row.currency !== booking.tripTotal.currency || row.basisAmount !== booking.tripTotal.amount) {
    throw new BookingError(409, m.quoteExpired, {}, field);
  }
  return { quoteId: row.id, protectionAmount: money(row.protectionAmount, row.currency), products: row.products };
}

import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { BUNDLE_PRODUCTS, type BundleOffer, type BundleProduct, type TripAddOnConfig } from "@/shared/api/trip-add-on";
import { bundleDiscount, stayOf } from "@/shared/booking/trip-bundle";
import { money, type Money } from "@/shared/money";
import type { Db } from "../db/client";
import type { AgencyRow, UserRow } from "../db/schema";
import type { Vertical } from "../db/schema-bookings";
import { tripAddOnConfigs, tripAddOnQuotes, type TripAddOnQuoteRow } from "../db/schema-trip-add-ons";
import { applyPricingWithPassThrough, type PricedAmount, type PricingRule } from "../pricing/markup";
import { pricingRuleFor } from "../pricing/rules";
import { BookingError } from "./errors";
import type { RegisteredVertical, VerticalRegistry } from "./registry";
import type { HoldPlan } from "./saga";
import { tripAddOnMessages as m } from "./trip-add-on-messages";
import type { BookingVertical, TripParty } from "./vertical";

// The trip add-on bundle (spec B "Add-ons"; docs/decisions.md "Trip add-on bundle"), once for every vertical: the
// agency's config, a bundle offer for an anchor offer (each item proposed and priced live by its own vertical,
// at its own markups, less the agency's bundle discount) and, when the anchor is booked, the items redeemed and
// checked again with their suppliers. The saga holds and pays them with the anchor (saga/hold.ts, saga/fulfil.ts, bundle.ts).

const DISABLED: TripAddOnConfig = { isEnabled: false, configuration: { discountPercent: 0, products: [...BUNDLE_PRODUCTS], oneWayNights: 3 } };

/** The agency's configuration; an agency without a row offers no bundle. */
export async function loadTripAddOnConfig(db: Db, agencyId: string): Promise<TripAddOnConfig> {
  const [row] = await db.select().from(tripAddOnConfigs).where(eq(tripAddOnConfigs.agencyId, agencyId));
  if (!row) return DISABLED;
  return { isEnabled: row.isEnabled, configuration: { discountPercent: row.discountPercent, products: row.products, oneWayNights: row.oneWayNights } };
}

export async function saveTripAddOnConfig(db: Db, agencyId: string, config: TripAddOnConfig): Promise<TripAddOnConfig> {
  const values = { isEnabled: config.isEnabled, ...config.configuration, updatedAt: new Date() };
  await db
    .insert(tripAddOnConfigs)
    .values({ agencyId, ...values })
    .onConflictDoUpdate({ target: tripAddOnConfigs.agencyId, set: values });
  return loadTripAddOnConfig(db, agencyId);
}

/** An item's price in a bundle: its vertical's own pricing (markup and fee), less the bundle discount. */
export interface BundlePrice {
  rule: PricingRule;
  priced: PricedAmount;
  discount: Money;
  price: Money;
}

async function bundlePrice(db: Db, vertical: Vertical, who: BundleParty, net: Money, atSupplierPrice: Money | undefined, discountPercent: number): Promise<BundlePrice> {
  const rule = await pricingRuleFor(db, vertical, who.agency.id, who.user, who.client);
  const priced = applyPricingWithPassThrough(net, atSupplierPrice, rule);
  const discount = bundleDiscount(priced.total, net, discountPercent);
  return { rule, priced, discount, price: money(priced.total.amount - discount.amount, net.currency) };
}

/** A bundle item redeemed for a booking: its vertical, its plan (priced again now) and its bundle price. */
export interface LinkedPlan {
  entry: RegisteredVertical;
  plan: HoldPlan;
  quoteId: string;
  productCode: string;
  discountPercent: number;
  price: BundlePrice;
}

export interface BundleParty {
  agency: AgencyRow;
  user: UserRow;
  /** The agency client an agent books for (null: the user themself). */
  client: UserRow | null;
}

export class TripAddOns {
  constructor(private readonly deps: { db: Db; verticals: VerticalRegistry; log?: { error(obj: unknown, msg: string): void } }) {}

  /** The vertical whose offers lead a bundle, or a 404 ("offered with a flight"). */
  anchorOf(vertical: Vertical): BookingVertical {
    const anchor = this.deps.verticals.get(vertical)?.vertical;
    if (!anchor?.trip) throw new BookingError(404, m.notAnchor);
    return anchor;
  }

  /**
   * POST api/tripAdd/createBundleOffer: the items the agency offers with this anchor offer, each proposed and
   * priced now by its vertical's supplier. An item whose supplier has nothing there (or fails) is left out.
   */
  async offer(party: BundleParty, anchorVertical: Vertical, offerId: string): Promise<BundleOffer> {
    const { db } = this.deps;
    const config = await loadTripAddOnConfig(db, party.agency.id);
    if (!config.isEnabled) throw new BookingError(404, m.unavailable);
    const anchor = this.anchorOf(anchorVertical);
    const trip = await anchor.trip!(offerId).catch((error: unknown) => {
      throw error instanceof BookingError ? error : anchor.supplierError(error);
    });
    const { discountPercent, products: offered, oneWayNights } = config.configuration;
    const stay = stayOf(trip.arrival, trip.leaving, oneWayNights);
    const bundleOfferId = randomUUID();
    const items = stay ? this.deps.verticals.all().filter((entry) => entry.vertical.bundleItem && offered.includes(entry.vertical.bundleItem.productCode)) : [];
    const proposed = await Promise.all(
      items.map(async (entry) => {
        const item = entry.vertical.bundleItem!;
        try {
          const proposal = stay ? await item.propose(trip, stay) : null;
          if (!proposal || proposal.net.currency !== trip.currency) return null;
          const price = await bundlePrice(db, entry.vertical.id, party, proposal.net, proposal.atSupplierPrice, discountPercent);
          const product: Omit<BundleProduct, "quoteId"> = {
            ...proposal.product,
            productCode: item.productCode,
            listPrice: price.priced.total,
            discount: price.discount,
            price: price.price,
          };
          const [row] = await db
            .insert(tripAddOnQuotes)
            .values({
              bundleOfferId,
              agencyId: party.agency.id,
              userId: party.user.id,
              clientUserId: party.client?.id ?? null,
              anchorVertical,
              anchorOfferId: offerId,
              vertical: entry.vertical.id,
              offerId: proposal.offerId,
              product,
              discountPercent,
              currency: price.price.currency,
              amount: price.price.amount,
              // Never outlives the trip it is for, nor its own supplier's offer.
              expiresAt: new Date(Math.min(Date.parse(trip.offerExpiresAt), Date.parse(proposal.expiresAt))),
            })
            .returning();
          return row ? { product: { quoteId: row.id, ...product }, expiresAt: row.expiresAt } : null;
        } catch (error) {
          // A supplier that cannot offer its item now leaves it out; the trip itself is still bookable.
          if (!(error instanceof BookingError)) this.deps.log?.error({ err: error }, "trip add-on item not offered");
          return null;
        }
      }),
    );
    const found = proposed.filter((p) => p !== null);
    const order = (p: BundleProduct) => BUNDLE_PRODUCTS.indexOf(p.productCode);
    const expiresAt = Math.min(Date.parse(trip.offerExpiresAt), ...found.map((p) => p.expiresAt.getTime()));
    return {
      bundleOfferId,
      offerId,
      discountPercent,
      products: found.map((p) => p.product).sort((a, b) => order(a) - order(b)),
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }

  /**
   * The items a booking of the anchor names, redeemed: same agency, user and client, the same anchor offer, not
   * expired, one per product, each priced again by its supplier and its vertical at the price offered (else 409:
   * choose again). Nothing is held here; the saga holds them with the anchor.
   */
  async plan(party: BundleParty, anchor: { vertical: Vertical; offerId: string }, travellers: TripParty | undefined, quoteIds: readonly string[]): Promise<LinkedPlan[]> {
    if (quoteIds.length === 0) return [];
    const { db } = this.deps;
    const field = "body.addOns";
    const rows = await db
      .select()
      .from(tripAddOnQuotes)
      .where(and(inArray(tripAddOnQuotes.id, [...quoteIds]), eq(tripAddOnQuotes.agencyId, party.agency.id), eq(tripAddOnQuotes.userId, party.user.id)));
    const config = await loadTripAddOnConfig(db, party.agency.id);
    if (!config.isEnabled) throw new BookingError(409, m.unavailable, {}, field);
    if (!travellers) throw new BookingError(400, m.notAnchor, {}, field);
    const seen = new Set<string>();
    const plans: LinkedPlan[] = [];
    for (const quoteId of quoteIds) {
      const row = rows.find((r) => r.id === quoteId);
      if (!row || row.anchorVertical !== anchor.vertical || row.anchorOfferId !== anchor.offerId) throw new BookingError(400, m.quoteInvalid, {}, field);
      if (seen.has(row.product.productCode)) throw new BookingError(400, m.productTwice, {}, field);
      seen.add(row.product.productCode);
      // Priced for another client (an agent picked someone else since): not this booking's price.
      if (row.clientUserId !== (party.client?.id ?? null) || row.expiresAt.getTime() <= Date.now()) throw new BookingError(409, m.quoteExpired, {}, field);
      plans.push(await this.redeem(row, travellers, party));
    }
    return plans;
  }

  private async redeem(row: TripAddOnQuoteRow, travellers: TripParty, party: BundleParty): Promise<LinkedPlan> {
    const entry = this.deps.verticals.get(row.vertical);
    const item = entry?.vertical.bundleItem;
    if (!entry || !item) throw new BookingError(409, m.quoteExpired, {}, "body.addOns");
    const plan = await item.plan(row.offerId, travellers);
    const price = await bundlePrice(this.deps.db, row.vertical, party, plan.net, plan.atSupplierPrice, row.discountPercent);
    if (price.price.amount !== row.amount || price.price.currency !== row.currency) throw new BookingError(409, m.quoteExpired, {}, "body.addOns");
    return { entry, plan, quoteId: row.id, productCode: row.product.productCode, discountPercent: row.discountPercent, price };
  }
}

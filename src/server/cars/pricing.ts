import type { FastifyRequest } from "fastify";
import type { CarOffer, CarPricing, CarSearchRequest } from "@/shared/api/cars";
import { customerPenaltyOf } from "@/shared/booking/cancellation-charge";
import { carRuleDescriptor, carRuleMessages } from "@/shared/cars/messages";
import { rentalPeriodError } from "@/shared/cars/search";
import { dateTimeFormat } from "@/shared/intl-formats";
import { BookingError } from "../bookings/errors";
import { agencyOf, optionalUser } from "../bookings/http";
import { seesBreakdown } from "../bookings/visibility";
import type { Db } from "../db/client";
import type { UserRow } from "../db/schema";
import { applyPricing, type PricingRule } from "../pricing/markup";
import { pricingRuleFor } from "../pricing/rules";
import { resolveCarLocation } from "../suppliers/cars/locations";
import { supplierSearchOf, type CarSupplier, type CarSupplierResult } from "../suppliers/cars/types";
import { fromCarSupplier } from "./errors";
import { carMessages as m } from "./messages";

// spec B §7 "Car rental": a search and a quote as the customer (or the client an agent books for) is asked them,
// the supplier's net prices with the agency's markup and fee (pricingRuleFor).

/**
 * The place's date now (a pick-up "today" is today where the car is, not where the server is). The formatter is
 * kept per time zone (issue "Every page fast on a phone": making one per search was a tenth of a car search's CPU).
 */
function todayIn(timeZone: string): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

/** Searching and pricing cars for whoever asks: the catalogue routes and the refund protection quote use it. */
export function carPricer(db: Db, supplier: CarSupplier) {
  async function ruleFor(request: FastifyRequest, clientId?: string): Promise<{ rule: PricingRule; user: UserRow | null }> {
    const agency = agencyOf(request);
    const user = request.user ?? (await optionalUser(request));
    return { rule: await pricingRuleFor(db, "car", agency.id, user, clientId), user };
  }

  /** The quote as the customer sees it: `price` is net + markup + fee (agency pricing: one total). */
  const priced = (offer: CarOffer, rule: PricingRule): CarOffer => {
    const breakdown = applyPricing(offer.price, rule);
    const { charge } = offer.cancellationPolicy;
    // The fee a car shows is what its cancellation will take: the customer's figure, not the vendor's net one.
    const paid = { total: breakdown.total.amount, net: offer.price.amount, markup: breakdown.markup.amount };
    const amount = charge.amount ? customerPenaltyOf(paid, charge.amount) : null;
    return { ...offer, cancellationPolicy: { charge: { ...charge, amount } }, price: breakdown.total };
  };

  async function searchCars(request: FastifyRequest, search: CarSearchRequest) {
    const pickUp = resolveCarLocation(search.pickupLocation);
    if (!pickUp) throw new BookingError(400, m.locationUnknown, {}, "body.pickupLocation.code");
    const dropOff = search.dropoffLocation ? resolveCarLocation(search.dropoffLocation) : pickUp;
    if (!dropOff) throw new BookingError(400, m.locationUnknown, {}, "body.dropoffLocation.code");
    const period = rentalPeriodError(search.pickUpDateTime, search.returnDateTime, todayIn(pickUp.timeZone));
    if (period) {
      const field = period === carRuleMessages.pickUpInPast.id ? "body.pickUpDateTime" : "body.returnDateTime";
      throw new BookingError(400, carRuleDescriptor(period) ?? carRuleMessages.pickUpInPast, {}, field);
    }
    const found = await supplier.search(supplierSearchOf(search, pickUp, dropOff, agencyOf(request).defaultCurrency)).catch((error: unknown) => {
      throw fromCarSupplier(error, "body");
    });
    const { rule } = await ruleFor(request);
    return { found, rule };
  }

  /** The search's answer data: every quote priced for the customer. */
  const pricedSearch = (found: CarSupplierResult, rule: PricingRule) => ({ cars: found.cars.map((car) => priced(car, rule)), searchedAt: found.searchedAt });

  async function priceOffer(request: FastifyRequest, offerId: string, clientId?: string): Promise<CarPricing> {
    const outcome = await supplier.price(offerId).catch((error: unknown) => {
      throw fromCarSupplier(error, "body.offerId");
    });
    const { rule, user } = await ruleFor(request, clientId);
    const breakdown = applyPricing(outcome.offer.price, rule);
    return {
      offer: priced(outcome.offer, rule),
      priceChanged: outcome.priceChanged,
      previousTotal: outcome.previousTotal ? applyPricing(outcome.previousTotal, rule).total : null,
      markupType: rule.markupType,
      markup: rule.markupValue,
      totalAmount: breakdown.total,
      ...(seesBreakdown(user) ? { breakdown } : {}),
    };
  }

  return { searchCars, pricedSearch, priceOffer };
}
export type CarPricer = ReturnType<typeof carPricer>;

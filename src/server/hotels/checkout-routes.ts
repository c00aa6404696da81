import { errorEnvelope } from "@/shared/api/envelope";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { couponResponse, hotelCouponRequest, hotelProtectionQuoteRequest, hotelProtectionQuoteResponse } from "@/shared/api/hotel-bookings";
import { couponMessages } from "@/shared/booking/coupons";
import { applyCoupon } from "../bookings/coupons";
import { agencyOf, answer, userOf } from "../bookings/http";
import { bookingErrors, signedIn } from "../bookings/routes";
import type { BookingSaga } from "../bookings/saga";
import type { Db } from "../db/client";
import { createQuote } from "../bookings/refund-protection";
import { refundProtectionMessages } from "../bookings/refund-protection-messages";
import { ok } from "../http/envelope";
import { applyPricing } from "../pricing/markup";
import { pricingRuleFor } from "../pricing/rules";
import type { HotelSupplier, PricedRate } from "../suppliers/hotels/types";
import { fromHotelSupplier } from "./errors";

// What the hotel checkout asks before it books: a coupon code checked against the rate being booked
// (spec B §3 coupon code states; path not shown: docs/decisions.md) and refund protection priced for it
// (spec B add-ons). Both price the rate as the booking will: now, with the agency's pricing for the user
// (an agent booking for a client: the client's), so the figures shown are the figures charged.

const tags = ["hotels"];

export function registerHotelCheckoutRoutes(app: FastifyInstance, deps: { db: Db; supplier: HotelSupplier; saga: BookingSaga }): void {
  const { db, supplier, saga } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The rate priced now and what the user (or the agent's client) pays for it, markup and fee included. */
  async function tripOf(request: FastifyRequest, rateId: string, clientId: string | undefined) {
    const agency = agencyOf(request);
    const user = userOf(request);
    const client = await saga.resolveClient(agency, user, clientId);
    const outcome = await supplier.price(rateId).catch((error: unknown) => {
      throw fromHotelSupplier(error, "body.rateId");
    });
    const rule = await pricingRuleFor(db, "hotel", agency.id, user, client);
    return { agency, user, client, offer: outcome.offer, total: applyPricing(outcome.offer.rate.net, rule).total };
  }

  r.post(
    "/api/v2/hotel/coupon",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Check a coupon code against the rate being booked: its discount and the new total (the booking applies it again)",
        body: hotelCouponRequest,
        response: { 200: couponResponse, ...bookingErrors, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      // Coupon codes are guessable (SAVE10): checks are limited per user and per client address.
      if (await request.server.abuseLimits.refuse(request, reply, "couponCheck", { perUser: userOf(request).id, perClient: request.ip })) return reply;
      return answer(request, reply, async () => {
        const { agency, total } = await tripOf(request, request.body.rateId, request.body.clientId);
        const applied = await applyCoupon(db, agency.id, "hotel", request.body.code, total, new Date(), "body.code");
        return ok(applied, request.t(couponMessages.applied));
      });
    },
  );

  r.post(
    "/api/v2/hotel/refund-protection/quote",
    {
      ...signedIn,
      schema: {
        tags: [...tags, "add-ons"],
        summary: "Price refund protection for the rate being booked; the booking redeems the quoteId",
        body: hotelProtectionQuoteRequest,
        response: { 200: hotelProtectionQuoteResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, user, client, offer, total } = await tripOf(request, request.body.rateId, request.body.clientId);
        const quote = await createQuote(db, { agencyId: agency.id, userId: user.id, clientUserId: client?.id ?? null }, { id: offer.id, expiresAt: offer.rate.expiresAt }, total, [
          { productCode: "HOTEL", description: stayOf(offer), coveredAmount: total },
        ]);
        return ok(quote, request.t(refundProtectionMessages.quoted));
      }),
  );
}

/** "Hotel Tejo, 2026-12-01 – 2026-12-04": what a hotel quote covers. */
function stayOf(offer: PricedRate): string {
  return `${offer.hotel.name}, ${offer.start} – ${offer.end}`;
}

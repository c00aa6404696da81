import type { FastifyRequest } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "@/shared/api/envelope";
import { flightSearchResult, resultLeg, resultOffer, type FlightOffer, type ResultLeg } from "@/shared/api/flights";
import { ok } from "../http/envelope";
import { KeptResultAnswers, type KeptAnswer } from "../http/kept-answers";
import type { PricingRule } from "../pricing/markup";
import { summarizeOffers } from "../suppliers/flights/summaries";
import type { SupplierSearchResult } from "../suppliers/flights/types";
import { priceOffer } from "./pricing";

export interface SearchResponseCacheOptions {
  /**
   * Budget for kept bodies, in bytes of brotli. Default 2 MiB: a 1000-offer round trip (~0.9 MiB of JSON)
   * keeps as ~20–40 KiB, so some fifty answers fit, five times the ten popular searches of a sale day, in a
   * fifth of the memory the 10 Mi characters of JSON took (docs/performance.md "Memory at the peak of a load step").
   */
  readonly maxBytes?: number;
}

/**
 * The priced search answer, validated against the route's zod schema once per (supplier result, pricing
 * rule, message) and kept, compressed with brotli, for the next request that shares all three (KeptResultAnswers).
 *
 * Validating and serialising a 1000-offer answer costs about as much as generating it
 * (docs/performance.md). The route's schema stays for OpenAPI and for the first answer; repeats of
 * a cached search (CachingFlightSupplier hands out the same frozen result object) send the kept body.
 */
export class SearchResponseCache {
  private readonly kept: KeptResultAnswers;

  constructor(options: SearchResponseCacheOptions = {}) {
    this.kept = new KeptResultAnswers({ maxBytes: options.maxBytes ?? 2 * 1024 * 1024 });
  }

  get size(): number {
    return this.kept.size;
  }

  /** The answer; prices, validates and serialises only when nothing is kept for this result, rule and message. */
  answer(found: SupplierSearchResult, rule: PricingRule, message: string, validate: (payload: unknown) => string, brotli: boolean): Promise<KeptAnswer> {
    return this.kept.answer(found, rule, message, () => validate(searchPayload(found, rule, message)), brotli);
  }
}

/**
 * The envelope the route answers: offers priced for the customer, summaries over the priced offers. The offers are
 * whole; the route's schema takes their results' form (`resultOffer`: segments, passenger prices and fare conditions
 * come with reprice) as it checks them, so an offer is copied once on its way to the JSON, not once more before the
 * check (docs/performance.md "Search at 20 clients, part 7": a cold search's garbage). Legs stay shared between offers,
 * as the sandbox made them, so the check takes each once.
 */
export function searchPayload(found: SupplierSearchResult, rule: PricingRule, message: string) {
  const offers: FlightOffer[] = found.offers.map((o) => priceOffer(o, rule).offer);
  return ok({ offers, ...summarizeOffers(offers), searchedAt: found.searchedAt, expiresAt: found.expiresAt }, message);
}

/** The route's answer schema (flightSearchResponse) with the offers' legs left to `validatedSearchJson`. */
const answerLegsUnchecked = envelope(flightSearchResult.extend({ offers: z.array(resultOffer.extend({ flights: z.array(z.unknown()).min(1) })) }));

/**
 * The route's zod check (flightSearchResponse) with each distinct leg checked once: a search's offers share their
 * legs (a 1000-offer round trip has a few dozen), and checking every offer's copy was most of the answer's check
 * (docs/performance.md "Search at 20 clients, part 6"). Every value is still checked, against the same schemas.
 */
export function validatedSearchJson(request: FastifyRequest): (payload: unknown) => string {
  const refuse = (error: z.ZodError) => new ResponseSerializationError(request.method, request.url, { cause: error });
  return (payload) => {
    const parsed = answerLegsUnchecked.safeParse(payload);
    if (!parsed.success) throw refuse(parsed.error);
    const checked = new Map<unknown, ResultLeg>();
    for (const offer of parsed.data.data.offers) {
      offer.flights = offer.flights.map((leg) => {
        let made = checked.get(leg);
        if (!made) {
          const one = resultLeg.safeParse(leg);
          if (!one.success) throw refuse(one.error);
          checked.set(leg, (made = one.data));
        }
        return made;
      });
    }
    return JSON.stringify(parsed.data);
  };
}

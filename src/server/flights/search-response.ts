import type { FastifyReply, FastifyRequest } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { flightSearchResponse, toResultOffer, type FlightOffer } from "../../shared/api/flights";
import { ok } from "../http/envelope";
import type { PricingRule } from "../pricing/markup";
import { summarizeOffers } from "../suppliers/flights/summaries";
import type { SupplierSearchResult } from "../suppliers/flights/types";
import { priceOffer } from "./pricing";

export interface SearchResponseCacheOptions {
  /**
   * Budget for kept JSON bodies, in UTF-16 code units (≈ bytes: the body is ASCII). Default 10 Mi: about
   * eleven 1000-offer round trips (~0.9 MiB each), each for one pricing rule — a sale day's ten popular
   * searches fit, with less of the server's memory than 16 Mi (docs/performance.md "Memory under load").
   */
  readonly maxChars?: number;
}

/**
 * The priced search answer as JSON, validated against the route's zod schema once per
 * (supplier result, pricing rule, message) and kept for the next request that shares all three.
 *
 * Validating and serialising a 1000-offer answer costs about as much as generating it
 * (docs/performance.md). The route's schema stays for OpenAPI and for the first answer; repeats of
 * a cached search (CachingFlightSupplier hands out the same frozen result object) send the kept
 * string. Results that are not frozen (a supplier without the cache) are never kept: they could be
 * mutated after the fact, and they would not repeat anyway.
 *
 * The pricing rule is part of the key, so one agency's or customer's markup never reaches another.
 */
export class SearchResponseCache {
  private readonly ids = new WeakMap<SupplierSearchResult, number>();
  private nextId = 1;
  private readonly bodies = new Map<string, string>();
  private chars = 0;
  private readonly maxChars: number;

  constructor(options: SearchResponseCacheOptions = {}) {
    this.maxChars = options.maxChars ?? 10 * 1024 * 1024;
  }

  get size(): number {
    return this.bodies.size;
  }

  /** The JSON body; prices, validates and serialises only when nothing is kept for this result, rule and message. */
  json(found: SupplierSearchResult, rule: PricingRule, message: string, validate: (payload: unknown) => string): string {
    if (!Object.isFrozen(found)) return validate(searchPayload(found, rule, message));
    let id = this.ids.get(found);
    if (id === undefined) this.ids.set(found, (id = this.nextId++));
    const key = `${id}|${JSON.stringify(rule)}|${message}`;
    const kept = this.bodies.get(key);
    if (kept !== undefined) {
      this.bodies.delete(key);
      this.bodies.set(key, kept);
      return kept;
    }
    const body = validate(searchPayload(found, rule, message));
    if (body.length <= this.maxChars) {
      this.bodies.set(key, body);
      this.chars += body.length;
      for (const [k, v] of this.bodies) {
        if (this.chars <= this.maxChars) break;
        this.bodies.delete(k);
        this.chars -= v.length;
      }
    }
    return body;
  }
}

/**
 * The envelope the route answers: offers priced for the customer in the results' form (segments, passenger
 * prices and fare conditions come with reprice: src/shared/api/flights.ts `resultOffer`), summaries over the
 * priced offers.
 */
export function searchPayload(found: SupplierSearchResult, rule: PricingRule, message: string) {
  const offers: FlightOffer[] = found.offers.map((o) => priceOffer(o, rule).offer);
  return ok({ offers: offers.map(toResultOffer), ...summarizeOffers(offers), searchedAt: found.searchedAt, expiresAt: found.expiresAt }, message);
}

/** What the route's zod serializer (fastify-type-provider-zod) does: parse, then stringify the parsed data. */
export function validateSearchResponse(request: FastifyRequest): (payload: unknown) => string {
  return (payload) => {
    const parsed = flightSearchResponse.safeParse(payload);
    if (!parsed.success) throw new ResponseSerializationError(request.method, request.url, { cause: parsed.error });
    return JSON.stringify(parsed.data);
  };
}

/** Sends an already validated JSON body: Fastify skips the route serializer for a string. */
export function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.code(200).type("application/json; charset=utf-8").send(body);
}

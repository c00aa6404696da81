import { promisify } from "node:util";
import { brotliCompress, brotliDecompress } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { flightSearchResponse, toResultOffer, type FlightOffer } from "@/shared/api/flights";
import { BROTLI_OPTIONS, sendBrotli } from "../http/compression";
import { ok } from "../http/envelope";
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

/** What the route sends: brotli when the client takes it (kept, or compressed once for keeping), else JSON. */
export type SearchAnswer = { readonly brotli: Buffer } | { readonly json: string | Buffer };

interface Kept {
  /** Resolves to undefined when compressing failed (the entry is gone by then). */
  readonly body: Promise<Buffer | undefined>;
  bytes: number;
}

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/**
 * The priced search answer, validated against the route's zod schema once per (supplier result, pricing
 * rule, message) and kept, compressed with brotli, for the next request that shares all three.
 *
 * Validating and serialising a 1000-offer answer costs about as much as generating it
 * (docs/performance.md). The route's schema stays for OpenAPI and for the first answer; repeats of
 * a cached search (CachingFlightSupplier hands out the same frozen result object) send the kept
 * body. Results that are not frozen (a supplier without the cache) are never kept: they could be
 * mutated after the fact, and they would not repeat anyway.
 *
 * Kept in brotli, not as JSON, for the issue "Fast on a phone" (the server's memory at the peak of a load
 * step): ~30× smaller, so more answers fit in less memory. A browser takes the kept body as it is (no
 * compression per request); a client without brotli gets it inflated (~5 ms, off the main thread), and
 * gzip from the compression plugin when it asks for that. The first answer is compressed in libuv's pool:
 * a brotli client waits for it (the plugin compressed it per request before, at the same quality); any other
 * client gets the JSON at once while it is compressed for the next request, which then waits for it.
 *
 * The pricing rule is part of the key, so one agency's or customer's markup never reaches another.
 */
export class SearchResponseCache {
  private readonly ids = new WeakMap<SupplierSearchResult, number>();
  private nextId = 1;
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(options: SearchResponseCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  }

  get size(): number {
    return this.kept.size;
  }

  /** The answer; prices, validates and serialises only when nothing is kept for this result, rule and message. */
  async answer(found: SupplierSearchResult, rule: PricingRule, message: string, validate: (payload: unknown) => string, brotli: boolean): Promise<SearchAnswer> {
    if (!Object.isFrozen(found)) return { json: validate(searchPayload(found, rule, message)) };
    let id = this.ids.get(found);
    if (id === undefined) this.ids.set(found, (id = this.nextId++));
    const key = `${id}|${JSON.stringify(rule)}|${message}`;
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      const body = await kept.body;
      if (body !== undefined) return brotli ? { brotli: body } : { json: await decompress(body) };
    }
    const json = validate(searchPayload(found, rule, message));
    const body = this.keep(key, json);
    const compressed = brotli ? await body : undefined;
    return compressed !== undefined ? { brotli: compressed } : { json };
  }

  private keep(key: string, json: string): Promise<Buffer | undefined> {
    const entry: Kept = {
      bytes: 0,
      body: compress(json, BROTLI_OPTIONS).then(
        (body) => {
          if (this.kept.get(key) === entry) this.account(key, entry, body.length);
          return body;
        },
        () => {
          this.forget(key, entry);
          return undefined;
        },
      ),
    };
    const previous = this.kept.get(key);
    if (previous !== undefined) this.forget(key, previous);
    this.kept.set(key, entry);
    return entry.body;
  }

  private account(key: string, entry: Kept, bytes: number): void {
    if (bytes > this.maxBytes) return this.forget(key, entry);
    entry.bytes = bytes;
    this.bytes += bytes;
    for (const [k, e] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(k, e);
    }
  }

  private forget(key: string, entry: Kept): void {
    if (this.kept.get(key) !== entry) return;
    this.kept.delete(key);
    this.bytes -= entry.bytes;
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

const JSON_TYPE = "application/json; charset=utf-8";

/** Sends an already validated body: Fastify skips the route serializer for a string or a Buffer. */
export function sendSearchAnswer(reply: FastifyReply, answer: SearchAnswer): FastifyReply {
  return "brotli" in answer ? sendBrotli(reply, JSON_TYPE, answer.brotli) : reply.code(200).type(JSON_TYPE).send(answer.json);
}

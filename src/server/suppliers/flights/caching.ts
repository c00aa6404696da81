import type { SupplierHold } from "../types";
import { BoundedCache } from "../../lib/bounded-cache";
import { deepFreeze } from "../deep-freeze";
import { systemClock, type CancellationQuote, type Clock, type FlightSupplier, type RepriceOutcome, type SupplierOrder, type SupplierSearchRequest, type SupplierSearchResult } from "./types";
import type { BookingContact, BookingPassenger, FareRules } from "@/shared/api/flights";

export interface SearchCacheOptions {
  /** Most finished searches kept (least recently used goes first). Default 200. */
  readonly maxEntries?: number;
  /**
   * Most offers kept over all entries: the memory bound. A kept 1000-offer round trip holds ~0.7 MiB
   * of heap now that a search's offers share their legs and fare families (1.6 MiB before;
   * docs/performance.md "Search at 20 clients, part 5"). Default 10 000 (~7 MiB; 10 busy round trips
   * or ~40 one-ways): the server's whole memory target is 300 MiB, and a sale day's popular searches
   * are a handful.
   */
  readonly maxOffers?: number;
  /**
   * How long a search is reused, and the width of the time bucket that is part of the key (so all
   * entries of a bucket end together, and a UTC day boundary always starts a fresh bucket when the
   * TTL divides a day). Default 5 minutes, well under the sandbox's 30-minute offer expiry.
   */
  readonly ttlMs?: number;
  /**
   * An entry is served only while its earliest offer expiry is at least this far away, so a cached
   * offer always leaves the traveller time to book. Default 20 minutes.
   */
  readonly minRemainingMs?: number;
  /** Defaults to the system clock; give the wrapped supplier's clock in tests. */
  readonly clock?: Clock;
}

export interface SearchCacheStats {
  /** Answered from a finished entry. */
  hits: number;
  /** Joined a search already in flight. */
  shared: number;
  /** Asked the wrapped supplier. */
  misses: number;
  /** Entries currently kept. */
  size: number;
  /** Offers currently kept. */
  offers: number;
}

interface Entry {
  readonly result: SupplierSearchResult;
  /** Earliest of the result's and its offers' expiresAt, epoch ms. */
  readonly expiresAt: number;
}

const MINUTE = 60_000;

/** The fields a supplier reads, in a fixed order: two equal requests give one key. */
export function searchCacheKey(request: SupplierSearchRequest): string {
  return JSON.stringify([request.slices.map((s) => [s.origin, s.destination, s.departureDate]), [request.passengers.ADT, request.passengers.CHD, request.passengers.INF], request.cabin, request.maxResults]);
}

function earliestExpiry(result: SupplierSearchResult): number {
  let earliest = Date.parse(result.expiresAt);
  for (const o of result.offers) {
    const t = Date.parse(o.expiresAt);
    if (t < earliest || Number.isNaN(earliest)) earliest = t;
  }
  return earliest;
}

/**
 * Search cache in front of any FlightSupplier (sandbox or a real adapter): a bounded LRU of
 * finished searches keyed by the request and a time bucket, and one shared promise for identical
 * searches in flight (lib/bounded-cache.ts). It caches the supplier's net offers only; agency, agent and client pricing is
 * applied by the caller to every answer (src/server/flights/routes.ts), so nothing priced for one
 * customer is ever kept here. Results are deep-frozen: every caller shares them.
 *
 * Only search is cached. Reprice, book and the rest go straight to the supplier, which checks the
 * offer's own expiry; a cached offer is never served within minRemainingMs of it.
 */
export class CachingFlightSupplier implements FlightSupplier {
  readonly name: string;
  private readonly ttlMs: number;
  private readonly clock: Clock;
  private readonly cache: BoundedCache<string, Entry>;

  constructor(
    private readonly inner: FlightSupplier,
    options: SearchCacheOptions = {},
  ) {
    this.name = inner.name;
    const ttlMs = (this.ttlMs = options.ttlMs ?? 5 * MINUTE);
    const minRemainingMs = options.minRemainingMs ?? 20 * MINUTE;
    const clock = (this.clock = options.clock ?? systemClock);
    if (!(ttlMs > 0 && minRemainingMs >= 0)) throw new RangeError("invalid search cache options");
    this.cache = new BoundedCache<string, Entry>({
      maxEntries: options.maxEntries ?? 200,
      maxWeight: options.maxOffers ?? 10_000,
      weigh: (entry) => entry.result.offers.length,
      usable: (entry, storedAt, now) => now - storedAt < ttlMs && now + minRemainingMs < entry.expiresAt,
      now: () => clock().getTime(),
    });
  }

  stats(): SearchCacheStats {
    const { weight, ...stats } = this.cache.stats();
    return { ...stats, offers: weight };
  }

  clear(): void {
    this.cache.clear();
  }

  async search(request: SupplierSearchRequest): Promise<SupplierSearchResult> {
    const key = `${Math.floor(this.clock().getTime() / this.ttlMs)}|${searchCacheKey(request)}`;
    const entry = await this.cache.shared(key, async () => {
      const result = deepFreeze(await this.inner.search(request));
      return { result, expiresAt: earliestExpiry(result) };
    });
    return entry.result;
  }

  fareRules(offerId: string): Promise<FareRules> {
    return this.inner.fareRules(offerId);
  }
  reprice(offerId: string): Promise<RepriceOutcome> {
    return this.inner.reprice(offerId);
  }
  book(offerId: string, passengers: readonly BookingPassenger[], contact: BookingContact, idempotencyKey: string): Promise<SupplierOrder> {
    return this.inner.book(offerId, passengers, contact, idempotencyKey);
  }
  findOrder(idempotencyKey: string): Promise<SupplierOrder | null> {
    return this.inner.findOrder(idempotencyKey);
  }
  openOrders(since: Date): Promise<readonly SupplierHold[]> {
    return this.inner.openOrders(since);
  }
  ticket(orderId: string): Promise<SupplierOrder> {
    return this.inner.ticket(orderId);
  }
  getReservation(pnr: string): Promise<SupplierOrder> {
    return this.inner.getReservation(pnr);
  }
  cancellationPenalty(pnr: string): Promise<CancellationQuote> {
    return this.inner.cancellationPenalty(pnr);
  }
  cancel(pnr: string): Promise<SupplierOrder> {
    return this.inner.cancel(pnr);
  }
  void(pnr: string): Promise<SupplierOrder> {
    return this.inner.void(pnr);
  }
}

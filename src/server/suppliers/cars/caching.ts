import type { CarOffer } from "@/shared/api/cars";
import { BoundedCache } from "../../lib/bounded-cache";
import { deepFreeze } from "../deep-freeze";
import type { PriceCheck, SupplierCancelQuote, SupplierCancellation, SupplierHold } from "../types";
import { locationKey } from "./locations";
import type { CarBookInput, CarBooked, CarSupplier, CarSupplierResult, CarSupplierSearch } from "./types";

export interface CarSearchCacheOptions {
  /**
   * How long a search's quotes are handed out again, and the width of the time bucket in the key (all entries of a
   * bucket end together). Default one minute: a quote stays bookable 30 minutes after its search (the sandbox's
   * offerTtlMinutes), so a kept one leaves the traveller at least 29.
   */
  readonly ttlMs?: number;
  /** Most quotes kept over all entries (~1 KiB of heap each): the memory bound. Default 3,000 (50 searches of 60). */
  readonly maxCars?: number;
  readonly now?: () => number;
}

/** The fields a car supplier reads, in a fixed order: two equal searches give one key. */
function searchKey(request: CarSupplierSearch): string {
  const { pickUp, dropOff, pickUpDateTime, returnDateTime, age, countryOfResidence, currency } = request;
  return JSON.stringify([locationKey(pickUp), locationKey(dropOff), pickUpDateTime, returnDateTime, age, countryOfResidence, currency]);
}

/**
 * A search cache in front of any car supplier, as CachingFlightSupplier is for flights (issue "Every page fast on a
 * phone": car search at 20 clients): the same search within a minute gets the same frozen result object, so the
 * route's kept answer (priced, serialised and in brotli: http/kept-answers.ts) is sent again instead of building,
 * pricing and serialising every quote. Net quotes only: pricing is applied by the caller to every answer. Searches
 * in flight are shared (lib/bounded-cache.ts). Everything else goes to the supplier, which checks a quote's own expiry.
 */
export class CachingCarSupplier implements CarSupplier {
  readonly name: string;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly cache: BoundedCache<string, CarSupplierResult>;

  constructor(
    private readonly inner: CarSupplier,
    options: CarSearchCacheOptions = {},
  ) {
    this.name = inner.name;
    const ttlMs = (this.ttlMs = options.ttlMs ?? 60_000);
    this.now = options.now ?? Date.now;
    // A result is handed out within the time bucket its search started in (all entries of a bucket end together).
    const bucket = (at: number) => Math.floor(at / ttlMs);
    this.cache = new BoundedCache({ maxWeight: options.maxCars ?? 3_000, weigh: (result) => result.cars.length, usable: (_, storedAt, now) => bucket(storedAt) === bucket(now), now: this.now });
  }

  get size(): number {
    return this.cache.size;
  }

  search(request: CarSupplierSearch): Promise<CarSupplierResult> {
    return this.cache.shared(`${Math.floor(this.now() / this.ttlMs)}|${searchKey(request)}`, async () => deepFreeze(await this.inner.search(request)));
  }

  price(offerId: string): Promise<PriceCheck<CarOffer>> {
    return this.inner.price(offerId);
  }

  book(offerId: string, input: CarBookInput, idempotencyKey: string): Promise<CarBooked> {
    return this.inner.book(offerId, input, idempotencyKey);
  }

  findBooking(idempotencyKey: string): Promise<CarBooked | null> {
    return this.inner.findBooking(idempotencyKey);
  }

  openBookings(since: Date): Promise<readonly SupplierHold[]> {
    return this.inner.openBookings(since);
  }

  cancelQuote(reference: string): Promise<SupplierCancelQuote> {
    return this.inner.cancelQuote(reference);
  }

  cancel(reference: string): Promise<SupplierCancellation> {
    return this.inner.cancel(reference);
  }
}

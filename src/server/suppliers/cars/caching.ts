import type { CarOffer } from "@/shared/api/cars";
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

interface Entry {
  readonly result: CarSupplierResult;
  readonly bucket: number;
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
 * in flight are shared. Everything else goes to the supplier, which checks a quote's own expiry.
 */
export class CachingCarSupplier implements CarSupplier {
  readonly name: string;
  private readonly ttlMs: number;
  private readonly maxCars: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CarSupplierResult>>();
  private keptCars = 0;

  constructor(
    private readonly inner: CarSupplier,
    options: CarSearchCacheOptions = {},
  ) {
    this.name = inner.name;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxCars = options.maxCars ?? 3_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  async search(request: CarSupplierSearch): Promise<CarSupplierResult> {
    const bucket = Math.floor(this.now() / this.ttlMs);
    const key = searchKey(request);
    const hit = this.entries.get(key);
    if (hit && hit.bucket === bucket) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.result;
    }
    if (hit) this.drop(key, hit);
    const flightKey = `${bucket}|${key}`;
    const pending = this.inFlight.get(flightKey);
    if (pending) return pending;
    const made = this.inner.search(request).then((result) => {
      const frozen = deepFreeze(result);
      this.keep(key, { result: frozen, bucket });
      return frozen;
    });
    this.inFlight.set(flightKey, made);
    try {
      return await made;
    } finally {
      this.inFlight.delete(flightKey);
    }
  }

  private keep(key: string, entry: Entry): void {
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    if (entry.result.cars.length > this.maxCars) return;
    this.entries.set(key, entry);
    this.keptCars += entry.result.cars.length;
    for (const [k, e] of this.entries) {
      if (this.keptCars <= this.maxCars) break;
      this.drop(k, e);
    }
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.keptCars -= entry.result.cars.length;
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

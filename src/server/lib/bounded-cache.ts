export interface BoundedCacheOptions<V> {
  /** Most entries kept. Default: no bound but the weight's. */
  readonly maxEntries?: number;
  /** Most weight kept over all entries (`weigh` each value: offers, quotes, hotels): the memory bound. */
  readonly maxWeight?: number;
  /** A value's weight; default 1 (then maxWeight bounds entries too). */
  readonly weigh?: (value: V) => number;
  /**
   * Whether a value kept since `storedAt` may still be handed out at `now` (its time bucket, its offers' expiry); one
   * that may not is dropped when met, and before any other when the cache is over a bound. Default: always.
   */
  readonly usable?: (value: V, storedAt: number, now: number) => boolean;
  readonly now?: () => number;
}

export interface BoundedCacheStats {
  /** Answered from a kept value. */
  hits: number;
  /** Joined a making already in flight. */
  shared: number;
  /** Made afresh. */
  misses: number;
  /** Entries kept now. */
  size: number;
  /** Weight kept now. */
  weight: number;
}

interface Entry<V> {
  readonly value: V;
  readonly storedAt: number;
  readonly weight: number;
}

/**
 * An LRU bounded by entries and by weight, whose values may go stale, with one shared making per key in flight (issue
 * "Every page fast on a phone": the server's memory). The supplier caches (flights, cars) and the hotel sandbox's
 * catalogues and priced stays are each one of these: what differs between them is the key, the weight and when a
 * value stops being usable, not how entries are kept, touched and pushed out. A value heavier than the whole bound is
 * handed out but not kept. Caches only: every value is one any instance makes the same from its key.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly inFlight = new Map<K, Promise<V>>();
  private readonly maxEntries: number;
  private readonly maxWeight: number;
  private readonly weigh: (value: V) => number;
  private readonly usableAt: (value: V, storedAt: number, now: number) => boolean;
  private readonly now: () => number;
  private weight = 0;
  private counts = { hits: 0, shared: 0, misses: 0 };

  constructor(options: BoundedCacheOptions<V>) {
    this.maxEntries = options.maxEntries ?? Infinity;
    this.maxWeight = options.maxWeight ?? Infinity;
    this.weigh = options.weigh ?? (() => 1);
    this.usableAt = options.usable ?? (() => true);
    this.now = options.now ?? Date.now;
    if (!(this.maxEntries >= 1 && this.maxWeight >= 0)) throw new RangeError("invalid cache bounds");
  }

  stats(): BoundedCacheStats {
    return { ...this.counts, size: this.entries.size, weight: this.weight };
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  /** The kept value, now the most recently used; a stale one is dropped. Counts neither a hit nor a miss. */
  peek(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (!this.usableAt(entry.value, entry.storedAt, this.now())) {
      this.weight -= entry.weight;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` (replacing the key's), then pushes out the stale and the least recently used down to the bounds. */
  set(key: K, value: V, storedAt = this.now()): void {
    this.drop(key);
    const weight = this.weigh(value);
    if (weight > this.maxWeight || !this.usableAt(value, storedAt, this.now())) return;
    this.entries.set(key, { value, storedAt, weight });
    this.weight += weight;
    this.evict();
  }

  /** The kept value, else `make`s it (synchronously) and keeps it. */
  get(key: K, make: () => V): V {
    const kept = this.peek(key);
    if (kept !== undefined) {
      this.counts.hits++;
      return kept;
    }
    this.counts.misses++;
    const made = make();
    this.set(key, made);
    return made;
  }

  /**
   * The kept value, else the making in flight for the same key, else `make`s it; a made value is kept (as it was when
   * its making started: `storedAt`), a failure is not, and its callers all get it.
   */
  shared(key: K, make: () => Promise<V>): Promise<V> {
    const kept = this.peek(key);
    if (kept !== undefined) {
      this.counts.hits++;
      return Promise.resolve(kept);
    }
    const pending = this.inFlight.get(key);
    if (pending !== undefined) {
      this.counts.shared++;
      return pending;
    }
    this.counts.misses++;
    const startedAt = this.now();
    const work = (async () => {
      try {
        const value = await make();
        this.set(key, value, startedAt);
        return value;
      } finally {
        this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, work);
    return work;
  }

  private drop(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  private evict(): void {
    const over = () => this.entries.size > this.maxEntries || this.weight > this.maxWeight;
    const now = this.now();
    // The oldest stale entries leave at once (memory follows the recent searches, not the peak's), all stale ones
    // when over a bound, then the least recently used.
    for (const [key, entry] of this.entries) {
      if (this.usableAt(entry.value, entry.storedAt, now)) break;
      this.drop(key);
    }
    if (!over()) return;
    for (const [key, entry] of this.entries) if (!this.usableAt(entry.value, entry.storedAt, now)) this.drop(key);
    for (const key of this.entries.keys()) {
      if (!over()) break;
      this.drop(key);
    }
  }
}

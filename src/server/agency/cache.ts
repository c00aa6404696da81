import type { AgencyRow } from "../db/schema";

/**
 * How long a resolved agency is reused. Several instances share one database ("Two servers, one
 * database", docs/decisions.md) and an edit is seen at once only by the instance that made it (it
 * clears its cache), so another instance may show the old settings, status included, for at most
 * this long: a few seconds, which a visitor cannot tell from the time the edit took to save.
 */
export const AGENCY_CACHE_MS = 5000;

/** Hosts held at most: a flood of made-up Host headers must not grow memory without bound. */
const MAX_ENTRIES = 1000;

/**
 * The agency of a host (or of an x-agency-key), looked up once per few seconds instead of on every
 * /api request (it was more than half the time of a simple request). Misses are kept too, so an
 * unknown host does not reach the database on each call either. Also what a search's answer reads of the
 * agency's settings on each request (`reuse`: the markups that price it), under the same few seconds and the same
 * clearing.
 */
export class AgencyCache {
  private readonly entries = new Map<string, { value: unknown; until: number }>();
  /** Bumped by clear(): a lookup that started before an edit must not store what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number = AGENCY_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The agency a Host header resolves to (`load` asks the database when it is not held). */
  ofHost(host: string | undefined, load: () => Promise<AgencyRow | null>): Promise<AgencyRow | null> {
    return this.get(`host:${host ?? ""}`, load);
  }

  /** The agency an x-agency-key names. */
  ofId(id: string, load: () => Promise<AgencyRow | null>): Promise<AgencyRow | null> {
    return this.get(`id:${id}`, load);
  }

  /**
   * Anything else read of an agency's settings under `key` (a prefix of its own: "host:" and "id:" are the agency's),
   * held as the agency is. `load` must answer the same for the same key while nothing changes.
   */
  reuse<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.get(key, load);
  }

  private async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value as T;
    const started = this.generation;
    const value = await load();
    if (started !== this.generation) return value;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
    return value;
  }

  /**
   * After an edit on this instance: everything goes, not only the edited agency's hosts, because an
   * edit can also move a host to another agency (a custom domain or subdomain added or removed).
   */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

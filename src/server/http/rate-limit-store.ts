import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { runAlone } from "../db/run-alone";
import { rateLimits } from "../db/schema";

type Incr = FastifyRateLimitStore["incr"];

/**
 * Counts `hits` hits of `key` in `rate_limits` (one unless a lease is reserved: DatabaseLeases) and answers the
 * window's hits so far, these included, and the milliseconds left in it. One atomic upsert: a fixed window that
 * starts with the key's first hit, so every instance on the database counts the same hits. Used by the plugin's
 * store and the abuse limits.
 */
export async function countHit(db: Db, key: string, windowMs: number, hits = 1): Promise<{ hits: number; ttlMs: number }> {
  const window = Math.max(1, Math.round(windowMs));
  const ends = sql`now() + make_interval(secs => ${window / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.windowEndsAt} - now())) * 1000))::int` });
  return { hits: row?.hits ?? hits, ttlMs: Number(row?.ttlMs ?? window) };
}

/** One key's hits reserved by this instance in the current window: the numbers `next`..`last` are its to hand out. */
interface Lease {
  /** When the window ends, on this process's clock (now + the window's time left as the database answered it). */
  endsAt: number;
  next: number;
  last: number;
  /** The next reservation's size: 1 at a window's first hit, doubled with each reservation up to the cap. */
  size: number;
  /** The reservation under way, which the key's other requests wait for. */
  pending: Promise<void> | null;
}

/** Keys whose leases are held at most; the least recently counted go first (their unused hits stay counted). */
const LEASED_KEYS = 10_000;

/**
 * The API rate limit's hits reserved in `rate_limits` a few at a time (issue "Every page fast on a phone": search at
 * 20 clients on PostgreSQL). One upsert a request was a write, and a wait on the key's row for every request of one
 * address: under 20 clients behind one address a quarter of the server's main thread was the socket's writes
 * (docs/performance.md part 38). Now an instance reserves hits for a key (1 at a window's first request, then 2, 4…
 * up to a hundredth of the limit, at most 64) and hands them out in order. Every request still has its own number in
 * the window's count across instances, so no more than the limit pass in a window, whichever instances answer. What
 * an instance reserved and did not use counts as used: a client may be refused that many requests early (at most a
 * hundredth of the limit per instance), and near the limit reservations are of one hit again. Past the limit an
 * instance refuses the key's requests until the window ends without asking the database: the count only grows in a
 * window. A restart loses only reserved hits.
 */
export class DatabaseLeases {
  private readonly leases = new Map<string, Lease>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** The hit's number in the key's window across instances (`current`) and the window's time left. */
  async take(key: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }> {
    for (;;) {
      const now = this.now();
      let lease = this.leases.get(key);
      if (lease && now >= lease.endsAt && !lease.pending) lease = undefined;
      if (lease) {
        // Most recently counted last: the first key in the map is the one to drop.
        this.leases.delete(key);
        this.leases.set(key, lease);
        if (lease.next <= lease.last) return { current: lease.next++, ttl: Math.max(0, lease.endsAt - now) };
        if (lease.last > max) {
          // Refused whatever the other instances count: the window's count is already over the limit.
          lease.last += 1;
          lease.next = lease.last + 1;
          return { current: lease.last, ttl: Math.max(0, lease.endsAt - now) };
        }
        if (lease.pending) {
          await lease.pending;
          continue;
        }
      } else {
        lease = { endsAt: 0, next: 1, last: 0, size: 1, pending: null };
        this.leases.set(key, lease);
        if (this.leases.size > LEASED_KEYS) this.leases.delete(this.leases.keys().next().value as string);
      }
      await this.reserve(lease, key, windowMs, max);
    }
  }

  private reserve(lease: Lease, key: string, windowMs: number, max: number): Promise<void> {
    const cap = Math.min(64, Math.max(1, Math.floor(max / 100)));
    // Near the limit one hit at a time: what another instance reserved since is not known here.
    const n = max - lease.last <= 4 * cap ? 1 : Math.min(lease.size, cap);
    const reserved = countHit(this.db, key, windowMs, n).then(({ hits, ttlMs }) => {
      lease.endsAt = this.now() + ttlMs;
      lease.next = hits - n + 1;
      lease.last = hits;
      lease.size = Math.min(n * 2, cap);
    });
    lease.pending = reserved.finally(() => {
      lease.pending = null;
    });
    return lease.pending;
  }
}

/**
 * Two servers, one database: @fastify/rate-limit's `store` counting in `rate_limits`, so the limit is
 * per client across every instance (the plugin's default store counts per process). Hits are reserved a
 * few at a time (DatabaseLeases): a fixed window that starts with the key's first request, like the
 * plugin's own store.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const leases = new DatabaseLeases(db);
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = "") {}

    incr(key: string, callback: Parameters<Incr>[1], timeWindow?: number, max?: number): void {
      // The plugin passes the window (ms) and the limit as arguments its typings leave out.
      leases.take(this.prefix + key, timeWindow ?? 60_000, max ?? Number.MAX_SAFE_INTEGER).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { method?: unknown; url?: unknown; routeInfo?: { method?: string; url?: string } }): FastifyRateLimitStore {
      // A route with its own limit counts apart from the global one (as the plugin's Redis store does).
      const info = routeOptions.routeInfo ?? { method: String(routeOptions.method), url: String(routeOptions.url) };
      return new DatabaseRateLimitStore(`${this.prefix}${info.method ?? ""}${info.url ?? ""}-`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Windows that ended a while ago are dead rows: the next request of that key starts over anyway. */
export async function deleteEndedRateLimitWindows(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowEndsAt, sql`now() - interval '1 minute'`))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/** Every ten minutes, on one instance at a time (runAlone), the ended windows are deleted. */
export function scheduleRateLimitCleanup(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      runAlone(db, "rate-limit-cleanup", () => deleteEndedRateLimitWindows(db)).catch((error: unknown) => app.log.error({ err: error }, "rate limit cleanup failed"));
    }, 10 * 60_000).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { runAlone } from "../db/run-alone";
import { rateLimits } from "../db/schema";

type Incr = FastifyRateLimitStore["incr"];

/**
 * Counts one hit of `key` in `rate_limits` and answers the window's hits so far and the milliseconds
 * left in it. One atomic upsert: a fixed window that starts with the key's first hit, so every
 * instance on the database counts the same hits. Used by the plugin's store and the abuse limits.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const window = Math.max(1, Math.round(windowMs));
  const ends = sql`now() + make_interval(secs => ${window / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.windowEndsAt} - now())) * 1000))::int` });
  return { hits: row?.hits ?? 1, ttlMs: Number(row?.ttlMs ?? window) };
}

/**
 * Two servers, one database: @fastify/rate-limit's `store` counting in `rate_limits`, so the limit is
 * per client across every instance (the plugin's default store counts per process). One atomic upsert
 * per request: a fixed window that starts with the key's first request, like the plugin's own store.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = "") {}

    incr(key: string, callback: Parameters<Incr>[1], timeWindow?: number, _max?: number): void {
      // The plugin passes the window (ms) as a third argument its typings leave out.
      countHit(db, this.prefix + key, timeWindow ?? 60_000).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
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

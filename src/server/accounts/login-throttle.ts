import { and, count, eq, gt, lt, min, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginFailures } from "../db/schema";

/**
 * Failed-login throttling (OWASP ASVS V2.2), shared by every server through the database (docs/security.md
 * "Login throttling"). A stranger must not be able to lock an owner out by typing wrong passwords:
 * - one account from one address: after `maxPerAccount` failures in the window, that pair waits (429);
 * - one address across accounts (a spray): after `maxPerAddress` failures, that address waits (429);
 * - one account from many addresses: never locked; each further attempt is slowed down instead
 *   (`slowdown`), so guessing stays expensive while the owner, from their own address, still gets in.
 */
export interface LoginThrottle {
  /** Milliseconds until this account may be tried from this address again (0: allowed), and a delay to apply first. */
  check(accountKey: string, address: string): Promise<{ waitMs: number; delayMs: number }>;
  recordFailure(accountKey: string, address: string): Promise<void>;
  /** A successful login clears the failures of this account from this address. */
  recordSuccess(accountKey: string, address: string): Promise<void>;
}

export interface LoginThrottleOptions {
  maxPerAccount: number;
  maxPerAddress: number;
  windowMs: number;
  /** The first slowed-down attempt waits this long; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  now?: () => Date;
}

export function createLoginThrottle(db: Db, opts: LoginThrottleOptions): LoginThrottle {
  const now = opts.now ?? (() => new Date());
  const baseDelay = opts.baseDelayMs ?? 250;
  const maxDelay = opts.maxDelayMs ?? 3_000;
  const since = () => new Date(now().getTime() - opts.windowMs);
  /** How many failures match `where` in the window, and when the oldest of them leaves it. */
  const tally = async (where: ReturnType<typeof and>) => {
    const [row] = await db
      .select({ n: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(where, gt(loginFailures.createdAt, since())));
    return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
  };
  const waitUntilOldestLeaves = (oldest: Date | null) => (oldest ? Math.max(1, oldest.getTime() + opts.windowMs - now().getTime()) : 1);

  return {
    async check(accountKey, address) {
      const pair = await tally(and(eq(loginFailures.accountKey, accountKey), eq(loginFailures.address, address)));
      const byAddress = await tally(eq(loginFailures.address, address));
      const byAccount = await tally(eq(loginFailures.accountKey, accountKey));
      const waits = [pair.n >= opts.maxPerAccount ? waitUntilOldestLeaves(pair.oldest) : 0, byAddress.n >= opts.maxPerAddress ? waitUntilOldestLeaves(byAddress.oldest) : 0];
      const over = byAccount.n - opts.maxPerAccount;
      const delayMs = over < 0 ? 0 : Math.min(maxDelay, baseDelay * 2 ** over);
      return { waitMs: Math.max(...waits), delayMs };
    },
    async recordFailure(accountKey, address) {
      await db.insert(loginFailures).values({ accountKey, address, createdAt: now() });
      // Rows past the window count for nothing: drop this account's and address's old ones as we go.
      await db.delete(loginFailures).where(and(lt(loginFailures.createdAt, since()), or(eq(loginFailures.accountKey, accountKey), eq(loginFailures.address, address))));
    },
    async recordSuccess(accountKey, address) {
      await db.delete(loginFailures).where(and(eq(loginFailures.accountKey, accountKey), eq(loginFailures.address, address)));
    },
  };
}

/**
 * Failed-login counters per account (agency + email) and per client address, in a fixed window.
 * In memory: enough for one process (the embedded default); several instances behind a load
 * balancer would each count separately — move this to the database or Redis then.
 */
export interface LoginThrottle {
  /** Milliseconds until the caller may try again, or 0 when allowed. */
  blockedFor(accountKey: string, address: string): number;
  recordFailure(accountKey: string, address: string): void;
  /** A successful login clears the account's counter (not the address's). */
  recordSuccess(accountKey: string): void;
}

interface Window {
  count: number;
  resetAt: number;
}

export function createLoginThrottle(opts: { maxPerAccount: number; maxPerAddress: number; windowMs: number; now?: () => number }): LoginThrottle {
  const now = opts.now ?? Date.now;
  const accounts = new Map<string, Window>();
  const addresses = new Map<string, Window>();

  const current = (map: Map<string, Window>, key: string): Window | undefined => {
    const w = map.get(key);
    if (w && w.resetAt <= now()) {
      map.delete(key);
      return undefined;
    }
    return w;
  };
  const bump = (map: Map<string, Window>, key: string) => {
    const w = current(map, key);
    if (w) w.count += 1;
    else map.set(key, { count: 1, resetAt: now() + opts.windowMs });
    // Keep memory bounded under a spray of addresses: drop expired windows now and then.
    if (map.size > 10_000) for (const [k, v] of map) if (v.resetAt <= now()) map.delete(k);
  };

  return {
    blockedFor(accountKey, address) {
      const a = current(accounts, accountKey);
      const b = current(addresses, address);
      const waits = [
        a && a.count >= opts.maxPerAccount ? a.resetAt - now() : 0,
        b && b.count >= opts.maxPerAddress ? b.resetAt - now() : 0,
      ];
      return Math.max(...waits);
    },
    recordFailure(accountKey, address) {
      bump(accounts, accountKey);
      bump(addresses, address);
    },
    recordSuccess(accountKey) {
      accounts.delete(accountKey);
    },
  };
}

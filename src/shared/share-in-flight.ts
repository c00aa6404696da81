/**
 * Same input while a call is pending → the same promise. The web app: React's StrictMode restarts actors in
 * development, which re-runs an invoked promise; for single-use tokens (verification link, social
 * code, SSO token) the second request would fail and win the race. The server: concurrent health checks
 * share one database probe.
 */
export function shareInFlight<I, O>(fn: (input: I) => Promise<O>): (input: I) => Promise<O> {
  const pending = new Map<string, Promise<O>>();
  return (input) => {
    const key = JSON.stringify(input);
    const existing = pending.get(key);
    if (existing) return existing;
    const promise = fn(input).finally(() => pending.delete(key));
    pending.set(key, promise);
    return promise;
  };
}

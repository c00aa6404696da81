import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ABUSE_LIMITS, abuseLimitMessages, type AbuseRule } from "@/shared/abuse-limits";
import type { Db } from "../db/client";
import { fail } from "./envelope";
import { countHit } from "./rate-limit-store";

declare module "fastify" {
  interface FastifyInstance {
    /** The abuse limits of src/shared/abuse-limits.ts, counted in the database (registerAbuseLimits). */
    abuseLimits: AbuseLimits;
  }
}

/** The keys a request is counted under, one per count of the rule (e.g. the sender's id, the recipient). */
type Keys<R extends AbuseRule> = { [K in keyof (typeof ABUSE_LIMITS)[R]]: string };

export interface AbuseLimits {
  /**
   * Counts this attempt under each of the rule's keys, in the rule's order, and stops at the first count
   * over its limit: then it answers 429 with the rule's translated message and `Retry-After`, and returns
   * true (the route returns). A refused attempt is not counted under the keys after the one that refused,
   * so one user hammering their own limit does not use up their agency's.
   */
  refuse<R extends AbuseRule>(request: FastifyRequest, reply: FastifyReply, rule: R, keys: Keys<R>): Promise<boolean>;
}

/**
 * Decorates `app.abuseLimits`. Counted in `rate_limits` like the API rate limit (countHit), never in
 * process memory: several instances share one PostgreSQL and each would otherwise allow the limit again.
 * `factor` multiplies every limit (ABUSE_LIMITS_FACTOR): a test run that signs up more than a person
 * would raises it; production keeps 1.
 */
export function registerAbuseLimits(app: FastifyInstance, db: Db, factor = 1): void {
  app.decorate("abuseLimits", {
    async refuse(request, reply, rule, keys) {
      const limits: Record<string, { max: number; windowMs: number }> = ABUSE_LIMITS[rule];
      const named: Record<string, string> = keys;
      for (const [count, limit] of Object.entries(limits)) {
        const key = named[count];
        if (key === undefined) continue;
        const { hits, ttlMs } = await countHit(db, `abuse:${rule}:${count}:${key}`, limit.windowMs);
        if (hits > limit.max * factor) {
          const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
          void reply.header("retry-after", String(Math.max(1, Math.ceil(ttlMs / 1000))));
          await reply.code(429).send(fail(request.t(abuseLimitMessages[rule], { minutes })));
          return true;
        }
      }
      return false;
    },
  } satisfies AbuseLimits);
}

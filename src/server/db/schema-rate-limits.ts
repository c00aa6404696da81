import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Two servers, one database: the API rate limit (@fastify/rate-limit) counts in this table, so every
// instance on the database counts the same requests; per-process memory would let N instances
// allow N times the limit. Kept apart from schema.ts like schema-flights.ts; schema.ts re-exports it.

export const rateLimits = pgTable(
  "rate_limits",
  {
    /** The plugin's key: the client address (request.ip), prefixed per route for a route's own limit. */
    key: text("key").primaryKey(),
    /** Requests counted in the current window. */
    hits: integer("hits").notNull(),
    /** When the current window ends; the next request after it starts a new window at 1. */
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowEndsAt)],
);

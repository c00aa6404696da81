import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { HotelSearchRequest } from "@/shared/api/hotels";
import type { HotelSandboxOrder } from "./sandbox-records";
import { agencies, users } from "./schema-accounts";

// The hotel vertical's own tables. Bookings are the core's (`bookings`, vertical "hotel"); these hold
// what only hotels have: the asynchronous searches (spec B §7 searchasync: the corelationId is a row, so
// any server instance answers a poll), the sandbox supplier's orders (an agent's hotel proposals are the core's `proposals`).

/**
 * One asynchronous search: its request, how many polls it has answered (each poll lets the next batch
 * of hotels arrive) and whether every batch has arrived. The supplier derives a batch from these.
 */
export const hotelSearches = pgTable(
  "hotel_searches",
  {
    /** The corelationId. */
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** Null for a search made signed out. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    request: jsonb("request").$type<HotelSearchRequest>().notNull(),
    polls: integer("polls").notNull().default(0),
    completed: boolean("completed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("hotel_searches_agency_idx").on(t.agencyId, t.createdAt)],
);
export type HotelSearchRow = typeof hotelSearches.$inferSelect;

/** The sandbox hotel supplier's orders, so a restart keeps confirmations cancellable. */
export const sandboxHotelOrders = pgTable("sandbox_hotel_orders", {
  reference: text("reference").primaryKey(),
  data: jsonb("data").$type<HotelSandboxOrder>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { FlightSearchRequest } from "@/shared/api/flights";
import type { SupplierOrder } from "@/shared/flights/supplier-order";
import { agencies, users } from "./schema-accounts";

// Flight searches and the sandbox supplier's orders (docs/flights-api.md); the
// bookings themselves are the booking core's (schema-bookings.ts). Kept apart from schema.ts so the
// accounts and flights work do not collide; schema.ts re-exports this file so drizzle-kit and the typed client see one schema.

/** Stored searches (POST /api/flight/flightStore, DELETE /api/flight/:id). */
export const flightSearches = pgTable(
  "flight_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    search: jsonb("search").$type<FlightSearchRequest>().notNull(),
    url: text("url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("flight_searches_agency_idx").on(t.agencyId, t.createdAt)],
);

/** The sandbox supplier's own orders (the "airline side"), so PNRs survive a restart. */
export const sandboxFlightOrders = pgTable("sandbox_flight_orders", {
  pnr: text("pnr").primaryKey(),
  data: jsonb("data").$type<SupplierOrder>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

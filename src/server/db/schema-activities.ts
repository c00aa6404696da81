import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ActivitySearchRequest } from "@/shared/api/activities";
import type { SandboxActivityBooking } from "./sandbox-records";
import { agencies, users } from "./schema-accounts";

// Activities' own tables (spec B §7 "Activities"): stored searches and the sandbox provider's record of
// its bookings. The bookings themselves are the booking core's (schema-bookings.ts, vertical "activity").

/** Stored searches (POST /api/activities/search-store, DELETE /api/activities/{id}). */
export const activitySearches = pgTable(
  "activity_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    search: jsonb("search").$type<ActivitySearchRequest>().notNull(),
    url: text("url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("activity_searches_agency_idx").on(t.agencyId, t.createdAt)],
);

/** The sandbox activity provider's own bookings (the "provider side"), so references survive a restart. */
export const sandboxActivityBookings = pgTable("sandbox_activity_bookings", {
  reference: text("reference").primaryKey(),
  data: jsonb("data").$type<SandboxActivityBooking>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

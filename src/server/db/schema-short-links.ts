import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ShortLinkType } from "@/shared/api/short-links";
import { agencies, users } from "./schema-accounts";

/**
 * spec A §3/§7 "Short links": a search, results or details page of an agency's site saved under a short code
 * (/url/{code}) with the preview a chat app shows (title, description, image). `path` is always a path on the
 * agency's own site (never a host), so resolving a link can never send anyone elsewhere.
 */
export const shortLinks = pgTable(
  "short_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** Who shared it; the link outlives its author's account. */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    code: text("code").notNull(),
    /** The page, as a path with its query (e.g. /booknow/flights/search?…). */
    path: text("path").notNull(),
    /** Which booking type the page belongs to (the back office's "type" filter). */
    type: text("type").$type<ShortLinkType>().notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    image: text("image"),
    clicks: integer("clicks").notNull().default(0),
    lastClickedAt: timestamp("last_clicked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("short_links_code_idx").on(t.code), index("short_links_agency_idx").on(t.agencyId, t.createdAt)],
);
export type ShortLinkRow = typeof shortLinks.$inferSelect;

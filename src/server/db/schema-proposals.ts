import { date, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ProposalStatus } from "@/shared/api/proposal-status";
import type { Money } from "@/shared/money";
import { agencies, users } from "./schema-accounts";
import type { Vertical } from "./schema-bookings";

/**
 * An offer as proposed: its vertical's own description of it (enough to find and price it again), and what it
 * was when proposed (title, dates, the client's price then).
 */
export interface StoredProposalItem {
  vertical: Vertical;
  offer: Record<string, unknown>;
  title: string;
  subtitle: string;
  start: string;
  end: string | null;
  price: Money | null;
  /** The item in its vertical's words (a flight's times and cabin), as message descriptors translated when shown; absent before they were kept. */
  details?: StoredProposalLine[];
}

/** A line of a proposal item: a message id with its English text and its values (plain data), translated when shown. */
export interface StoredProposalLine {
  id: string;
  message?: string;
  values?: Record<string, string | number | { id: string; message?: string }>;
}

/**
 * spec B §2 /allowAgentProposal, /disapproveProposal, /booknow/hotels/deal/{proposalId}; §7 GET /api/agency/proposal:
 * offers of any vertical an agent proposes to a client of the agency (the hotel proposals of before moved here).
 */
export const proposals = pgTable(
  "proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    agentUserId: uuid("agent_user_id").references(() => users.id, { onDelete: "set null" }),
    clientUserId: uuid("client_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Who the proposal was sent to (kept when the client's account goes). */
    clientEmail: text("client_email"),
    items: jsonb("items").$type<StoredProposalItem[]>().notNull(),
    note: text("note"),
    status: text("status").$type<ProposalStatus>().notNull().default("draft"),
    /** The first day of the trip (the earliest item's start): the list's pastTrips filter. */
    tripStart: date("trip_start", { mode: "string" }),
    /** Null for the hotel proposals made before proposals expired. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("proposals_agency_idx").on(t.agencyId, t.createdAt)],
);
export type ProposalRowDb = typeof proposals.$inferSelect;

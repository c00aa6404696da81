// My trip and user (spec B §2 "My trip and details", §3 "Trip items", §7 "My trip and user"): the signed-in
// user's bookings of every vertical as trip items, their counts, recent activity, money movements, the
// CSV export and a trip item's calendar file. One schema per request and answer for server and web.
import { z } from "zod";
import { rewardWallet } from "./reward-wallet";
import { moneySchema } from "../money-schema";
import { bookingStatus } from "../booking/status-schema";
import { tripKind, tripViewSchema } from "../booking/trip-items";
import { referenceNumber } from "./bookings";
import { envelope } from "./envelope";
import { pagedEnvelope, pageQuery } from "./paging";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD");

/** The viewer's local calendar day: which trips are past depends on it (the web sends its own; else the server's UTC day). */
const today = isoDate.optional();

const person = z.object({ name: z.string(), email: z.string() });

/** spec B §3 "Trip items": a title, a date range and a route or place, its status and price. */
export const tripItem = z.object({
  kind: tripKind,
  referenceNumber: z.string(),
  bookingId: z.string(),
  bookingStatus,
  view: tripViewSchema,
  /** "Flight to LHR", a hotel's name, an activity's title, a car. */
  title: z.string(),
  /** The trip's first and last local day or date-time (the vertical's own dates). */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** "JFK → LHR", a hotel's address, a pick-up and drop-off. */
  route: z.string(),
  totalAmount: moneySchema,
  createdAt: z.string(),
  /**
   * Agents and staff only (absent for a customer): whom the booking is for, null when it is the
   * viewer's own. A booking a customer made for themself is for that customer.
   */
  bookedFor: person.nullable().optional(),
  /** A calendar file exists: the trip item is confirmed (paid or ticketed). */
  hasCalendar: z.boolean(),
});
export type TripItem = z.infer<typeof tripItem>;

export const tripsQuery = pageQuery.extend({
  view: tripViewSchema.default("upcoming"),
  today,
});
export const tripsResponse = pagedEnvelope(tripItem);

export const bookingCountQuery = z.object({ today });
export const bookingCount = z.object({
  total: z.number().int().nonnegative(),
  upcoming: z.number().int().nonnegative(),
  past: z.number().int().nonnegative(),
  cancelled: z.number().int().nonnegative(),
  byKind: z.record(tripKind, z.number().int().nonnegative()),
});
export type BookingCount = z.infer<typeof bookingCount>;
export const bookingCountResponse = envelope(bookingCount);

/** A change of a booking's status, newest first. */
export const recentActivityItem = z.object({
  at: z.string(),
  bookingStatus,
  kind: tripKind,
  referenceNumber: z.string(),
  title: z.string(),
});
export const recentActivityQuery = pageQuery;
export const recentActivityResponse = pagedEnvelope(recentActivityItem);

/**
 * A movement of money on a booking: the charge when it was paid, the refund when it was cancelled or
 * voided, by card or from the reward wallet; and the wallet's rewards, earned by a completed booking and taken
 * back when it is cancelled (docs/decisions.md "Reward wallet"). Amounts are positive; `type` says the direction.
 */
export const transaction = z.object({
  at: z.string(),
  type: z.enum(["charge", "refund", "earned", "takenBack"]),
  amount: moneySchema,
  method: z.enum(["card", "wallet"]),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  kind: tripKind,
  referenceNumber: z.string(),
  title: z.string(),
});
export type Transaction = z.infer<typeof transaction>;

export const transactionsRequest = pageQuery.extend({
  /** Inclusive calendar days (UTC) of the movements, when given. */
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});

/** What moved in each currency over every matching transaction (not only this page). */
export const transactionTotals = z.object({ currency: z.string(), charged: z.number().int(), refunded: z.number().int(), net: z.number().int() });
/** `wallet`: the user's reward wallet, enabled or not, and its balance. */
export const transactionsResponse = pagedEnvelope(transaction).extend({ totals: z.array(transactionTotals), wallet: rewardWallet });

export const bookingsCsvQuery = z.object({ view: tripViewSchema.optional(), today });

export const calendarParams = z.object({ referenceNumber });

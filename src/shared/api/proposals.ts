import { z } from "zod";
import { PROPOSAL_BOOKING_STATUSES, PROPOSAL_MAX_ITEMS, PROPOSAL_PAGE_SIZE, PROPOSAL_STATUSES } from "../proposals/lists";
import { TRIP_KINDS } from "../booking/trip-items";
import { backOfficeRuleMessages as b } from "../back-office/messages";
import { moneySchema } from "../money-schema";
import { proposalRuleMessages as r } from "../proposals/messages";
import { flag, optionalDate } from "./agency-bookings";
import { envelope } from "./envelope";
import { proposalStatus } from "./proposal-status";

// Proposals (spec A §2 /allowAgentProposal, /disapproveProposal; spec B §2, §4, §7 "Agency back office"): an agent
// proposes live offers of any vertical to a client of the agency, with a note and an expiry; the client approves
// or declines, then books each approved offer through its vertical. The core's payloads: an offer is whatever its
// vertical needs to find it again (a hotel: the hotel, the stay, the room chosen), checked by that vertical.

export const proposalVertical = z.enum(TRIP_KINDS);
export type ProposalVertical = z.infer<typeof proposalVertical>;

export const PROPOSAL_NOTE_MAX = 1000;
export const PROPOSAL_DEFAULT_EXPIRY_DAYS = 7;
export const PROPOSAL_MAX_EXPIRY_DAYS = 30;

/** An offer as the agent picked it: the vertical and the vertical's own description of it. */
export const proposalItemRequest = z.object({
  vertical: proposalVertical,
  offer: z.record(z.string(), z.unknown()),
});
export type ProposalItemRequest = z.infer<typeof proposalItemRequest>;

/** One proposal holds an offer of each vertical at most (the deal page shows "the" hotel of a proposal). */
export function oneOfEachVertical(items: readonly { vertical: string }[]): boolean {
  return new Set(items.map((i) => i.vertical)).size === items.length;
}

const proposalId = z.string().uuid(r.proposalId.id);

/**
 * A booking request's proposal (docs/decisions.md "Proposals"): the client books an item of it, carried from the
 * page the proposal linked to through the checkout; the proposal is marked booked when the booking is confirmed.
 */
export const bookingProposalId = proposalId.optional();

/**
 * A vertical's details page as the agent saw the offer there (a path of this site under `prefix`, the vertical's own
 * URL form), where the client books the item: the other verticals have no deal page of their own (spec B §2 gives
 * hotels /booknow/hotels/deal/{proposalId} only).
 */
export function proposalPage(prefix: string) {
  return z
    .string()
    .max(4000)
    .refine((page) => page.startsWith(prefix) && /^\/[^/\\]/.test(page) && !/[\s\\]/.test(page));
}

/** The details page of a proposed item for its client: on the offer as quoted now, booking for the proposal. */
export function proposalBookPath(page: string, proposalId: string, offerId?: string): string {
  const url = new URL(page, "https://site.invalid");
  // A saved checkout is the agent's: the client starts their own.
  url.searchParams.delete("session");
  if (offerId) url.searchParams.set("offer", offerId);
  url.searchParams.set("proposal", proposalId);
  return `${url.pathname}${url.search}`;
}

export const createProposalRequest = z
  .object({
    clientId: z.string().uuid(r.client.id),
    items: z.array(proposalItemRequest).min(1, r.items.id).max(PROPOSAL_MAX_ITEMS, r.items.id),
    note: z.string().trim().max(PROPOSAL_NOTE_MAX, r.note.id).default(""),
    expiresInDays: z.number(r.expiry.id).int(r.expiry.id).min(1, r.expiry.id).max(PROPOSAL_MAX_EXPIRY_DAYS, r.expiry.id).default(PROPOSAL_DEFAULT_EXPIRY_DAYS),
  })
  .superRefine((p, ctx) => {
    if (!oneOfEachVertical(p.items)) ctx.addIssue({ code: "custom", message: r.oneHotel.id, path: ["items"] });
  });
export type CreateProposalRequest = z.input<typeof createProposalRequest>;
export type CreateProposal = z.output<typeof createProposalRequest>;

/** An offer priced now: what it is, its price for the client then and now, and whether it can still be booked. */
export const proposalItem = z.object({
  vertical: proposalVertical,
  title: z.string(),
  subtitle: z.string(),
  /** The item in its vertical's words, translated (a flight's route, times and cabin; a car's pick-up and drop-off). */
  details: z.array(z.string()),
  start: z.string(),
  end: z.string().nullable(),
  /** The price when proposed. */
  proposedPrice: moneySchema.nullable(),
  /** The price now; null when the offer is no longer available. */
  price: moneySchema.nullable(),
  /** Where the client books it: the vertical's own checkout (a hotel: /booknow/hotels/deal/{proposalId}). */
  bookPath: z.string().nullable(),
});
export type ProposalItem = z.infer<typeof proposalItem>;

const person = z.object({ id: z.string().nullable(), name: z.string(), email: z.string() });

/** A proposal as the agency's list and the client's pages show it. */
export const proposalView = z.object({
  proposalId: z.string(),
  status: proposalStatus,
  /** Past its expiry and not answered: it can no longer be approved. */
  expired: z.boolean(),
  note: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  agentName: z.string().nullable(),
  client: person,
  items: z.array(proposalItem),
  /** The sum of the items priced now (null when one is unavailable or currencies differ). */
  total: moneySchema.nullable(),
  priceChanged: z.boolean(),
});
export type ProposalView = z.infer<typeof proposalView>;

/** spec B §7 GET /api/agency/proposal: startDate/endDate the day it was made (inclusive); pastTrips: also trips that started before today. */
export const proposalListQuery = z
  .object({
    offSet: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(PROPOSAL_PAGE_SIZE),
    startDate: optionalDate,
    endDate: optionalDate,
    pastTrips: flag.default(false),
    proposalStatus: z.enum(["all", ...PROPOSAL_STATUSES]).default("all"),
    bookingStatus: z.enum(["all", ...PROPOSAL_BOOKING_STATUSES]).default("all"),
    searchString: z.string().trim().max(100).default(""),
  })
  .superRefine((q, ctx) => {
    if (q.startDate && q.endDate && q.endDate < q.startDate) ctx.addIssue({ code: "custom", message: b.dateOrder.id, path: ["endDate"] });
  });
export type ProposalFilters = z.output<typeof proposalListQuery>;

/** A list row: the stored proposal without pricing again (the list stays fast; the client's page re-checks). */
export const proposalRow = proposalView.omit({ total: true, priceChanged: true });
export type ProposalRow = z.infer<typeof proposalRow>;
export const proposalListResponse = envelope(z.object({ proposals: z.array(proposalRow), totalProposals: z.number().int(), totalRecords: z.number().int() }));

/** spec B §4: "A proposal status update stores the result"; proposalApproved is the client's answer. */
export const updateProposalRequest = z.object({ proposalId, proposalApproved: z.boolean() });
export type UpdateProposalRequest = z.infer<typeof updateProposalRequest>;
export const proposalIdRequest = z.object({ proposalId });
export const proposalParams = z.object({ proposalId });
export const proposalResponse = envelope(proposalView);

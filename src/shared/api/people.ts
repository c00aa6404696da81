// spec B §7 "Agency back office": clients, agents and invitations (spec B §6: statuses, reward wallet,
// promoting a client, restricted agents). One schema per request and answer for server and web.
import { z } from "zod";
import { bookingStatus } from "../booking/status-schema";
import { phoneSchema } from "../booking/travellers";
import { markupVertical } from "../back-office/markups";
import { backOfficeRuleMessages as r } from "../back-office/messages";
import { moneySchema } from "../money-schema";
import { PAGE_SIZES } from "../constants";
import { ROLES } from "../permissions";
import { emailSchema, nameSchema } from "../validation";
import { envelope } from "./envelope";

const userId = z.uuid();

/** spec B §7: lists take offSet, limit and searchQuery. */
export const pageQuery = z.object({
  offSet: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES[0]),
});
export const listQuery = pageQuery.extend({ searchQuery: z.string().trim().max(100).default("") });
export type ListQuery = z.infer<typeof listQuery>;

export const personSummary = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  userType: z.enum(["AgencyOwner", "Admin", "Agent", "Customer"]),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  isRewardWalletEnable: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PersonSummary = z.infer<typeof personSummary>;

// ---- lists (spec B §3 "Agency lists: agents (totalAgents), clients (totalClients)") ----
export const clientsResponse = envelope(z.object({ clients: z.array(personSummary), totalClients: z.number().int().min(0) }));
export const agentsResponse = envelope(z.object({ agents: z.array(personSummary), totalAgents: z.number().int().min(0) }));

/** A booking on a client's or agent's page: what the viewer may see of every vertical (booking core visibility). */
export const personBooking = z.object({
  referenceNumber: z.string(),
  vertical: markupVertical,
  status: bookingStatus,
  createdAt: z.iso.datetime(),
  totalAmount: moneySchema,
  bookedBy: z.string(),
  /** Who it was made for, when an agent booked for a client. */
  bookedFor: z.string().nullable(),
});
export type PersonBooking = z.infer<typeof personBooking>;
export const personParams = z.object({ id: userId });
export const personResponse = envelope(z.object({ person: personSummary, bookings: z.array(personBooking) }));

// ---- changes ----
const done = envelope(z.null());
export const userStatusRequest = z.object({ userId, isActive: z.boolean() });
export const rewardWalletRequest = z.object({ userId, isRewardWalletEnable: z.boolean() });
/** spec B §4, §6: a client promoted to another user type (an agent, restricted or not; an admin by the owner only). */
export const promoteClientRequest = z.object({ userId, userType: z.enum(["Agent", "Admin"]).default("Agent"), isRestrictedAgent: z.boolean().default(false) });
export type PromoteClientRequest = z.input<typeof promoteClientRequest>;
/** An agent's user type: Agent or Admin, or back to a client (Customer). */
export const agentTypeRequest = z.object({ userId, userType: z.enum(["Admin", "Agent", "Customer"]) });
/** update-agent-type: the restricted flag (spec B §6 isRestrictedAgent). */
export const agentRestrictionRequest = z.object({ userId, isRestrictedAgent: z.boolean() });
export const resendVerificationRequest = z.object({ userId });
export const changeResponse = envelope(personSummary);
export const doneResponse = done;

/** POST /api/agency/clients/create: the agency adds a client, who gets a link to set a password. */
export const createClientRequest = z.object({
  name: nameSchema,
  email: emailSchema,
  phoneNumber: z.union([z.literal(""), phoneSchema]).optional(),
});
export type CreateClientRequest = z.input<typeof createClientRequest>;

/** POST /api/agency/clients/actions: one action on several clients (the table's selection). */
export const CLIENT_ACTIONS = ["activate", "deactivate", "enableRewardWallet", "disableRewardWallet", "resendVerificationEmail"] as const;
export type ClientAction = (typeof CLIENT_ACTIONS)[number];
export const clientActionsRequest = z.object({ userIds: z.array(userId).min(1).max(100), action: z.enum(CLIENT_ACTIONS) });
export const clientActionsResponse = envelope(z.object({ updated: z.number().int().min(0) }));

/** GET /api/agency/clients/exports/data: clients who joined between the two days (inclusive), as CSV. */
export const exportQuery = z.object({ startDate: z.iso.date(), endDate: z.iso.date() }).refine((q) => q.endDate >= q.startDate, { path: ["endDate"], message: r.dateOrder.id });

// ---- invitations (spec B §6: by email, with the restricted flag) ----
export const pendingInvitation = z.object({
  _id: z.string(),
  email: z.string(),
  isRestrictedAgent: z.boolean(),
  userType: z.enum(["Agent", "Admin", "AgencyOwner"]),
  invitedBy: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** Past its 7 days: it can only be sent again. */
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;
export const invitationsResponse = envelope(z.array(pendingInvitation));
export const invitationIdRequest = z.object({ invitationId: z.uuid() });
export const invitationResentResponse = envelope(pendingInvitation);

// The back office's audit trail (GET /api/agency/activity): who changed what, when, before and after.
import { z } from "zod";
import { ROLES } from "../permissions";
import { envelope } from "./envelope";
import { pageQuery } from "./people";

export const AUDIT_ACTIONS = [
  "client.created",
  "user.statusChanged",
  "user.promoted",
  "user.typeChanged",
  "agent.restrictionChanged",
  "user.rewardWalletChanged",
  "invitation.sent",
  "invitation.resent",
  "invitation.revoked",
  "invitation.accepted",
  "markup.changed",
  "settings.changed",
  "refundProtection.changed",
  "tripAddOn.changed",
  "rewardWallet.changed",
  // The trail enforced for every mutating back-office and account route (docs/security.md "Audit trail").
  "client.verificationResent",
  "application.mailDomain",
  "subscription.started",
  "subscription.planChanged",
  "subscription.cancellationChanged",
  "subscription.cardChanged",
  "booking.ticketed",
  "booking.cancelled",
  "booking.voided",
  "proposal.created",
  "proposal.sent",
  "proposal.approved",
  "proposal.declined",
  "proposal.bookingLinksSent",
  "proposal.booked",
  "shortLink.created",
  "shortLink.deleted",
  "shortLink.emailed",
  // The provider's console: its own trail says which operator created or (de)activated which agency.
  "agency.created",
  "agency.statusChanged",
] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;

/** Values are flat (a markup's type, value and fee; a user's status): the page lists field, before, after. */
const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const auditValues = z.record(z.string(), auditValue);
export type AuditValues = z.infer<typeof auditValues>;

export const auditEvent = z.object({
  _id: z.string(),
  at: z.iso.datetime(),
  action: auditAction,
  /** Who, with the role they acted in then (null on lines written before roles were kept). */
  actor: z.object({ _id: z.string().nullable(), name: z.string(), role: z.enum(ROLES).nullable() }),
  subject: z.object({ _id: z.string().nullable(), name: z.string() }),
  before: auditValues.nullable(),
  after: auditValues.nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const auditQuery = pageQuery.extend({
  /** One user's history (a client's or an agent's page). */
  userId: z.uuid().optional(),
});
export const auditResponse = envelope(z.object({ events: z.array(auditEvent), totalEvents: z.number().int().min(0) }));

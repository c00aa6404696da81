// The back office's answers and rule messages (spec B §8 success messages, quoted verbatim; the rest are
// ours). Explicit ids, as in src/shared/messages.ts: the server translates them, the web shows field errors
// by the same id (src/shared/message-ids.ts).
import type { MessageDescriptor } from "../validation/messages";

export const backOfficeMessages = {
  statusChanged: /*i18n*/ { id: "backOffice.statusChanged", message: "Status changed Successfully" },
  userPromoted: /*i18n*/ { id: "backOffice.userPromoted", message: "The user promoted successfully!" },
  verificationSent: /*i18n*/ { id: "backOffice.verificationSent", message: "Verification email sent" },
  markupUpdated: /*i18n*/ { id: "backOffice.markupUpdated", message: "Markup updated successfully" },
  dataUpdated: /*i18n*/ { id: "backOffice.dataUpdated", message: "Data updated successfully" },
  clientCreated: /*i18n*/ { id: "backOffice.clientCreated", message: "Client added. We emailed them a link to set their password." },
  actionsDone: /*i18n*/ { id: "backOffice.actionsDone", message: "{count, plural, one {# client updated} other {# clients updated}}" },
  invitationResent: /*i18n*/ { id: "backOffice.invitationResent", message: "Invitation sent again to {email}" },
  invitationRevoked: /*i18n*/ { id: "backOffice.invitationRevoked", message: "Invitation revoked" },
  invitationGone: /*i18n*/ { id: "backOffice.invitationGone", message: "This invitation was already accepted or revoked" },
  alreadyVerified: /*i18n*/ { id: "backOffice.alreadyVerified", message: "This email address is already verified" },
  notAClient: /*i18n*/ { id: "backOffice.notAClient", message: "This user is not a client of the agency" },
  notAnAgent: /*i18n*/ { id: "backOffice.notAnAgent", message: "This user is not an agent of the agency" },
  notYourself: /*i18n*/ { id: "backOffice.notYourself", message: "You cannot change your own account here" },
  onlyAgentsRestricted: /*i18n*/ { id: "backOffice.onlyAgentsRestricted", message: "Only agents can be restricted, not the owner or an admin" },
  ownerOnly: /*i18n*/ { id: "backOffice.ownerOnly", message: "Only the agency owner can change the owner or an admin" },
  // Rules (field errors on both sides).
  markupRequired: /*i18n*/ { id: "backOffice.markup.required", message: "Enter a markup, or let this one inherit" },
  markupPercent: /*i18n*/ { id: "backOffice.markup.percent", message: "A percent markup is between 0 and 1000" },
  markupAmount: /*i18n*/ { id: "backOffice.markup.amount", message: "Enter an amount of zero or more, with at most two decimals" },
  feeAmount: /*i18n*/ { id: "backOffice.markup.fee", message: "Enter a fee of zero or more, with at most two decimals" },
  verticalsUnique: /*i18n*/ { id: "backOffice.markup.verticalsUnique", message: "Each booking type appears once" },
  dateRange: /*i18n*/ { id: "backOffice.export.dateRange", message: "The end date must not be before the start date" },
} as const;

const byId = new Map<string, MessageDescriptor>(Object.values(backOfficeMessages).map((d) => [d.id, d]));

export function backOfficeDescriptor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}

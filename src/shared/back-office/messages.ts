// The back office's rule messages and answers (spec B §7 "Agency back office", §8). A zod issue carries the
// id; the server's 400 and the web's field errors translate the same descriptor (src/shared/message-ids.ts).
import type { MessageDescriptor } from "../validation/messages";

export const backOfficeRuleMessages = {
  date: /*i18n*/ { id: "backOffice.date.format", message: "Enter the date as YYYY-MM-DD" },
  dateOrder: /*i18n*/ { id: "backOffice.date.order", message: "The end date must be on or after the start date" },
  rangeTooLong: /*i18n*/ { id: "backOffice.date.rangeTooLong", message: "Choose a range of at most 366 days" },
  userId: /*i18n*/ { id: "backOffice.userId.format", message: "Choose a user of the agency" },
  // The markup editor's rules (src/shared/back-office/markups.ts), field errors on both sides.
  markupRequired: /*i18n*/ { id: "backOffice.markup.required", message: "Enter a markup, or let this one inherit" },
  markupPercent: /*i18n*/ { id: "backOffice.markup.percent", message: "A percent markup is between 0 and 1000" },
  markupAmount: /*i18n*/ { id: "backOffice.markup.amount", message: "Enter an amount of zero or more, with at most two decimals" },
  feeAmount: /*i18n*/ { id: "backOffice.markup.fee", message: "Enter a fee of zero or more, with at most two decimals" },
  verticalsUnique: /*i18n*/ { id: "backOffice.markup.verticalsUnique", message: "Each booking type appears once" },
  // Short links (spec A §7): what a shared page and its preview must be.
  shortLinkPage: /*i18n*/ { id: "shortLinks.page", message: "Only a search, results or details page of this site can be shared" },
  shortLinkImage: /*i18n*/ { id: "shortLinks.image", message: "The preview image must be an https address or a path on this site" },
  shortLinkTitle: /*i18n*/ { id: "shortLinks.title", message: "Give the link a title of at most 200 characters" },
  shortLinkDescription: /*i18n*/ { id: "shortLinks.description", message: "The description is at most 500 characters" },
  shortLinkNote: /*i18n*/ { id: "shortLinks.note", message: "The message is at most 500 characters" },
  shortLinkCode: /*i18n*/ { id: "shortLinks.code", message: "This short link does not exist" },
} as const;

export const backOfficeMessages = {
  // spec B §8 success message of the back office's ticketing.
  ticketed: /*i18n*/ { id: "backOffice.ticketed", message: "Your booking is ticketed successfully. Your PNR will get sent via email within 30 minutes." },
  notAllowed: /*i18n*/ { id: "backOffice.notAllowed", message: "Only the agency's travel agents can open the back office" },
  bookingNotFound: /*i18n*/ { id: "backOffice.bookingNotFound", message: "Booking not found" },
  userNotFound: /*i18n*/ { id: "backOffice.userNotFound", message: "This user is not in your agency" },
  paymentRequired: /*i18n*/ { id: "backOffice.ticket.paymentRequired", message: "This booking is on hold: pay for it to issue the ticket" },
  alreadyTicketed: /*i18n*/ { id: "backOffice.ticket.already", message: "This booking is already ticketed" },
  notTicketable: /*i18n*/ { id: "backOffice.ticket.notTicketable", message: "Only a booking on hold or paid can be ticketed" },
  ticketFailed: /*i18n*/ { id: "backOffice.ticket.failed", message: "The airline could not issue the ticket. Please try again." },
  // Clients, agents, invitations and markups (spec B §8 success messages, quoted verbatim; the rest are ours).
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
  shortLinkNotFound: /*i18n*/ { id: "shortLinks.notFound", message: "This short link does not exist or was deleted" },
  shortLinkCreated: /*i18n*/ { id: "shortLinks.created", message: "Short link created" },
  shortLinkSent: /*i18n*/ { id: "shortLinks.sent", message: "Link sent by email" },
  shortLinkDeleted: /*i18n*/ { id: "shortLinks.deleted", message: "Short link deleted" },
} as const;

const byId = new Map<string, MessageDescriptor>(Object.values(backOfficeRuleMessages).map((d) => [d.id, d]));

export function backOfficeDescriptor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}

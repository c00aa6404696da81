// The proposals' rule messages and answers (spec B §2 proposal pages, §7 "Agency back office", §8). A zod issue
// carries the id; the server's 400 and the web's field errors translate the same descriptor (src/shared/message-ids.ts).
import type { MessageDescriptor } from "../validation/messages";

export const proposalRuleMessages = {
  proposalId: /*i18n*/ { id: "proposal.id.format", message: "Unknown proposal" },
  client: /*i18n*/ { id: "proposal.client.required", message: "Choose a client of the agency" },
  items: /*i18n*/ { id: "proposal.items.count", message: "Add 1 to 6 offers to the proposal" },
  oneHotel: /*i18n*/ { id: "proposal.items.oneHotel", message: "A proposal holds at most one offer of each kind" },
  note: /*i18n*/ { id: "proposal.note.tooLong", message: "The note is at most 1000 characters" },
  expiry: /*i18n*/ { id: "proposal.expiry.range", message: "The proposal expires 1 to 30 days from today" },
  offer: /*i18n*/ { id: "proposal.offer.invalid", message: "This offer cannot be proposed" },
} as const;

export const proposalMessages = {
  // spec B §8 success message, quoted verbatim (a proposal's status stored).
  statusChanged: /*i18n*/ { id: "proposal.statusChanged", message: "Status changed Successfully" },
  created: /*i18n*/ { id: "proposal.created", message: "Proposal saved" },
  sent: /*i18n*/ { id: "proposal.sent", message: "Proposal sent to the client" },
  bookingLinksSent: /*i18n*/ { id: "proposal.bookingLinksSent", message: "Booking links sent to the client" },
  notFound: /*i18n*/ { id: "proposal.notFound", message: "This proposal is not available" },
  expired: /*i18n*/ { id: "proposal.expired", message: "This proposal has expired. Ask your agent for a new one." },
  alreadyAnswered: /*i18n*/ { id: "proposal.alreadyAnswered", message: "This proposal has already been answered" },
  notApproved: /*i18n*/ { id: "proposal.notApproved", message: "The client has not approved this proposal yet" },
  offerUnavailable: /*i18n*/ { id: "proposal.offerUnavailable", message: "One of these offers is no longer available. Search again and add it anew." },
  notAClient: /*i18n*/ { id: "proposal.notAClient", message: "This client is not in your agency" },
  // The proposal mails.
  mailSubject: /*i18n*/ { id: "proposal.mail.subject", message: "{agentName} sent you a travel proposal" },
  mailIntro: /*i18n*/ { id: "proposal.mail.intro", message: "{agentName} of {agencyName} has put together a proposal for you. Prices are checked again when you open it." },
  mailOpen: /*i18n*/ { id: "proposal.mail.open", message: "Approve the proposal:" },
  mailDecline: /*i18n*/ { id: "proposal.mail.decline", message: "Decline it:" },
  mailExpiry: /*i18n*/ { id: "proposal.mail.expiry", message: "The proposal is valid until {date}." },
  mailAllowedSubject: /*i18n*/ { id: "proposal.mail.allowedSubject", message: "Book your approved trip" },
  mailAllowedIntro: /*i18n*/ { id: "proposal.mail.allowedIntro", message: "You approved the proposal of {agentName}. Book each part of your trip here:" },
} as const;

const byId = new Map<string, MessageDescriptor>(Object.values(proposalRuleMessages).map((d) => [d.id, d]));

export function proposalDescriptor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}

// The back office's rule messages and answers (spec B §7 "Agency back office", §8). A zod issue carries the
// id; the server's 400 and the web's field errors translate the same descriptor (src/shared/message-ids.ts).
import type { MessageDescriptor } from "../validation/messages";

export const backOfficeRuleMessages = {
  date: /*i18n*/ { id: "backOffice.date.format", message: "Enter the date as YYYY-MM-DD" },
  dateOrder: /*i18n*/ { id: "backOffice.date.order", message: "The end date must be on or after the start date" },
  rangeTooLong: /*i18n*/ { id: "backOffice.date.rangeTooLong", message: "Choose a range of at most 366 days" },
  userId: /*i18n*/ { id: "backOffice.userId.format", message: "Choose a user of the agency" },
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
} as const;

const byId = new Map<string, MessageDescriptor>(Object.values(backOfficeRuleMessages).map((d) => [d.id, d]));

export function backOfficeDescriptor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}

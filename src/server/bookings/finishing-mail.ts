import { and, eq } from "drizzle-orm";
import { formatMoney, money } from "@/shared/money";
import type { Db } from "../db/client";
import { agencies, users } from "../db/schema";
import type { BookingRow } from "../db/schema-bookings";
import type { Translator } from "../i18n";
import { sendMail } from "../mail/outbox";
import { mailMessages } from "../mail/messages";
import { escapeHtml } from "../mail/templates";

// Charged means finished or refunded (docs/decisions.md): when the recovery sweep gives the money of a booking it
// could not finish back, the customer and the agency's owners hear it by mail (through the outbox, each in their
// own language). In the core's words, for every vertical: the reference number, the amount and where it went.

export const finishingMessages = {
  refundedSubject: /*i18n*/ { id: "booking.finishing.refunded.subject", message: "Booking {reference} could not be completed: your payment is refunded" },
  refundedIntro: /*i18n*/ {
    id: "booking.finishing.refunded.intro",
    message: "We took your payment for booking {reference} but could not complete the booking with the supplier in time. Nothing is booked.",
  },
  refundedCard: /*i18n*/ { id: "booking.finishing.refunded.card", message: "{amount} is refunded to your card. Your bank may take a few days to show it." },
  refundedCredit: /*i18n*/ { id: "booking.finishing.refunded.credit", message: "{amount} paid from your reward wallet is back in your wallet." },
  refundedSorry: /*i18n*/ { id: "booking.finishing.refunded.sorry", message: "We are sorry. You can book again at any time." },
  agencySubject: /*i18n*/ { id: "booking.finishing.agency.subject", message: "Booking {reference} was refunded: it could not be completed" },
  agencyIntro: /*i18n*/ {
    id: "booking.finishing.agency.intro",
    message: "Booking {reference} was paid but could not be completed with the supplier within {minutes} minutes. The customer ({customer}) was refunded {amount} and told by email.",
  },
  agencyCheck: /*i18n*/ { id: "booking.finishing.agency.check", message: "Please check it in the back office's bookings list." },
} as const;

function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");
}

/** `parts`: the booking and its linked items (one payment); `card`, `credit`: what went back where. */
export async function mailMoneyGivenBack(deps: { db: Db; translator: Translator }, lead: BookingRow, refund: { card: number; credit: number }, minutes: number): Promise<void> {
  const { db } = deps;
  const customerId = lead.clientUserId ?? lead.bookedByUserId;
  const [agency] = await db.select({ agencyName: agencies.agencyName }).from(agencies).where(eq(agencies.id, lead.agencyId));
  const agencyName = agency?.agencyName ?? "";
  const [customer] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.agencyId, lead.agencyId), eq(users.id, customerId)));
  const owners = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.agencyId, lead.agencyId), eq(users.userType, "AgencyOwner")));
  const reference = lead.referenceNumber;
  if (customer) {
    const t = deps.translator.translator(customer.language);
    const lines = [
      t(finishingMessages.refundedIntro, { reference }),
      ...(refund.card > 0 ? [t(finishingMessages.refundedCard, { amount: formatMoney(money(refund.card, lead.currency), customer.language) })] : []),
      ...(refund.credit > 0 ? [t(finishingMessages.refundedCredit, { amount: formatMoney(money(refund.credit, lead.currency), customer.language) })] : []),
      t(finishingMessages.refundedSorry),
    ];
    await sendMail(db, { agencyId: lead.agencyId, to: customer.email, ...rendered(t, customer.name, agencyName, t(finishingMessages.refundedSubject, { reference }), lines) });
  }
  for (const owner of owners) {
    const t = deps.translator.translator(owner.language);
    const amount = formatMoney(money(refund.card + refund.credit, lead.currency), owner.language);
    const lines = [t(finishingMessages.agencyIntro, { reference, minutes, customer: customer?.email ?? "", amount }), t(finishingMessages.agencyCheck)];
    await sendMail(db, { agencyId: lead.agencyId, to: owner.email, ...rendered(t, owner.name, agencyName, t(finishingMessages.agencySubject, { reference }), lines) });
  }
}

function rendered(t: ReturnType<Translator["translator"]>, name: string, agencyName: string, subject: string, lines: readonly string[]) {
  const greeting = t(mailMessages.greeting, { name });
  const signature = t(mailMessages.signature, { agencyName });
  return {
    subject,
    text: [greeting, "", ...lines, "", signature, ""].join("\n"),
    html: paragraphs([greeting, ...lines, signature]),
  };
}

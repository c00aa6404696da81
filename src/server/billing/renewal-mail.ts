import { PROVIDER_AGENCY_NAME } from "@/shared/constants";
import type { Money } from "@/shared/money";
import { formatMoney } from "@/shared/money";
import type { Translate } from "../i18n";
import { mailMessages } from "../mail/messages";
import { escapeHtml, type RenderedMail } from "../mail/templates";

// The owner's mails about a renewal that was declined (docs/decisions.md "Subscription and billing"), in the
// owner's language. Same descriptor pattern as src/server/mail/messages.ts (the server runs without Babel).
const m = {
  failedSubject: /*i18n*/ { id: "mail.renewalFailed.subject", message: "Your {agencyName} subscription could not be renewed" },
  failedIntro: /*i18n*/ {
    id: "mail.renewalFailed.intro",
    message: "We could not charge {amount} to your card {card} for your agency's {plan} plan.",
  },
  failedRetry: /*i18n*/ {
    id: "mail.renewalFailed.retry",
    message: "We will try again on {date}. To pay with another card, open Subscription in your back office and replace the card: we then try again at once.",
  },
  endedSubject: /*i18n*/ { id: "mail.renewalEnded.subject", message: "Your {agencyName} subscription has ended" },
  endedIntro: /*i18n*/ {
    id: "mail.renewalEnded.intro",
    message: "We tried to charge {amount} to your card {card} for your agency's {plan} plan several times, and it was declined each time, so the subscription has ended.",
  },
  endedNext: /*i18n*/ {
    id: "mail.renewalEnded.next",
    message: "Your site and bookings stay open. Markups and inviting agents need an active subscription: an owner or admin can subscribe again on the Subscription page of the back office.",
  },
  noCard: /*i18n*/ { id: "mail.renewal.noCard", message: "(no card saved)" },
} as const;

export interface RenewalMailFacts {
  name: string;
  agencyName: string;
  lang: string;
  plan: string;
  amount: Money;
  card: { brand: string; last4: string } | null;
  /** The next try; null when none is left and the subscription ended. */
  nextAttemptAt: Date | null;
}

export function renewalFailedMail(t: Translate, facts: RenewalMailFacts): RenderedMail {
  const amount = formatMoney(facts.amount, facts.lang);
  const card = facts.card ? `${facts.card.brand} •••• ${facts.card.last4}` : t(m.noCard);
  const next = facts.nextAttemptAt;
  const subject = t(next ? m.failedSubject : m.endedSubject, { agencyName: facts.agencyName });
  const paragraphs = next
    ? [t(m.failedIntro, { amount, card, plan: facts.plan }), t(m.failedRetry, { date: new Intl.DateTimeFormat(facts.lang, { dateStyle: "long", timeZone: "UTC" }).format(next) })]
    : [t(m.endedIntro, { amount, card, plan: facts.plan }), t(m.endedNext)];
  // The provider bills the agency (like the invoices), so the provider signs.
  const all = [t(mailMessages.greeting, { name: facts.name }), ...paragraphs, t(mailMessages.signature, { agencyName: PROVIDER_AGENCY_NAME })];
  return { subject, text: `${all.join("\n\n")}\n`, html: all.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n") };
}

import { formatMoney } from "@/shared/money";
import type { ProposalView } from "@/shared/api/proposals";
import { proposalMessages as m } from "@/shared/proposals/messages";
import type { Translate } from "../i18n";
import { mailMessages } from "../mail/messages";
import { escapeHtml, type RenderedMail } from "../mail/templates";

// The proposal mails (spec B §7 POST /api/v2/agency/email-itinerary, /api/agency/proposal/sendAllowedProposalEmail):
// the offers as proposed, with the links to approve or decline (spec A §2 /allowAgentProposal, /disapproveProposal),
// and, once approved, the links where each offer is booked.

interface MailParty {
  clientName: string;
  agentName: string;
  agencyName: string;
  language: string;
}

function itemLines(proposal: ProposalView, language: string): string[] {
  return proposal.items.map((item) => {
    const dates = item.end ? `${item.start} – ${item.end}` : item.start;
    const price = item.price ?? item.proposedPrice;
    return [item.title, item.subtitle, ...item.details, dates, price ? formatMoney(price, language) : ""].filter(Boolean).join(" · ");
  });
}

function render(t: Translate, party: MailParty, subject: string, paragraphs: readonly (string | { label: string; href: string })[]): RenderedMail {
  const greeting = t(mailMessages.greeting, { name: party.clientName });
  const signature = t(mailMessages.signature, { agencyName: party.agencyName });
  const text = [greeting, "", ...paragraphs.map((p) => (typeof p === "string" ? p : `${p.label} ${p.href}`)), "", signature, ""].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => (typeof p === "string" ? `<p>${escapeHtml(p)}</p>` : `<p>${escapeHtml(p.label)} <a href="${escapeHtml(p.href)}">${escapeHtml(p.href)}</a></p>`)),
    `<p>${escapeHtml(signature)}</p>`,
  ].join("\n");
  return { subject, text, html };
}

/** The proposal: its offers, the agent's note, the links to approve and decline, and until when it is valid. */
export function proposalMail(t: Translate, party: MailParty, proposal: ProposalView, origin: string): RenderedMail {
  const query = `?proposalId=${encodeURIComponent(proposal.proposalId)}`;
  return render(t, party, t(m.mailSubject, { agentName: party.agentName }), [
    t(m.mailIntro, { agentName: party.agentName, agencyName: party.agencyName }),
    ...itemLines(proposal, party.language),
    ...(proposal.note ? [proposal.note] : []),
    { label: t(m.mailOpen), href: `${origin}/allowAgentProposal${query}` },
    { label: t(m.mailDecline), href: `${origin}/disapproveProposal${query}` },
    ...(proposal.expiresAt ? [t(m.mailExpiry, { date: proposal.expiresAt.slice(0, 10) })] : []),
  ]);
}

/** An approved proposal: where each offer is booked, through its vertical's own checkout. */
export function allowedProposalMail(t: Translate, party: MailParty, proposal: ProposalView, origin: string): RenderedMail {
  const lines = itemLines(proposal, party.language);
  return render(t, party, t(m.mailAllowedSubject), [
    t(m.mailAllowedIntro, { agentName: party.agentName }),
    ...proposal.items.map((item, i) => (item.bookPath ? { label: lines[i] ?? item.title, href: `${origin}${item.bookPath}` } : (lines[i] ?? item.title))),
  ]);
}

import type { Translate } from "../i18n";
import { mailMessages as m } from "./messages";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

interface Parts {
  subject: string;
  name: string;
  agencyName: string;
  intro: string;
  /** A link (rendered as a button) or a code (rendered large). */
  action: { kind: "link"; href: string } | { kind: "code"; code: string };
  expiry: string;
}

function compose(t: Translate, p: Parts): RenderedMail {
  const greeting = t(m.greeting, { name: p.name });
  const signature = t(m.signature, { agencyName: p.agencyName });
  const ignore = t(m.ignore);
  const actionText = p.action.kind === "link" ? p.action.href : p.action.code;
  const text = [greeting, "", p.intro, "", actionText, "", p.expiry, ignore, "", signature, ""].join("\n");
  const actionHtml =
    p.action.kind === "link"
      ? `<p><a href="${escapeHtml(p.action.href)}">${escapeHtml(p.action.href)}</a></p>`
      : `<p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(p.action.code)}</strong></p>`;
  const html = [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(p.intro)}</p>`, actionHtml, `<p>${escapeHtml(p.expiry)}<br>${escapeHtml(ignore)}</p>`, `<p>${escapeHtml(signature)}</p>`].join("\n");
  return { subject: p.subject, text, html };
}

interface Recipient {
  name: string;
  agencyName: string;
}

export function verifyEmailMail(t: Translate, r: Recipient, link: string): RenderedMail {
  return compose(t, {
    ...r,
    subject: t(m.verifySubject, { agencyName: r.agencyName }),
    intro: t(m.verifyIntro, { agencyName: r.agencyName }),
    action: { kind: "link", href: link },
    expiry: t(m.verifyExpiry),
  });
}

export function resetPasswordMail(t: Translate, r: Recipient, link: string): RenderedMail {
  return compose(t, {
    ...r,
    subject: t(m.resetSubject, { agencyName: r.agencyName }),
    intro: t(m.resetIntro),
    action: { kind: "link", href: link },
    expiry: t(m.resetExpiry),
  });
}

export function invitationMail(t: Translate, r: Recipient & { inviterName: string }, link: string): RenderedMail {
  return compose(t, {
    ...r,
    subject: t(m.inviteSubject, { agencyName: r.agencyName }),
    intro: t(m.inviteIntro, { agencyName: r.agencyName, inviterName: r.inviterName }),
    action: { kind: "link", href: link },
    expiry: t(m.inviteExpiry),
  });
}

/** An account the agency created for a client (POST /api/agency/clients/create): the link sets its password. */
export function welcomeMail(t: Translate, r: Recipient, link: string): RenderedMail {
  return compose(t, {
    ...r,
    subject: t(m.welcomeSubject, { agencyName: r.agencyName }),
    intro: t(m.welcomeIntro, { agencyName: r.agencyName }),
    action: { kind: "link", href: link },
    expiry: t(m.welcomeExpiry),
  });
}

export function codeMail(t: Translate, r: Recipient, code: string): RenderedMail {
  return compose(t, {
    ...r,
    subject: t(m.codeSubject, { agencyName: r.agencyName, code }),
    intro: t(m.codeIntro),
    action: { kind: "code", code },
    expiry: t(m.codeExpiry),
  });
}

/** A page shared by short link (spec A §7 "Short links"): the page's title and description, the sender's note. */
export function shortLinkMail(t: Translate, r: Recipient & { senderName: string; title: string; description: string; note: string }, link: string): RenderedMail {
  return compose(t, {
    ...r,
    subject: t(m.shortLinkSubject, { senderName: r.senderName, title: r.title }),
    intro: [t(m.shortLinkIntro, { senderName: r.senderName, agencyName: r.agencyName }), r.title, r.description].filter(Boolean).join("\n"),
    action: { kind: "link", href: link },
    expiry: r.note ? t(m.shortLinkNote, { note: r.note }) : "",
  });
}

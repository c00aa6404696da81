// The embedded mailbox (docs/accounts.md): when SMTP_URL is unset, mail stays in the outbox and the
// /mailbox page lists the agency's messages so a new user can open the verification link.
import { z } from "zod";
import { envelope } from "./envelope";

export const mailSummary = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.iso.datetime(),
});
export type MailSummary = z.infer<typeof mailSummary>;
export const mailboxListResponse = envelope(z.array(mailSummary));

export const mailboxMessageParams = z.object({ id: z.string().min(1) });
export const mailMessage = mailSummary.extend({ text: z.string(), html: z.string().nullable() });
export type MailMessage = z.infer<typeof mailMessage>;
export const mailboxMessageResponse = envelope(mailMessage);

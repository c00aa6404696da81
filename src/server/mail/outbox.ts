import type { Db } from "../db/client";
import { outbox } from "../db/schema";

interface OutgoingMail {
  agencyId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * Every message goes through the outbox table first (never straight to SMTP), so a request
 * never waits on or fails because of the mail server; the worker delivers when SMTP_URL is set.
 */
export async function sendMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({ agencyId: mail.agencyId, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}

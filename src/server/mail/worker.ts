import { asc, isNull, and, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";

export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  log?: FastifyBaseLogger;
  /** Poll interval; default 2 s. */
  intervalMs?: number;
  /** Rows per pass; default 20. */
  batchSize?: number;
}

export interface MailWorker {
  /** One delivery pass (tests call it directly); resolves with how many rows it handled. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

/**
 * Delivers unsent outbox rows. Each row is attempted once: success records sentAt, failure records
 * error (and sentAt stays null but error set, so it is not retried in a loop — an operator re-queues
 * by clearing `error`). One process at a time is assumed; with several instances, a
 * `FOR UPDATE SKIP LOCKED` claim would be needed.
 */
export function startMailWorker(opts: MailWorkerOptions): MailWorker {
  let running: Promise<number> | null = null;
  const drainOnce = async (): Promise<number> => {
    const rows = await opts.db
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), isNull(outbox.error)))
      .orderBy(asc(outbox.createdAt))
      .limit(opts.batchSize ?? 20);
    for (const row of rows) {
      try {
        await opts.transport.sendMail({
          from: opts.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
        });
        await opts.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        opts.log?.warn({ outboxId: row.id, err: message }, "mail delivery failed");
        await opts.db.update(outbox).set({ error: message.slice(0, 1000) }).where(eq(outbox.id, row.id));
      }
    }
    return rows.length;
  };
  const drain = () => {
    running ??= drainOnce().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    drain().catch((error: unknown) => opts.log?.error({ err: error }, "mail worker pass failed"));
  }, opts.intervalMs ?? 2000);
  timer.unref();
  return {
    drain,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

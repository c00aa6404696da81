import { asc, isNull, and, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { isPglite } from "../db/run-alone";
import { outbox, type OutboxRow } from "../db/schema";

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
 * by clearing `error`).
 *
 * Two servers, one database: every instance runs this worker, and each mail is sent once. On
 * PostgreSQL a row is claimed with `FOR UPDATE SKIP LOCKED` in its own transaction, which stays open
 * while the mail goes out and records the outcome: another worker skips the locked row, and once the
 * transaction commits the row is no longer unsent. A worker that dies mid-send leaves the row unsent
 * and unlocked, so another sends it (at least once, never twice while both live). On PGlite (one
 * process) the passes of this one worker never overlap (`drain` shares a running pass).
 */
export function startMailWorker(opts: MailWorkerOptions): MailWorker {
  let running: Promise<number> | null = null;
  const unsent = and(isNull(outbox.sentAt), isNull(outbox.error));
  const deliver = async (db: Db, row: OutboxRow): Promise<void> => {
    try {
      await opts.transport.sendMail({
        from: opts.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
      });
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      opts.log?.warn({ outboxId: row.id, err: message }, "mail delivery failed");
      await db.update(outbox).set({ error: message.slice(0, 1000) }).where(eq(outbox.id, row.id));
    }
  };
  const drainShared = async (): Promise<number> => {
    let handled = 0;
    for (let i = 0; i < (opts.batchSize ?? 20); i++) {
      const claimed = await opts.db.transaction(async (tx) => {
        const [row] = await tx.select().from(outbox).where(unsent).orderBy(asc(outbox.createdAt)).limit(1).for("update", { skipLocked: true });
        if (!row) return false;
        await deliver(tx as unknown as Db, row);
        return true;
      });
      if (!claimed) break;
      handled += 1;
    }
    return handled;
  };
  const drainAlone = async (): Promise<number> => {
    const rows = await opts.db
      .select()
      .from(outbox)
      .where(unsent)
      .orderBy(asc(outbox.createdAt))
      .limit(opts.batchSize ?? 20);
    for (const row of rows) await deliver(opts.db, row);
    return rows.length;
  };
  const drainOnce = isPglite(opts.db) ? drainAlone : drainShared;
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

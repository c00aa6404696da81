import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { outbox, type OutboxRow } from "../db/schema";
import { faultPoint } from "../fault-points";

export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string; messageId: string }): Promise<unknown>;
}

interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  log?: Pick<FastifyBaseLogger, "warn" | "error">;
  /** Poll interval; default 2 s. */
  intervalMs?: number;
  /** Rows per pass; default 20. */
  batchSize?: number;
  /** Waits between the tries of recording a sent mail (tests shorten them); default 0.1 s, 0.5 s, 2 s. */
  recordRetryMs?: readonly number[];
}

export interface MailWorker {
  /** One delivery pass (tests call it directly); resolves with how many rows it handled. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * How long a worker's claim on a row keeps the other workers off it. Longer than the worker's own tries of
 * recording the mail as sent, so a database that drops connections for a moment never makes a second worker
 * send what the first one already handed to the SMTP server.
 */
export const MAIL_CLAIM_SECONDS = 600;

const RECORD_RETRY_MS = [100, 500, 2000] as const;

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

/**
 * One Message-ID per outbox row, the same on every try: should a mail go out twice after all (a worker killed
 * between the SMTP answer and recording it), the receiving side sees the same message twice, not two messages.
 */
export function messageIdOf(rowId: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "waypoint.invalid";
  return `<${rowId}@${domain}>`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers unsent outbox rows, each once (docs/deploy.md "Several instances"). Every instance runs this worker.
 *
 * 1. Claim: one committed statement sets the row's `claimedUntil` (`FOR UPDATE SKIP LOCKED` picks a row no other
 *    worker is claiming). No transaction stays open while the mail goes out, so a connection dropped after the
 *    SMTP answer cannot roll the claim back and hand the row to another worker.
 * 2. Send, with the row's stable Message-ID.
 * 3. Record `sentAt`, tried again a few times; if the database is still away, the worker remembers the row and
 *    records it first thing in each later pass, and never sends it again itself. Other workers keep off it for
 *    MAIL_CLAIM_SECONDS.
 * A mail goes out twice only when its worker dies between the SMTP answer and recording it (the claim lapses and
 * another worker sends it: at least once), or when the database stays unreachable for longer than the claim.
 * A failure the SMTP server answers records `error`, which is not retried in a loop: an operator re-queues the
 * row by clearing `error`.
 */
export function startMailWorker(opts: MailWorkerOptions): MailWorker {
  const { db } = opts;
  let running: Promise<number> | null = null;
  /** Handed to the SMTP server, `sentAt` not yet recorded: never sent again by this worker. */
  const sentNotRecorded = new Map<string, Date>();
  const retries = opts.recordRetryMs ?? RECORD_RETRY_MS;

  const recordSent = async (id: string, at: Date): Promise<void> => {
    await db.update(outbox).set({ sentAt: at, claimedUntil: null }).where(eq(outbox.id, id));
    sentNotRecorded.delete(id);
  };

  const recordSentWithRetries = async (id: string, at: Date): Promise<void> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await recordSent(id, at);
      } catch (error) {
        const wait = retries[attempt];
        if (wait === undefined) {
          opts.log?.warn({ outboxId: id, err: error instanceof Error ? error.message : String(error) }, "mail sent; recording it failed, retried next pass");
          return;
        }
        await sleep(wait);
      }
    }
  };

  const claim = async (): Promise<OutboxRow | null> => {
    const skip = [...sentNotRecorded.keys()];
    const free = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), isNull(outbox.error), or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)), skip.length ? notInArray(outbox.id, skip) : undefined))
      .orderBy(asc(outbox.createdAt))
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await db
      .update(outbox)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${MAIL_CLAIM_SECONDS})` })
      .where(inArray(outbox.id, free))
      .returning();
    return row ?? null;
  };

  const deliver = async (row: OutboxRow): Promise<void> => {
    try {
      await opts.transport.sendMail({
        from: opts.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        messageId: messageIdOf(row.id, opts.from),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      opts.log?.warn({ outboxId: row.id, err: message }, "mail delivery failed");
      // Not delivered: if this write fails too, the claim lapses and the row is tried again.
      await db
        .update(outbox)
        .set({ error: message.slice(0, 1000), claimedUntil: null })
        .where(eq(outbox.id, row.id))
        .catch(() => undefined);
      return;
    }
    // The SMTP server has it; `sentAt` is not written yet (the window in which a killed worker's row goes out twice).
    faultPoint("during-mail");
    const at = new Date();
    sentNotRecorded.set(row.id, at);
    await recordSentWithRetries(row.id, at);
  };

  const drainOnce = async (): Promise<number> => {
    // What an earlier pass sent but could not record goes first: a database back from an outage learns it before
    // any claim of it could lapse.
    for (const [id, at] of [...sentNotRecorded]) await recordSent(id, at);
    let handled = 0;
    for (let i = 0; i < (opts.batchSize ?? 20); i++) {
      const row = await claim();
      if (!row) break;
      await deliver(row);
      handled += 1;
    }
    return handled;
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
      await running?.catch(() => undefined);
    },
  };
}

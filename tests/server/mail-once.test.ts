// Mail once (docs/deploy.md "Several instances"): a mail the SMTP server accepted is never sent again because the
// database write that records it failed. The worker commits its claim before sending, tries the "sent" write again,
// and keeps one Message-ID per outbox row; only a worker killed between the SMTP answer and that write lets another
// worker send the row again, with the same Message-ID.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, Db } from "@/server/db/client";
import { outbox } from "@/server/db/schema";
import { sendMail } from "@/server/mail/outbox";
import { messageIdOf, startMailWorker, type MailTransport, type MailWorker } from "@/server/mail/worker";
import { createTestDatabase } from "./helpers";

const FROM = "Waypoint <mail@waypoint.example>";

/** The database as the worker sees it: every write fails while `down` is above 0 (each failure counts it down). */
function flakyWrites(db: Db) {
  const state = { down: 0 };
  const proxied = new Proxy(db, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (prop !== "update" || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (state.down > 0) {
          state.down -= 1;
          throw new Error("Connection terminated unexpectedly");
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxied, state };
}

/** An SMTP server as the worker sees it: every accepted message, and the database dropping right after it answers. */
function recordingTransport(after?: () => void) {
  const delivered: { to: string; messageId: string }[] = [];
  const transport: MailTransport = {
    async sendMail(message) {
      delivered.push({ to: message.to, messageId: message.messageId });
      after?.();
      return {};
    },
  };
  return { transport, delivered };
}

describe("mail once", () => {
  let database: Database;
  const workers: MailWorker[] = [];
  const worker = (db: Db, transport: MailTransport) => {
    const w = startMailWorker({ db, transport, from: FROM, intervalMs: 600_000, recordRetryMs: [0, 0] });
    workers.push(w);
    return w;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await database.db.delete(outbox);
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await database?.close();
  });

  const rowOf = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  it("records a sent mail on a later try when the first writes after the SMTP answer fail: one delivery", async () => {
    const id = await sendMail(database.db, { agencyId: null, to: "ana@example.com", subject: "Booked", text: "Hi" });
    const flaky = flakyWrites(database.db);
    const smtp = recordingTransport(() => (flaky.state.down = 2));
    const w = worker(flaky.db, smtp.transport);
    expect(await w.drain()).toBe(1);
    expect(await w.drain()).toBe(0);
    expect(smtp.delivered).toEqual([{ to: "ana@example.com", messageId: messageIdOf(id, FROM) }]);
    expect((await rowOf(id))?.sentAt).toBeInstanceOf(Date);
  });

  it("never sends again a mail it could not record in the whole pass, and no other worker takes it while it lives", async () => {
    const id = await sendMail(database.db, { agencyId: null, to: "ben@example.com", subject: "Booked", text: "Hi" });
    const flaky = flakyWrites(database.db);
    const smtp = recordingTransport(() => (flaky.state.down = 3));
    const first = worker(flaky.db, smtp.transport);
    expect(await first.drain()).toBe(1);
    // Three writes failed: the first and both tries again. The row is claimed, not sent.
    expect(await rowOf(id)).toMatchObject({ sentAt: null, error: null });
    const other = recordingTransport();
    expect(await worker(database.db, other.transport).drain()).toBe(0);
    expect(other.delivered).toEqual([]);
    // The database is back: the first worker's next pass records the mail before anything else, sends nothing.
    expect(await first.drain()).toBe(0);
    expect((await rowOf(id))?.sentAt).toBeInstanceOf(Date);
    expect(smtp.delivered).toHaveLength(1);
  });

  it("lets another worker send the row of a worker killed before recording it, with the same Message-ID", async () => {
    const id = await sendMail(database.db, { agencyId: null, to: "cy@example.com", subject: "Booked", text: "Hi" });
    const flaky = flakyWrites(database.db);
    const killed = recordingTransport(() => (flaky.state.down = 99));
    // The pass ends on the database error; the worker is then killed, its memory of the sent row lost.
    await expect(worker(flaky.db, killed.transport).drain()).rejects.toThrow("Connection terminated");
    flaky.state.down = 0;
    // The killed worker's claim lapses (MAIL_CLAIM_SECONDS later).
    await database.db
      .update(outbox)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, id));
    const next = recordingTransport();
    expect(await worker(database.db, next.transport).drain()).toBe(1);
    expect(next.delivered).toEqual(killed.delivered);
    expect(next.delivered[0]?.messageId).toBe(messageIdOf(id, FROM));
    expect((await rowOf(id))?.sentAt).toBeInstanceOf(Date);
  });

  it("leaves a mail the SMTP server refused unsent with its error and its claim let go", async () => {
    const refusedId = await sendMail(database.db, { agencyId: null, to: "dee@example.com", subject: "Booked", text: "Hi" });
    const refusing: MailTransport = {
      sendMail: () => Promise.reject(new Error("550 mailbox unavailable")),
    };
    expect(await worker(database.db, refusing).drain()).toBe(1);
    expect(await rowOf(refusedId)).toMatchObject({ sentAt: null, error: "550 mailbox unavailable", claimedUntil: null });
  });

  it("gives each outbox row its own Message-ID at the sender's domain", () => {
    expect(messageIdOf("5c1f", FROM)).toBe("<5c1f@waypoint.example>");
    expect(messageIdOf("5c1f", "mail@agency.example")).toBe("<5c1f@agency.example>");
    expect(messageIdOf("5c1f", "Waypoint")).toBe("<5c1f@waypoint.invalid>");
  });
});

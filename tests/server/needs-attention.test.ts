// Charged means finished or refunded (docs/decisions.md): a paid booking the server is still finishing reads
// "finishing" on its page, with when its money would go back, and is on the agency's "needs attention" list with
// what happened; one whose money went back reads "refunded" and stays on the list for NEEDS_ATTENTION_DAYS.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NeedsAttentionRow } from "@/shared/api/agency-bookings";
import { type BookingFinishing } from "@/shared/api/bookings";
import { decodeBase64Json } from "@/shared/base64-json";
import { NEEDS_ATTENTION_DAYS, NOT_FINISHED_REFUNDED } from "@/shared/booking/finishing";
import { setStatus } from "@/server/bookings/repository";
import { bookings } from "@/server/db/schema-bookings";
import { bookAndPay, call, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;
let owner: Caller;
let alice: Caller;
let nomadOwner: Caller;
const refs = { finishing: "", refunded: "", oldRefund: "", done: "" };

const needsAttention = (who: Caller) => call(ctx.app, who, { method: "GET", url: "/api/agency/bookings/needs-attention" });

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  owner = await signIn(ctx.app, db, "acme", "owner@acme.test");
  alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
  nomadOwner = await signIn(ctx.app, db, "nomad", "owner@nomad.test");
  for (const key of Object.keys(refs) as (keyof typeof refs)[]) refs[key] = (await bookAndPay(ctx.app, alice, { lastName: key })).referenceNumber;
  const byRef = (ref: string) => eq(bookings.referenceNumber, ref);
  // As the saga leaves them: charged, ticketing failed twice; and one whose money the sweep gave back.
  await db
    .update(bookings)
    .set({ status: "paid", unfinishedSince: sql`now()`, finishAttempts: 2 })
    .where(byRef(refs.finishing));
  // Ticketed, only its confirmation mail still to queue: booked, not "finishing", not on the list.
  await db
    .update(bookings)
    .set({ unfinishedSince: sql`now()` })
    .where(byRef(refs.done));
  for (const ref of [refs.refunded, refs.oldRefund]) {
    const [b] = await db.select({ id: bookings.id }).from(bookings).where(byRef(ref));
    await setStatus(db, b?.id ?? "", "failed", { failureCode: NOT_FINISHED_REFUNDED }, "not finished within 15 minutes; money given back");
  }
  await db
    .update(bookings)
    .set({ updatedAt: sql`now() - make_interval(days => ${NEEDS_ATTENTION_DAYS + 1})` })
    .where(byRef(refs.oldRefund));
});
afterAll(async () => ctx?.close());

describe("a paid booking still being finished, and one given back", () => {
  it("reads 'finishing' on the customer's booking page with when the money would go back, and 'refunded' once given back", async () => {
    const finishingOf = async (ref: string) => {
      const res = await call(ctx.app, alice, { method: "GET", url: `/api/flight/getReservationDetails?referenceNumber=${ref}` });
      expect(res.statusCode, res.body).toBe(200);
      return (decodeBase64Json((res.json() as { data: string }).data) as { finishing?: BookingFinishing | null }).finishing;
    };
    const finishing = await finishingOf(refs.finishing);
    expect(finishing?.state).toBe("finishing");
    expect(Date.parse(finishing?.giveBackAt ?? "") - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await finishingOf(refs.refunded)).toEqual({ state: "refunded", giveBackAt: null });
    expect(await finishingOf(refs.done)).toBeNull();
  });

  it("lists them for the agency with what was done, newest first; not a ticketed booking lacking its mail, nor one given back long ago", async () => {
    const res = await needsAttention(owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = (res.json() as { data: { bookings: NeedsAttentionRow[]; totalRecords: number } }).data;
    expect(body.totalRecords).toBe(2);
    expect(body.bookings.map((b) => [b.referenceNumber, b.finishing.state, b.finishAttempts])).toEqual([
      [refs.refunded, "refunded", 0],
      [refs.finishing, "finishing", 2],
    ]);
    expect(body.bookings[0]?.lastNote).toContain("money given back");
    expect(body.bookings[0]?.category).toBe("flights");
  });

  it("is the back office's: a customer is refused, another agency sees none of them", async () => {
    expect((await needsAttention(alice)).statusCode).toBe(403);
    const other = await needsAttention(nomadOwner);
    expect(other.statusCode).toBe(200);
    expect((other.json() as { data: { totalRecords: number } }).data.totalRecords).toBe(0);
  });
});

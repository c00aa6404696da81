// A hotel poll's answer is kept serialised and in brotli per search request, poll, page, pricing rule and message
// (src/server/hotels/poll-answers.ts; issue "Every page fast on a phone": hotel search at 20 clients). A second
// traveller's search of the same stay gets the bytes a fresh one would, without asking the supplier; its completing
// poll still completes its own search; another pricing rule or language is made afresh.
import { brotliDecompressSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { HotelPollResult } from "@/shared/api/hotels";
import { HOTEL_COMPLETED_PAGE_SIZE } from "@/shared/hotels/stay";
import type { MarkupSetting } from "@/shared/back-office/markups";
import { hotelSearches } from "@/server/db/schema-hotels";
import { SandboxHotelSupplier } from "@/server/suppliers/hotels/sandbox";
import { createTestApp, type TestContext } from "./helpers";
import { call, signIn, type Caller } from "./flights-fixtures";
import { familyStay, json } from "./hotels-fixtures";

let ctx: TestContext;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signIn(ctx.app, ctx.database.db, "acme", "alice@acme.test");
  // A second traveller of the same agency (signed out: the agency's own pricing, as alice's when she has none).
  bob = { agencyId: alice.agencyId };
});
afterAll(async () => ctx?.close());
afterEach(() => vi.restoreAllMocks());

const BROTLI = { "accept-encoding": "br" };
const text = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
  res.headers["content-encoding"] === "br" ? brotliDecompressSync(res.rawPayload).toString("utf8") : res.rawPayload.toString("utf8");

/** A search as the results page makes it: the start with its first poll, polls until completed (the whole list). */
async function search(caller: Caller, stay = familyStay(), headers: Record<string, string> = BROTLI): Promise<{ id: string; start: string; polls: string[] }> {
  const start = await call(ctx.app, caller, { method: "POST", url: "/api/v2/hotel/searchasync?firstPoll=true", body: stay, headers });
  expect(start.statusCode, start.body).toBe(200);
  const begun = JSON.parse(text(start)) as { data: { corelationId: string; firstPoll: HotelPollResult } };
  const polls: string[] = [];
  let completed = begun.data.firstPoll.pollCompleted;
  for (let i = 0; !completed && i < 10; i++) {
    const res = await call(ctx.app, caller, { method: "POST", url: `/api/v2/hotel/searchasync/search?corelationId=${begun.data.corelationId}`, body: { completedSize: HOTEL_COMPLETED_PAGE_SIZE }, headers });
    expect(res.statusCode, res.body).toBe(200);
    polls.push(text(res));
    completed = (JSON.parse(text(res)) as { data: HotelPollResult }).data.pollCompleted;
  }
  expect(completed).toBe(true);
  return { id: begun.data.corelationId, start: text(start), polls };
}

const firstPollOf = (start: string) => JSON.stringify((JSON.parse(start) as { data: { firstPoll: unknown } }).data.firstPoll);

describe("a hotel poll's kept answer", () => {
  it("is the answer made afresh, for another traveller's search of the same stay, without asking the supplier", async () => {
    const stay = familyStay(undefined, { searchString: "Lisbon", radius: 30 });
    const first = await search(alice, stay);
    const polls = vi.spyOn(SandboxHotelSupplier.prototype, "poll");
    const second = await search(bob, stay);
    expect(polls).toHaveBeenCalledTimes(0);
    expect(second.id).not.toBe(first.id);
    expect(second.polls).toEqual(first.polls);
    expect(firstPollOf(second.start)).toBe(firstPollOf(first.start));
    // The start's envelope is the route's: its own id, the message, the first poll.
    expect(JSON.parse(second.start)).toEqual({ status: true, message: expect.any(String), data: { corelationId: second.id, firstPoll: JSON.parse(firstPollOf(first.start)) } });
    // The kept completing poll completed the second search too: its row says so, as a made one would.
    const [row] = await ctx.database.db.select().from(hotelSearches).where(eq(hotelSearches.id, second.id));
    expect(row?.completed).toBe(true);
    // A client without brotli gets the same JSON.
    const plain = await search(bob, stay, {});
    expect(plain.polls).toEqual(first.polls);
  });

  it("is made afresh for another pricing rule and another language", async () => {
    const stay = familyStay(undefined, { searchString: "Lisbon", radius: 25 });
    const before = await search(bob, stay);
    // Changed by the agency's owner, as in the back office: the next search on this server is priced by it at once.
    const owner = await signIn(ctx.app, ctx.database.db, "acme", "owner@acme.test");
    const markupsOf = async () => json<{ agency: MarkupSetting[] }>(await call(ctx.app, owner, { method: "GET", url: "/api/agency/markups" })).data.agency.filter((m) => m.vertical === "hotel");
    const setMarkups = async (settings: MarkupSetting[]) => expect((await call(ctx.app, owner, { method: "PATCH", url: "/api/agency/markups", body: { markups: settings } })).statusCode).toBe(200);
    const previous = await markupsOf();
    await setMarkups([{ vertical: "hotel", markupType: "percent", markupValue: 40, agencyFee: 0 }]);
    try {
      const after = await search(bob, stay);
      const pricesOf = (poll: string | undefined) => (JSON.parse(poll ?? "{}") as { data: HotelPollResult }).data.hotels.map((h) => h.price.amount);
      expect(pricesOf(after.polls.at(-1))).not.toEqual(pricesOf(before.polls.at(-1)));
    } finally {
      await setMarkups(previous);
    }
    expect(await markupsOf()).toEqual(previous);
    const spanish = await search(bob, stay, { ...BROTLI, "accept-language": "es" });
    const english = (JSON.parse(before.polls.at(-1) ?? "{}") as { message: string }).message;
    expect((JSON.parse(spanish.polls.at(-1) ?? "{}") as { message: string }).message).not.toBe(english);
  });
});

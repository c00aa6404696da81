// A completed hotel search's answer is kept for its pages (src/server/hotels/search.ts CompletedHotelSearches; issue
// "Every page fast on a phone": the results page reads a capital's 2,000 hotels 50 a page, and each read made and
// priced every hotel again). The pages read from the kept answer are the ones a fresh read gives, the supplier is
// asked once per filter and order, and the keeper stays bounded in entries and age. The results page now reads a
// search in its start and polls: the start answers the first poll (`?firstPoll=true`) and the completing poll the
// whole list (`completedSize`), the answers the pages of 50 give (docs/decisions.md).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { HotelPollResult, HotelSummary } from "@/shared/api/hotels";
import { eq } from "drizzle-orm";
import { hotelSearches } from "@/server/db/schema-hotels";
import { CompletedHotelSearches } from "@/server/hotels/search";
import { HOTEL_TRIGGERS } from "@/server/suppliers/hotels/sandbox-triggers";
import { HOTEL_COMPLETED_PAGE_SIZE } from "@/shared/hotels/stay";
import { SandboxHotelSupplier } from "@/server/suppliers/hotels/sandbox";
import { createTestApp, type TestContext } from "./helpers";
import { call, signIn, type Caller } from "./flights-fixtures";
import { familyStay, json, poll, pollToEnd, startSearch } from "./hotels-fixtures";

let ctx: TestContext;
let alice: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signIn(ctx.app, ctx.database.db, "acme", "alice@acme.test");
});
afterAll(async () => ctx?.close());
afterEach(() => vi.restoreAllMocks());

/** Every page of a completed search with `filter`, 50 at a time, as the results page reads them. */
async function allPages(id: string, filter: object = {}): Promise<{ hotels: HotelSummary[]; count: number }> {
  const hotels: HotelSummary[] = [];
  let from: number | null = 0;
  let count = 0;
  while (from !== null) {
    const page: HotelPollResult = json<HotelPollResult>(await poll(ctx.app, alice, id, { filter, from })).data;
    hotels.push(...page.hotels);
    count = page.hotelCount;
    from = page.nextPage;
  }
  return { hotels, count };
}

describe("a completed hotel search's pages", () => {
  it("are read from one supplier answer per filter and order, every hotel once, in order", async () => {
    // London: the sandbox's biggest city (2,000 hotels within 100 km).
    const id = await startSearch(ctx.app, alice, familyStay("2643743", { searchString: "London", radius: 100 }));
    await pollToEnd(ctx.app, alice, id);
    const polls = vi.spyOn(SandboxHotelSupplier.prototype, "poll");

    const all = await allPages(id);
    expect(all.count).toBeGreaterThan(500);
    expect(all.hotels).toHaveLength(all.count);
    expect(new Set(all.hotels.map((h) => h.hotelId)).size).toBe(all.count);
    // The completing poll kept the default order's answer: no page asked the supplier again.
    expect(polls).toHaveBeenCalledTimes(0);

    const cheapest = await allPages(id, { stars: [4, 5], orderBy: "price asc" });
    expect(polls).toHaveBeenCalledTimes(1);
    expect(cheapest.hotels).toHaveLength(cheapest.count);
    expect(cheapest.hotels.every((h) => Math.round(h.starRating) >= 4)).toBe(true);
    const prices = cheapest.hotels.map((h) => h.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The same hotels a fresh read finds: the four- and five-star ones of the unfiltered pages.
    expect(new Set(cheapest.hotels.map((h) => h.hotelId))).toEqual(new Set(all.hotels.filter((h) => Math.round(h.starRating) >= 4).map((h) => h.hotelId)));
  });

  it("a search still running asks the supplier on every poll (the next batch arrives with it)", async () => {
    const id = await startSearch(ctx.app, alice);
    const polls = vi.spyOn(SandboxHotelSupplier.prototype, "poll");
    const first = json<HotelPollResult>(await poll(ctx.app, alice, id)).data;
    const second = json<HotelPollResult>(await poll(ctx.app, alice, id)).data;
    expect(polls).toHaveBeenCalledTimes(2);
    expect(second.receivedCount).toBeGreaterThan(first.receivedCount);
  });
});

describe("fewer requests a search: the first poll with the start, the whole list with the completing poll", () => {
  const started = async (search = familyStay()) => {
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/searchasync?firstPoll=true", body: search });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ corelationId: string; firstPoll?: HotelPollResult }>(res).data;
  };

  it("the start answers the first poll, as a poll of a search started without it answers it, and counts it", async () => {
    const { corelationId, firstPoll } = await started();
    const plain = await startSearch(ctx.app, alice);
    const polled = json<HotelPollResult>(await poll(ctx.app, alice, plain)).data;
    expect(firstPoll).toEqual(polled);
    expect(firstPoll?.pollCompleted).toBe(false);
    expect(firstPoll?.hotels.length).toBeGreaterThan(0);
    // The next poll is the second: the one after a plain search's first.
    const second = json<HotelPollResult>(await poll(ctx.app, alice, corelationId)).data;
    expect(second).toEqual(json<HotelPollResult>(await poll(ctx.app, alice, plain)).data);
    expect(second.receivedCount).toBeGreaterThan(firstPoll?.receivedCount ?? Infinity);
    const [row] = await ctx.database.db.select().from(hotelSearches).where(eq(hotelSearches.id, corelationId));
    expect(row?.polls).toBe(2);
  });

  it("without ?firstPoll=true the start answers the id alone; a failing first poll is left out, the next poll answers 504", async () => {
    const plain = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/searchasync", body: familyStay() });
    expect(Object.keys(json<object>(plain).data)).toEqual(["corelationId"]);
    const failing = await started(familyStay(String(HOTEL_TRIGGERS.failingSearchCityId)));
    expect(failing.firstPoll).toBeUndefined();
    expect((await poll(ctx.app, alice, failing.corelationId)).statusCode).toBe(504);
  });

  it("completedSize: the completing poll answers the whole list in order; a running search's page stays `size`", async () => {
    // London: the sandbox's biggest city (2,000 hotels within 100 km).
    const { corelationId, firstPoll } = await started(familyStay("2643743", { searchString: "London", radius: 100 }));
    expect(firstPoll?.hotels).toHaveLength(50);
    let last = firstPoll;
    while (last && !last.pollCompleted) {
      last = json<HotelPollResult>(await poll(ctx.app, alice, corelationId, { completedSize: HOTEL_COMPLETED_PAGE_SIZE })).data;
      if (!last.pollCompleted) expect(last.hotels).toHaveLength(50);
    }
    expect(last?.hotelCount).toBeGreaterThan(500);
    expect(last?.hotels).toHaveLength(last?.hotelCount ?? 0);
    expect(last?.nextPage).toBeNull();
    expect(last?.hasMore).toBe(false);
    // The same hotels, in the same order, as the pages of 50 give.
    expect(last?.hotels).toEqual((await allPages(corelationId)).hotels);
    // Past the schema's bound: refused.
    expect((await poll(ctx.app, alice, corelationId, { completedSize: HOTEL_COMPLETED_PAGE_SIZE + 1 })).statusCode).toBe(400);
  });
});

describe("CompletedHotelSearches", () => {
  const answer = { passing: [], facets: { facilities: [], stars: [], boards: [], freeCancellation: null, priceRange: null, maxDistance: 0 }, received: 0 };

  it("keeps at most its entries, dropping the least recently read", () => {
    const kept = new CompletedHotelSearches(2);
    kept.set("a", answer);
    kept.set("b", answer);
    expect(kept.get("a")).toBeDefined();
    kept.set("c", answer);
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBeDefined();
    expect(kept.get("c")).toBeDefined();
  });

  it("keeps at most its hotels together, dropping the least recently read; an answer over the whole bound is not kept", () => {
    const hotels = (n: number) => ({ ...answer, passing: Array.from({ length: n }, () => ({}) as HotelSummary), received: n });
    const kept = new CompletedHotelSearches(10, 60_000, Date.now, 100);
    kept.set("a", hotels(40));
    kept.set("b", hotels(40));
    expect(kept.get("a")).toBeDefined();
    kept.set("c", hotels(40));
    // 120 over 100: b, read least recently, goes.
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBeDefined();
    expect(kept.get("c")).toBeDefined();
    // Kept, it would push out every other answer and still be over the bound.
    kept.set("big", hotels(150));
    expect(kept.get("big")).toBeUndefined();
    expect(kept.get("a")).toBeDefined();
    expect(kept.get("c")).toBeDefined();
    kept.set("d", hotels(10));
    expect(kept.get("d")).toBeDefined();
  });

  it("forgets an answer older than its age limit", () => {
    let now = 0;
    const kept = new CompletedHotelSearches(4, 1000, () => now);
    kept.set("a", answer);
    now = 999;
    expect(kept.get("a")).toBeDefined();
    now = 2000;
    expect(kept.get("a")).toBeUndefined();
  });
});

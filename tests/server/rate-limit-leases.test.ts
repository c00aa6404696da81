// The API rate limit's hits reserved a few at a time (src/server/http/rate-limit-store.ts DatabaseLeases): every
// request still gets its own number in the window's count across instances, so no more than the limit pass however
// the requests are spread over instances; the database is asked a few times, not once a request; past the limit an
// instance refuses without asking it. On PGlite here and on PostgreSQL in .ci/run's database step.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";
import { DatabaseLeases } from "@/server/http/rate-limit-store";
import { createTestDatabase } from "./helpers";
import { scaled } from "../browser/slowdown";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, scaled(60_000));
afterAll(async () => {
  await database?.close();
});

const MINUTE = 60_000;

/** The key's count as the database holds it: every hit reserved by any instance. */
async function counted(key: string): Promise<number> {
  const [row] = await database.db.select({ hits: rateLimits.hits }).from(rateLimits).where(eq(rateLimits.key, key));
  return row?.hits ?? 0;
}

/** A DatabaseLeases whose upserts are counted, as a second instance's would be. */
function instance(): { leases: DatabaseLeases; writes: () => number } {
  let writes = 0;
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === "insert") writes += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { leases: new DatabaseLeases(db), writes: () => writes };
}

describe("DatabaseLeases", () => {
  it("two instances answering one client in turn let exactly the limit through, then refuse", async () => {
    const [a, b] = [instance(), instance()];
    const max = 100;
    const numbers: number[] = [];
    for (let i = 0; i < max + 3; i++) numbers.push((await (i % 2 === 0 ? a : b).leases.take("turns", MINUTE, max)).current);
    expect(numbers.slice(0, max).every((n) => n <= max)).toBe(true);
    expect(new Set(numbers.slice(0, max)).size).toBe(max);
    expect(numbers.slice(max).every((n) => n > max)).toBe(true);
  });

  it("one busy client costs a few writes, not one a request, and never more than the limit pass", async () => {
    const { leases, writes } = instance();
    const max = 1_000;
    const numbers: number[] = [];
    for (let i = 0; i < 1_200; i++) numbers.push((await leases.take("busy", MINUTE, max)).current);
    expect(numbers.filter((n) => n <= max)).toHaveLength(max);
    expect(numbers.slice(0, max)).toEqual(Array.from({ length: max }, (_, i) => i + 1));
    // A hundredth of the limit at a time, one at a time near it: well under a write a request.
    expect(writes()).toBeLessThan(200);
    // Past the limit the refusals are answered without the database: its count stopped at the limit's last reservation.
    const atLimit = await counted("busy");
    expect(atLimit).toBeGreaterThan(max);
    expect(atLimit).toBeLessThanOrEqual(max + 1);
    await leases.take("busy", MINUTE, max);
    expect(await counted("busy")).toBe(atLimit);
  });

  it("concurrent requests on one instance wait for one reservation and get distinct numbers", async () => {
    const { leases, writes } = instance();
    const taken = await Promise.all(Array.from({ length: 50 }, () => leases.take("together", MINUTE, 10_000)));
    expect(taken.map((t) => t.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(writes()).toBeLessThan(10);
    expect(taken.every((t) => t.ttl > 0 && t.ttl <= MINUTE)).toBe(true);
  });

  it("a new window starts the count again at 1, with a reservation of one", async () => {
    const { leases } = instance();
    for (let i = 0; i < 20; i++) await leases.take("short", 300, 10_000);
    expect(await counted("short")).toBeGreaterThanOrEqual(20);
    await new Promise((done) => setTimeout(done, 400));
    expect((await leases.take("short", 300, 10_000)).current).toBe(1);
    expect(await counted("short")).toBe(1);
  });

  it("a client refused on one instance is refused on the other, which learns the count from the database", async () => {
    const [a, b] = [instance(), instance()];
    for (let i = 0; i < 5; i++) expect((await a.leases.take("spread", MINUTE, 5)).current).toBeLessThanOrEqual(5);
    expect((await b.leases.take("spread", MINUTE, 5)).current).toBe(6);
  });
});

// The server's PGlite holds drizzle's parsers once instead of being handed them with each query
// (src/server/db/client.ts `holdingDrizzlesParsers`): every column type drizzle reads as text must come back exactly
// as drizzle on a plain PGlite reads it, in a query and in a transaction, and a query with other parsers keeps them.
import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { date, integer, interval, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { holdingDrizzlesParsers } from "@/server/db/client";
import { emptyPglite } from "./empty-pglite";

const sample = pgTable("parser_sample", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  local: timestamp("local").notNull(),
  atText: timestamp("at_text", { withTimezone: true, mode: "string" }).notNull(),
  day: date("day").notNull(),
  dayDate: date("day_date", { mode: "date" }).notNull(),
  span: interval("span").notNull(),
  amount: numeric("amount").notNull(),
  amounts: numeric("amounts").array().notNull(),
  stamps: timestamp("stamps", { withTimezone: true, mode: "string" }).array().notNull(),
  days: date("days").array().notNull(),
  data: jsonb("data").$type<{ a: number[] }>().notNull(),
  name: text("name"),
});

const CREATE = sql`create table parser_sample (id int primary key, at timestamptz not null, local timestamp not null,
  at_text timestamptz not null, day date not null, day_date date not null, span interval not null, amount numeric not null,
  amounts numeric[] not null, stamps timestamptz[] not null, days date[] not null, data jsonb not null, name text)`;

const ROW = {
  id: 1,
  at: new Date("2026-12-01T10:15:30.123Z"),
  local: new Date("2026-12-01T10:15:30.000Z"),
  atText: "2026-12-01 10:15:30.5+00",
  day: "2026-12-24",
  dayDate: new Date("2026-12-24T00:00:00.000Z"),
  span: "1 day 02:00:00",
  amount: "12.50",
  amounts: ["1.10", "2.20"],
  stamps: ["2026-12-01 10:15:30+00"],
  days: ["2026-12-24", "2026-12-25"],
  data: { a: [1, 2] },
  name: null,
};

async function open(held: boolean) {
  const pglite = await emptyPglite();
  const db = drizzle(held ? holdingDrizzlesParsers(pglite) : pglite);
  await db.execute(CREATE);
  await db.insert(sample).values(ROW);
  return { pglite, db };
}

let plain: Awaited<ReturnType<typeof open>>;
let held: Awaited<ReturnType<typeof open>>;

beforeAll(async () => {
  [plain, held] = await Promise.all([open(false), open(true)]);
});
afterAll(async () => {
  await Promise.all([plain.pglite.close(), held.pglite.close()]);
});

describe("PGlite holding drizzle's parsers", () => {
  it("reads every text type as drizzle on a plain PGlite does, selected, returned and in a transaction", async () => {
    const expected = await plain.db.select().from(sample);
    expect(expected[0]?.at).toEqual(ROW.at);
    expect(await held.db.select().from(sample)).toEqual(expected);
    const returned = await held.db.update(sample).set({ name: "x" }).returning();
    expect(returned).toEqual([{ ...expected[0], name: "x" }]);
    const inTransaction = await held.db.transaction((tx) => tx.select().from(sample));
    expect(inTransaction).toEqual([{ ...expected[0], name: "x" }]);
  });

  it("sends drizzle's queries without their parsers, and keeps any other query's own", async () => {
    const query = vi.spyOn(PGlite.prototype, "query");
    const pglite = await emptyPglite();
    try {
      const db = drizzle(holdingDrizzlesParsers(pglite));
      await db.execute(CREATE);
      await db.select().from(sample);
      expect(query.mock.calls.at(-1)?.[2]).toEqual({ rowMode: "array" });
      await db.insert(sample).values(ROW);
      const own = await pglite.query<{ at: unknown }>("select at from parser_sample", [], { parsers: { [types.TIMESTAMPTZ]: () => "own" } });
      expect(own.rows[0]?.at).toBe("own");
      expect(query.mock.calls.at(-1)?.[2]).toHaveProperty("parsers");
      // A raw query with no parsers still reads PGlite's defaults for other types.
      const raw = await pglite.query<{ n: number }>("select 2::int4 as n");
      expect(raw.rows[0]?.n).toBe(2);
    } finally {
      query.mockRestore();
      await pglite.close();
    }
  });
});

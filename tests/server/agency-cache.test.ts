// The agency resolved from the host is reused for a few seconds (src/server/agency/cache.ts): an edit shows
// at once on the instance that made it, another instance on the same database sees it when its copy expires,
// and a lookup that raced an edit does not keep what it read.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyResponse } from "@/shared/api/agency";
import { buildApp } from "@/server/app";
import { AgencyCache } from "@/server/agency/cache";
import type { AgencyRow } from "@/server/db/schema";
import { ACME, call, login } from "./accounts-support";
import { call as callAs, firstOffer, oneWay, plainDate, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
let other: FastifyInstance;
let owner: string;

beforeAll(async () => {
  ctx = await createTestApp();
  // A second instance on the same database that keeps what it read for a minute: what it shows after an
  // edit made elsewhere is its cached copy, until that expires.
  other = await buildApp({ mode: "demo", db: ctx.database.db, databaseKind: ctx.database.kind, rateLimitPerMinute: false, agencyCacheMs: 60_000 });
  owner = await login(ctx.app, "owner@acme.test");
}, scaled(60_000));
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const heading = async (app: FastifyInstance) => agencyResponse.parse((await call(app, "GET", "/api/agency", { host: ACME })).body).data.heading;

describe("the agency of a host, cached per instance", () => {
  it("an edit shows at once on the instance that made it; another instance keeps its copy until it expires", async () => {
    const before = await heading(ctx.app);
    expect(await heading(other)).toBe(before);

    const saved = await call(ctx.app, "PATCH", "/api/agency", { host: ACME, token: owner, body: { heading: "Cached nowhere" } });
    expect(saved.status).toBe(200);
    expect(await heading(ctx.app)).toBe("Cached nowhere");
    // The documented bound: another instance shows the old heading for at most its cache time.
    expect(await heading(other)).toBe(before);
  });
});

describe("a search's pricing rule, held with the agency (src/server/pricing/rules.ts searchPricingRule)", () => {
  it("a markup saved prices the next search at once on its instance; another keeps its rule until it expires; each pricing party has its own", async () => {
    const db = ctx.database.db;
    const [ownerCaller, bob] = await Promise.all([signIn(ctx.app, db, "acme", "owner@acme.test"), signIn(ctx.app, db, "acme", "bob@acme.test")]);
    const anyone: Caller = { agencyId: bob.agencyId };
    const trip = oneWay(plainDate());
    const price = async (app: FastifyInstance, caller: Caller) => (await firstOffer(app, caller, trip)).totalAmount.amount;
    const markups = (body: unknown, url = "/api/agency/markups") => callAs(ctx.app, ownerCaller, { method: "PATCH", url, body });
    const flight = (markupType: "percent" | null, markupValue: number | null) => ({ markups: [{ vertical: "flight", markupType, markupValue, agencyFee: markupType ? 0 : null }] });

    const seeded = (await callAs(ctx.app, ownerCaller, { method: "GET", url: "/api/agency/markups" })).json() as { data: { agency: { vertical: string }[] } };
    const previous = { markups: seeded.data.agency.filter((setting) => setting.vertical === "flight") };
    const before = await price(ctx.app, anyone);
    expect(await price(other, anyone)).toBe(before);
    expect((await markups(flight("percent", 30))).statusCode).toBe(200);
    try {
      const after = await price(ctx.app, anyone);
      expect(after).toBeGreaterThan(before);
      // The documented bound: another instance prices by the rule it read for at most its cache time.
      expect(await price(other, anyone)).toBe(before);
      // A client's own markup is a rule of its own: read for that client, never the one held for anyone else.
      expect((await markups(flight("percent", 60), `/api/agency/clients/markups/${bob.user.id}`)).statusCode).toBe(200);
      expect(await price(other, bob)).toBeGreaterThan(after);
      expect(await price(other, anyone)).toBe(before);
    } finally {
      await markups(flight(null, null), `/api/agency/clients/markups/${bob.user.id}`);
      expect((await markups(previous)).statusCode).toBe(200);
    }
  });
});

describe("AgencyCache", () => {
  const row = (heading: string) => ({ id: "a", heading }) as AgencyRow;

  it("reuses a lookup within its time, asks again after it", async () => {
    let now = 0;
    const cache = new AgencyCache(5000, () => now);
    let loads = 0;
    const load = async () => row(`v${++loads}`);
    expect((await cache.ofHost("acme.localhost", load))?.heading).toBe("v1");
    now = 4999;
    expect((await cache.ofHost("acme.localhost", load))?.heading).toBe("v1");
    expect((await cache.ofHost("nomad.localhost", load))?.heading).toBe("v2");
    now = 5000;
    expect((await cache.ofHost("acme.localhost", load))?.heading).toBe("v3");
  });

  it("keeps misses too, and a time of 0 asks every time", async () => {
    let loads = 0;
    const miss = async () => (loads++, null);
    const cache = new AgencyCache(5000);
    await cache.ofHost("nobody.localhost", miss);
    await cache.ofHost("nobody.localhost", miss);
    expect(loads).toBe(1);
    const off = new AgencyCache(0);
    await off.ofId("x", miss);
    await off.ofId("x", miss);
    expect(loads).toBe(3);
  });

  it("a lookup that started before an edit does not store what it read", async () => {
    const cache = new AgencyCache(5000);
    let release!: () => void;
    const slow = cache.ofHost("acme.localhost", () => new Promise<AgencyRow>((resolve) => (release = () => resolve(row("old")))));
    cache.clear(); // the edit commits while the read is in flight
    release();
    expect((await slow)?.heading).toBe("old");
    expect((await cache.ofHost("acme.localhost", async () => row("new")))?.heading).toBe("new");
  });
});

// spec B §6 markups for the agency, its agents and its clients, per vertical: the back office writes the
// `markups` table that pricing reads on every price, so the next price follows at once; and a client's page
// shows the bookings the viewer may see (the booking core's visibility: restricted agents only their own).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPricing } from "@/server/pricing/markup";
import type { MarkupSetting } from "@/shared/back-office/markups";
import { money } from "@/shared/money";
import { bookAndPay, call, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";
import { json, pollToEnd, startSearch } from "./hotels-fixtures";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
let owner: Caller;
let agent: Caller & { user: { id: string } };
let restricted: Caller;
let alice: Caller & { user: { id: string } };
let bob: Caller & { user: { id: string } };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  [owner, agent, restricted, alice, bob] = await Promise.all([
    signIn(ctx.app, db, "acme", "owner@acme.test"),
    signIn(ctx.app, db, "acme", "agent@acme.test"),
    signIn(ctx.app, db, "acme", "restricted@acme.test"),
    signIn(ctx.app, db, "acme", "alice@acme.test"),
    signIn(ctx.app, db, "acme", "bob@acme.test"),
  ]);
}, scaled(60_000));

afterAll(async () => {
  await ctx?.close();
});

/** What the caller is asked for the hotels of one search, by hotel id. */
async function hotelPrices(caller: Caller, corelationId: string): Promise<Map<string, number>> {
  const { hotels } = await pollToEnd(ctx.app, caller, corelationId);
  return new Map(hotels.map((h) => [h.hotelId, h.price.amount]));
}

const hotelMarkup = (markupValue: number, agencyFee = 0): MarkupSetting => ({ vertical: "hotel", markupType: "percent", markupValue, agencyFee });

/** The price pricing gives a net amount under a rule (src/server/pricing), to compare with what a caller is asked. */
const priced = (net: number, markupType: "percent" | "fixed", markupValue: number, agencyFee: number) => applyPricing(money(net, "USD"), { markupType, markupValue, agencyFee }).total.amount;

describe("markups", () => {
  let net: Map<string, number>;
  let search: { bob: string; alice: string; agent: string };

  beforeAll(async () => {
    // Acme's seeded hotel markup (8 % + 15.00) set to nothing: what everyone is asked is then the net price.
    const zero = await call(ctx.app, owner, { method: "PATCH", url: "/api/agency/markups", body: { markups: [hotelMarkup(0)] } });
    expect(zero.statusCode).toBe(200);
    const [b, a, g] = await Promise.all([startSearch(ctx.app, bob), startSearch(ctx.app, alice), startSearch(ctx.app, agent)]);
    search = { bob: b, alice: a, agent: g };
    net = await hotelPrices(alice, search.alice);
  }, scaled(60_000));

  it("a client's hotel markup changes that client's next hotel price, and nobody else's", async () => {
    expect(await hotelPrices(bob, search.bob)).toEqual(net);
    const saved = await call(ctx.app, owner, { method: "PATCH", url: `/api/agency/clients/markups/${bob.user.id}`, body: { markups: [hotelMarkup(50)] } });
    expect(json(saved).message).toBe("Markup updated successfully");
    const bobAfter = await hotelPrices(bob, search.bob);
    for (const [hotelId, amount] of net) expect(bobAfter.get(hotelId)).toBe(priced(amount, "percent", 50, 0));
    expect(await hotelPrices(alice, search.alice)).toEqual(net);
    expect(await hotelPrices(agent, search.agent)).toEqual(net);
    // Only the hotel vertical: the client's other settings still inherit.
    const read = json<{ markups: MarkupSetting[] }>(await call(ctx.app, owner, { method: "GET", url: `/api/agency/clients/markups/${bob.user.id}` }));
    expect(read.data.markups).toEqual([
      { vertical: "flight", markupType: null, markupValue: null, agencyFee: null },
      { vertical: "hotel", markupType: "percent", markupValue: 50, agencyFee: 0 },
      { vertical: "car", markupType: null, markupValue: null, agencyFee: null },
      { vertical: "activity", markupType: null, markupValue: null, agencyFee: null },
    ]);
    // Back to inheriting: bob is asked what alice is asked again.
    await call(ctx.app, owner, { method: "PATCH", url: `/api/agency/clients/markups/${bob.user.id}`, body: { markups: [{ vertical: "hotel", markupType: null, markupValue: null, agencyFee: null }] } });
    expect(await hotelPrices(bob, search.bob)).toEqual(net);
  });

  it("the agency's markup applies to everyone without their own; an agent's to the agent's own prices", async () => {
    await call(ctx.app, owner, { method: "PATCH", url: "/api/agency/markups", body: { markups: [hotelMarkup(10, 2500)] } });
    const alicePrices = await hotelPrices(alice, search.alice);
    for (const [hotelId, amount] of net) expect(alicePrices.get(hotelId)).toBe(priced(amount, "percent", 10, 2500));
    await call(ctx.app, owner, { method: "PATCH", url: "/api/agency/markups", body: { userId: agent.user.id, markups: [{ vertical: "hotel", markupType: "fixed", markupValue: 1000, agencyFee: null }] } });
    // The agent's markup with the agency's fee (a null fee inherits).
    const agentPrices = await hotelPrices(agent, search.agent);
    for (const [hotelId, amount] of net) expect(agentPrices.get(hotelId)).toBe(priced(amount, "fixed", 1000, 2500));
    const all = json<{ agency: MarkupSetting[]; agents: { agent: { _id: string }; markups: MarkupSetting[] }[] }>(await call(ctx.app, owner, { method: "GET", url: "/api/agency/markups" }));
    expect(all.data.agency.find((s) => s.vertical === "hotel")).toEqual(hotelMarkup(10, 2500));
    // Never set: the defaults of spec B §9 (percent 0, fee 0); flights keep Acme's seeded 8 % + 15.00.
    expect(all.data.agency.find((s) => s.vertical === "car")).toEqual({ vertical: "car", markupType: "percent", markupValue: 0, agencyFee: 0 });
    expect(all.data.agency.find((s) => s.vertical === "flight")).toEqual({ vertical: "flight", markupType: "percent", markupValue: 8, agencyFee: 1500 });
    expect(all.data.agents.find((a) => a.agent._id === agent.user.id)?.markups.find((s) => s.vertical === "hotel")).toEqual({ vertical: "hotel", markupType: "fixed", markupValue: 1000, agencyFee: null });
  });

  it("refuses a broken setting at its field, in the caller's language", async () => {
    const res = await call(ctx.app, owner, { method: "PATCH", url: "/api/agency/markups", headers: { "accept-language": "en" }, body: { markups: [hotelMarkup(2000)] } });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ field: "body.markups.0.markupValue" });
    expect(json(res).message).toContain("A percent markup is between 0 and 1000");
    const half = await call(ctx.app, owner, { method: "PATCH", url: "/api/agency/markups", body: { markups: [{ vertical: "car", markupType: "fixed", markupValue: null, agencyFee: 0 }] } });
    expect(half.statusCode).toBe(400);
    const twice = await call(ctx.app, owner, { method: "PATCH", url: "/api/agency/markups", body: { markups: [hotelMarkup(1), hotelMarkup(2)] } });
    expect(twice.statusCode).toBe(400);
  });

  it("records each change with who, when, before and after", async () => {
    await call(ctx.app, owner, { method: "PATCH", url: `/api/agency/clients/markups/${alice.user.id}`, body: { markups: [{ vertical: "car", markupType: "fixed", markupValue: 700, agencyFee: 100 }] } });
    const trail = json<{ events: { action: string; at: string; actor: { name: string }; subject: { _id: string }; before: unknown; after: unknown }[] }>(
      await call(ctx.app, owner, { method: "GET", url: `/api/agency/activity?userId=${alice.user.id}` }),
    );
    const [latest] = trail.data.events;
    expect(latest).toMatchObject({
      action: "markup.changed",
      subject: { _id: alice.user.id },
      before: { vertical: "car", markupType: null, markupValue: null, agencyFee: null },
      after: { vertical: "car", markupType: "fixed", markupValue: 700, agencyFee: 100 },
    });
    expect(Date.now() - Date.parse(latest?.at ?? "")).toBeLessThan(60_000);
    // Saving the same values again records nothing.
    await call(ctx.app, owner, { method: "PATCH", url: `/api/agency/clients/markups/${alice.user.id}`, body: { markups: [{ vertical: "car", markupType: "fixed", markupValue: 700, agencyFee: 100 }] } });
    const again = json<{ totalEvents: number }>(await call(ctx.app, owner, { method: "GET", url: `/api/agency/activity?userId=${alice.user.id}` }));
    expect(again.data.totalEvents).toBe(trail.data.events.length);
  });
});

describe("a client's page: bookings as the viewer may see them", () => {
  it("the owner and agents see bookings made for the client by anyone; a restricted agent only their own", async () => {
    const byAgent = await bookAndPay(ctx.app, agent, { clientId: alice.user.id });
    const byRestricted = await bookAndPay(ctx.app, restricted, { clientId: alice.user.id });
    const refs = async (viewer: Caller) =>
      json<{ bookings: { referenceNumber: string; vertical: string; bookedBy: string; bookedFor: string | null }[] }>(
        await call(ctx.app, viewer, { method: "GET", url: `/api/agency/clients/${alice.user.id}` }),
      ).data.bookings.map((b) => b.referenceNumber);
    expect(await refs(owner)).toEqual(expect.arrayContaining([byAgent.referenceNumber, byRestricted.referenceNumber]));
    expect(await refs(agent)).toEqual(expect.arrayContaining([byAgent.referenceNumber, byRestricted.referenceNumber]));
    const restrictedSees = await refs(restricted);
    expect(restrictedSees).toContain(byRestricted.referenceNumber);
    expect(restrictedSees).not.toContain(byAgent.referenceNumber);
    // The same rule on the booking's own page.
    const page = await call(ctx.app, restricted, { method: "GET", url: `/api/flight/bookingStatus?referenceNumber=${byAgent.referenceNumber}` });
    expect(page.statusCode).toBe(404);
    const detail = json<{ bookings: { referenceNumber: string; vertical: string; bookedFor: string | null }[] }>(await call(ctx.app, owner, { method: "GET", url: `/api/agency/clients/${alice.user.id}` }));
    expect(detail.data.bookings.find((b) => b.referenceNumber === byAgent.referenceNumber)).toMatchObject({ vertical: "flight", bookedFor: "Alice Martin" });
  });
});

// Proposals (spec A §2 /allowAgentProposal, /disapproveProposal; spec B §2, §4, §7 "Agency back office";
// docs/decisions.md "Proposals"): staff propose live offers to a client of the agency, mail them, the client
// opens (priced again), approves or declines, and books an approved hotel on the deal page.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProposalRow, ProposalView } from "@/shared/api/proposals";
import { outbox } from "@/server/db/schema";
import { proposals } from "@/server/db/schema-proposals";
import { createTestApp, type TestContext } from "./helpers";
import { call, signIn, type Caller } from "./flights-fixtures";
import { dayFromNow, familyStay, json } from "./hotels-fixtures";

let ctx: TestContext;
let owner: Caller;
let agent: Caller & { user: { id: string } };
let restricted: Caller & { user: { id: string } };
let alice: Caller & { user: { id: string } };
let bob: Caller & { user: { id: string } };
let nomadAgent: Caller;
let nomadAlice: Caller & { user: { id: string } };
let anonymous: Caller;

const HOTEL = "2267057-0";
const hotelItem = (over: Record<string, unknown> = {}) => ({ vertical: "hotel", offer: { hotelId: HOTEL, search: familyStay(), rate: null, ...over } });

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  owner = await signIn(ctx.app, db, "acme", "owner@acme.test");
  agent = await signIn(ctx.app, db, "acme", "agent@acme.test");
  restricted = await signIn(ctx.app, db, "acme", "restricted@acme.test");
  alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, db, "acme", "bob@acme.test");
  nomadAgent = await signIn(ctx.app, db, "nomad", "agent@nomad.test");
  nomadAlice = await signIn(ctx.app, db, "nomad", "alice@nomad.test");
  anonymous = { agencyId: alice.agencyId };
});
afterAll(async () => ctx?.close());

async function propose(caller: Caller, body: Record<string, unknown>) {
  return call(ctx.app, caller, { method: "POST", url: "/api/agency/proposal", body });
}

async function created(caller: Caller, clientId: string, over: Record<string, unknown> = {}): Promise<ProposalView> {
  const res = await propose(caller, { clientId, items: [hotelItem()], note: "Breakfast included", ...over });
  expect(res.statusCode, res.body).toBe(200);
  return json<ProposalView>(res).data;
}

async function send(caller: Caller, proposalId: string) {
  return call(ctx.app, caller, { method: "POST", url: "/api/v2/agency/email-itinerary", body: { proposalId } });
}

async function lastMailTo(to: string) {
  const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(1);
  return mail;
}

describe("creating a proposal (POST /api/agency/proposal)", () => {
  it("an agent proposes a live hotel offer to a client: saved as a draft, priced for the client", async () => {
    const p = await created(agent, alice.user.id);
    expect(p).toMatchObject({ status: "draft", expired: false, note: "Breakfast included", client: { id: alice.user.id, email: "alice@acme.test" } });
    const [item] = p.items;
    expect(item).toMatchObject({ vertical: "hotel", start: dayFromNow(40), end: dayFromNow(43), bookPath: `/booknow/hotels/deal/${p.proposalId}` });
    expect(item?.title.length).toBeGreaterThan(0);
    // The price includes Acme's hotel markup (8 % + USD 15), so it is the client's price, not the supplier's net.
    expect(item?.proposedPrice?.amount).toBeGreaterThan(0);
    expect(item?.price).toEqual(item?.proposedPrice);
    expect(p.total).toEqual(item?.price);
    expect(Date.parse(p.expiresAt ?? "") - Date.now()).toBeGreaterThan(6 * 86_400_000);
  });

  it("refuses bad input with a field and a translated message", async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ clientId: alice.user.id, items: [] }, 400, "Add 1 to 6 offers to the proposal"],
      [{ clientId: "nobody", items: [hotelItem()] }, 400, "Choose a client of the agency"],
      [{ clientId: alice.user.id, items: [hotelItem(), hotelItem()] }, 400, "A proposal holds at most one offer of each kind"],
      [{ clientId: alice.user.id, items: [hotelItem()], expiresInDays: 0 }, 400, "The proposal expires 1 to 30 days from today"],
      [{ clientId: alice.user.id, items: [hotelItem()], note: "x".repeat(1001) }, 400, "The note is at most 1000 characters"],
      [{ clientId: alice.user.id, items: [{ vertical: "hotel", offer: { hotelId: HOTEL } }] }, 400, "This offer cannot be proposed"],
      // A vertical that proposes nothing (yet) is refused the same way, never a 500.
      [{ clientId: alice.user.id, items: [{ vertical: "activity", offer: { productCode: "X" } }] }, 400, "This offer cannot be proposed"],
      [{ clientId: alice.user.id, items: [hotelItem({ hotelId: "9999999-9" })] }, 409, "One of these offers is no longer available. Search again and add it anew."],
      [{ clientId: alice.user.id, items: [{ vertical: "train", offer: {} }] }, 400, ""],
    ];
    for (const [body, status, message] of cases) {
      const res = await propose(agent, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (message) expect(json(res).message).toBe(message);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it("proposes only to the agency's clients: not to an agent, nor another agency's client", async () => {
    expect((await propose(agent, { clientId: restricted.user.id, items: [hotelItem()] })).statusCode).toBe(404);
    expect((await propose(agent, { clientId: nomadAlice.user.id, items: [hotelItem()] })).statusCode).toBe(404);
    expect((await propose(nomadAgent, { clientId: alice.user.id, items: [hotelItem()] })).statusCode).toBe(404);
  });

  it("clients and signed-out callers cannot propose or list", async () => {
    expect((await propose(alice, { clientId: bob.user.id, items: [hotelItem()] })).statusCode).toBe(403);
    expect((await propose(anonymous, { clientId: bob.user.id, items: [hotelItem()] })).statusCode).toBe(401);
    expect((await call(ctx.app, alice, { method: "GET", url: "/api/agency/proposal" })).statusCode).toBe(403);
    expect((await call(ctx.app, anonymous, { method: "GET", url: "/api/agency/proposal" })).statusCode).toBe(401);
    for (const url of ["/api/v2/agency/email-itinerary", "/api/agency/proposal/sendAllowedProposalEmail"]) {
      expect((await call(ctx.app, alice, { method: "POST", url, body: { proposalId: crypto.randomUUID() } })).statusCode).toBe(403);
      expect((await call(ctx.app, anonymous, { method: "POST", url, body: { proposalId: crypto.randomUUID() } })).statusCode).toBe(401);
    }
  });
});

describe("sending, opening, answering (email-itinerary, GET /api/proposals/{id}, PATCH)", () => {
  it("mails the client the links; the client opens it (priced again), approves, and the booking links follow", async () => {
    const p = await created(agent, alice.user.id);
    // A draft is the agent's alone: its link answers nothing yet.
    expect((await call(ctx.app, anonymous, { method: "GET", url: `/api/proposals/${p.proposalId}` })).statusCode).toBe(404);
    const sent = await send(agent, p.proposalId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json(sent)).toMatchObject({ message: "Proposal sent to the client", data: { status: "sent" } });
    const mail = await lastMailTo("alice@acme.test");
    expect(mail?.text).toContain(`/allowAgentProposal?proposalId=${p.proposalId}`);
    expect(mail?.text).toContain(`/disapproveProposal?proposalId=${p.proposalId}`);
    expect(mail?.text).toContain("Breakfast included");

    // Booking links before the client approved: refused.
    const early = await call(ctx.app, agent, { method: "POST", url: "/api/agency/proposal/sendAllowedProposalEmail", body: { proposalId: p.proposalId } });
    expect(early.statusCode).toBe(409);

    const opened = await call(ctx.app, anonymous, { method: "GET", url: `/api/proposals/${p.proposalId}` });
    expect(opened.statusCode).toBe(200);
    const view = json<ProposalView>(opened).data;
    expect(view).toMatchObject({ status: "viewed", priceChanged: false, agentName: expect.any(String) });
    expect(view.items[0]?.price?.amount).toBe(p.items[0]?.proposedPrice?.amount);
    // Another agency's site does not know it.
    expect((await call(ctx.app, { agencyId: nomadAlice.agencyId }, { method: "GET", url: `/api/proposals/${p.proposalId}` })).statusCode).toBe(404);

    const approved = await call(ctx.app, anonymous, { method: "PATCH", url: "/api/agency/proposal", body: { proposalId: p.proposalId, proposalApproved: true } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved)).toMatchObject({ message: "Status changed Successfully", data: { status: "approved" } });
    const again = await call(ctx.app, anonymous, { method: "PATCH", url: "/api/agency/proposal", body: { proposalId: p.proposalId, proposalApproved: false } });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe("This proposal has already been answered");

    const links = await call(ctx.app, agent, { method: "POST", url: "/api/agency/proposal/sendAllowedProposalEmail", body: { proposalId: p.proposalId } });
    expect(links.statusCode, links.body).toBe(200);
    expect((await lastMailTo("alice@acme.test"))?.text).toContain(`/booknow/hotels/deal/${p.proposalId}`);
    // An answered proposal is not mailed for approval again.
    expect((await send(agent, p.proposalId)).statusCode).toBe(409);

    // The deal page reads the approved hotel.
    const deal = await call(ctx.app, alice, { method: "GET", url: `/api/v2/hotel/proposal?proposalId=${p.proposalId}` });
    expect(json(deal).data).toMatchObject({ proposalId: p.proposalId, hotel: { hotelId: HOTEL }, status: "approved", expired: false, search: { stayPeriod: { start: dayFromNow(40) } } });
  });

  it("the client declines; an expired proposal can be neither approved nor sent", async () => {
    const declined = await created(agent, bob.user.id);
    await send(agent, declined.proposalId);
    const res = await call(ctx.app, anonymous, { method: "PATCH", url: "/api/agency/proposal", body: { proposalId: declined.proposalId, proposalApproved: false } });
    expect(json(res).data).toMatchObject({ status: "declined" });
    expect((await call(ctx.app, agent, { method: "POST", url: "/api/agency/proposal/sendAllowedProposalEmail", body: { proposalId: declined.proposalId } })).statusCode).toBe(409);

    const old = await created(agent, bob.user.id);
    await send(agent, old.proposalId);
    await ctx.database.db
      .update(proposals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(proposals.id, old.proposalId));
    const view = json<ProposalView>(await call(ctx.app, anonymous, { method: "GET", url: `/api/proposals/${old.proposalId}` })).data;
    expect(view.expired).toBe(true);
    const late = await call(ctx.app, anonymous, { method: "PATCH", url: "/api/agency/proposal", body: { proposalId: old.proposalId, proposalApproved: true } });
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe("This proposal has expired. Ask your agent for a new one.");
    expect((await send(agent, old.proposalId)).statusCode).toBe(409);
  });

  it("bad ids and bodies are 400s; unknown ids 404s", async () => {
    expect((await call(ctx.app, anonymous, { method: "GET", url: "/api/proposals/not-a-uuid" })).statusCode).toBe(400);
    expect((await call(ctx.app, anonymous, { method: "GET", url: `/api/proposals/${crypto.randomUUID()}` })).statusCode).toBe(404);
    expect((await call(ctx.app, anonymous, { method: "PATCH", url: "/api/agency/proposal", body: { proposalId: crypto.randomUUID() } })).statusCode).toBe(400);
    expect((await call(ctx.app, anonymous, { method: "PATCH", url: "/api/agency/proposal", body: { proposalId: crypto.randomUUID(), proposalApproved: true } })).statusCode).toBe(404);
    expect((await send(agent, "nope")).statusCode).toBe(400);
    expect((await send(agent, crypto.randomUUID())).statusCode).toBe(404);
  });

  it("staff reach the proposals they may see: their own, or the agency's with bookings.agencyWide", async () => {
    const own = await created(restricted, alice.user.id);
    const others = await created(agent, alice.user.id);
    expect((await send(restricted, others.proposalId)).statusCode).toBe(404);
    expect((await send(nomadAgent, own.proposalId)).statusCode).toBe(404);
    expect((await send(owner, own.proposalId)).statusCode).toBe(200);
    expect((await send(restricted, own.proposalId)).statusCode).toBe(200);
  });
});

describe("the agency's list (GET /api/agency/proposal)", () => {
  async function list(caller: Caller, query: Record<string, string> = {}) {
    const res = await call(ctx.app, caller, { method: "GET", url: `/api/agency/proposal?${new URLSearchParams(query).toString()}` });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ proposals: ProposalRow[]; totalProposals: number; totalRecords: number }>(res).data;
  }

  it("pages with totals and filters by status, booking status, search text, dates and past trips", async () => {
    const mine = await created(agent, alice.user.id, { note: "Zanzibar honeymoon idea" });
    const all = await list(owner, { limit: "100" });
    expect(all.totalProposals).toBe(all.proposals.length);
    expect(all.totalRecords).toBe(all.totalProposals);
    expect(all.proposals.every((p) => !p.client.email.endsWith("nomad.test"))).toBe(true);
    const page = await list(owner, { limit: "2", offSet: "1" });
    expect(page.proposals).toHaveLength(2);
    expect(page.totalProposals).toBe(all.totalProposals);
    expect(page.proposals[0]?.proposalId).toBe(all.proposals[1]?.proposalId);

    expect((await list(owner, { searchString: "zanzibar" })).proposals.map((p) => p.proposalId)).toEqual([mine.proposalId]);
    expect((await list(owner, { searchString: "bob@acme" })).proposals.every((p) => p.client.email === "bob@acme.test")).toBe(true);
    const drafts = await list(owner, { proposalStatus: "draft", limit: "100" });
    expect(drafts.proposals.length).toBeGreaterThan(0);
    expect(drafts.proposals.every((p) => p.status === "draft")).toBe(true);
    expect((await list(owner, { proposalStatus: "approved" })).proposals.every((p) => p.status === "approved")).toBe(true);
    expect((await list(owner, { bookingStatus: "booked" })).totalProposals).toBe(0);
    expect((await list(owner, { bookingStatus: "notBooked", limit: "100" })).totalProposals).toBe(all.totalProposals);
    const today = dayFromNow(0);
    expect((await list(owner, { startDate: today, endDate: today, limit: "100" })).proposals.map((p) => p.proposalId)).toContain(mine.proposalId);
    expect((await list(owner, { startDate: dayFromNow(1) })).totalProposals).toBe(0);

    // A trip that started already is past: shown only with pastTrips.
    await ctx.database.db
      .update(proposals)
      .set({ tripStart: dayFromNow(-3) })
      .where(eq(proposals.id, mine.proposalId));
    expect((await list(owner, { searchString: "zanzibar" })).totalProposals).toBe(0);
    expect((await list(owner, { searchString: "zanzibar", pastTrips: "true" })).totalProposals).toBe(1);
  });

  it("a restricted agent lists only their own proposals", async () => {
    const rows = (await list(restricted, { limit: "100", pastTrips: "true" })).proposals;
    expect(rows.length).toBeGreaterThan(0);
    const ids = await ctx.database.db
      .select({ id: proposals.id })
      .from(proposals)
      .where(and(eq(proposals.agencyId, restricted.agencyId), eq(proposals.agentUserId, restricted.user.id)));
    expect(rows.map((r) => r.proposalId).sort()).toEqual(ids.map((r) => r.id).sort());
  });

  it("refuses a bad query with the field's message", async () => {
    const bad: Record<string, string>[] = [
      { endDate: "2020-01-01", startDate: "2020-02-01" },
      { startDate: "01/02/2020" },
      { limit: "0" },
      { proposalStatus: "lost" },
      { bookingStatus: "maybe" },
      { pastTrips: "yes" },
    ];
    for (const query of bad) {
      const res = await call(ctx.app, owner, { method: "GET", url: `/api/agency/proposal?${new URLSearchParams(query).toString()}` });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

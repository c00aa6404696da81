// The audit trail enforced (docs/security.md "Audit trail"): the routes the go-live review found silent now write
// who (user, role, agency), what (a stable action) and the values before and after, with secrets and card
// numbers masked; an audited route that forgets its line still leaves one (the safety net).
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEvent } from "@/shared/api/audit";
import type { ProposalView } from "@/shared/api/proposals";
import { recordAudit } from "@/server/back-office/audit";
import { agencies, agencySubscriptions, auditEvents, type AuditEventRow } from "@/server/db/schema";
import { bookAndPay, call, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";
import { familyStay } from "./hotels-fixtures";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
let owner: Caller & { user: { id: string } };
let agent: Caller & { user: { id: string } };
let alice: Caller & { user: { id: string } };
let nomadOwner: Caller & { user: { id: string } };

const year = new Date().getUTCFullYear() + 2;
const card = (number: string) => ({ number, expMonth: 11, expYear: year, cvc: "123", holderName: "Lena Fischer" });
let keys = 0;
const newKey = () => `audit-test-${++keys}-${Date.now()}`;

beforeAll(async () => {
  ctx = await createTestApp({ agencyCacheMs: 0 });
  const db = ctx.database.db;
  [owner, agent, alice, nomadOwner] = await Promise.all([
    signIn(ctx.app, db, "acme", "owner@acme.test"),
    signIn(ctx.app, db, "acme", "agent@acme.test"),
    signIn(ctx.app, db, "acme", "alice@acme.test"),
    signIn(ctx.app, db, "nomad", "owner@nomad.test"),
  ]);
  // Nomad as an agency that never subscribed, so it can subscribe here.
  await db.update(agencies).set({ isSubscribed: false }).where(eq(agencies.subdomain, "nomad"));
  await db.delete(agencySubscriptions).where(eq(agencySubscriptions.agencyId, nomadOwner.agencyId));
  // A route that declares its action and forgets to write it: what the safety net is for.
  ctx.app.post("/api/test/forgetful", { config: { audit: "settings.changed" } }, async () => ({ status: true }));
}, scaled(60_000));
afterAll(async () => ctx?.close());

/** The newest line of `action` in the agency's trail. */
async function lastLine(agencyId: string, action: AuditEventRow["action"]): Promise<AuditEventRow | undefined> {
  const [row] = await ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.agencyId, agencyId), eq(auditEvents.action, action)))
    .orderBy(desc(auditEvents.at))
    .limit(1);
  return row;
}
const ok = async (caller: Caller, method: "POST" | "PATCH" | "DELETE", url: string, body?: unknown) => {
  const res = await call(ctx.app, caller, { method, url, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: unknown };
};

describe("subscription and card changes", () => {
  it("subscribing writes subscription.started by the owner, the card as brand and last four only", async () => {
    await ok(nomadOwner, "POST", "/api/agency/subscriptions", { planType: "monthly", card: card("4242 4242 4242 4242"), idempotencyKey: newKey() });
    const line = await lastLine(nomadOwner.agencyId, "subscription.started");
    expect(line).toMatchObject({ actorUserId: nomadOwner.user.id, actorRole: "owner", before: { isSubscribed: false }, after: { isSubscribed: true, planType: "monthly" } });
    expect(String(line?.after?.card)).toMatch(/•••• 4242/);
    expect(JSON.stringify(line)).not.toContain("4242 4242 4242 4242");
  });

  it("a new card writes subscription.cardChanged with the card before and after", async () => {
    await ok(owner, "PATCH", "/api/agency/subscriptions/payment-methods", { card: card("5555 5555 5555 4444"), idempotencyKey: newKey() });
    const line = await lastLine(owner.agencyId, "subscription.cardChanged");
    expect(line).toMatchObject({ actorUserId: owner.user.id, actorRole: "owner" });
    expect(String(line?.after?.card)).toMatch(/^\w+ •••• 4444 11\/\d{4}$/);
    expect(line?.before?.card).not.toEqual(line?.after?.card);
    // The CVC (123) as a value of its own: a random id may end in "123" and is no leak.
    expect(JSON.stringify(line)).not.toMatch(/5555 5555|"cvc"|(?<![\w-])123(?![\w-])/);
  });

  it("cancelling at the period's end writes only what changed", async () => {
    await ok(owner, "PATCH", "/api/agency/subscriptions", { cancelAtPeriodEnd: true });
    const line = await lastLine(owner.agencyId, "subscription.cancellationChanged");
    expect(line).toMatchObject({ before: { cancelAtPeriodEnd: false }, after: { cancelAtPeriodEnd: true } });
    expect(Object.keys(line?.after ?? {})).toEqual(["cancelAtPeriodEnd"]);
    await ok(owner, "PATCH", "/api/agency/subscriptions", { cancelAtPeriodEnd: false });
  });
});

describe("bookings cancelled, voided and ticketed from the back office", () => {
  it("a void writes booking.voided about the client's booking, status and refund before and after", async () => {
    const booked = await bookAndPay(ctx.app, alice, { lastName: "Audit" });
    await ok(agent, "POST", "/api/agency/flights/bookings/void", { referenceNumber: booked.referenceNumber });
    const line = await lastLine(agent.agencyId, "booking.voided");
    expect(line).toMatchObject({ actorUserId: agent.user.id, actorRole: "agent", subject: booked.referenceNumber, subjectUserId: alice.user.id, after: { status: "voided" } });
    expect(line?.before?.status).not.toBe("voided");
    expect(String(line?.after?.refund)).toMatch(/^\d+(\.\d+)? [A-Z]{3}$/);
  });

  it("paying and ticketing a held booking writes booking.ticketed", async () => {
    const held = await bookAndPay(ctx.app, alice, { lastName: "Held", pay: false });
    await ok(owner, "POST", "/api/flight/ticket/payment", { referenceNumber: held.referenceNumber, card: card("4242 4242 4242 4242"), idempotencyKey: newKey() });
    const line = await lastLine(owner.agencyId, "booking.ticketed");
    expect(line).toMatchObject({ actorRole: "owner", subject: held.referenceNumber, before: { status: "held" }, after: { status: "ticketed" } });
  });
});

describe("proposals", () => {
  it("created, sent and approved by the client through their link: three lines, the last by the client", async () => {
    const hotel = { vertical: "hotel", offer: { hotelId: "2267057-0", search: familyStay(), rate: null } };
    const created = (await ok(agent, "POST", "/api/agency/proposal", { clientId: alice.user.id, items: [hotel], note: "Breakfast included" })).data as ProposalView;
    expect(await lastLine(agent.agencyId, "proposal.created")).toMatchObject({ actorUserId: agent.user.id, subjectUserId: alice.user.id, subject: expect.any(String), after: { status: "draft", items: 1 } });
    await ok(agent, "POST", "/api/v2/agency/email-itinerary", { proposalId: created.proposalId });
    expect(await lastLine(agent.agencyId, "proposal.sent")).toMatchObject({ before: { status: "draft" }, after: { status: "sent" } });
    await ok({ agencyId: alice.agencyId }, "PATCH", "/api/agency/proposal", { proposalId: created.proposalId, proposalApproved: true });
    expect(await lastLine(agent.agencyId, "proposal.approved")).toMatchObject({ actorUserId: alice.user.id, actorRole: "client", before: { status: "sent" }, after: { status: "approved" } });
  });
});

describe("short links", () => {
  it("created, emailed and deleted: one line each, by who did it", async () => {
    const link = (await ok(alice, "POST", "/api/short-url", { url: "/booknow/flights/search?routeType=One-Way&from=JFK&to=LHR&date=2030-05-01", title: "JFK → LHR", description: "One way" })).data as {
      id: string;
      code: string;
      shortUrl: string;
    };
    expect(await lastLine(alice.agencyId, "shortLink.created")).toMatchObject({ actorUserId: alice.user.id, actorRole: "client", subject: "JFK → LHR", after: { shortUrl: link.shortUrl, type: "flights" } });
    await ok(alice, "POST", "/api/short-url/email", { code: link.code, email: "friend@example.test", note: "Shall we?" });
    const mailed = await lastLine(alice.agencyId, "shortLink.emailed");
    expect(mailed).toMatchObject({ after: { shortUrl: link.shortUrl, email: "friend@example.test" } });
    expect(JSON.stringify(mailed)).not.toContain("Shall we?");
    await ok(owner, "DELETE", `/api/agency/short-urls/${link.id}`);
    expect(await lastLine(owner.agencyId, "shortLink.deleted")).toMatchObject({ actorUserId: owner.user.id, before: { code: link.code }, after: null });
  });
});

describe("the trail's own guarantees", () => {
  it("an audited route that forgets its line still leaves one (who, what, when; no values)", async () => {
    const res = await call(ctx.app, owner, { method: "POST", url: "/api/test/forgetful", body: {} });
    expect(res.statusCode).toBe(200);
    const [line] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.agencyId, owner.agencyId)).orderBy(desc(auditEvents.at)).limit(1);
    expect(line).toMatchObject({ action: "settings.changed", before: null, after: null });
  });

  it("a save that changes nothing writes no line", async () => {
    const count = async () =>
      (
        await ctx.database.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.agencyId, owner.agencyId), eq(auditEvents.action, "settings.changed")))
      ).length;
    const before = await count();
    await ok(owner, "PATCH", "/api/agency", {});
    expect(await count()).toBe(before);
  });

  it("masks passwords, tokens, secrets and card numbers wherever they appear", async () => {
    await recordAudit(ctx.database.db, {
      agencyId: owner.agencyId,
      actor: { id: null, name: "Test", role: null },
      action: "settings.changed",
      subject: { name: "masking" },
      after: { password: "Hunter2!", resetToken: "abc", ssoSecret: "s3cret", note: "card 4000 0025 0000 3155 used", ssoSecretRotated: true },
    });
    const [line] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.subject, "masking"));
    expect(line?.after).toEqual({ password: "••••", resetToken: "••••", ssoSecret: "••••", note: "card •••• 3155 used", ssoSecretRotated: true });
  });

  it("GET /api/agency/activity shows the role the actor acted in", async () => {
    const res = await call(ctx.app, owner, { method: "GET", url: "/api/agency/activity?limit=50" });
    const events = (res.json() as { data: { events: AuditEvent[] } }).data.events;
    expect(events.find((e) => e.action === "subscription.cardChanged")?.actor).toMatchObject({ _id: owner.user.id, role: "owner" });
  });
});

// Resumable checkouts: checkout sessions on the server. CRUD for the owner; another user's or another agency's
// session is a 404; an agent lists their own checkouts and those for clients; card data is refused;
// expired sessions are cleaned up; the payment outcome by idempotency key. PGlite, or PostgreSQL
// with DATABASE_URL.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSessions } from "@/server/db/schema";
import { deleteExpiredCheckoutSessions } from "@/server/checkout-sessions/service";
import type { CheckoutSessionDetail, CheckoutSessionItem, CheckoutSessionUpsertRequest, ResumePaymentOutcome } from "@/shared/api/checkout-sessions";
import { createTestApp, type TestContext } from "./helpers";
import { call, card, CARDS, contact, firstOffer, newKey, oneWay, passenger, plainDate, signIn, type Caller } from "./flights-fixtures";

let ctx: TestContext;
let alice: Caller & { user: { id: string } };
let bob: Caller & { user: { id: string } };
let agent: Caller & { user: { id: string } };
let nomadAlice: Caller & { user: { id: string } };

const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T; field?: string };

function body(overrides: Partial<CheckoutSessionUpsertRequest> = {}): CheckoutSessionUpsertRequest {
  return {
    vertical: "flights",
    machineId: "flightBooking",
    machineVersion: 1,
    snapshot: { status: "active", value: "checkout", context: { offerId: "OF1", passengers: [passenger("ADT")], ticket: "1251234567890" }, children: {} },
    summary: { step: "checkout", title: "JFK → LHR", startDate: "2030-05-02", endDate: "2030-05-09", travellers: 1 },
    price: { amount: 50_000, currency: "USD" },
    offerExpiresAt: "2030-05-01T12:30:00Z",
    ...overrides,
  };
}

const put = (who: Caller, id: string, payload: unknown = body()) => call(ctx.app, who, { method: "PUT", url: `/api/checkout-sessions/${id}`, body: payload });
const get = (who: Caller, id: string) => call(ctx.app, who, { method: "GET", url: `/api/checkout-sessions/${id}` });
const list = (who: Caller, query = "?vertical=flights") => call(ctx.app, who, { method: "GET", url: `/api/checkout-sessions${query}` });
const discard = (who: Caller, id: string) => call(ctx.app, who, { method: "DELETE", url: `/api/checkout-sessions/${id}` });

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, db, "acme", "bob@acme.test");
  agent = await signIn(ctx.app, db, "acme", "agent@acme.test");
  nomadAlice = await signIn(ctx.app, db, "nomad", "alice@nomad.test");
});

afterAll(async () => {
  await ctx.close();
});

describe("checkout sessions", () => {
  it("creates, replaces, reads and discards the owner's session", async () => {
    const id = randomUUID();
    const created = await put(alice, id);
    expect(created.statusCode).toBe(200);
    expect(json<CheckoutSessionDetail>(created).data).toMatchObject({ id, vertical: "flights", client: null, price: { amount: 50_000, currency: "USD" } });

    const replaced = await put(alice, id, body({ summary: { ...body().summary, step: "payment" }, price: { amount: 52_000, currency: "USD" } }));
    expect(replaced.statusCode).toBe(200);
    const read = json<CheckoutSessionDetail>(await get(alice, id)).data;
    expect(read).toMatchObject({ summary: { step: "payment" }, price: { amount: 52_000 }, snapshot: body().snapshot, offerExpiresAt: "2030-05-01T12:30:00.000Z" });
    expect(Date.parse(read.expiresAt) - Date.parse(read.updatedAt)).toBe(7 * 24 * 60 * 60 * 1000);

    expect((await discard(alice, id)).statusCode).toBe(200);
    expect((await get(alice, id)).statusCode).toBe(404);
    // A save still in flight cannot bring it back.
    expect((await put(alice, id)).statusCode).toBe(404);
    expect((await discard(alice, id)).statusCode).toBe(404);
  });

  it("another user's or another agency's session id is a 404, and they cannot overwrite it", async () => {
    const id = randomUUID();
    await put(alice, id);
    expect((await get(bob, id)).statusCode).toBe(404);
    expect((await get(nomadAlice, id)).statusCode).toBe(404);
    expect((await get(agent, id)).statusCode).toBe(404);
    expect((await put(bob, id)).statusCode).toBe(404);
    expect((await put(nomadAlice, id)).statusCode).toBe(404);
    expect((await discard(bob, id)).statusCode).toBe(404);
    expect((await discard(nomadAlice, id)).statusCode).toBe(404);
    // Alice's own header from another agency does not reach it either.
    expect((await get({ ...alice, agencyId: nomadAlice.agencyId }, id)).statusCode).toBe(401);
    expect(json<CheckoutSessionDetail>(await get(alice, id)).data.summary.step).toBe("checkout");
  });

  it("signed out is a 401; a bad id or body a 400", async () => {
    expect((await get({ agencyId: alice.agencyId }, randomUUID())).statusCode).toBe(401);
    expect((await get(alice, "not-a-uuid")).statusCode).toBe(400);
    expect((await put(alice, randomUUID(), { ...body(), vertical: "boats" })).statusCode).toBe(400);
  });

  it("refuses card data anywhere in the payload", async () => {
    const withCard = body({ snapshot: { ...body().snapshot, children: { payment: { snapshot: { input: { card: card(CARDS.ok) } } } } } });
    const refused = await put(alice, randomUUID(), withCard);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ status: false, field: "body.snapshot" });
    expect((await put(alice, randomUUID(), body({ snapshot: { note: "4000 0000 0000 0002" } }))).statusCode).toBe(400);
    expect((await put(alice, randomUUID(), body({ snapshot: { cvc: "123" } }))).statusCode).toBe(400);
  });

  it("lists the user's unfinished checkouts; an agent's include those for clients, with who they are for", async () => {
    const own = randomUUID();
    const forAlice = randomUUID();
    const hotel = randomUUID();
    await put(agent, own);
    await put(agent, forAlice, body({ clientId: alice.user.id, summary: { ...body().summary, title: "JFK → CDG" } }));
    await put(agent, hotel, body({ vertical: "hotels", machineId: "hotelBooking" }));
    const agentList = json<CheckoutSessionItem[]>(await list(agent)).data;
    expect(agentList.map((s) => s.id)).toEqual([forAlice, own]);
    expect(agentList[0]).toMatchObject({ client: { id: alice.user.id, email: "alice@acme.test" }, summary: { title: "JFK → CDG" } });
    expect(json<CheckoutSessionItem[]>(await list(agent, "")).data.map((s) => s.id)).toContain(hotel);
    // The agent sees the one for Alice; Alice's own list is hers alone.
    expect((await get(agent, forAlice)).statusCode).toBe(200);
    expect(json<CheckoutSessionItem[]>(await list(alice)).data.map((s) => s.id)).not.toContain(forAlice);
    expect((await get(alice, forAlice)).statusCode).toBe(404);
    expect(json<CheckoutSessionItem[]>(await list(nomadAlice)).data).toEqual([]);
  });

  it("opening a flight's details over and over leaves one unfinished checkout per offer, replaced rather than repeated", async () => {
    const offerOf = (offerId: string) => body({ snapshot: { ...body().snapshot, context: { ...(body().snapshot.context as Record<string, unknown>), offerId } } });
    const first = randomUUID();
    const again = randomUUID();
    const other = randomUUID();
    await put(bob, first, offerOf("OF-REPEAT"));
    await put(bob, other, offerOf("OF-OTHER"));
    // Another device (or a new tab) starts the same offer's checkout under a new id: it replaces the first.
    await put(bob, again, offerOf("OF-REPEAT"));
    const ids = json<CheckoutSessionItem[]>(await list(bob)).data.map((s) => s.id);
    expect(ids).toContain(again);
    expect(ids).toContain(other);
    expect(ids).not.toContain(first);
    expect((await get(bob, first)).statusCode).toBe(404);
    // A late save from the replaced one does not bring the repeat back.
    expect((await put(bob, first, offerOf("OF-REPEAT"))).statusCode).toBe(404);
    // An agent's checkouts of one offer for two clients stay two.
    const forAlice = randomUUID();
    const forSelf = randomUUID();
    await put(agent, forAlice, body({ ...offerOf("OF-SHARED"), clientId: alice.user.id }));
    await put(agent, forSelf, offerOf("OF-SHARED"));
    expect(json<CheckoutSessionItem[]>(await list(agent)).data.map((s) => s.id)).toEqual(expect.arrayContaining([forAlice, forSelf]));
  });

  it("only agents work for a client, and only for the agency's customers", async () => {
    const byCustomer = await put(bob, randomUUID(), body({ clientId: alice.user.id }));
    expect(byCustomer.statusCode).toBe(400);
    expect(json(byCustomer).field).toBe("body.clientId");
    expect((await put(agent, randomUUID(), body({ clientId: nomadAlice.user.id }))).statusCode).toBe(400);
    expect((await put(agent, randomUUID(), body({ clientId: bob.user.id }))).statusCode).toBe(200);
  });

  it("expired sessions are hidden and the cleanup deletes them (and discarded ones after an hour)", async () => {
    const { db } = ctx.database;
    const expired = randomUUID();
    const discarded = randomUUID();
    const live = randomUUID();
    await put(bob, expired);
    await put(bob, discarded);
    await put(bob, live);
    await discard(bob, discarded);
    await db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, expired));
    expect((await get(bob, expired)).statusCode).toBe(404);
    expect(json<CheckoutSessionItem[]>(await list(bob)).data.map((s) => s.id)).not.toContain(expired);

    expect(await deleteExpiredCheckoutSessions(db)).toBeGreaterThanOrEqual(1);
    const ids = async () => (await db.select({ id: checkoutSessions.id }).from(checkoutSessions)).map((r) => r.id);
    expect(await ids()).not.toContain(expired);
    expect(await ids()).toContain(discarded); // within the hour a late save must still find it discarded
    await deleteExpiredCheckoutSessions(db, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await ids()).not.toContain(discarded);
    expect(await ids()).toContain(live); // 7 days to live
  });
});

describe("payment outcome by idempotency key", () => {
  const outcome = async (who: Caller, key: string) =>
    json<ResumePaymentOutcome>(await call(ctx.app, who, { method: "GET", url: `/api/checkout-sessions/payment-outcome?vertical=flights&idempotencyKey=${key}` })).data;

  async function book(who: Caller, cardNumber: string | null) {
    const offer = await firstOffer(ctx.app, who, oneWay(plainDate()));
    const key = newKey("resume");
    const booked = await call(ctx.app, who, { method: "POST", url: "/api/flight/booking", body: { idempotencyKey: key, offerId: offer.id, passengers: [passenger("ADT")], contact } });
    const { referenceNumber } = json<{ referenceNumber: string }>(booked).data;
    if (cardNumber) await call(ctx.app, who, { method: "POST", url: "/api/flight/payment", body: { idempotencyKey: key, referenceNumber, card: card(cardNumber) } });
    return { key, referenceNumber };
  }

  it("none, succeeded, 3-D Secure pending and declined; another user's key is none", async () => {
    expect(await outcome(alice, newKey("never"))).toEqual({ status: "none" });
    const held = await book(alice, null);
    expect(await outcome(alice, held.key)).toEqual({ status: "none" });
    const paid = await book(alice, CARDS.ok);
    expect(await outcome(alice, paid.key)).toMatchObject({ status: "succeeded", reference: paid.referenceNumber, card: { brand: "visa", last4: "4242" } });
    expect(await outcome(bob, paid.key)).toEqual({ status: "none" });
    const challenge = await book(alice, CARDS.threeDs);
    expect(await outcome(alice, challenge.key)).toMatchObject({ status: "requires_action", reference: challenge.referenceNumber, challengeId: expect.any(String) });
    const declined = await book(alice, CARDS.declined);
    expect(await outcome(alice, declined.key)).toMatchObject({ status: "declined", reference: declined.referenceNumber, declineCode: expect.any(String) });
  });

  it("a booking refused after authorisation (sold out) closes the checkout that was paying it: not listed, not resumable", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
    const key = newKey("refused");
    const sessionId = randomUUID();
    const paying = body({ snapshot: { status: "active", value: "payment", context: { offerId: offer.id, idempotencyKey: key, passengers: [] }, children: {} } });
    const other = randomUUID();
    expect((await put(alice, sessionId, paying)).statusCode).toBe(200);
    // Another checkout of the same user, another attempt: untouched.
    expect((await put(alice, other, body({ snapshot: { status: "active", value: "payment", context: { offerId: "OTHER", idempotencyKey: newKey("other") }, children: {} } }))).statusCode).toBe(200);
    const booked = await call(ctx.app, alice, { method: "POST", url: "/api/flight/booking", body: { idempotencyKey: key, offerId: offer.id, passengers: [passenger("ADT", "Soldout")], contact } });
    const { referenceNumber } = json<{ referenceNumber: string }>(booked).data;
    const paid = await call(ctx.app, alice, { method: "POST", url: "/api/flight/payment", body: { idempotencyKey: key, referenceNumber, card: card(CARDS.ok) } });
    expect(paid.statusCode).toBe(409);
    expect(await outcome(alice, key)).toMatchObject({ status: "failed" });
    const listed = json<CheckoutSessionItem[]>(await list(alice)).data.map((item) => item.id);
    expect(listed).not.toContain(sessionId);
    expect(listed).toContain(other);
    expect((await get(alice, sessionId)).statusCode).toBe(404);
    // A late save from the page that was paying is refused like a discarded one.
    expect((await put(alice, sessionId, paying)).statusCode).toBe(404);
  });
});

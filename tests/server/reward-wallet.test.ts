// The reward wallet (spec B §6, §3 paidFromCredit / paidFromCard; docs/decisions.md "Reward wallet"): the agency's
// earn rate, earning on a completed booking, spending part or all of the balance in the book-and-pay saga (checked
// and held by the server, once per payment whatever the retries), a declined card giving the credit back, a
// cancellation refunding the wallet first and taking the reward back, and every movement in the transactions.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CancellationResult, PaymentResult } from "@/shared/api/bookings";
import type { Transaction } from "@/shared/api/my-trip";
import type { RewardWallet } from "@/shared/api/reward-wallet";
import { auditEvents } from "@/server/db/schema-audit";
import { users } from "@/server/db/schema";
import { rewardWalletConfigs, rewardWalletMovements, rewardWallets } from "@/server/db/schema-reward-wallet";
import { paymentIntents } from "@/server/db/schema-payments";
import { createTestApp, type TestContext } from "./helpers";
import { bookAndPay, bookingRow, call, card, CARDS, contact, firstOffer, newKey, oneWay, passenger, plainDate, signIn, type Caller } from "./flights-fixtures";

let ctx: TestContext;
let alice: Caller & { user: { id: string } };
let bob: Caller & { user: { id: string } };
let owner: Caller;
let agent: Caller & { user: { id: string } };

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signIn(ctx.app, ctx.database.db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, ctx.database.db, "acme", "bob@acme.test");
  owner = await signIn(ctx.app, ctx.database.db, "acme", "owner@acme.test");
  agent = await signIn(ctx.app, ctx.database.db, "acme", "agent@acme.test");
  await ctx.database.db.update(users).set({ isRewardWalletEnable: true }).where(eq(users.id, alice.user.id));
});
afterAll(async () => ctx?.close());

const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T; field?: string };

async function setBalance(userId: string, amount: number, currency = "USD") {
  await ctx.database.db.delete(rewardWalletMovements).where(eq(rewardWalletMovements.userId, userId));
  await ctx.database.db
    .insert(rewardWallets)
    .values({ userId, currency, balance: amount })
    .onConflictDoUpdate({ target: [rewardWallets.userId, rewardWallets.currency], set: { balance: amount } });
}

async function balance(userId: string, currency = "USD"): Promise<number> {
  const [row] = await ctx.database.db
    .select()
    .from(rewardWallets)
    .where(and(eq(rewardWallets.userId, userId), eq(rewardWallets.currency, currency)));
  return row?.balance ?? 0;
}

async function movements(userId: string) {
  const rows = await ctx.database.db.select().from(rewardWalletMovements).where(eq(rewardWalletMovements.userId, userId)).orderBy(rewardWalletMovements.at);
  return rows.map((r) => ({ kind: r.kind, amount: r.amount, shortfall: r.shortfall }));
}

/** A held flight booking of `caller`: its reference, key and total. */
async function held(caller: Caller) {
  const offer = await firstOffer(ctx.app, caller, oneWay(plainDate()));
  const key = newKey("wallet");
  const res = await call(ctx.app, caller, { method: "POST", url: "/api/flight/booking", body: { idempotencyKey: key, offerId: offer.id, passengers: [passenger("ADT", "Wallet")], contact } });
  expect(res.statusCode, res.body).toBe(200);
  const { referenceNumber } = json<{ referenceNumber: string }>(res).data;
  const total = (await bookingRow(ctx.database.db, referenceNumber)).totalAmount;
  return { referenceNumber, key, total };
}

function pay(caller: Caller, key: string, referenceNumber: string, creditAmount?: number, cardNumber: string | null = CARDS.ok) {
  return call(ctx.app, caller, {
    method: "POST",
    url: "/api/flight/payment",
    body: { idempotencyKey: key, referenceNumber, ...(cardNumber ? { card: card(cardNumber) } : {}), ...(creditAmount === undefined ? {} : { creditAmount }) },
  });
}

async function cardCharged(referenceNumber: string): Promise<number> {
  const b = await bookingRow(ctx.database.db, referenceNumber);
  const [intent] = await ctx.database.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, b.paymentIntentId ?? ""));
  return intent?.data.amountCaptured ?? 0;
}

beforeEach(async () => {
  await ctx.database.db.delete(rewardWalletConfigs);
  await setBalance(alice.user.id, 0);
});

describe("the earn rate (GET and PATCH /api/reward-wallet/settings)", () => {
  const patch = (caller: Caller, body: unknown) => call(ctx.app, caller, { method: "PATCH", url: "/api/reward-wallet/settings", body });

  it("starts at the default 1 %, and the owner sets it with an audit entry", async () => {
    expect(json<{ earnRate: number }>(await call(ctx.app, alice, { method: "GET", url: "/api/reward-wallet/settings" })).data).toEqual({ earnRate: 1 });
    const res = await patch(owner, { earnRate: 2.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ message: "Reward wallet settings saved", data: { earnRate: 2.5 } });
    expect(json<{ earnRate: number }>(await call(ctx.app, alice, { method: "GET", url: "/api/reward-wallet/settings" })).data).toEqual({ earnRate: 2.5 });
    const [audit] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, "rewardWallet.changed"));
    expect(audit).toMatchObject({ before: { earnRate: 1 }, after: { earnRate: 2.5 } });
  });

  it("refuses customers and agents (settings.manage), and a signed-out call", async () => {
    expect((await patch(alice, { earnRate: 3 })).statusCode).toBe(403);
    expect((await patch(agent, { earnRate: 3 })).statusCode).toBe(403);
    expect((await patch({ agencyId: alice.agencyId }, { earnRate: 3 })).statusCode).toBe(401);
    expect((await call(ctx.app, { agencyId: alice.agencyId }, { method: "GET", url: "/api/reward-wallet" })).statusCode).toBe(401);
  });

  it("refuses a rate outside 0–20 %, more than two decimals, or another field, with a translated message", async () => {
    for (const [body, message] of [
      [{ earnRate: 20.01 }, "The earn rate must be between 0 and 20 %"],
      [{ earnRate: -1 }, "The earn rate must be between 0 and 20 %"],
      [{ earnRate: "5" }, "The earn rate must be between 0 and 20 %"],
      [{ earnRate: 1.234 }, "Use at most two decimals for the earn rate"],
    ] as const) {
      const res = await patch(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).message).toBe(message);
    }
    expect((await patch(owner, { earnRate: 1, extra: true })).statusCode).toBe(400);
  });
});

describe("earning and spending", () => {
  it("earns the rate of a completed booking's total, once, for a wallet-enabled user only", async () => {
    await patch(2);
    const booked = await bookAndPay(ctx.app, alice);
    const b = await bookingRow(ctx.database.db, booked.referenceNumber);
    const earned = Math.round(b.totalAmount * 0.02);
    expect(await balance(alice.user.id)).toBe(earned);
    expect(b).toMatchObject({ paidFromCredit: 0, paidFromCard: b.totalAmount });
    const bobs = await bookAndPay(ctx.app, bob);
    expect((await bookingRow(ctx.database.db, bobs.referenceNumber)).status).toBe("ticketed");
    expect(await balance(bob.user.id)).toBe(0);
    const wallet = json<RewardWallet>(await call(ctx.app, alice, { method: "GET", url: "/api/reward-wallet" })).data;
    expect(wallet).toEqual({ isEnabled: true, balances: [{ amount: earned, currency: "USD" }] });
    expect(json<RewardWallet>(await call(ctx.app, bob, { method: "GET", url: "/api/reward-wallet" })).data.isEnabled).toBe(false);
  });

  it("spends part of the balance: the card pays the rest, both recorded on the booking", async () => {
    await patch(0);
    await setBalance(alice.user.id, 5_000);
    const h = await held(alice);
    const res = await pay(alice, h.key, h.referenceNumber, 3_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<PaymentResult>(res).data).toMatchObject({ totalAmount: { amount: h.total }, paidFromCredit: { amount: 3_000 }, paidFromCard: { amount: h.total - 3_000 } });
    expect(await bookingRow(ctx.database.db, h.referenceNumber)).toMatchObject({ paidFromCredit: 3_000, paidFromCard: h.total - 3_000 });
    expect(await cardCharged(h.referenceNumber)).toBe(h.total - 3_000);
    expect(await balance(alice.user.id)).toBe(2_000);
  });

  it("spends all of it when the credit covers the total: no card is needed", async () => {
    await patch(0);
    const h = await held(alice);
    await setBalance(alice.user.id, h.total + 100);
    const res = await pay(alice, h.key, h.referenceNumber, h.total, null);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<PaymentResult>(res).data).toMatchObject({ bookingStatus: "ticketed", paidFromCredit: { amount: h.total }, paidFromCard: { amount: 0 }, card: null });
    expect(await balance(alice.user.id)).toBe(100);
    expect((await bookingRow(ctx.database.db, h.referenceNumber)).paymentIntentId).toBeNull();
  });

  it("a double submit and a retry of the same payment spend the credit once", async () => {
    await patch(0);
    await setBalance(alice.user.id, 4_000);
    const h = await held(alice);
    const [a, b] = await Promise.all([pay(alice, h.key, h.referenceNumber, 4_000), pay(alice, h.key, h.referenceNumber, 4_000)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const again = await pay(alice, h.key, h.referenceNumber, 4_000);
    expect(again.statusCode).toBe(200);
    expect(await balance(alice.user.id)).toBe(0);
    expect((await movements(alice.user.id)).filter((m) => m.kind === "spent")).toEqual([{ kind: "spent", amount: 4_000, shortfall: 0 }]);
  });

  it("two bookings cannot spend the same credit (the second is refused, nothing charged)", async () => {
    await patch(0);
    await setBalance(alice.user.id, 3_000);
    const one = await held(alice);
    const two = await held(alice);
    const [a, b] = await Promise.all([pay(alice, one.key, one.referenceNumber, 3_000), pay(alice, two.key, two.referenceNumber, 3_000)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(json(refused).message).toBe("Your wallet balance is lower than the credit applied. Please check the amount.");
    expect(await balance(alice.user.id)).toBe(0);
  });

  it("a declined card gives the credit back; the retry holds it again and pays", async () => {
    await patch(0);
    await setBalance(alice.user.id, 2_500);
    const h = await held(alice);
    const declined = await pay(alice, h.key, h.referenceNumber, 2_500, CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(await balance(alice.user.id)).toBe(2_500);
    expect(await bookingRow(ctx.database.db, h.referenceNumber)).toMatchObject({ status: "held", paidFromCredit: 0, paidFromCard: h.total });
    const paid = await pay(alice, h.key, h.referenceNumber, 2_500);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await balance(alice.user.id)).toBe(0);
    expect(await movements(alice.user.id)).toEqual([
      { kind: "spent", amount: 2_500, shortfall: 0 },
      { kind: "returned", amount: 2_500, shortfall: 0 },
      { kind: "spent", amount: 2_500, shortfall: 0 },
    ]);
  });

  it("refuses credit for a disabled wallet, more than the total or the balance, a negative or fractional amount, and a missing card", async () => {
    await setBalance(bob.user.id, 1_000);
    const bobs = await held(bob);
    const disabled = await pay(bob, bobs.key, bobs.referenceNumber, 500);
    expect(disabled.statusCode).toBe(403);
    expect(json(disabled)).toMatchObject({ message: "Your reward wallet is not enabled", field: "body.creditAmount" });
    expect(await balance(bob.user.id)).toBe(1_000);

    await setBalance(alice.user.id, 1_000_000);
    const h = await held(alice);
    const tooMuch = await pay(alice, h.key, h.referenceNumber, h.total + 1);
    expect(tooMuch.statusCode).toBe(400);
    expect(json(tooMuch).message).toBe("The wallet credit cannot be more than the total");
    await setBalance(alice.user.id, 100);
    const short = await pay(alice, h.key, h.referenceNumber, 200);
    expect(short.statusCode).toBe(409);
    expect(json(await pay(alice, h.key, h.referenceNumber, -1)).message).toBe("The credit cannot be negative");
    expect(json(await pay(alice, h.key, h.referenceNumber, 1.5)).message).toBe("Enter the credit in whole cents");
    const noCard = await pay(alice, h.key, h.referenceNumber, 50, null);
    expect(noCard.statusCode).toBe(400);
    expect(json(noCard)).toMatchObject({ message: "Enter card details to pay the rest", field: "body.card" });
    expect(await balance(alice.user.id)).toBe(100);
    expect(await bookingRow(ctx.database.db, h.referenceNumber)).toMatchObject({ status: "held", paidFromCredit: 0 });
  });

  it("an agent booking for a client cannot spend the client's credit", async () => {
    await setBalance(alice.user.id, 1_000);
    const booked = await bookAndPay(ctx.app, agent, { clientId: alice.user.id, pay: false });
    const key = (await bookingRow(ctx.database.db, booked.referenceNumber)).idempotencyKey;
    const res = await pay(agent, key, booked.referenceNumber, 500);
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe("Only the traveller can use their wallet credit");
    expect(await balance(alice.user.id)).toBe(1_000);
  });
});

describe("cancelling", () => {
  it("a void refunds the credit to the wallet first and the rest to the card, and takes the reward back", async () => {
    await patch(1);
    await setBalance(alice.user.id, 3_000);
    const h = await held(alice);
    expect((await pay(alice, h.key, h.referenceNumber, 3_000)).statusCode).toBe(200);
    const earned = Math.round(h.total * 0.01);
    expect(await balance(alice.user.id)).toBe(earned);
    // The quote says what was paid from the wallet, so the dialog shows where each part of a refund goes.
    const quoted = await call(ctx.app, alice, { method: "POST", url: "/api/flight/get-penalty", body: { referenceNumber: h.referenceNumber } });
    expect(json<{ paidFromCredit?: { amount: number } }>(quoted).data.paidFromCredit?.amount).toBe(3_000);
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body: { referenceNumber: h.referenceNumber, action: "void" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<CancellationResult>(res).data.refund.amount).toBe(h.total);
    const b = await bookingRow(ctx.database.db, h.referenceNumber);
    const [intent] = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, b.paymentIntentId ?? ""));
    expect(intent?.data.amountRefunded).toBe(h.total - 3_000);
    expect(await balance(alice.user.id)).toBe(3_000);
    expect((await movements(alice.user.id)).map((m) => m.kind)).toEqual(["spent", "earned", "refunded", "takenBack"]);

    const listed = json<Transaction[]>(await call(ctx.app, alice, { method: "POST", url: "/api/user/getUserTransactions", body: { offSet: 0, limit: 50 } }));
    const mine = listed.data.filter((tx) => tx.referenceNumber === h.referenceNumber).map((tx) => [tx.type, tx.method, tx.amount.amount]);
    expect(mine).toEqual(
      expect.arrayContaining([
        ["charge", "card", h.total - 3_000],
        ["charge", "wallet", 3_000],
        ["earned", "wallet", earned],
        ["refund", "wallet", 3_000],
        ["refund", "card", h.total - 3_000],
        ["takenBack", "wallet", earned],
      ]),
    );
    expect(mine).toHaveLength(6);
    expect((listed as unknown as { wallet: RewardWallet }).wallet).toEqual({ isEnabled: true, balances: [{ amount: 3_000, currency: "USD" }] });
  });

  it("never takes the wallet below zero: a reward already spent is recorded as the shortfall", async () => {
    await patch(10);
    const booked = await bookAndPay(ctx.app, alice);
    const earned = await balance(alice.user.id);
    expect(earned).toBeGreaterThan(0);
    await ctx.database.db.update(rewardWallets).set({ balance: 10 }).where(eq(rewardWallets.userId, alice.user.id));
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body: { referenceNumber: booked.referenceNumber, action: "void" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(alice.user.id)).toBe(0);
    expect((await movements(alice.user.id)).at(-1)).toEqual({ kind: "takenBack", amount: 10, shortfall: earned - 10 });
  });
});

async function patch(earnRate: number) {
  const res = await call(ctx.app, owner, { method: "PATCH", url: "/api/reward-wallet/settings", body: { earnRate } });
  expect(res.statusCode, res.body).toBe(200);
}

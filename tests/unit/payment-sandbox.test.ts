import { describe, expect, it } from "vitest";
import { luhnValid, TEST_CARDS } from "@/server/payments/cards";
import { InMemoryPaymentStore } from "@/server/payments/memory-store";
import { SandboxPaymentGateway } from "@/server/payments/sandbox-gateway";
import type { PaymentIntent } from "@/server/payments/types";

const NOW = new Date("2030-05-01T10:00:00Z");
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({ number, expMonth: 12, expYear: 2032, cvc: "123", holderName: "Ana Souza", ...extra });

let n = 0;
function gateway(store = new InMemoryPaymentStore()) {
  // Counter ids keep random hex out of the "no card data in output" check.
  let id = 0;
  return { store, gw: new SandboxPaymentGateway({ store, clock: () => NOW, newId: (prefix) => `${prefix}_${++id}` }) };
}
async function intent(gw: SandboxPaymentGateway, amount = 12_345) {
  return gw.createIntent({ amount, currency: "USD", idempotencyKey: `key-${++n}` });
}

describe("test cards", () => {
  it("all pass the Luhn check", () => {
    for (const number of Object.keys(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
  });

  it("4242 4242 4242 4242 authorises, then captures", async () => {
    const { gw } = gateway();
    const pi = await intent(gw);
    expect(pi.status).toBe("requires_payment_method");
    const authorised = await gw.confirm(pi.id, card("4242 4242 4242 4242"));
    expect(authorised).toMatchObject({ status: "requires_capture", card: { brand: "visa", last4: "4242" }, lastError: null });
    const captured = await gw.capture(pi.id);
    expect(captured).toMatchObject({ status: "succeeded", amountCaptured: 12_345 });
    expect(await gw.capture(pi.id)).toEqual(captured);
  });

  it.each([
    ["4000 0000 0000 0002", "card_declined", "generic_decline"],
    ["4000 0000 0000 9995", "card_declined", "insufficient_funds"],
    ["4000 0000 0000 0069", "expired_card", "expired_card"],
  ])("%s declines with %s / %s and can be retried with another card", async (number, code, declineCode) => {
    const { gw } = gateway();
    const pi = await intent(gw);
    const declined = await gw.confirm(pi.id, card(number));
    expect(declined).toMatchObject({ status: "requires_payment_method", lastError: { code, declineCode } });
    const retried = await gw.confirm(pi.id, card("4242424242424242"));
    expect(retried).toMatchObject({ status: "requires_capture", lastError: null });
  });

  it("4000 0025 0000 3155 asks for 3-D Secure, then authorises when approved", async () => {
    const { gw } = gateway();
    const pi = await intent(gw);
    const challenged = await gw.confirm(pi.id, card("4000002500003155"));
    expect(challenged.status).toBe("requires_action");
    expect(challenged.challengeId).toMatch(/^3ds_/);
    const done = await gw.completeChallenge(pi.id, { approve: true });
    expect(done).toMatchObject({ status: "requires_capture", challengeId: null });
  });

  it("a failed 3-D Secure challenge declines with authentication_failed", async () => {
    const { gw } = gateway();
    const pi = await intent(gw);
    await gw.confirm(pi.id, card("4000002500003155"));
    expect(await gw.completeChallenge(pi.id, { approve: false })).toMatchObject({ status: "requires_payment_method", lastError: { code: "authentication_failed" } });
  });

  it("4000 0084 0000 1629 asks for 3-D Secure, then declines", async () => {
    const { gw } = gateway();
    const pi = await intent(gw);
    expect((await gw.confirm(pi.id, card("4000008400001629"))).status).toBe("requires_action");
    expect(await gw.completeChallenge(pi.id, { approve: true })).toMatchObject({ status: "requires_payment_method", lastError: { code: "card_declined" } });
  });

  it("declines a real (non-test) card number in the sandbox", async () => {
    const { gw } = gateway();
    const pi = await intent(gw);
    expect(await gw.confirm(pi.id, card("5105105105105100"))).toMatchObject({ lastError: { declineCode: "test_mode_live_card" } });
  });
});

describe("a saved card charged off-session (a subscription renewal)", () => {
  /** The card as kept after an on-session payment: its brand, last four, expiry and token. */
  async function saved(gw: SandboxPaymentGateway, number: string) {
    const first = await gw.confirm((await intent(gw)).id, card(number));
    expect(first.status).toBe("requires_capture");
    return first.card!;
  }

  it("authorises 4242, and a 3-D Secure card (authenticated when it was saved) without a challenge", async () => {
    const { gw } = gateway();
    const visa = await saved(gw, "4242 4242 4242 4242");
    const challenged = await gw.confirm((await intent(gw)).id, card("4000 0025 0000 3155"));
    const secure = (await gw.completeChallenge(challenged.id, { approve: true })).card!;
    for (const stored of [visa, secure]) {
      expect(await gw.confirmSaved((await intent(gw)).id, stored)).toMatchObject({ status: "requires_capture", challengeId: null, lastError: null });
    }
  });

  it("4000 0000 0000 0341 is accepted when saved and declined off-session; a retry on the same intent declines again", async () => {
    const { gw } = gateway();
    const stored = await saved(gw, "4000 0000 0000 0341");
    const pi = await intent(gw);
    expect(await gw.confirmSaved(pi.id, stored)).toMatchObject({ status: "requires_payment_method", lastError: { code: "card_declined", declineCode: "generic_decline" } });
    expect(await gw.confirmSaved(pi.id, stored)).toMatchObject({ status: "requires_payment_method" });
  });

  it("declines a saved card past its expiry month", async () => {
    const { gw } = gateway();
    const stored = { ...(await saved(gw, "4242 4242 4242 4242")), expMonth: 4, expYear: 2030 };
    expect(await gw.confirmSaved((await intent(gw)).id, stored)).toMatchObject({ lastError: { code: "expired_card" } });
  });
});

describe("card validation", () => {
  it.each([
    [card("4242424242424241"), "incorrect_number"],
    [card("4242"), "invalid_number"],
    [card("4242424242424242", { expMonth: 13 }), "invalid_expiry_month"],
    [card("4242424242424242", { expYear: 2029 }), "invalid_expiry_year"],
    [card("4242424242424242", { expYear: 2030, expMonth: 4 }), "invalid_expiry_year"],
    [card("4242424242424242", { cvc: "12" }), "invalid_cvc"],
    [card("378282246310005", { cvc: "123" }), "invalid_cvc"],
  ])("rejects %o with %s", async (input, code) => {
    const { gw } = gateway();
    const pi = await intent(gw);
    expect(await gw.confirm(pi.id, input)).toMatchObject({ status: "requires_payment_method", lastError: { code } });
  });

  it("accepts a card expiring this month", async () => {
    const { gw } = gateway();
    const pi = await intent(gw);
    expect((await gw.confirm(pi.id, card("4242424242424242", { expYear: 2030, expMonth: 5 }))).status).toBe("requires_capture");
  });
});

describe("intent lifecycle", () => {
  it("createIntent is idempotent by key, also under concurrent calls", async () => {
    const { gw } = gateway();
    const input = { amount: 5_000, currency: "USD", idempotencyKey: "same-key-1" };
    const all = await Promise.all(Array.from({ length: 20 }, () => gw.createIntent(input)));
    expect(new Set(all.map((i) => i.id)).size).toBe(1);
    expect((await gw.createIntent(input)).id).toBe(all[0]?.id);
    await expect(gw.createIntent({ ...input, amount: 5_001 })).rejects.toMatchObject({ code: "idempotency_conflict" });
  });

  it("releases an authorisation on cancel and refuses to capture it after", async () => {
    const { gw } = gateway();
    const pi = await intent(gw);
    await gw.confirm(pi.id, card("4242424242424242"));
    expect((await gw.cancel(pi.id)).status).toBe("canceled");
    await expect(gw.capture(pi.id)).rejects.toMatchObject({ code: "invalid_state" });
  });

  it("refunds partly and then the rest, never more than captured", async () => {
    const { gw } = gateway();
    const pi = await intent(gw, 10_000);
    await gw.confirm(pi.id, card("4242424242424242"));
    await gw.capture(pi.id);
    expect((await gw.refund(pi.id, 2_500)).amountRefunded).toBe(2_500);
    await expect(gw.refund(pi.id, 8_000)).rejects.toMatchObject({ code: "invalid_amount" });
    const full = await gw.refund(pi.id);
    expect(full.amountRefunded).toBe(10_000);
    expect(full.refunds.map((r) => r.amount.amount)).toEqual([2_500, 7_500]);
    await expect(gw.cancel(pi.id)).rejects.toMatchObject({ code: "invalid_state" });
  });

  it("refuses to confirm twice or to complete a challenge that is not pending", async () => {
    const { gw } = gateway();
    const pi = await intent(gw);
    await gw.confirm(pi.id, card("4242424242424242"));
    await expect(gw.confirm(pi.id, card("4242424242424242"))).rejects.toMatchObject({ code: "invalid_state" });
    await expect(gw.completeChallenge(pi.id, { approve: true })).rejects.toMatchObject({ code: "invalid_state" });
    await expect(gw.get("pi_missing")).rejects.toMatchObject({ code: "intent_not_found" });
  });
});

describe("card data", () => {
  it("never appears in a returned or stored object: only brand, last four and a token", async () => {
    const stored: PaymentIntent[] = [];
    const store = new InMemoryPaymentStore();
    const update = store.update.bind(store);
    store.update = async (i) => {
      stored.push(i);
      return update(i);
    };
    const { gw } = gateway(store);
    const returned: unknown[] = [];
    for (const number of Object.keys(TEST_CARDS)) {
      const pi = await intent(gw);
      returned.push(await gw.confirm(pi.id, card(number, { cvc: "987" })));
      if ((await gw.get(pi.id)).status === "requires_action") returned.push(await gw.completeChallenge(pi.id, { approve: true }));
      returned.push(await gw.get(pi.id));
    }
    // A saved card's token is random base64url (pm_sbx_<behaviour>_<12 chars>), so by chance it can hold "987";
    // its shape is checked here and its random tail is left out of the search for the card's data.
    const tokens = new Set<string>();
    const text = JSON.stringify([returned, stored], (key, value: unknown) => {
      if (key !== "gatewayReference" || typeof value !== "string") return value;
      expect(value).toMatch(/^pm_sbx_[a-z0-9_]+_[A-Za-z0-9_-]{12}$/);
      tokens.add(value);
      return value.slice(0, -12);
    });
    expect(tokens.size).toBeGreaterThan(0);
    for (const number of Object.keys(TEST_CARDS)) {
      expect(text).not.toContain(number);
      expect(text).not.toContain(number.slice(0, 12));
    }
    expect(text).not.toContain("987");
    expect(text).not.toContain("Ana Souza");
  });
});

import { describe, expect, it } from "vitest";
import { orphanHoldDecision, orphanLookbackFrom, ORPHAN_LOOKBACK_DAYS, SUPPLIER_CALL_SETTLE_MINUTES, supplierCallDecision, type CallFacts } from "@/shared/booking/supplier-holds";

// The reconciliation round's decisions (docs/decisions.md "Charged means finished or refunded"), on an injected clock.
const startedAt = new Date("2030-01-01T10:00:00Z");
const at = (minutes: number) => new Date(startedAt.getTime() + minutes * 60_000);
const settled = at(SUPPLIER_CALL_SETTLE_MINUTES);
const held = { status: "held", supplierReference: null, paymentAuthorised: true };
const facts = (over: Partial<CallFacts>): CallFacts => ({ startedAt, now: settled, found: { reference: "PNR1" }, booking: held, ...over });

describe("supplierCallDecision", () => {
  it("waits while the call may still be answered and saved", () => {
    expect(supplierCallDecision(facts({ now: at(SUPPLIER_CALL_SETTLE_MINUTES - 0.01) }))).toBe("wait");
    expect(supplierCallDecision(facts({ now: settled }))).not.toBe("wait");
  });

  it("nothing open at the supplier for the key: absent", () => {
    expect(supplierCallDecision(facts({ found: null }))).toBe("absent");
  });

  it("the booking saved this very hold: owned", () => {
    for (const status of ["held", "paid", "ticketed"]) {
      expect(supplierCallDecision(facts({ booking: { status, supplierReference: "PNR1", paymentAuthorised: true } }))).toBe("owned");
    }
  });

  it("a held booking whose payment is authorised and which saved nothing adopts it", () => {
    expect(supplierCallDecision(facts({}))).toBe("adopt");
  });

  it("gives it back when no booking wants it", () => {
    // The card was never authorised or was released.
    expect(supplierCallDecision(facts({ booking: { ...held, paymentAuthorised: false } }))).toBe("release");
    // The booking took another hold (a later try), or failed, or was given back.
    expect(supplierCallDecision(facts({ booking: { status: "paid", supplierReference: "PNR2", paymentAuthorised: true } }))).toBe("release");
    expect(supplierCallDecision(facts({ booking: { status: "failed", supplierReference: null, paymentAuthorised: true } }))).toBe("release");
    expect(supplierCallDecision(facts({ booking: { status: "failed", supplierReference: "PNR1", paymentAuthorised: false } }))).toBe("release");
    expect(supplierCallDecision(facts({ booking: null }))).toBe("release");
  });
});

describe("orphanHoldDecision", () => {
  const base = { createdAt: startedAt, now: settled, ownedByBooking: false, callInFlight: false };
  it("keeps what a booking owns or a call still explains, at any age", () => {
    expect(orphanHoldDecision({ ...base, now: at(600), ownedByBooking: true })).toBe("keep");
    expect(orphanHoldDecision({ ...base, now: at(600), callInFlight: true })).toBe("keep");
  });
  it("keeps a recent one, gives back an old one nobody owns", () => {
    expect(orphanHoldDecision({ ...base, now: at(1) })).toBe("keep");
    expect(orphanHoldDecision(base)).toBe("release");
  });
  it("looks back a bounded time", () => {
    expect(startedAt.getTime() - orphanLookbackFrom(startedAt).getTime()).toBe(ORPHAN_LOOKBACK_DAYS * 86_400_000);
  });
});

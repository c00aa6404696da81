// Resumable checkouts: the saver leaves the offers out before it persists the snapshot ("Every page fast on a phone",
// signed-in pages: persisting copied every offer on each save), where it used to leave them out of the persisted copy.
// The saved checkout must be the same either way, above all with the payment child at work (a charge in flight, 3-D
// Secure waiting), whose own snapshot rides in the parent's `children`: a restore asks the server from there.
import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { flightVertical } from "@machines/flight-booking/flight-booking.machine";
import { checkoutSessionBody } from "@machines/checkout-session/session-body";
import { restoreSnapshot } from "@machines/checkout-session/restore";
import { slimmed } from "@/web/features/booking/checkout-saving";
import { TODAY, visa } from "../flights/fixtures";
import { atPayment, device, newIdempotencyKey } from "./fixtures";
import { outcomes } from "./variants";

const { noSummaries } = flightVertical.results;

/** As the saver persists now: the live snapshot slimmed, then persisted by the machine's logic. */
const slimThenPersist = (d: ReturnType<typeof device>) => d.actor.logic.getPersistedSnapshot(slimmed(d.actor.getSnapshot(), noSummaries) as AnyMachineSnapshot);
/** As it persisted before: the whole snapshot persisted, then slimmed. */
const persistThenSlim = (d: ReturnType<typeof device>) => slimmed(d.actor.getPersistedSnapshot(), noSummaries);
const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("the saved checkout when the saver slims before persisting", () => {
  it("is the same as before at every payment step, the payment child's own snapshot included, with no offers", async () => {
    const d = await atPayment();
    const steps: string[] = [];
    const same = () => {
      steps.push(JSON.stringify(d.payment()?.getSnapshot().value));
      const body = checkoutSessionBody(flightVertical, slimThenPersist(d));
      expect(json(slimThenPersist(d))).toEqual(json(persistThenSlim(d)));
      expect(body?.snapshot).toMatchObject({ context: { offers: [] }, children: { payment: { snapshot: { value: d.payment()?.getSnapshot().value } } } });
    };
    same();
    d.payment()?.send({ type: "payment.submitted", card: visa });
    await d.flush();
    same();
    await d.fake.resolve("confirmPayment", outcomes.challenge);
    same();
    expect(steps).toEqual(['"editing"', '"submitting"', '"requiresAction"']);
  });

  it("restores 3-D Secure waiting: the challenge reopens after the server's answer", async () => {
    const d = await atPayment();
    d.payment()?.send({ type: "payment.submitted", card: visa });
    await d.fake.resolve("confirmPayment", outcomes.challenge);
    const body = checkoutSessionBody(flightVertical, slimThenPersist(d));
    const result = restoreSnapshot({ machineId: body?.machineId, machineVersion: body?.machineVersion, snapshot: json(body?.snapshot) }, { today: TODAY, newIdempotencyKey });
    if (!result.ok) throw new Error(`not restored: ${result.reason}`);
    const next = device({ snapshot: result.snapshot });
    next.actor.send({ type: "checkout.resumed" });
    await next.fake.resolve("fetchPaymentOutcome", outcomes.challenge);
    expect(next.snapshot().matches("payment")).toBe(true);
    expect(next.payment()?.getSnapshot()).toMatchObject({ value: "requiresAction", context: { challengeId: "ch_1" } });
    expect(next.fake.calls("confirmPayment")).toHaveLength(0);
  });
});

// A flight actor for the restore tests: the real machine and the real payment child, with
// controllable promise actors (tests/model/flights/run.ts) and a fresh set per "device".
import { createActor, type Snapshot } from "xstate";
import { flightBookingMachine } from "@machines/flight-booking/flight-booking.machine";
import { flightPaymentMachine } from "@machines/flight-booking/order";
import { payable } from "@machines/payment/payable";
import { controllable, effectLog, flush } from "../flights/run";
import { expect } from "vitest";
import { adult, contact, offers, pricing, searchRequest, TODAY } from "../flights/fixtures";

const ACTORS = ["search", "reprice", "loadReservation", "revalidateOffer", "fetchPaymentOutcome", "confirmPayment", "completeChallenge"] as const;
export const newIdempotencyKey = () => "idem-1";

export function device(options: { input?: Record<string, unknown>; snapshot?: Snapshot<unknown> } = {}) {
  const fake = controllable(ACTORS);
  const log = effectLog();
  const { confirmPayment, completeChallenge, ...flightActors } = fake.actors;
  const logic = flightBookingMachine.provide({
    actors: {
      ...(flightActors as Record<string, never>),
      payment: flightPaymentMachine.provide({ actors: { confirmPayment: confirmPayment as never, completeChallenge: completeChallenge as never }, guards: { payable } }),
    },
  });
  // The inspect callback reads a narrower event than xstate's InspectionEvent; the cast only widens it.
  const inspect = log.inspect as never;
  // xstate types `input` as required; with a snapshot it is not used.
  const input = { today: TODAY, newIdempotencyKey, ...options.input };
  const actor = createActor(logic, { input, inspect, ...(options.snapshot ? { snapshot: options.snapshot } : {}) });
  actor.start();
  const payment = () => actor.getSnapshot().children.payment as { send(event: unknown): void; getSnapshot(): { value: unknown; context: Record<string, unknown> } } | undefined;
  return { actor, fake, log, payment, snapshot: () => actor.getSnapshot(), flush };
}

/** Search → results → OF1 → reprice → checkout → travellers submitted: the payment form. */
export async function atPayment() {
  const d = device({ input: { restore: { step: "results", searchParams: searchRequest } } });
  await d.fake.resolve("search", { offers, fareFamilies: [] });
  d.actor.send({ type: "offer.selected", offerId: "OF1" });
  await d.fake.resolve("reprice", pricing(false));
  d.actor.send({ type: "checkout.requested", authenticated: true });
  d.actor.send({ type: "checkout.submitted", passengers: [adult], contact });
  await d.flush();
  expect(d.snapshot().matches("payment")).toBe(true);
  return d;
}

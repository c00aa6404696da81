import type { FastifyInstance } from "fastify";
import type { ActivityOffer, ActivitySummary, AvailabilityCheckResult } from "@/shared/api/activities";
import { timeOfDayTag } from "@/shared/activities/tags";
import { call, newKey, plainDate, type Caller } from "./flights-fixtures";

// Shared by tests/server/activit*.test.ts: an offer found the way the screens find one, and a booking.

export const LISBON = 2267057;
export const PRESCOTT = 5309842;

export const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T; field?: string };

/** The first morning slot of `destinationId` open for the travellers on a day 20 days ahead. */
export async function morningOffer(
  app: FastifyInstance,
  caller: Caller,
  travellers = { ADT: 2, CHD: 1 },
  destinationId = LISBON,
  /** Only offers that pass (a free cancellation, say). */
  where: (offer: ActivityOffer) => boolean = () => true,
): Promise<ActivityOffer> {
  const date = plainDate();
  const found = await call(app, caller, { method: "POST", url: "/api/activities/search", body: { destinationId, activityDate: date, filterItem: { tags: ["morning"] } } });
  if (found.statusCode !== 200) throw new Error(`search ${found.statusCode}: ${found.body}`);
  for (const product of json<{ searchItem: ActivitySummary[] }>(found).data.searchItem) {
    const body = { productCode: product.productCode, travelDate: date, travellers };
    const check = json<AvailabilityCheckResult>(await call(app, caller, { method: "POST", url: "/api/activities/availability/check", body })).data;
    for (const option of check.options) {
      const slot = option.slots.find((s) => s.available && timeOfDayTag(s.startTime) === "morning");
      if (!slot) continue;
      const res = await call(app, caller, { method: "POST", url: "/api/activities/availability/check", body: { ...body, optionCode: option.optionCode, startTime: slot.startTime } });
      const offer = json<AvailabilityCheckResult>(res).data.offer;
      if (offer && offer.bookingQuestions.every((q) => !q.required) && where(offer)) return offer;
    }
  }
  throw new Error("no morning slot");
}

export function travellersFor(offer: ActivityOffer, lastName = "Traveller") {
  return [
    ...Array.from({ length: offer.travellers.ADT }, (_, i) => ({ type: "ADT" as const, firstName: `Ada${"abcde"[i] ?? ""}`, lastName })),
    ...Array.from({ length: offer.travellers.CHD }, () => ({ type: "CHD" as const, firstName: "Tim", lastName })),
  ];
}

export const activityContact = { email: "ada@example.test", phone: "+1 415 555 0100" };

export function bookBody(offer: ActivityOffer, opts: { key?: string; lastName?: string } = {}) {
  return { idempotencyKey: opts.key ?? newKey("act"), offerId: offer.id, travellers: travellersFor(offer, opts.lastName), contact: activityContact };
}

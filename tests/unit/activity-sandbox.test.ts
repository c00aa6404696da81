import { describe, expect, it } from "vitest";
import { activitySearchRequest, type ActivitySearchRequestInput } from "@/shared/api/activities";
import { multiply } from "@/shared/money";
import { durationTag, matchesTags, timeOfDayTag } from "@/shared/activities/tags";
import { productImageSvg } from "@/server/suppliers/activities/images";
import { SandboxActivitySupplier, type ActivitySandboxStore, type SandboxActivityBooking } from "@/server/suppliers/activities/sandbox";
import { ACTIVITY_TRIGGERS } from "@/server/suppliers/activities/sandbox-triggers";
import { ActivitySupplierError } from "@/server/suppliers/activities/types";

const LISBON = 2267057;

class MemoryStore implements ActivitySandboxStore {
  readonly rows = new Map<string, SandboxActivityBooking>();
  async get(reference: string) {
    return this.rows.get(reference);
  }
  async put(booking: SandboxActivityBooking) {
    this.rows.set(booking.reference, booking);
  }
}

/** A sandbox whose clock the test moves. */
function sandbox(start = "2030-03-01T10:00:00Z") {
  const clock = { now: new Date(start) };
  const store = new MemoryStore();
  return { supplier: new SandboxActivitySupplier({ store, clock: () => clock.now }), clock, store };
}

const search = (input: Omit<ActivitySearchRequestInput, "destinationId"> & { destinationId?: number } = {}) => activitySearchRequest.parse({ destinationId: LISBON, ...input });

async function firstOffer(s: SandboxActivitySupplier, destinationId = LISBON, date = "2030-03-20", travellers = { ADT: 2, CHD: 1 }) {
  const page = await s.search(search({ destinationId, filterItem: { tags: ["morning"] } }));
  for (const product of page.products) {
    const check = await s.availability({ productCode: product.productCode, travelDate: date, travellers });
    for (const option of check.options) {
      const slot = option.slots.find((x) => x.available && timeOfDayTag(x.startTime) === "morning");
      if (slot) {
        const booked = await s.availability({ productCode: product.productCode, travelDate: date, travellers, optionCode: option.optionCode, startTime: slot.startTime });
        if (booked.offer) return booked.offer;
      }
    }
  }
  throw new Error("no morning slot");
}

async function code(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ActivitySupplierError) return error.code;
    throw error;
  }
  return "none";
}

describe("activity sandbox catalogue", () => {
  it("makes the same products for a destination every time, in pages of 50 (Lisbon: 139)", async () => {
    const { supplier } = sandbox();
    const pages = await Promise.all([0, 50, 100].map((start) => supplier.search(search({ start }))));
    expect(pages.map((p) => p.products.length)).toEqual([50, 50, 39]);
    expect(pages[0]?.total).toBe(139);
    const again = await sandbox().supplier.search(search());
    expect(again.products).toEqual(pages[0]?.products);
    const codes = new Set(pages.flatMap((p) => p.products.map((x) => x.productCode)));
    expect(codes.size).toBe(139);
  });

  it("filters by spec B §9 tags: groups with AND, tags of a group with OR", async () => {
    const { supplier } = sandbox();
    const morning = await supplier.search(search({ filterItem: { tags: ["morning"] }, start: 0 }));
    expect(morning.total).toBeGreaterThan(0);
    expect(morning.products.every((p) => p.startTimes.some((t) => timeOfDayTag(t) === "morning"))).toBe(true);
    const both = await supplier.search(search({ filterItem: { tags: ["morning", "evening", "freeCancellation"] } }));
    expect(both.products.every((p) => (p.tags.includes("morning") || p.tags.includes("evening")) && p.tags.includes("freeCancellation"))).toBe(true);
    expect(matchesTags(new Set(["morning"]), ["morning", "kidFriendly"])).toBe(false);
    expect([60, 61, 240, 241, 1440, 1441, 4320, 4321].map(durationTag)).toEqual([
      "durationUpTo1h",
      "duration1to4h",
      "duration1to4h",
      "duration4hTo1d",
      "duration4hTo1d",
      "duration1to3d",
      "duration1to3d",
      "duration3dPlus",
    ]);
  });

  it("sorts by price, and every product has details, reviews, a meeting point and drawn pictures", async () => {
    const { supplier } = sandbox();
    const cheap = await supplier.search(search({ filterItem: { sortOrder: "PRICE_LOW_TO_HIGH" } }));
    const prices = cheap.products.map((p) => p.fromPrice.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = cheap.products[0]!;
    const details = await supplier.details(first.productCode);
    expect(details.options.length).toBeGreaterThan(0);
    expect(details.images.length).toBeGreaterThanOrEqual(3);
    const location = await supplier.location(details.meetingPoint.ref);
    expect(location.timeZone).toBe("Europe/Lisbon");
    expect(productImageSvg(first.productCode, 1)).toContain("<svg");
    expect(productImageSvg(first.productCode, 99)).toBeNull();
    expect(await code(supplier.details("1P1"))).toBe("ACTIVITY_NOT_FOUND");
  });

  it("offers only future days with an open slot", async () => {
    const { supplier } = sandbox();
    const { products } = await supplier.search(search());
    const dates = await supplier.availableDates(products[0]!.productCode, "2030-02-25", 30);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => d >= "2030-03-01")).toBe(true);
  });
});

describe("activity sandbox offers and triggers", () => {
  it("prices an offer again unchanged; Prescott's first checkout is 8 % dearer once", async () => {
    const { supplier } = sandbox();
    const offer = await firstOffer(supplier);
    expect(await supplier.price(offer.id)).toMatchObject({ priceChanged: false, offer: { id: offer.id } });
    const prescott = await firstOffer(supplier, ACTIVITY_TRIGGERS.priceChangeDestinationId);
    const changed = await supplier.price(prescott.id);
    expect(changed.priceChanged).toBe(true);
    expect(changed.previousTotal).toEqual(prescott.totalAmount);
    expect(changed.offer.totalAmount.amount).toBeGreaterThan(prescott.totalAmount.amount);
    expect((await supplier.price(changed.offer.id)).priceChanged).toBe(false);
  });

  it("expires offers 30 minutes after the availability check", async () => {
    const { supplier, clock } = sandbox();
    const offer = await firstOffer(supplier);
    clock.now = new Date(clock.now.getTime() + 31 * 60_000);
    expect(await code(supplier.price(offer.id))).toBe("OFFER_EXPIRED");
  });

  it("SOLDOUT and REJECT refuse the booking", async () => {
    const { supplier } = sandbox();
    const offer = await firstOffer(supplier);
    const travellers = (lastName: string) => [{ type: "ADT" as const, firstName: "Ada", lastName }];
    expect(await code(supplier.book(offer.id, { travellers: travellers("Soldout"), answers: [] }))).toBe("SLOT_SOLD_OUT");
    expect(await code(supplier.book(offer.id, { travellers: travellers("REJECT"), answers: [] }))).toBe("BOOKING_REJECTED");
  });

  it("quotes a free cancellation in full; REQUOTE lowers the refund after the first quote; FXREFUND refunds in euros", async () => {
    const { supplier } = sandbox();
    const offer = await firstOffer(supplier);
    const book = (lastName: string) => supplier.book(offer.id, { travellers: [{ type: "ADT", firstName: "Ada", lastName }], answers: [] });
    const plain = await book("Traveller");
    const q = await supplier.cancelQuote(plain.reference);
    const expected = offer.cancellationPolicy.type === "FREE" ? offer.totalAmount.amount : offer.cancellationPolicy.type === "PARTIAL" ? multiply(offer.totalAmount, 0.5).amount : 0;
    expect(q.refund.amount).toBe(expected);
    expect(q.penalty.amount + q.refund.amount).toBe(offer.totalAmount.amount);
    const requote = await book("REQUOTE");
    const first = await supplier.cancelQuote(requote.reference);
    const second = await supplier.cancelQuote(requote.reference);
    if (first.refund.amount > 0) expect(second.refund.amount).toBeLessThan(first.refund.amount);
    const cancelled = await supplier.cancel(requote.reference, "WEATHER");
    expect(cancelled.refund).toEqual(second.refund);
    expect(await code(supplier.cancel(requote.reference))).toBe("ALREADY_CANCELLED");
    const fx = await supplier.cancelQuote((await book("fxrefund")).reference);
    expect(fx.refund.currency).toBe("EUR");
    expect(fx.exchangeRate).toEqual({ from: "EUR", to: "USD", rate: expect.closeTo(1 / 0.92, 5) });
  });
});

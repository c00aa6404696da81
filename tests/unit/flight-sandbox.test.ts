import { describe, expect, it } from "vitest";
import { flightOffer, flightSearchResult } from "@/shared/api/flights";
import { FLIGHT_MAX_RESULTS } from "@/shared/constants";
import { SANDBOX_TRIGGERS, SandboxFlightSupplier } from "@/server/suppliers/flights/sandbox";
import { summarizeOffers } from "@/server/suppliers/flights/summaries";
import type { SupplierSearchRequest } from "@/server/suppliers/flights/types";

const NOW = new Date("2030-05-01T10:00:00Z");

function fixedClock(start = NOW) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return { clock, advance: (ms: number) => (now += ms) };
}

const oneWay = (origin: string, destination: string, departureDate = "2030-05-10", extra: Partial<SupplierSearchRequest> = {}): SupplierSearchRequest => ({
  slices: [{ origin, destination, departureDate }],
  passengers: { ADT: 1, CHD: 0, INF: 0 },
  cabin: "NoPreference",
  maxResults: FLIGHT_MAX_RESULTS,
  ...extra,
});

describe("sandbox search", () => {
  it("gives byte-equal offers for the same search on the same clock, even across instances", async () => {
    const a = await new SandboxFlightSupplier({ clock: () => NOW }).search(oneWay("JFK", "LHR"));
    const b = await new SandboxFlightSupplier({ clock: () => NOW }).search(oneWay("JFK", "LHR"));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.offers.length).toBeGreaterThan(100);
  });

  it("answers offers that satisfy the shared schema, sorted by total", async () => {
    const r = await new SandboxFlightSupplier({ clock: () => NOW }).search(oneWay("JFK", "LHR"));
    for (const o of r.offers.slice(0, 50)) flightOffer.parse(o);
    const totals = r.offers.map((o) => o.totalAmount.amount);
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
    expect(new Set(r.offers.map((o) => o.id)).size).toBe(r.offers.length);
    flightSearchResult.parse({ ...r, ...summarizeOffers(r.offers) });
  });

  it("flies JFK–LHR nonstop in about seven hours on real airlines", async () => {
    const r = await new SandboxFlightSupplier({ clock: () => NOW }).search(oneWay("JFK", "LHR"));
    const direct = r.offers.filter((o) => o.maxStops === 0);
    expect(direct.length).toBeGreaterThan(10);
    for (const o of direct) {
      const leg = o.flights[0];
      expect(leg?.duration).toBeGreaterThanOrEqual(6.5 * 60);
      expect(leg?.duration).toBeLessThanOrEqual(8 * 60);
    }
    const airlines = new Set(direct.map((o) => o.flights[0]?.airline));
    expect([...airlines].every((c) => ["BA", "VS", "AA", "DL", "B6", "UA"].includes(c ?? ""))).toBe(true);
    expect(direct[0]?.flights[0]?.departureTime).toMatch(/^2030-05-10T\d{2}:\d{2}:00-04:00$/);
    expect(direct[0]?.flights[0]?.arrivalTime).toMatch(/\+01:00$/);
  });

  it("keeps stops between 0 and 2 through real hubs, with layovers and consistent times", async () => {
    const r = await new SandboxFlightSupplier({ clock: () => NOW }).search(oneWay("SJO", "CDG"));
    const counts = new Set(r.offers.map((o) => o.maxStops));
    expect([...counts].every((n) => n >= 0 && n <= 2)).toBe(true);
    expect(counts.has(1)).toBe(true);
    for (const o of r.offers) {
      for (const leg of o.flights) {
        expect(leg.stops.length).toBe(leg.segments.length - 1);
        leg.stops.forEach((s, i) => {
          expect(s.layover).toBeGreaterThanOrEqual(55);
          expect(s.layover).toBeLessThanOrEqual(210);
          expect(leg.segments[i]?.destination).toBe(s.airport);
        });
        const first = leg.segments[0];
        const last = leg.segments[leg.segments.length - 1];
        const elapsed = (Date.parse(last?.arrivalTime ?? "") - Date.parse(first?.departureTime ?? "")) / 60_000;
        expect(elapsed).toBe(leg.duration);
      }
    }
  });

  it("caps at 1000 offers on a busy round trip, with every cabin present", async () => {
    const r = await new SandboxFlightSupplier({ clock: () => NOW }).search({
      ...oneWay("JFK", "LHR"),
      slices: [
        { origin: "JFK", destination: "LHR", departureDate: "2030-05-10" },
        { origin: "LHR", destination: "JFK", departureDate: "2030-05-17" },
      ],
    });
    expect(r.offers).toHaveLength(FLIGHT_MAX_RESULTS);
    expect(new Set(r.offers.map((o) => o.fareFamily.cabin))).toEqual(new Set(["Economy", "Premium", "Business", "First"]));
    expect(r.offers.every((o) => o.flights.length === 2)).toBe(true);
  });

  it("honours a smaller maxResults and a cabin choice", async () => {
    const r = await new SandboxFlightSupplier({ clock: () => NOW }).search(oneWay("JFK", "LHR", "2030-05-10", { maxResults: 20, cabin: "Business" }));
    expect(r.offers).toHaveLength(20);
    expect(r.offers.every((o) => o.fareFamily.cabin === "Business" && o.flights.every((f) => f.cabin === "Business"))).toBe(true);
  });

  it("prices children and lap infants separately, infants cheaper", async () => {
    const r = await new SandboxFlightSupplier({ clock: () => NOW }).search(oneWay("JFK", "LHR", "2030-05-10", { passengers: { ADT: 2, CHD: 1, INF: 1 } }));
    const o = r.offers[0];
    const byType = Object.fromEntries((o?.passengers ?? []).map((p) => [p.type, p]));
    expect(byType.ADT?.count).toBe(2);
    expect(byType.INF?.baseAmount.amount).toBeLessThan(byType.CHD?.baseAmount.amount ?? 0);
    expect(byType.CHD?.baseAmount.amount).toBeLessThan(byType.ADT?.baseAmount.amount ?? 0);
    const sum = (o?.passengers ?? []).reduce((s, p) => s + p.totalAmount.amount, 0);
    expect(o?.totalAmount.amount).toBe(sum);
  });

  it("builds one leg per city on a multi-city search", async () => {
    const r = await new SandboxFlightSupplier({ clock: () => NOW }).search({
      ...oneWay("JFK", "CDG"),
      slices: [
        { origin: "JFK", destination: "CDG", departureDate: "2030-05-10" },
        { origin: "CDG", destination: "FCO", departureDate: "2030-05-14" },
        { origin: "FCO", destination: "JFK", departureDate: "2030-05-20" },
      ],
    });
    expect(r.offers.length).toBeGreaterThan(0);
    expect(r.offers[0]?.flights.map((f) => `${f.origin}-${f.destination}`)).toEqual(["JFK-CDG", "CDG-FCO", "FCO-JFK"]);
  });

  it("rejects unknown airports and past dates", async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    await expect(s.search(oneWay("JFK", "QQQ"))).rejects.toMatchObject({ code: "INVALID_REQUEST" });
    await expect(s.search(oneWay("JFK", "LHR", "2030-04-01"))).rejects.toMatchObject({ code: "INVALID_REQUEST" });
  });
});

describe("offers over time", () => {
  it("expire 30 minutes after the search", async () => {
    const { clock, advance } = fixedClock();
    const s = new SandboxFlightSupplier({ clock });
    const r = await s.search(oneWay("JFK", "LHR"));
    const offer = r.offers[0];
    expect(offer?.expiresAt).toBe("2030-05-01T10:30:00.000Z");
    advance(29 * 60_000);
    await expect(s.reprice(offer?.id ?? "")).resolves.toMatchObject({ priceChanged: false });
    advance(60_000);
    await expect(s.reprice(offer?.id ?? "")).rejects.toMatchObject({ code: "OFFER_EXPIRED" });
  });

  it("are rebuilt from their id by a fresh instance (a restart)", async () => {
    const r = await new SandboxFlightSupplier({ clock: () => NOW }).search(oneWay("JFK", "LHR"));
    const offer = r.offers[7];
    const after = await new SandboxFlightSupplier({ clock: () => NOW }).reprice(offer?.id ?? "");
    expect(after.offer).toEqual(offer);
  });

  it("answers OFFER_NOT_FOUND for a forged id", async () => {
    await expect(new SandboxFlightSupplier({ clock: () => NOW }).reprice("sbx1_nonsense")).rejects.toMatchObject({ code: "OFFER_NOT_FOUND" });
  });

  it("gives fare rules text with the fare family's conditions", async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    const r = await s.search(oneWay("JFK", "LHR"));
    const basic = r.offers.find((o) => o.fareFamily.name === "Basic");
    const rules = await s.fareRules(basic?.id ?? "");
    expect(rules.rules.map((x) => x.title)).toEqual(["Fare", "Baggage", "Changes", "Cancellation", "No-show", "Validity"]);
    expect(rules.rules.find((x) => x.title === "Changes")?.text).toBe("Changes are not permitted.");
  });
});

const adult = (lastName = "Smith") => ({ type: "ADT" as const, firstName: "Alex", lastName, birthDate: "1985-02-03", citizenship: "US" });
const contact = { email: "alex@example.com", phone: "+1 555 0100" };

async function searchAndPick(s: SandboxFlightSupplier, date = "2030-05-10", family: "Basic" | "Standard" | "Flex" = "Basic", to = "LHR") {
  const r = await s.search(oneWay("JFK", to, date));
  const offer = r.offers.find((o) => o.fareFamily.name === family);
  if (!offer) throw new Error("no offer");
  return offer;
}

describe("sandbox triggers", () => {
  it(`changes the price once on reprice of a flight to or from ${SANDBOX_TRIGGERS.priceChangeAirport}, on any date`, async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    const offer = await searchAndPick(s, "2030-05-14", "Basic", SANDBOX_TRIGGERS.priceChangeAirport);
    const first = await s.reprice(offer.id);
    expect(first.priceChanged).toBe(true);
    expect(first.previousTotal).toEqual(offer.totalAmount);
    expect(first.offer.totalAmount.amount).toBeGreaterThan(offer.totalAmount.amount);
    expect(first.offer.id).not.toBe(offer.id);
    const again = await s.reprice(first.offer.id);
    expect(again).toMatchObject({ priceChanged: false, previousTotal: null });
    const order = await s.book(first.offer.id, [adult()], contact);
    expect(order.totalAmount).toEqual(first.offer.totalAmount);
  });

  it("keeps the price on any other route, on the 13th too", async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    const offer = await searchAndPick(s, "2030-05-13");
    expect(await s.reprice(offer.id)).toMatchObject({ priceChanged: false, offer });
  });

  it(`sells out at booking for last name ${SANDBOX_TRIGGERS.soldOutLastName}`, async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    const offer = await searchAndPick(s);
    await expect(s.book(offer.id, [adult("Soldout")], contact)).rejects.toMatchObject({ code: "OFFER_SOLD_OUT", retryable: false });
  });

  it(`times out at booking for last name ${SANDBOX_TRIGGERS.timeoutLastName}`, async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    const offer = await searchAndPick(s);
    await expect(s.book(offer.id, [adult("TIMEOUT")], contact)).rejects.toMatchObject({ code: "SUPPLIER_TIMEOUT", retryable: true });
  });

  it(`times out a search to or from ${SANDBOX_TRIGGERS.searchTimeoutAirport}`, async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    await expect(s.search(oneWay("MIA", SANDBOX_TRIGGERS.searchTimeoutAirport))).rejects.toMatchObject({ code: "SUPPLIER_TIMEOUT" });
  });

  it("books, tickets and reads back a reservation by PNR", async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    const offer = await searchAndPick(s);
    const order = await s.book(offer.id, [adult()], contact);
    expect(order).toMatchObject({ status: "held", totalAmount: offer.totalAmount });
    expect(order.pnr).toMatch(/^[A-Z2-9]{6}$/);
    const ticketed = await s.ticket(order.orderId);
    expect(ticketed.status).toBe("ticketed");
    expect(ticketed.passengers[0]?.ticketNumber).toMatch(/^\d{13}$/);
    expect(await s.getReservation(order.pnr)).toEqual(ticketed);
  });

  it("rejects a booking whose passengers do not match the offer", async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    const offer = await searchAndPick(s);
    await expect(s.book(offer.id, [adult(), adult("Jones")], contact)).rejects.toMatchObject({ code: "INVALID_REQUEST" });
  });

  it("charges the fare as penalty on a non-refundable ticket and refunds taxes", async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    const offer = await searchAndPick(s, "2030-05-10", "Basic");
    const order = await s.ticket((await s.book(offer.id, [adult()], contact)).orderId);
    const quote = await s.cancellationPenalty(order.pnr);
    expect(quote.penalty).toEqual(offer.passengers[0]?.baseAmount);
    expect(quote.refund).toEqual(offer.passengers[0]?.taxAmount);
    const cancelled = await s.cancel(order.pnr);
    expect(cancelled).toMatchObject({ status: "cancelled", penalty: quote.penalty, refund: quote.refund });
    await expect(s.cancel(order.pnr)).rejects.toMatchObject({ code: "ORDER_ALREADY_CANCELLED" });
  });

  it(`forces a penalty on a Flex fare for last name ${SANDBOX_TRIGGERS.penaltyLastName}`, async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    const offer = await searchAndPick(s, "2030-05-10", "Flex");
    const normal = await s.ticket((await s.book(offer.id, [adult()], contact)).orderId);
    expect((await s.cancellationPenalty(normal.pnr)).penalty.amount).toBe(0);
    const penalised = await s.ticket((await s.book(offer.id, [adult("Penalty")], contact)).orderId);
    expect((await s.cancellationPenalty(penalised.pnr)).penalty.amount).toBe(SANDBOX_TRIGGERS.forcedPenaltyPerPassenger);
  });

  it(`raises the penalty after the first quote for last name ${SANDBOX_TRIGGERS.requoteLastName}, and cancels at the raised one`, async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    const offer = await searchAndPick(s, "2030-05-10", "Flex");
    const order = await s.ticket((await s.book(offer.id, [adult("Requote")], contact)).orderId);
    const first = await s.cancellationPenalty(order.pnr);
    expect(first.penalty.amount).toBe(0);
    const second = await s.cancellationPenalty(order.pnr);
    expect(second.penalty.amount).toBe(SANDBOX_TRIGGERS.forcedPenaltyPerPassenger);
    expect(second.refund.amount).toBe(offer.totalAmount.amount - SANDBOX_TRIGGERS.forcedPenaltyPerPassenger);
    expect(await s.cancellationPenalty(order.pnr)).toEqual(second); // deterministic: not cumulative
    expect(await s.cancel(order.pnr)).toMatchObject({ status: "cancelled", penalty: second.penalty, refund: second.refund });
    // Any other name: every quote is the same.
    const plain = await s.ticket((await s.book(offer.id, [adult()], contact)).orderId);
    await s.cancellationPenalty(plain.pnr);
    expect((await s.cancellationPenalty(plain.pnr)).penalty.amount).toBe(0);
  });

  it(`caps the ${SANDBOX_TRIGGERS.requoteLastName} penalty at the total`, async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    const offer = await searchAndPick(s, "2030-05-10", "Basic");
    const order = await s.ticket((await s.book(offer.id, [adult("Requote")], contact)).orderId);
    await s.cancellationPenalty(order.pnr);
    const later = await s.cancellationPenalty(order.pnr);
    expect(later.penalty.amount).toBe(Math.min(offer.totalAmount.amount, (offer.passengers[0]?.baseAmount.amount ?? 0) + SANDBOX_TRIGGERS.forcedPenaltyPerPassenger));
    expect(later.penalty.amount + later.refund.amount).toBe(offer.totalAmount.amount);
  });

  it(`rejects cancel and void for last name ${SANDBOX_TRIGGERS.cancelRejectedLastName}`, async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    const offer = await searchAndPick(s);
    const order = await s.ticket((await s.book(offer.id, [adult("Cancelfail")], contact)).orderId);
    await expect(s.cancel(order.pnr)).rejects.toMatchObject({ code: "CANCEL_REJECTED" });
    await expect(s.void(order.pnr)).rejects.toMatchObject({ code: "CANCEL_REJECTED" });
  });

  it("voids for a full refund within 24 hours of booking only, across midnight too", async () => {
    const { clock, advance } = fixedClock(new Date("2030-05-01T23:59:00Z"));
    const s = new SandboxFlightSupplier({ clock });
    const offer = await searchAndPick(s);
    const today = await s.ticket((await s.book(offer.id, [adult()], contact)).orderId);
    const later = await s.ticket((await s.book(offer.id, [adult("Jones")], contact)).orderId);
    expect((await s.cancellationPenalty(today.pnr)).voidable).toBe(true);
    const voided = await s.void(today.pnr);
    expect(voided).toMatchObject({ status: "voided", penalty: { amount: 0 }, refund: offer.totalAmount });
    advance(2 * 60_000); // 00:01 UTC the next day: still within the window
    expect((await s.cancellationPenalty(later.pnr)).voidable).toBe(true);
    advance(24 * 60 * 60_000 - 2 * 60_000); // 24 hours after booking
    expect((await s.cancellationPenalty(later.pnr)).voidable).toBe(false);
    await expect(s.void(later.pnr)).rejects.toMatchObject({ code: "VOID_NOT_ALLOWED" });
  });

  it("cannot void an unticketed booking, and cancels it free", async () => {
    const s = new SandboxFlightSupplier({ clock: () => NOW });
    const offer = await searchAndPick(s);
    const held = await s.book(offer.id, [adult()], contact);
    await expect(s.void(held.pnr)).rejects.toMatchObject({ code: "ORDER_NOT_TICKETED" });
    expect(await s.cancellationPenalty(held.pnr)).toMatchObject({ penalty: { amount: 0 }, refund: { amount: 0 }, cancellable: true });
  });
});

import type { FastifyRequest } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { flightSearchResponse } from "@/shared/api/flights";
import { FLIGHT_MAX_RESULTS } from "@/shared/constants";
import { searchPayload, validatedSearchJson } from "@/server/flights/search-response";
import { DEFAULT_PRICING_RULE } from "@/server/pricing/markup";
import { SandboxFlightSupplier } from "@/server/suppliers/flights/sandbox";

// The flight search answer's check (src/server/flights/search-response.ts): each distinct leg once, the same schemas
// as the route's flightSearchResponse, so the same JSON and the same refusals.
const request = { method: "POST", url: "/api/flight/search" } as FastifyRequest;
const supplier = new SandboxFlightSupplier({ clock: () => new Date("2030-05-01T10:00:00Z") });
const roundTrip = () =>
  supplier.search({
    slices: [
      { origin: "JFK", destination: "LHR", departureDate: "2030-05-10" },
      { origin: "LHR", destination: "JFK", departureDate: "2030-05-17" },
    ],
    passengers: { ADT: 1, CHD: 0, INF: 0 },
    cabin: "NoPreference",
    maxResults: FLIGHT_MAX_RESULTS,
  });

describe("the flight search answer's check", () => {
  it("answers what the route's schema answers, with a search's shared legs checked once", async () => {
    const payload = searchPayload(await roundTrip(), DEFAULT_PRICING_RULE, "OK");
    const legs = new Set(payload.data.offers.flatMap((o) => o.flights));
    // The offers share their legs: far fewer distinct legs than the offers' legs.
    expect(payload.data.offers.length).toBeGreaterThan(500);
    expect(legs.size).toBeLessThan(payload.data.offers.flatMap((o) => o.flights).length / 4);
    expect(validatedSearchJson(request)(payload)).toBe(JSON.stringify(flightSearchResponse.parse(payload)));
  });

  it("refuses a bad shared leg, a bad offer and a bad envelope, as the route's schema does; drops unknown keys", async () => {
    const check = validatedSearchJson(request);
    const fresh = async () => searchPayload(await roundTrip(), DEFAULT_PRICING_RULE, "OK");
    const badLeg = await fresh();
    const shared = badLeg.data.offers[3]!.flights[0]!;
    Object.assign(shared, { airline: "not an airline" });
    expect(flightSearchResponse.safeParse(badLeg).success).toBe(false);
    expect(() => check(badLeg)).toThrow(ResponseSerializationError);
    const noLegs = await fresh();
    noLegs.data.offers[7]!.flights = [];
    expect(() => check(noLegs)).toThrow(ResponseSerializationError);
    const badOffer = await fresh();
    Object.assign(badOffer.data.offers[0]!, { seatsRemaining: 0 });
    expect(() => check(badOffer)).toThrow(ResponseSerializationError);
    const extra = await fresh();
    Object.assign(extra.data.offers[0]!.flights[0]!, { netAmount: 1 });
    Object.assign(extra.data.offers[0]!, { markup: 1 });
    const json = check(extra);
    expect(json).not.toContain("netAmount");
    expect(json).not.toContain('"markup"');
    expect(json).toBe(JSON.stringify(flightSearchResponse.parse(extra)));
  });
});

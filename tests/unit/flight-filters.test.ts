import { describe, expect, it } from "vitest";
import { applyFilterChange, defaultFilters, prepareOffers, summarize, timeBucketOf, visibleOffers, type FlightFilters } from "@/shared/flights/filters";
import { leg, offer, offers, usd } from "../model/flights/fixtures";

const prepared = prepareOffers(offers);
const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);
const withChange = (...changes: Parameters<typeof applyFilterChange>[1][]): FlightFilters =>
  changes.reduce((filters, change) => applyFilterChange(filters, change, prepared.facets), defaultFilters(prepared.facets));

describe("stops (spec A §5: every leg must match)", () => {
  it("Direct requires every leg non-stop; a mixed itinerary only shows under Any", () => {
    expect(ids(visibleOffers(prepared, withChange({ kind: "stops", stops: "Direct" }), "Cheapest"))).toEqual(["OF1"]);
    expect(ids(visibleOffers(prepared, withChange({ kind: "stops", stops: "OneStop" }), "Cheapest"))).toEqual(["OF2"]);
    expect(ids(visibleOffers(prepared, withChange({ kind: "stops", stops: "TwoPlus" }), "Cheapest"))).toEqual(["OF4"]);
    expect(visibleOffers(prepared, withChange({ kind: "stops", stops: "Any" }), "Cheapest")).toHaveLength(4);
    expect(ids(visibleOffers(prepared, withChange({ kind: "stops", stops: "Direct" }), "Cheapest"))).not.toContain(offers[2]?.id);
  });
});

describe("time buckets (spec A §4)", () => {
  it.each([
    ["00:00", "EarlyMorning"],
    ["04:59", "EarlyMorning"],
    ["05:00", "Morning"],
    ["11:59", "Morning"],
    ["12:00", "Afternoon"],
    ["17:59", "Afternoon"],
    ["18:00", "Evening"],
    ["23:59", "Evening"],
  ])("%s is %s (local wall time)", (time, bucket) => {
    expect(timeBucketOf(`2030-05-02T${time}:00+09:00`)).toBe(bucket);
  });

  it("filters on the first leg's departure bucket: 04:59 and 05:00 fall apart", () => {
    const early = withChange({ kind: "only", group: "departure", value: "EarlyMorning" });
    expect(ids(visibleOffers(prepared, early, "Cheapest"))).toEqual(["OF1"]);
    const morning = withChange({ kind: "only", group: "departure", value: "Morning" });
    expect(ids(visibleOffers(prepared, morning, "Cheapest"))).toEqual(["OF3", "OF2"]);
  });
});

describe("airlines: select all, remove all, only", () => {
  it("Only BA shows itineraries with a BA leg; remove all shows none; select all restores", () => {
    expect(ids(visibleOffers(prepared, withChange({ kind: "only", group: "airlines", value: "BA" }), "Cheapest"))).toEqual(["OF3", "OF2"]);
    expect(visibleOffers(prepared, withChange({ kind: "clearAll", group: "airlines" }), "Cheapest")).toEqual([]);
    const restored = withChange({ kind: "clearAll", group: "airlines" }, { kind: "selectAll", group: "airlines" });
    expect(restored.airlines).toEqual(["AA", "BA"]);
  });

  it("toggling an unknown airline changes nothing", () => {
    expect(withChange({ kind: "toggle", group: "airlines", value: "ZZ" })).toEqual(defaultFilters(prepared.facets));
  });

  it("filters combine in sequence", () => {
    const filters = withChange({ kind: "only", group: "airlines", value: "BA" }, { kind: "only", group: "cabins", value: "Business" });
    expect(ids(visibleOffers(prepared, filters, "Cheapest"))).toEqual(["OF2"]);
  });
});

describe("sliders (default [1,12], open at both ends)", () => {
  it("the default hides nothing, even legs over 12 hours", () => {
    expect(visibleOffers(prepared, withChange(), "Cheapest")).toHaveLength(4);
  });
  it("a narrower duration range keeps offers whose every leg fits", () => {
    const filters = withChange({ kind: "slider", slider: "durationHours", range: [1, 8] });
    expect(ids(visibleOffers(prepared, filters, "Cheapest"))).toEqual(["OF1"]);
  });
  it("ranges are clamped and ordered", () => {
    expect(withChange({ kind: "slider", slider: "layoverHours", range: [20, -3] }).layoverHours).toEqual([1, 12]);
  });
});

describe("sort and summaries (spec A §4)", () => {
  it("Cheapest by total, Quickest by first-leg duration, Best by the combination", () => {
    const all = defaultFilters(prepared.facets);
    expect(ids(visibleOffers(prepared, all, "Cheapest"))).toEqual(["OF4", "OF3", "OF2", "OF1"]);
    expect(ids(visibleOffers(prepared, all, "Quickest"))).toEqual(["OF3", "OF1", "OF2", "OF4"]);
    expect(ids(visibleOffers(prepared, all, "Best"))[0]).toBe("OF3");
    expect(summarize(offers)).toMatchObject({ cheapest: { offerId: "OF4" }, quickest: { offerId: "OF3" }, best: { offerId: "OF3" } });
    expect(summarize([])).toEqual({ cheapest: null, best: null, quickest: null });
  });

  it("facets give the lowest price per stop class, cabin and airline", () => {
    expect(prepared.facets.stops).toEqual({
      Direct: { value: "Direct", count: 1, lowest: usd(50_000) },
      OneStop: { value: "OneStop", count: 1, lowest: usd(42_000) },
      TwoPlus: { value: "TwoPlus", count: 1, lowest: usd(30_000) },
    });
    expect(prepared.facets.cabins.map((f) => [f.value, f.count, f.lowest?.amount])).toEqual([
      ["Economy", 3, 30_000],
      ["Business", 1, 42_000],
    ]);
    expect(prepared.facets.airlines.map((f) => [f.value, f.count, f.lowest?.amount])).toEqual([
      ["AA", 3, 30_000],
      ["BA", 2, 39_000],
    ]);
  });
});

describe("1000 offers", () => {
  it("filters 1000 offers so every visible offer matches (speed is measured in bench/machine-filters.ts)", () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      offer(`X${i}`, 20_000 + ((i * 7919) % 50_000), [leg({ airline: i % 3 ? "AA" : "BA", stops: i % 3, departure: `${String(i % 24).padStart(2, "0")}:00` })]),
    );
    const big = prepareOffers(many);
    const filters = applyFilterChange(defaultFilters(big.facets), { kind: "stops", stops: "Direct" }, big.facets);
    expect(visibleOffers(big, filters, "Cheapest").every((o) => o.flights.every((f) => f.stops.length === 0))).toBe(true);
    expect(visibleOffers(big, filters, "Quickest")).toHaveLength(visibleOffers(big, filters, "Cheapest").length);
  });
});

// The routes' search params without zod (src/web/lib/search-params.ts): each field keeps what the zod schemas
// did (optional, a bad value dropped, never an error page; numbers coerced only where they were), and the
// verticals' URL params still decode into the machines' restore input (a refresh, a shared link).
import { describe, expect, it } from "vitest";
import { decodeRestore as decodeFlight, encodeRestore as encodeFlight } from "@/web/features/flights/url";
import { flightUrlSearch } from "@/web/features/flights/url-params";
import { hotelUrlSearch } from "@/web/features/hotels/url-params";
import { activityUrlSearch } from "@/web/features/activities/url-params";
import { listSearch } from "@/web/features/back-office/list-search";
import { bool, either, flag, int, isoDay, oneOf, searchParams, text, uuid } from "@/web/lib/search-params";

describe("fields", () => {
  it("text: only a string, within its length and pattern", () => {
    const field = text({ min: 1, max: 3, pattern: /^[a-z]+$/ });
    expect(field("abc")).toBe("abc");
    expect(field("")).toBeUndefined();
    expect(field("abcd")).toBeUndefined();
    expect(field("AB")).toBeUndefined();
    // The router reads `?a=12` as a number: not a string, as with z.string().
    expect(field(12)).toBeUndefined();
    expect(text({ test: (v) => v.startsWith("x") })("yz")).toBeUndefined();
  });

  it("isoDay and uuid", () => {
    expect(isoDay("2030-05-02")).toBe("2030-05-02");
    expect(isoDay("2030-5-2")).toBeUndefined();
    expect(uuid("0b7e3c9a-5a52-4a3b-9d1e-2f6f8e9a1b2c")).toBe("0b7e3c9a-5a52-4a3b-9d1e-2f6f8e9a1b2c");
    expect(uuid("0b7e3c9a-5a52-0a3b-9d1e-2f6f8e9a1b2c")).toBeUndefined();
    expect(uuid("not-a-uuid")).toBeUndefined();
  });

  it("int: a whole number within bounds; text read as a number only when coerced", () => {
    expect(int({ min: 0, max: 9 })(3)).toBe(3);
    expect(int({ min: 0, max: 9 })("3")).toBeUndefined();
    expect(int({ min: 0, max: 9, coerce: true })("3")).toBe(3);
    expect(int({ min: 0, max: 9, coerce: true })("x")).toBeUndefined();
    expect(int({ min: 0, max: 9 })(10)).toBeUndefined();
    expect(int({ min: 0, max: 9 })(-1)).toBeUndefined();
    expect(int()(1.5)).toBeUndefined();
    expect(int()(Number.NaN)).toBeUndefined();
    expect(int()(Infinity)).toBeUndefined();
  });

  it("oneOf, either, bool and flag", () => {
    const kind = oneOf(["city", "hotel"]);
    expect(kind("city")).toBe("city");
    expect(kind("town")).toBeUndefined();
    expect(oneOf([10, 25])(25)).toBe(25);
    expect(oneOf([10, 25])("25")).toBeUndefined();
    const dest = either(int({ min: 1 }), text({ pattern: /^\d+$/ }));
    expect(dest(7)).toBe(7);
    expect(dest("0007")).toBe("0007");
    expect(dest("x")).toBeUndefined();
    expect(bool(true)).toBe(true);
    expect(bool("true")).toBeUndefined();
    expect(flag("false")).toBe(false);
    expect(flag(true)).toBe(true);
    expect(flag("yes")).toBeUndefined();
  });
});

describe("searchParams", () => {
  const check = searchParams({ page: int({ min: 1 }), q: text({ max: 5 }) });

  it("keeps the good fields, drops the bad and the unknown ones", () => {
    expect(check({ page: 2, q: "abc", other: "x" })).toEqual({ page: 2, q: "abc" });
    expect(check({ page: 0, q: "abcdef" })).toEqual({});
    expect(check({})).toEqual({});
  });

  it("keeps the params it does not name when asked (a page whose runtime reads the whole search)", () => {
    const loose = searchParams({ page: int({ min: 1 }) }, { keepOthers: true });
    expect(loose({ page: "x", dest: 5 })).toEqual({ dest: 5 });
    expect(loose({ page: 3, dest: 5 })).toEqual({ page: 3, dest: 5 });
  });

  it("a back-office list: the page size is one of the sizes offered", () => {
    expect(listSearch({ offSet: 20, limit: 25, searchQuery: "ana" })).toEqual({ offSet: 20, limit: 25, searchQuery: "ana" });
    expect(listSearch({ offSet: -1, limit: 30 })).toEqual({});
  });
});

describe("the verticals' URL params", () => {
  it("flights: a shared results link decodes into the machine's search, a bad field dropped", () => {
    const params = flightUrlSearch({ trip: "One-Way", legs: "JFK-LHR-2030-05-02", adt: "2", cabin: "Business", offer: "", session: "x" });
    expect(params).toEqual({ trip: "One-Way", legs: "JFK-LHR-2030-05-02", adt: 2, cabin: "Business" });
    const restore = decodeFlight("/booknow/flights/search", params);
    expect(restore?.step).toBe("results");
    expect(encodeFlight(restore!)).toMatchObject({ trip: "One-Way", legs: "JFK-LHR-2030-05-02", adt: 2, cabin: "Business" });
    expect(flightUrlSearch({ legs: "JFK-LHR-2030-05-02,bad", trip: "Sideways", chd: 10 })).toEqual({});
  });

  it("hotels: a bare number stays a number, rooms as text or a single digit", () => {
    expect(hotelUrlSearch({ dest: 2267057, rooms: 2, type: "hotel" })).toEqual({ dest: 2267057, rooms: 2, type: "hotel" });
    expect(hotelUrlSearch({ dest: "2267057", rooms: "2-10-4,1", nat: "PT" })).toEqual({ dest: "2267057", rooms: "2-10-4,1", nat: "PT" });
    expect(hotelUrlSearch({ dest: 0, rooms: "2-x", nat: "pt", type: "villa" })).toEqual({});
  });

  it("activities: counts coerced within the per-type maximum, the sort one of the list", () => {
    expect(activityUrlSearch({ dest: "12", adt: "2", chd: 6, sort: "TOP_RATED" })).toEqual({ dest: 12, adt: 2, sort: "TOP_RATED" });
    expect(activityUrlSearch({ dest: -3, sort: "CHEAPEST" })).toEqual({});
  });
});

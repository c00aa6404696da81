import { describe, expect, it } from "vitest";
import { cityById, searchCities } from "@/server/suppliers/reference/cities";

describe("reference cities (GeoNames) for hotels, cars and activities", () => {
  it("suggests cities by prefix, accents ignored, larger cities first", () => {
    const sao = searchCities("sao", 3);
    expect(sao[0]?.name).toBe("São Paulo");
    expect(sao[0]?.country).toBe("BR");
    expect(searchCities("LISB", 1)[0]?.name).toBe("Lisbon");
  });

  it("gives each city its local time zone from its coordinates", () => {
    const lisbon = searchCities("lisbon", 1)[0];
    expect(lisbon?.timeZone).toBe("Europe/Lisbon");
    expect(cityById(lisbon?.id ?? 0)?.location.lat).toBeCloseTo(38.72, 1);
  });

  it("finds nothing for an empty query or an unknown id", () => {
    expect(searchCities("  ")).toEqual([]);
    expect(cityById(-1)).toBeNull();
  });
});

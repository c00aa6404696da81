import type { CarLocation, CarLocationRef } from "@/shared/api/cars";
import { searchAirports } from "../reference/airport-search";
import { airportByCode, type Airport } from "../reference/airports";
import { cityById, searchCities, type City } from "../reference/cities";

// Where a car is picked up and dropped off: real airports (OpenFlights) and real cities (GeoNames), the
// places the rental desks of the real brands stand at.

function ofAirport(a: Airport): CarLocation {
  return { kind: "airport", code: a.code, name: a.name, city: a.city, country: a.countryCode, latitude: a.lat, longitude: a.lon, timeZone: a.timeZone };
}

function ofCity(c: City): CarLocation {
  return { kind: "city", code: String(c.id), name: c.name, city: c.name, country: c.country, latitude: c.location.lat, longitude: c.location.lon, timeZone: c.timeZone };
}

/** The place a reference names; null when there is none (an unknown code). */
export function resolveCarLocation(ref: CarLocationRef): CarLocation | null {
  if (ref.kind === "airport") {
    const airport = airportByCode(ref.code);
    return airport && airport.countryCode ? ofAirport(airport) : null;
  }
  const city = cityById(Number(ref.code));
  return city ? ofCity(city) : null;
}

/** "A:LAX" / "C:5368361": the short form offer ids carry. */
export function locationKey(location: Pick<CarLocation, "kind" | "code">): string {
  return `${location.kind === "airport" ? "A" : "C"}:${location.code}`;
}

export function locationFromKey(key: string): CarLocation | null {
  const [kind, code = ""] = key.split(":");
  return resolveCarLocation({ kind: kind === "A" ? "airport" : "city", code });
}

/** Suggestions for the pick-up field: airports first (where most rentals start), then cities, `limit` in all. */
export function searchCarLocations(query: string, limit: number): CarLocation[] {
  const airports = searchAirports(query, limit)
    .filter((a) => a.countryCode !== "")
    .slice(0, Math.ceil(limit / 2))
    .map(ofAirport);
  const cities = searchCities(query, limit - airports.length).map(ofCity);
  return [...airports, ...cities];
}

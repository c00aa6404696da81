// The public pages "Every page fast on a phone" measures (issue "Every page fast on a phone"): each opened by its
// address, as a visitor who is not signed in opens it (a shared or reloaded link), on the bench server's seeded
// agencies. The provider's site is the bare host (localhost); an agency's is its subdomain (acme.localhost, which
// Chromium resolves to loopback).
import { encodeCarSearch } from "@/shared/cars/link";
import { createClient } from "./http";
import { PASSWORD } from "./workload";

export interface PublicPage {
  /** A short name for the table and `--only`. */
  name: string;
  url: string;
}

/** A date `days` from today (UTC), as the search addresses write it. */
const dayAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The seeded proposal the deal page shows (src/server/db/seed.ts, tests/browser/hotels.spec.ts). */
const ACME_PROPOSAL = "0b7e1a5e-5eed-4d0c-9c01-000000000001";
const LISBON = { dest: 2267057, name: "Lisbon" };

/**
 * A short link to the flight results, made as a signed-in traveller makes one (POST /api/short-url); its landing
 * (/url/{code}) is a public page.
 */
async function shortLinkPath(base: string, host: string, results: string): Promise<string> {
  const http = createClient(base, 2);
  try {
    const login = await http.request("POST", "/api/user/login", { body: { email: "alice@acme.test", password: PASSWORD }, headers: { host } });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${login.body.slice(0, 200)}`);
    const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
    const made = await http.request("POST", "/api/short-url", { body: { url: results, title: "Flights JFK → LHR" }, headers: { host, "x-access-token": token } });
    if (made.status !== 200) throw new Error(`short link: ${made.status} ${made.body.slice(0, 200)}`);
    return new URL((JSON.parse(made.body) as { data: { shortUrl: string } }).data.shortUrl, "http://x").pathname;
  } finally {
    http.close();
  }
}

/** The benches' car search, encoded for `/booknow/cars/search?q=`: LAX, 10:00 to 10:00, a driver of 30 living in the US. */
export function laxCarSearch(pickupDay: string, returnDay: string): string {
  return encodeCarSearch({
    pickupLocation: { kind: "airport", code: "LAX" },
    dropoffLocation: null,
    pickupLatitude: 33.9425,
    pickupLongitude: -118.408,
    returnLatitude: 33.9425,
    returnLongitude: -118.408,
    pickupReadable: "Los Angeles International Airport",
    dropoffReadable: "",
    pickUpDateTime: `${pickupDay}T10:00`,
    returnDateTime: `${returnDay}T10:00`,
    age: 30,
    countryOfResidence: "US",
  });
}

/** Every public page of the list, on the bench server at `base` (http://127.0.0.1:<port>). */
export async function publicPages(base: string): Promise<PublicPage[]> {
  const port = new URL(base).port;
  const provider = `http://localhost:${port}`;
  const agency = `http://acme.localhost:${port}`;
  const flightResults = `/booknow/flights/search?trip=Round-Trip&legs=JFK-LHR-${dayAhead(30)}&ret=${dayAhead(37)}&adt=1`;
  const hotelSearch = `dest=${LISBON.dest}&name=${LISBON.name}&in=${dayAhead(20)}&out=${dayAhead(22)}&rooms=2&nat=US`;
  const activitySearch = `dest=${LISBON.dest}&name=${LISBON.name}&adt=2&chd=0`;
  const carSearch = laxCarSearch(dayAhead(20), dayAhead(23));
  const short = await shortLinkPath(base, `acme.localhost:${port}`, flightResults);
  return [
    { name: "provider landing", url: `${provider}/` },
    { name: "agency landing", url: `${agency}/` },
    { name: "flight search", url: `${agency}/booknow/flights/search` },
    { name: "flight results", url: `${agency}${flightResults}` },
    { name: "hotel search", url: `${agency}/booknow/hotels/search` },
    { name: "hotel results", url: `${agency}/booknow/hotels/search?${hotelSearch}` },
    { name: "hotel details", url: `${agency}/booknow/hotels/search-details?${hotelSearch}&offer=${LISBON.dest}-1` },
    { name: "car search", url: `${agency}/booknow/cars/search` },
    { name: "car results", url: `${agency}/booknow/cars/search?q=${carSearch}` },
    { name: "activity search", url: `${agency}/booknow/activities/search` },
    { name: "activity results", url: `${agency}/booknow/activities/search?${activitySearch}` },
    { name: "activity details", url: `${agency}/booknow/activities/result-details/${LISBON.dest}P1?${activitySearch}` },
    { name: "deal page", url: `${agency}/booknow/hotels/deal/${ACME_PROPOSAL}` },
    { name: "short link", url: `${agency}${short}` },
  ];
}

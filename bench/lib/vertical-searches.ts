// One search of each vertical as its results page makes it, over HTTP against the bench server (issue "Every page
// fast on a phone": flight, hotel, car and activity search at 20 clients). A hotel search is asynchronous (spec B §4):
// its start and the polls until `pollCompleted` are one search, timed from the start to the last answer. `cold`
// searches vary place and dates so the supplier's answers are made afresh; `warm` ones repeat ten popular searches.
import { HOTEL_COMPLETED_PAGE_SIZE } from "@/shared/hotels/stay";
import { searchCities } from "@/server/suppliers/reference/cities";
import { decoded, type createClient } from "./http";
import { seeded, tripDate } from "./stats";
import { mixedSearch } from "./workload";

export const VERTICALS = ["flight", "hotel", "car", "activity"] as const;
export type Vertical = (typeof VERTICALS)[number];

export interface SearchResult {
  /** From the first request sent to the last answer received. */
  ms: number;
  ok: boolean;
  /** The answers' bodies together as sent, compressed (a hotel search's polls summed). */
  bytes: number;
  /** Offers, hotels, cars or products in the answer. */
  items: number;
  /** The first failure's status and body, for the report. */
  error?: string;
  /** HTTP requests the search made (a hotel search: its start, polls and pages); 1 when absent. */
  requests?: number;
}

type Client = ReturnType<typeof createClient>;
interface HotelPoll {
  pollCompleted: boolean;
  hotels: unknown[];
  hotelCount: number;
  nextPage: number | null;
}
/** As a browser asks (Chromium's Accept-Encoding): the server compresses what it makes per request, as it does for a person. */
const HEADERS = { host: "acme.localhost", "accept-encoding": "gzip, deflate, br, zstd" };

/** Big cities of the reference list (the hotel and activity sandboxes make thousands of hotels and 180 products there). */
const CITY_NAMES = ["London", "Paris", "Tokyo", "New York City", "Lisbon", "Mexico City", "Madrid", "Rome", "Berlin", "Sydney"];
const cityIds = (): number[] =>
  CITY_NAMES.map((name) => {
    const city = searchCities(name, 1)[0];
    if (!city) throw new Error(`no city named ${name} in the reference list`);
    return city.id;
  });
const AIRPORTS: ReadonlyArray<readonly [string, number, number, string]> = [
  ["LAX", 33.9425, -118.408, "Los Angeles International Airport"],
  ["JFK", 40.6413, -73.7781, "John F. Kennedy International Airport"],
  ["ORD", 41.9742, -87.9073, "O'Hare International Airport"],
  ["MIA", 25.7959, -80.287, "Miami International Airport"],
  ["SFO", 37.6213, -122.379, "San Francisco International Airport"],
  ["ATL", 33.6407, -84.4277, "Hartsfield-Jackson Atlanta International Airport"],
  ["DEN", 39.8561, -104.6737, "Denver International Airport"],
  ["SEA", 47.4502, -122.3088, "Seattle-Tacoma International Airport"],
  ["BOS", 42.3656, -71.0096, "Logan International Airport"],
  ["LAS", 36.084, -115.1537, "Harry Reid International Airport"],
];

/** The i-th search's place and dates: random in cold runs, one of ten in warm ones (`pick` is then i % 10). */
function pickOf(i: number, random: () => number, warm: boolean): { place: number; days: number } {
  if (warm) return { place: i % 10, days: 30 + (i % 10) };
  return { place: Math.floor(random() * 10), days: 20 + Math.floor(random() * 120) };
}

interface Answer {
  status: number;
  /** The answer's JSON, parsed. */
  json: unknown;
  /** The text, for a failure's report. */
  body: string;
  ms: number;
  bytes: number;
}

/**
 * Answers read before, by their bytes as they crossed the wire: the same bytes are the same JSON. Twenty clients share
 * this thread (and the server's two cores): decompressing and parsing a warm hotel search's completing poll (63 KiB of
 * brotli, 820 KiB of JSON) took the driver 10 ms a search, more than the server spent making the whole search
 * (docs/performance.md part 42), and a person's browser does that on its own device. Each distinct answer is still
 * read whole once; bounded, since cold answers never repeat.
 */
const readBefore = new Map<string, { json: unknown; body: string }>();
const READ_BEFORE_ENTRIES = 64;
/** Below this an answer is read afresh: reading it costs about what looking it up would. */
const READ_BEFORE_MIN_BYTES = 8 * 1024;

/** The answer decompressed and parsed after its time was taken; `bytes` is what crossed the wire. */
async function post(client: Client, path: string, body: unknown): Promise<Answer> {
  const res = await client.request("POST", path, { body, headers: HEADERS });
  const key = res.status === 200 && res.raw.length >= READ_BEFORE_MIN_BYTES ? `${res.encoding ?? ""}|${res.raw.toString("latin1")}` : null;
  let read = key === null ? undefined : readBefore.get(key);
  if (!read) {
    // Read as Latin-1 (http.ts `decoded`): the driver is one process for 20 clients, and decoding a hotel list's UTF-8
    // took it a third of a core at 100 warm searches a second, which its clients' next requests waited for.
    const text = decoded(res, "latin1");
    read = { body: text, json: res.status === 200 ? JSON.parse(text) : null };
    if (key !== null) {
      if (readBefore.size >= READ_BEFORE_ENTRIES) readBefore.delete(readBefore.keys().next().value as string);
      readBefore.set(key, read);
    }
  }
  return { status: res.status, json: read.json, body: read.body, ms: res.ms, bytes: res.raw.length };
}

function failure(res: { status: number; body: string }): string {
  return `${res.status} ${res.body.slice(0, 160)}`;
}

/**
 * `paged`: a hotel search as the results page made it before the start answered the first poll and the completing
 * poll the whole list (docs/performance.md "Search at 20 clients, part 3"): its start, its polls, its pages of 50.
 */
export function verticalSearch(vertical: Vertical, paged = false): (client: Client, i: number, random: () => number, warm: boolean) => Promise<SearchResult> {
  const cities = vertical === "hotel" || vertical === "activity" ? cityIds() : [];
  switch (vertical) {
    case "flight":
      return async (client, i, random, warm) => {
        const { body } = warm ? mixedSearch(i % 10, seeded(500 + (i % 10))) : mixedSearch(i, random);
        const res = await post(client, "/api/flight/search", body);
        if (res.status !== 200) return { ms: res.ms, ok: false, bytes: 0, items: 0, error: failure(res) };
        return { ms: res.ms, ok: true, bytes: res.bytes, items: (res.json as { data: { offers: unknown[] } }).data.offers.length };
      };
    case "hotel":
      return async (client, i, random, warm) => {
        const { place, days } = pickOf(i, random, warm);
        const started = performance.now();
        const search = {
          searchString: CITY_NAMES[place] ?? "London",
          occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
          stayPeriod: { start: tripDate(days), end: tripDate(days + 3) },
          nationality: { name: "United States", alpha2Code: "US" },
          locationId: String(cities[place]),
        };
        // As the page's search actor (src/web/features/hotels/web-vertical.ts): the start answers the first poll
        // (`?firstPoll=true`), the polls go on until every batch has arrived (the sandbox sends one a poll; the page
        // waits between polls, the bench does not: it measures the server), and the completing poll answers the whole
        // list (`completedSize`); pages of 50 only when it does not.
        const start = await post(client, paged ? "/api/v2/hotel/searchasync" : "/api/v2/hotel/searchasync?firstPoll=true", search);
        if (start.status !== 200) return { ms: performance.now() - started, ok: false, bytes: 0, items: 0, error: failure(start) };
        const begun = (start.json as { data: { corelationId: string; firstPoll?: HotelPoll } }).data;
        const corelationId = begun.corelationId;
        let bytes = start.bytes;
        let requests = 1;
        const page = async (from: number): Promise<{ data?: HotelPoll; error?: string }> => {
          const res = await post(client, `/api/v2/hotel/searchasync/search?corelationId=${corelationId}`, paged ? { from, size: 50 } : { from, size: 50, completedSize: HOTEL_COMPLETED_PAGE_SIZE });
          bytes += res.bytes;
          requests += 1;
          return res.status === 200 ? { data: (res.json as { data: HotelPoll }).data } : { error: failure(res) };
        };
        let answer = begun.firstPoll ? { data: begun.firstPoll } : await page(0);
        for (let polls = 1; answer.data && !answer.data.pollCompleted && polls < 10; polls++) answer = await page(0);
        if (!answer.data) return { ms: performance.now() - started, ok: false, bytes, items: 0, requests, error: answer.error };
        if (!answer.data.pollCompleted) return { ms: performance.now() - started, ok: false, bytes, items: 0, requests, error: "never completed" };
        let items = answer.data.hotels.length;
        const total = answer.data.hotelCount;
        while (answer.data?.nextPage != null && items < total) {
          answer = await page(answer.data.nextPage);
          if (!answer.data) return { ms: performance.now() - started, ok: false, bytes, items, requests, error: answer.error };
          items += answer.data.hotels.length;
        }
        return { ms: performance.now() - started, ok: true, bytes, items, requests };
      };
    case "car":
      return async (client, i, random, warm) => {
        const { place, days } = pickOf(i, random, warm);
        const [code, lat, lng, name] = AIRPORTS[place] ?? AIRPORTS[0]!;
        const res = await post(client, "/api/car-rental/availableCars", {
          pickupLocation: { kind: "airport", code },
          dropoffLocation: null,
          pickupLatitude: lat,
          pickupLongitude: lng,
          returnLatitude: lat,
          returnLongitude: lng,
          pickupReadable: name,
          dropoffReadable: "",
          pickUpDateTime: `${tripDate(days)}T10:00`,
          returnDateTime: `${tripDate(days + 4)}T10:00`,
          age: 30,
          countryOfResidence: "US",
        });
        if (res.status !== 200) return { ms: res.ms, ok: false, bytes: 0, items: 0, error: failure(res) };
        return { ms: res.ms, ok: true, bytes: res.bytes, items: (res.json as { data: { cars: unknown[] } }).data.cars.length };
      };
    case "activity":
      return async (client, i, random, warm) => {
        const { place, days } = pickOf(i, random, warm);
        const res = await post(client, "/api/activities/search", { destinationId: cities[place], activityDate: tripDate(days) });
        if (res.status !== 200) return { ms: res.ms, ok: false, bytes: 0, items: 0, error: failure(res) };
        return { ms: res.ms, ok: true, bytes: res.bytes, items: (res.json as { data: { searchItem: unknown[] } }).data.searchItem.length };
      };
  }
}

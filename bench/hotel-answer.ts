// What a cold hotel search's answers cost in process (issue "Every page fast on a phone": hotel search at 20 clients):
// its polls as the results page makes them (the first batch, the next two, the completing poll with the whole list),
// each priced, filtered and faceted (pollSearch) and then checked and serialised as the route does. Cities and dates
// vary as bench/lib/vertical-searches.ts varies them; a third of the searches use another pricing rule.
// Prints the time of both steps a search, what a search allocates (V8's sampling heap profiler over `--searches` more,
// garbage included: the figure the collector's cost follows at 20 clients; compare it between commits, it does not
// depend on the load) and a SHA-256 of every answer's JSON: the same on two commits means the same answers.
// Usage: node --import tsx bench/hotel-answer.ts [--searches N]
import { createHash } from "node:crypto";
import { loadavg } from "node:os";
import { hotelPollResponse, type HotelSearchRequest } from "@/shared/api/hotels";
import { HOTEL_COMPLETED_PAGE_SIZE, HOTEL_DEFAULT_ORDER, HOTEL_PAGE_SIZE } from "@/shared/hotels/stay";
import { pollSearch } from "@/server/hotels/search";
import { ok } from "@/server/http/envelope";
import { DEFAULT_PRICING_RULE, type PricingRule } from "@/server/pricing/markup";
import { SandboxHotelSupplier } from "@/server/suppliers/hotels/sandbox";
import { HOTEL_TRIGGERS } from "@/server/suppliers/hotels/sandbox-triggers";
import { searchCities } from "@/server/suppliers/reference/cities";
import { allocatedBy } from "./lib/allocation";
import { seeded, tripDate } from "./lib/stats";

const i = process.argv.indexOf("--searches");
const searches = Number(i >= 0 ? process.argv[i + 1] : 40);
const WARM_UP = 10;
const CITIES = ["London", "Paris", "Tokyo", "New York City", "Lisbon", "Mexico City", "Madrid", "Rome", "Berlin", "Sydney"];
const cityIds = CITIES.map((name) => searchCities(name, 1)[0]?.id ?? 0);
const MARKED_UP: PricingRule = { ...DEFAULT_PRICING_RULE, agencyFee: 5_00 };
const supplier = new SandboxHotelSupplier();
const random = seeded(7);
const sha = createHash("sha256");
const ms = { polls: 0, check: 0 };
let hotels = 0;
let bytes = 0;

/** One cold search's polls until it completes; `timed` adds to the figures. */
async function search(n: number, timed: boolean): Promise<void> {
  const place = Math.floor(random() * CITIES.length);
  const days = 20 + Math.floor(random() * 120);
  const request = {
    searchString: CITIES[place],
    occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
    stayPeriod: { start: tripDate(days), end: tripDate(days + 3) },
    nationality: { name: "United States", alpha2Code: "US" },
    locationId: String(cityIds[place]),
    paging: { orderBy: HOTEL_DEFAULT_ORDER },
    type: "city",
  } as unknown as HotelSearchRequest;
  const rule = n % 3 === 0 ? MARKED_UP : DEFAULT_PRICING_RULE;
  for (let polls = 1; polls <= HOTEL_TRIGGERS.batches; polls++) {
    // A completed row: pollSearch then writes nothing (there is no database here).
    const row = { id: `search-${n}`, request, polls, completed: true, createdAt: new Date() } as never;
    const t0 = performance.now();
    const answer = await pollSearch(null as never, supplier, row, { from: 0, size: HOTEL_PAGE_SIZE, completedSize: HOTEL_COMPLETED_PAGE_SIZE }, rule);
    const t1 = performance.now();
    const json = JSON.stringify(hotelPollResponse.parse(ok(answer, "OK")));
    const t2 = performance.now();
    sha.update(json);
    if (timed) {
      ms.polls += t1 - t0;
      ms.check += t2 - t1;
      bytes += json.length;
      if (answer.pollCompleted) hotels += answer.hotels.length;
    }
    if (answer.pollCompleted) break;
  }
}

const load = () => (loadavg()[0] ?? 0).toFixed(2);
const loadBefore = load();
for (let n = 0; n < WARM_UP; n++) await search(n, false);
for (let n = WARM_UP; n < WARM_UP + searches; n++) await search(n, true);
const per = (v: number) => `${(v / searches).toFixed(1)} ms`;
console.log(
  `Cold hotel searches in process: ${searches} (after ${WARM_UP} to warm up), ${Math.round(hotels / searches)} hotels in a completed list on average, ${(bytes / searches / 1024).toFixed(0)} KiB of JSON a search; load ${loadBefore} → ${load()}`,
);
console.log(`  polls priced, filtered, faceted  ${per(ms.polls)}`);
console.log(`  check + JSON (route's schema)    ${per(ms.check)}`);
console.log(`  answers' SHA-256: ${sha.copy().digest("hex").slice(0, 16)}`);

// The sampler slows what it samples, so it runs after the timed searches, over as many new ones.
const allocation = await allocatedBy(async () => {
  for (let n = WARM_UP + searches; n < WARM_UP + 2 * searches; n++) await search(n, false);
});
console.log(`  allocated (sampled, garbage included): ${(allocation / searches / 1024 / 1024).toFixed(2)} MiB a search, polls to JSON, over ${searches} more`);

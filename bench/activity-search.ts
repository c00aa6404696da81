// Activity search and tag filtering (spec B §4 paged search, §9 tag filters) on the sandbox provider:
// the first search of a destination (its products made), then pages of 50 with and without tag filters
// and sorts, timed per call; and the shared filter rule (src/shared/activities/tags.ts) over 1,000
// products of six big cities together. Prints median and p95; asserts nothing.
// Usage: node --import tsx bench/activity-search.ts [--short]
import { activitySearchRequest, type ActivitySearchRequestInput } from "@/shared/api/activities";
import { matchesTags, tagsOf, type ActivityTag } from "@/shared/activities/tags";
import { SandboxActivitySupplier, type SandboxActivityBooking } from "@/server/suppliers/activities/sandbox";
import { productsOf } from "@/server/suppliers/activities/sandbox-catalogue";
import { searchCities } from "@/server/suppliers/reference/cities";
import { ms, summarize, table } from "./lib/stats";

const short = process.argv.includes("--short");
const rounds = short ? 50 : 300;
const store = { get: async () => undefined, put: async (_: SandboxActivityBooking) => undefined };
const supplier = new SandboxActivitySupplier({ store });

const cities = ["Tokyo", "New York City", "London", "Paris", "Lisbon", "Mexico City"].map((name) => searchCities(name, 1)[0]!);
const first: number[] = [];
for (const city of cities) {
  const t = performance.now();
  await supplier.search(activitySearchRequest.parse({ destinationId: city.id }));
  first.push(performance.now() - t);
}

const cases: [string, Omit<ActivitySearchRequestInput, "destinationId">][] = [
  ["page 1, recommended", {}],
  ["page 3", { start: 100 }],
  ["morning + free cancellation", { filterItem: { tags: ["morning", "freeCancellation"] } }],
  ["1–4 h or 4 h–1 day, kid friendly, by price", { filterItem: { tags: ["duration1to4h", "duration4hTo1d", "kidFriendly"], sortOrder: "PRICE_LOW_TO_HIGH" } }],
  ["one day's slots", { activityDate: "2030-06-12" }],
];
const rows: (string | number)[][] = [["search (sandbox, per call)", "calls", "p50", "p95"]];
for (const [label, body] of cases) {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const city = cities[i % cities.length]!;
    const t = performance.now();
    await supplier.search(activitySearchRequest.parse({ destinationId: city.id, ...body }));
    samples.push(performance.now() - t);
  }
  const s = summarize(samples);
  rows.push([label, s.count, ms(s.p50, 2), ms(s.p95, 2)]);
}

// 1,000 products of the six cities, filtered by the shared rule and sorted, as one search would.
const thousand = cities.flatMap((c) => productsOf(c)).slice(0, 1000);
const withTags = thousand.map((p) => ({ p, tags: tagsOf({ tags: p.tags, durationMinutes: p.durationMinutes, startTimes: p.options.flatMap((o) => o.startTimes) }) }));
const filters: ActivityTag[][] = [[], ["morning"], ["evening", "afternoon", "likelyToSellOut"], ["duration1to3d", "duration3dPlus", "avoidCrowd", "safetyMeasures"]];
const filterSamples: number[] = [];
for (let i = 0; i < rounds; i++) {
  const chosen = filters[i % filters.length]!;
  const t = performance.now();
  const kept = withTags.filter((x) => matchesTags(x.tags, chosen)).sort((a, b) => b.p.score - a.p.score);
  void kept.slice(0, 50);
  filterSamples.push(performance.now() - t);
}
const f = summarize(filterSamples);
rows.push([`filter + sort ${thousand.length} products`, f.count, ms(f.p50, 2), ms(f.p95, 2)]);

const firstSummary = summarize(first);
console.log(`First search of a destination (its products made): p50 ${ms(firstSummary.p50)}, max ${ms(firstSummary.max)} (${cities.map((c) => c.name).join(", ")})`);
console.log(table(rows));

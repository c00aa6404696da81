// Hotel search speed (sandbox supplier, spec B §4): time to the first batch and to pollCompleted for a
// city of 2,000 hotels, and filter, sort and facets on those 2,000 hotels as the server's poll and the
// results machine compute them. Figures only; DEVELOPERS.md forbids timed assertions in tests.
import { performance } from "node:perf_hooks";
import { hotelVertical } from "@machines/hotel-booking/hotel-booking.machine";
import type { HotelSummary } from "@/shared/api/hotels";
import { facetsOf, filterAndSort } from "@/shared/hotels/filters";
import { SandboxHotelSupplier } from "@/server/suppliers/hotels/sandbox";
import { HOTEL_TRIGGERS } from "@/server/suppliers/hotels/sandbox-triggers";
import { summarize } from "./lib/stats";

const LONDON = 2_643_743;
const supplier = new SandboxHotelSupplier();
const query = {
  cityId: LONDON,
  start: "2030-05-10",
  end: "2030-05-13",
  rooms: [
    { adults: 2, child: [5, 10] },
    { adults: 2, child: [] },
  ],
  radiusKm: 100,
  nationality: "GB",
  startedAt: Date.now(),
};

const firstSamples: number[] = [];
const completeSamples: number[] = [];
let hotels: HotelSummary[] = [];
for (let round = 0; round < 10; round++) {
  const t0 = performance.now();
  await supplier.poll(query, 1);
  firstSamples.push(performance.now() - t0);
  const t1 = performance.now();
  const last = await supplier.poll(query, HOTEL_TRIGGERS.batches);
  completeSamples.push(performance.now() - t1);
  hotels = last.hotels.map(({ net, ...rest }) => ({ ...rest, facilities: [...rest.facilities], boards: [...rest.boards], price: net }));
}
const first = summarize(firstSamples);
const complete = summarize(completeSamples);
console.log(`hotels in London (radius 100 km): ${hotels.length}`);
console.log(`first batch (poll 1 of ${HOTEL_TRIGGERS.batches}): p50 ${first.p50.toFixed(1)} ms, max ${first.max.toFixed(1)} ms`);
console.log(`all batches (pollCompleted): p50 ${complete.p50.toFixed(1)} ms, max ${complete.max.toFixed(1)} ms`);

const filters = [
  {},
  { stars: [4, 5] },
  { facilities: ["pool", "parking"], freeCancellation: true },
  { maxDistance: 5, orderBy: "price asc" as const },
  { boards: ["BB" as const], orderBy: "distance asc" as const },
];
const filterSamples: number[] = [];
const facetSamples: number[] = [];
const machineSamples: number[] = [];
const offers = hotels.map((h) => ({ ...h, id: h.hotelId }));
const prepared = hotelVertical.results.prepare(offers);
for (let round = 0; round < 50; round++) {
  for (const filter of filters) {
    const t0 = performance.now();
    filterAndSort(hotels, filter);
    filterSamples.push(performance.now() - t0);
  }
  const t1 = performance.now();
  facetsOf(hotels);
  facetSamples.push(performance.now() - t1);
  const t2 = performance.now();
  hotelVertical.results.visible(prepared, { stars: [3, 4] }, "price asc");
  machineSamples.push(performance.now() - t2);
}
const f = summarize(filterSamples);
const fa = summarize(facetSamples);
const mv = summarize(machineSamples);
console.log(`filter + sort of ${hotels.length} hotels: p50 ${f.p50.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms`);
console.log(`facets of ${hotels.length} hotels: p50 ${fa.p50.toFixed(2)} ms, p95 ${fa.p95.toFixed(2)} ms`);
console.log(`results machine visible (filters.changed): p50 ${mv.p50.toFixed(2)} ms, p95 ${mv.p95.toFixed(2)} ms`);

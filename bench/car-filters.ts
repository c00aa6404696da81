// Filtering and sorting 1,000 real sandbox car quotes through the car booking machine, as the results
// page does: one event per user action, timed from send to the new snapshot (xstate processes the event
// synchronously: filters, visible list, summary). The quotes come from the car sandbox at busy airports
// (a place has about fifty), so vendors, classes, prices and policies are the sandbox's own.
// Prints median and p95 per kind of change; asserts nothing.
// Usage: node --import tsx bench/car-filters.ts [--short]
import { createActor, fromPromise, waitFor } from "xstate";
import { carBookingMachine } from "@machines/car-booking/car-booking.machine";
import { carSearchRequest, type CarOffer, type CarSearchRequest } from "@/shared/api/cars";
import type { CarFilterChange, CarFilterGroup, CarSort } from "@/shared/cars/filters";
import { resolveCarLocation } from "@/server/suppliers/cars/locations";
import { SandboxCarSupplier } from "@/server/suppliers/cars/sandbox";
import { machineLine, ms, summarize, table, tripDate } from "./lib/stats";

const short = process.argv.includes("--short");
const rounds = short ? 60 : 300;
const AIRPORTS = ["LAX", "SFO", "JFK", "ORD", "ATL", "DFW", "DEN", "SEA", "MIA", "BOS", "LAS", "PHX", "IAH", "MCO", "EWR", "MSP", "DTW", "PHL", "CLT", "SAN", "TPA", "PDX", "SLC", "BWI", "AUS"];

const supplier = new SandboxCarSupplier({ rates: { USD: 1 }, reservations: async () => null });
const pickUpDateTime = `${tripDate(30)}T10:00`;
const returnDateTime = `${tripDate(34)}T10:00`;
const t0 = performance.now();
let offers: CarOffer[] = [];
for (const code of AIRPORTS) {
  const place = resolveCarLocation({ kind: "airport", code });
  if (!place) continue;
  const found = await supplier.search({ pickUp: place, dropOff: place, pickUpDateTime, returnDateTime, age: 30, countryOfResidence: "US", currency: "USD" });
  offers.push(...found.cars);
  if (offers.length >= 1000) break;
}
offers = offers.slice(0, 1000);
const supplierMs = performance.now() - t0;

const search: CarSearchRequest = carSearchRequest.parse({
  pickupLocation: { kind: "airport", code: "LAX" },
  pickupLatitude: 33.94,
  pickupLongitude: -118.41,
  returnLatitude: 33.94,
  returnLongitude: -118.41,
  pickupReadable: "Los Angeles International Airport",
  pickUpDateTime,
  returnDateTime,
});
const machine = carBookingMachine.provide({
  actors: { search: fromPromise<{ offers: CarOffer[] }, CarSearchRequest>(async () => ({ offers })) },
});
const today = new Date().toISOString().slice(0, 10);
const actor = createActor(machine, { input: { today, newIdempotencyKey: () => crypto.randomUUID() } }).start();
const loadStart = performance.now();
actor.send({ type: "search.submitted", search });
await waitFor(actor, (s) => s.matches({ results: "loaded" }), { timeout: 10_000 });
const loadMs = performance.now() - loadStart;

const facets = actor.getSnapshot().context.prepared?.facets ?? [];
const optionsOf = (group: CarFilterGroup) => facets.find((f) => f.group === group)?.options.map((o) => o.value) ?? [];
const vendors = optionsOf("vendor");
const bands = optionsOf("price");
const features = optionsOf("features");
const sorts: CarSort[] = ["Highest", "Cheapest"];
const filter = (change: CarFilterChange) => ({ type: "filters.changed" as const, change });

type Kind = { name: string; event: (i: number) => Parameters<typeof actor.send>[0] };
const kinds: Kind[] = [
  {
    name: "vendor Only / select all",
    event: (i) => (i % 2 === 0 ? filter({ group: "vendor", action: "only", value: vendors[(i / 2) % vendors.length] ?? "Hertz" }) : filter({ group: "vendor", action: "selectAll" })),
  },
  { name: "price band toggle", event: (i) => filter({ group: "price", action: "toggle", value: bands[i % bands.length] ?? "under200" }) },
  { name: "feature toggle", event: (i) => filter({ group: "features", action: "toggle", value: features[i % features.length] ?? "automatic" }) },
  { name: "sort (Highest / Cheapest)", event: (i) => ({ type: "sort.changed", sort: sorts[i % sorts.length] ?? "Cheapest" }) },
];

const rows: Array<Array<string | number>> = [["change", "events", "median", "p95", "max", "offers visible (min–max)"]];
for (const kind of kinds) {
  actor.send({ type: "filters.reset" });
  actor.send({ type: "sort.changed", sort: "Cheapest" });
  for (let i = 0; i < 20; i++) actor.send(kind.event(i)); // warm-up
  const samples: number[] = [];
  let lo = Infinity;
  let hi = 0;
  for (let i = 0; i < rounds; i++) {
    const event = kind.event(i);
    const t = performance.now();
    actor.send(event);
    samples.push(performance.now() - t);
    const n = actor.getSnapshot().context.visible.length;
    lo = Math.min(lo, n);
    hi = Math.max(hi, n);
  }
  const s = summarize(samples);
  rows.push([kind.name, s.count, ms(s.p50, 2), ms(s.p95, 2), ms(s.max, 2), `${lo}–${hi}`]);
}
actor.stop();

console.log(`\nCar machine: filter and sort ${offers.length} sandbox car quotes (${vendors.length} vendors, ${facets.length} filter groups offered)`);
console.log(`machine: ${machineLine()}`);
console.log(`sandbox searches ${ms(supplierMs, 0)}; search.submitted → results.loaded (prepare + defaults + summary) ${ms(loadMs, 1)}\n`);
console.log(table(rows));

// Filtering and sorting 1000 real sandbox offers (JFK–LHR round trip) through the flight machine, as
// the results page does: one event per user action, timed from send to the new snapshot (xstate
// processes the event synchronously, so this is the whole recomputation: filters, visible list,
// summary cards). Prints median and p95 per kind of change; asserts nothing.
// Usage: node --import tsx bench/machine-filters.ts [--short]
import { createActor, fromPromise, waitFor } from "xstate";
import { flightBookingMachine } from "@machines/flight-booking/flight-booking.machine";
import { SandboxFlightSupplier } from "@/server/suppliers/flights/sandbox";
import { toSupplierRequest } from "@/server/suppliers/flights/search-request";
import { flightSearchRequest, toResultOffer, type FareFamilySummary, type FlightSearchRequest, type FlightSort, type ResultOffer } from "@/shared/api/flights";
import type { FilterChange, StopsOption, TimeBucket } from "@/shared/flights/filters";
import { machineLine, ms, summarize, table } from "./lib/stats";
import { searchBody } from "./lib/workload";

const short = process.argv.includes("--short");
const rounds = short ? 60 : 300;

const search = flightSearchRequest.parse(searchBody("JFK", "LHR", true, 40));
const supplier = new SandboxFlightSupplier();
const t0 = performance.now();
const found = await supplier.search(toSupplierRequest(search));
const supplierMs = performance.now() - t0;
// What the search answer carries (the results' form of each offer), as the page receives it.
const offers = found.offers.map(toResultOffer);

const machine = flightBookingMachine.provide({
  actors: {
    // The fake search actor: the real supplier's offers, already fetched.
    search: fromPromise<{ offers: ResultOffer[]; fareFamilies: FareFamilySummary[] }, FlightSearchRequest>(async () => ({ offers, fareFamilies: [] })),
  },
});
const today = new Date().toISOString().slice(0, 10);
const actor = createActor(machine, { input: { today, newIdempotencyKey: () => crypto.randomUUID() } }).start();
const loadStart = performance.now();
actor.send({ type: "search.submitted", search });
await waitFor(actor, (s) => s.matches({ results: "loaded" }), { timeout: 10_000 });
const loadMs = performance.now() - loadStart;

const airlines = actor.getSnapshot().context.prepared?.facets.airlines.map((a) => a.value) ?? [];
const stops: StopsOption[] = ["Direct", "OneStop", "TwoPlus", "Any"];
const buckets: TimeBucket[] = ["EarlyMorning", "Morning", "Afternoon", "Evening"];
const sorts: FlightSort[] = ["Quickest", "Best", "Cheapest"];

type Kind = { name: string; event: (i: number) => Parameters<typeof actor.send>[0] };
const filter = (change: FilterChange) => ({ type: "filters.changed" as const, change });
const kinds: Kind[] = [
  { name: "stops (Direct / 1 Stop / 2+ / Any)", event: (i) => filter({ kind: "stops", stops: stops[i % stops.length] ?? "Any" }) },
  // 'Only' one airline, then back to all of them: both are single user actions.
  {
    name: "airline Only / select all",
    event: (i) => (i % 2 === 0 ? filter({ kind: "only", group: "airlines", value: airlines[(i / 2) % airlines.length] ?? "BA" }) : filter({ kind: "selectAll", group: "airlines" })),
  },
  { name: "departure time bucket toggle", event: (i) => filter({ kind: "toggle", group: "departure", value: buckets[i % buckets.length] ?? "Morning" }) },
  { name: "sort (Quickest / Best / Cheapest)", event: (i) => ({ type: "sort.changed", sort: sorts[i % sorts.length] ?? "Cheapest" }) },
  { name: "duration slider", event: (i) => filter({ kind: "slider", slider: "durationHours", range: [1, 6 + (i % 7)] }) },
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

console.log(`\nFlight machine: filter and sort ${offers.length} sandbox offers (JFK–LHR round trip, ${airlines.length} airlines)`);
console.log(`machine: ${machineLine()}`);
console.log(`supplier search ${ms(supplierMs, 0)}; search.submitted → results.loaded (prepare + defaults + summaries) ${ms(loadMs, 1)}\n`);
console.log(table(rows));

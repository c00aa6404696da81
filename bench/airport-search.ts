// Airport autocomplete speed (sandbox supplier): index build time and per-query latency.
// Figures only; DEVELOPERS.md forbids timed assertions in tests.
import { performance } from "node:perf_hooks";
import { searchAirports, warmAirportIndex } from "@/server/suppliers/reference/airport-search";
import { summarize } from "./lib/stats";

const t0 = performance.now();
warmAirportIndex();
const buildMs = performance.now() - t0;

const queries = ["l", "lo", "lon", "lond", "new", "sao", "são", "par", "jfk", "ber", "mad", "tok", "syd", "zurich"];
const samples: number[] = [];
for (let round = 0; round < 200; round++) {
  for (const q of queries) {
    const s = performance.now();
    searchAirports(q, 10);
    samples.push(performance.now() - s);
  }
}
const s = summarize(samples);
console.log(`airport index build: ${buildMs.toFixed(0)} ms`);
console.log(`searchAirports (limit 10), ${s.count} queries: p50 ${s.p50.toFixed(3)} ms, p95 ${s.p95.toFixed(3)} ms, p99 ${s.p99.toFixed(3)} ms, max ${s.max.toFixed(3)} ms`);

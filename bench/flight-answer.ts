// What a cold flight search's answer costs in process, by step (issue "Every page fast on a phone": flight search at
// 20 clients, cold): the sandbox's offers, pricing them into the answer, and the route's check and JSON, measured
// both ways on the same answers: the route's schema as it is (flightSearchResponse, the baseline) and the check the
// route uses (each distinct leg once, src/server/flights/search-response.ts). Both must give the same JSON.
// Then what a cold search allocates (the sandbox's offers, the answer, the route's check and JSON), garbage included,
// by V8's sampling heap profiler over `--searches` more: the figure the collector's cost follows at 20 clients
// (docs/performance.md "Search at 20 clients, part 7"); compare it between commits (it does not depend on the load).
// Usage: node --import tsx bench/flight-answer.ts [--searches N]
import { loadavg } from "node:os";
import type { FastifyRequest } from "fastify";
import { flightSearchRequest, flightSearchResponse } from "@/shared/api/flights";
import { searchPayload, validatedSearchJson } from "@/server/flights/search-response";
import { DEFAULT_PRICING_RULE } from "@/server/pricing/markup";
import { SandboxFlightSupplier } from "@/server/suppliers/flights/sandbox";
import { toSupplierRequest } from "@/server/suppliers/flights/search-request";
import { allocatedBy } from "./lib/allocation";
import { seeded } from "./lib/stats";
import { mixedSearch } from "./lib/workload";

const i = process.argv.indexOf("--searches");
const searches = Number(i >= 0 ? process.argv[i + 1] : 60);
const WARM_UP = 10;
const supplier = new SandboxFlightSupplier();
const checkLegsOnce = validatedSearchJson({ method: "POST", url: "/api/flight/search" } as FastifyRequest);
const random = seeded(7);
const ms = { offers: 0, answer: 0, schema: 0, legsOnce: 0 };
let counted = 0;
let offers = 0;
const load = () => (loadavg()[0] ?? 0).toFixed(2);
const loadBefore = load();
for (let n = 0; n < searches + WARM_UP; n++) {
  const request = toSupplierRequest(flightSearchRequest.parse(mixedSearch(n, random).body));
  const t0 = performance.now();
  const found = await supplier.search(request);
  const t1 = performance.now();
  const payload = searchPayload(found, DEFAULT_PRICING_RULE, "OK");
  const t2 = performance.now();
  // Alternate which goes first, so neither always runs on a warmer cache.
  const runs: Array<[keyof typeof ms, () => string]> = [
    ["schema", () => JSON.stringify(flightSearchResponse.parse(payload))],
    ["legsOnce", () => checkLegsOnce(payload)],
  ];
  if (n % 2) runs.reverse();
  const json: string[] = [];
  const took: Partial<Record<keyof typeof ms, number>> = {};
  for (const [name, run] of runs) {
    const s = performance.now();
    json.push(run());
    took[name] = performance.now() - s;
  }
  if (json[0] !== json[1]) throw new Error(`search ${n}: the two checks answered different JSON`);
  if (n < WARM_UP) continue;
  ms.offers += t1 - t0;
  ms.answer += t2 - t1;
  ms.schema += took.schema ?? 0;
  ms.legsOnce += took.legsOnce ?? 0;
  counted += 1;
  offers += found.offers.length;
}
const per = (v: number) => `${(v / counted).toFixed(1)} ms`;
console.log(`Cold flight searches in process: ${counted} (after ${WARM_UP} to warm up), ${Math.round(offers / counted)} offers on average; load ${loadBefore} → ${load()}`);
console.log(`  the sandbox's offers          ${per(ms.offers)}`);
console.log(`  priced into the answer        ${per(ms.answer)}`);
console.log(`  check + JSON, route's schema  ${per(ms.schema)}   (baseline)`);
console.log(`  check + JSON, legs once       ${per(ms.legsOnce)}   (${(ms.legsOnce / ms.schema).toFixed(2)}× the baseline; the same JSON)`);

// The sampler slows what it samples, so it runs after the timed searches, over as many new ones.
const allocation = await allocatedBy(async () => {
  for (let n = searches + WARM_UP; n < 2 * searches + WARM_UP; n++) {
    const request = toSupplierRequest(flightSearchRequest.parse(mixedSearch(n, random).body));
    checkLegsOnce(searchPayload(await supplier.search(request), DEFAULT_PRICING_RULE, "OK"));
  }
});
console.log(`  allocated (sampled, garbage included): ${(allocation / searches / 1024 / 1024).toFixed(2)} MiB a search, offers to JSON, over ${searches} more`);

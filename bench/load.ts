// Reliability hardening, "Load": a realistic mix on loopback at increasing concurrency, each step bounded in time.
// A virtual user runs the customer journey: landing page, agency, login, search, reprice, book, pay
// with 4242… (one journey in ten double-submits the payment, as an impatient click does), my
// bookings. Per step: throughput, p50/p95/p99, error rate, server RSS. After each database pass the
// ledger is checked: zero errors, no lost or duplicated bookings, one captured intent per paid key.
// Runs on PGlite, then on PostgreSQL when DATABASE_URL is set. Prints figures; exit code 1 when the
// run had errors or ledger problems (it is a bench, not a timed test: no latency is asserted).
// --bundle runs the production start, dist/server/main.js with npm start's settings and node flags
// (--node-args "<flags>" replaces the flags), on PGlite and, when DATABASE_URL is set, on PostgreSQL;
// --repeat N runs the steps N times against one server, to see whether its memory stays flat.
// Usage: node --import tsx bench/load.ts [--short] [--steps 5,10,20,40] [--seconds N] [--bundle [--node-args "…"]] [--repeat N]
import type { FlightOffer } from "@/shared/api/flights";
import { ledgerProblems } from "./lib/audit";
import { createClient, type HttpResponse } from "./lib/http";
import { startBenchServer, startBundledServer } from "./lib/server";
import { npmStart } from "./lib/server-process";
import { machineLine, mib, ms, seeded, summarize, table } from "./lib/stats";
import { CUSTOMERS, mixedSearch, PASSWORD } from "./lib/workload";
import { arg } from "./lib/args";

const short = process.argv.includes("--short");
const stepSeconds = Number(arg("--seconds") ?? (short ? 3 : 10));
const steps = (arg("--steps") ?? "5,10,20,40").split(",").map(Number);
const bundle = process.argv.includes("--bundle");
const production = npmStart();
const nodeArgsOption = arg("--node-args");
const nodeArgs = nodeArgsOption === undefined ? production.nodeArgs : nodeArgsOption.split(" ").filter(Boolean);
const repeat = Math.max(1, Number(arg("--repeat") ?? 1));
const CARD = { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123", holderName: "Load Tester" };

interface StepResult {
  run: number;
  concurrency: number;
  seconds: number;
  requests: number;
  journeys: number;
  errors: number;
  latencies: number[];
  byEndpoint: Map<string, number[]>;
  rssMax: number;
  errorSamples: string[];
}

interface RunLedger {
  bookingKeys: Set<string>;
  paidKeys: Set<string>;
}

async function runPass(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const server = bundle ? await startBundledServer({ nodeArgs, env: production.env, databaseUrl }) : await startBenchServer({ databaseUrl });
  console.log(`[${label}] server started, RSS ${mib(await server.rss())}`);
  const maxConcurrency = Math.max(...steps);
  const http = createClient(server.base, maxConcurrency * 2);
  const ledger: RunLedger = { bookingKeys: new Set(), paidKeys: new Set() };
  const results: StepResult[] = [];
  let journeyCounter = 0;
  try {
    for (const [run, concurrency] of Array.from({ length: repeat }, (_, r) => steps.map((c) => [r + 1, c] as const)).flat()) {
      const step: StepResult = { run, concurrency, seconds: 0, requests: 0, journeys: 0, errors: 0, latencies: [], byEndpoint: new Map(), rssMax: 0, errorSamples: [] };
      const call = async (name: string, method: string, path: string, opts: { body?: unknown; headers?: Record<string, string> }, ok: (r: HttpResponse) => boolean) => {
        let res: HttpResponse;
        try {
          res = await http.request(method, path, opts);
        } catch (error) {
          res = { status: 0, body: String(error), ms: 0, raw: Buffer.alloc(0) };
        }
        step.requests++;
        step.latencies.push(res.ms);
        step.byEndpoint.set(name, [...(step.byEndpoint.get(name) ?? []), res.ms]);
        const good = ok(res);
        if (!good) {
          step.errors++;
          if (step.errorSamples.length < 5) step.errorSamples.push(`${name} ${res.status} ${res.body.slice(0, 200)}`);
        }
        return good ? res : null;
      };
      const is200 = (r: HttpResponse) => r.status === 200;

      const journey = async (vu: number, random: () => number) => {
        const n = journeyCounter++;
        const who = CUSTOMERS[(vu + n) % CUSTOMERS.length] ?? CUSTOMERS[0];
        const host = { host: who.host };
        await call("GET /", "GET", "/", { headers: host }, is200);
        await call("GET /api/agency", "GET", "/api/agency", { headers: host }, is200);
        const login = await call("POST login", "POST", "/api/user/login", { body: { email: who.email, password: PASSWORD }, headers: host }, is200);
        if (!login) return;
        const auth = { ...host, "x-access-token": (JSON.parse(login.body) as { data: { token: string } }).data.token };
        const found = await call("POST search", "POST", "/api/flight/search", { body: mixedSearch(n, random).body, headers: auth }, is200);
        if (!found) return;
        const offers = (JSON.parse(found.body) as { data: { offers: FlightOffer[] } }).data.offers;
        const offer = offers[Math.floor(random() * Math.min(20, offers.length))];
        if (!offer) return;
        const repriced = await call("POST reprice", "POST", "/api/flight/reprice", { body: { offerId: offer.id }, headers: auth }, is200);
        if (!repriced) return;
        const key = `load-${label}-${n}-${Math.random().toString(36).slice(2, 10)}`;
        const passengers = [{ type: "ADT", firstName: "Load", lastName: `Tester${String.fromCharCode(65 + (vu % 26))}`, birthDate: "1985-04-02", citizenship: "US" }];
        const booked = await call(
          "POST booking",
          "POST",
          "/api/flight/booking",
          { body: { idempotencyKey: key, offerId: offer.id, passengers, contact: { email: who.email, phone: "+1 415 555 0100" } }, headers: auth },
          is200,
        );
        if (!booked) return;
        ledger.bookingKeys.add(key);
        const referenceNumber = (JSON.parse(booked.body) as { data: { referenceNumber: string } }).data.referenceNumber;
        const paidOk = (r: HttpResponse) => r.status === 200 && /"bookingStatus":"(paid|ticketed)"/.test(r.body);
        const pay = () => call("POST payment", "POST", "/api/flight/payment", { body: { idempotencyKey: key, referenceNumber, card: CARD }, headers: auth }, paidOk);
        const paid = n % 10 === 0 ? await Promise.all([pay(), pay()]) : [await pay()];
        if (paid.every(Boolean)) ledger.paidKeys.add(key);
        await call("GET my bookings", "GET", "/api/flight/bookings/all", { headers: auth }, is200);
        step.journeys++;
      };

      let sampling = false;
      const rssTimer = setInterval(() => {
        if (sampling) return;
        sampling = true;
        void server.rss().then((r) => {
          step.rssMax = Math.max(step.rssMax, r);
          sampling = false;
        });
      }, 250);
      const started = performance.now();
      const deadline = started + stepSeconds * 1000;
      await Promise.all(
        Array.from({ length: concurrency }, async (_, vu) => {
          const random = seeded(concurrency * 1000 + vu);
          // A journey started before the deadline finishes: the step is bounded, no booking is cut off.
          while (performance.now() < deadline) await journey(vu, random);
        }),
      );
      step.seconds = (performance.now() - started) / 1000;
      clearInterval(rssTimer);
      step.rssMax = Math.max(step.rssMax, await server.rss());
      results.push(step);
      const s = summarize(step.latencies);
      console.log(
        `[${label}${repeat > 1 ? ` run ${run}` : ""}] ${concurrency} VUs: ${step.requests} req in ${step.seconds.toFixed(1)} s, ${(step.requests / step.seconds).toFixed(1)} req/s, p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, errors ${step.errors}, RSS ${mib(step.rssMax)}`,
      );
      for (const e of step.errorSamples) console.log(`   error: ${e}`);
    }
    // The issue's figure: what the server keeps once the load is over (a moment idle, no forced collection).
    await new Promise((r) => setTimeout(r, 2000));
    console.log(`[${label}] RSS after the load (2 s idle): ${mib(await server.rss())}`);

    const audit = await server.ledger();
    const problems = ledgerProblems(audit);
    const completed = new Set(audit.bookings.filter((b) => b.status === "paid" || b.status === "ticketed").map((b) => b.idempotencyKey));
    const lost = [...ledger.paidKeys].filter((k) => !completed.has(k));
    const unexpected = [...completed].filter((k) => !ledger.paidKeys.has(k));
    const captured = audit.intents.filter((i) => i.status === "succeeded").length;
    const errors = results.reduce((t, r) => t + r.errors, 0);

    console.log(`\n${label}: ${server.database}; machine: ${machineLine()}`);
    console.log(
      table([
        [...(repeat > 1 ? ["run"] : []), "VUs", "secs", "journeys", "req", "req/s", "p50", "p95", "p99", "errors", "error %", "server RSS"],
        ...results.map((r) => {
          const s = summarize(r.latencies);
          return [
            ...(repeat > 1 ? [r.run] : []),
            r.concurrency,
            r.seconds.toFixed(1),
            r.journeys,
            r.requests,
            (r.requests / r.seconds).toFixed(1),
            ms(s.p50),
            ms(s.p95),
            ms(s.p99),
            r.errors,
            ((100 * r.errors) / Math.max(1, r.requests)).toFixed(2),
            mib(r.rssMax),
          ];
        }),
      ]),
    );
    const last = results[results.length - 1];
    if (last) {
      console.log(`\nper endpoint at ${last.concurrency} VUs:`);
      console.log(
        table([
          ["endpoint", "n", "p50", "p95", "p99"],
          ...[...last.byEndpoint].map(([name, xs]) => {
            const s = summarize(xs);
            return [name, s.count, ms(s.p50), ms(s.p95), ms(s.p99)];
          }),
        ]),
      );
    }
    console.log(
      `\nledger: ${ledger.bookingKeys.size} booking keys answered, ${audit.bookings.length} bookings stored, ${ledger.paidKeys.size} paid answers, ${completed.size} paid/ticketed bookings, ${captured} captured intents; lost ${lost.length}, unexpected ${unexpected.length}, problems ${problems.length}`,
    );
    for (const p of problems.slice(0, 10)) console.log(`   ${p}`);
    const sound = errors === 0 && problems.length === 0 && lost.length === 0 && unexpected.length === 0 && audit.bookings.length === ledger.bookingKeys.size && captured === completed.size;
    console.log(sound ? "✓ zero errors, zero lost or duplicated bookings, one charge per paid booking" : "✗ errors or ledger problems (see above)");
    return sound;
  } finally {
    http.close();
    await server.close();
  }
}

const passes: Array<[string, string | undefined]> = [["PGlite", undefined]];
if (process.env.DATABASE_URL) passes.push(["PostgreSQL", process.env.DATABASE_URL]);
else console.log("DATABASE_URL is not set: PostgreSQL pass skipped.");
let allSound = true;
for (const [label, url] of passes) allSound = (await runPass(label, url)) && allSound;
process.exitCode = allSound ? 0 : 1;

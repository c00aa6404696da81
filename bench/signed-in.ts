// The signed-in pages on a route change (issue "Every page fast on a phone": checkout of each vertical, my trip, the
// back office's dashboard and lists): signed in as the demo's users (docs/demo-logins.md), each page is reached by the
// click a person makes to get there, at 4× CPU (Lighthouse's phone), in a trace of the renderer's main thread. Per
// step: click → the frame after the last DOM change, the long tasks (over 50 ms) and their blocking time, the longest
// task and what it spent its time on, and the layout shifts (CLS as the metric counts them, and every shift, with
// the elements that moved). The baseline, in the same run just before each step: a no-op click on the same page (its
// heading), traced the same way. `--before <build>` measures a second build (the base's, `npx vite build --outDir`)
// journey by journey just before this one, each on a server of its own, so both see the same load.
// Needs the web build (`npx vite build`); starts the bench server on it. Prints figures; asserts nothing.
// Usage: node --import tsx bench/signed-in.ts [--only checkout,back-office] [--dist dist/web] [--before <build>] [--profile]
// `BENCH_PROFILE_DIR=<dir>` also keeps each step's trace and profile there (bench/lib/browser.ts keepForReading).
import type { Browser, Page } from "@playwright/test";
import { arm, cdpOf, CPU_SLOWDOWN, finished, launchBrowser, newContext, webBuild, signIn, startProfile, startTrace, stopProfile, stopTrace, throttle, type Interaction, type LongTask } from "./lib/browser";
import { startBenchServer, type BenchServer } from "./lib/server";
import { laxCarSearch } from "./lib/public-pages";
import { machineLine, ms, table, tripDate } from "./lib/stats";
import { arg } from "./lib/args";

const only = (arg("--only") ?? "").split(",").filter(Boolean);
/** A CPU profile of each route change beside its trace: the functions that took its time (names from a `--sourcemap` build). */
const profiling = process.argv.includes("--profile");
const TIMEOUT = 60_000;

interface Step {
  name: string;
  /** The click that changes the route (on the page the previous step left). */
  act(page: Page): Promise<void>;
  /** The address the route change reaches. */
  url: RegExp;
}

interface Journey {
  name: string;
  email: string;
  /** Where the journey starts, and what it does unmeasured before its first step (choosing an offer). */
  start: string;
  prepare?(page: Page): Promise<void>;
  steps: Step[];
}

const carSearch = laxCarSearch(tripDate(20), tripDate(23));

const continueToCheckout = (checkout: RegExp): Step => ({
  name: "details → checkout",
  act: async (page) => page.getByRole("button", { name: "Continue to checkout" }).click(),
  url: checkout,
});

/** The first offer of a results page opened, until its details allow "Continue to checkout". */
async function openFirst(page: Page, offer: RegExp | ((page: Page) => Promise<void>)): Promise<void> {
  if (typeof offer === "function") await offer(page);
  else {
    const button = page.getByRole("button", { name: offer }).first();
    await button.waitFor({ timeout: TIMEOUT });
    await button.click();
  }
  const next = page.getByRole("button", { name: "Continue to checkout" });
  await next.waitFor({ timeout: TIMEOUT });
  for (let i = 0; i < 120 && !(await next.isEnabled()); i++) await page.waitForTimeout(250);
}

/** An activity: its first product, a day of next month with an open slot, availability checked (as tests/browser/activities.spec.ts). */
async function chooseActivity(page: Page): Promise<void> {
  const first = page.getByRole("list", { name: "Activities" }).getByRole("button").first();
  await first.waitFor({ timeout: TIMEOUT });
  await first.click();
  const calendar = page.getByRole("application", { name: /^Day/ });
  await calendar.getByRole("button", { name: "Next month" }).click();
  const days = calendar.getByRole("grid").getByRole("button", { disabled: false });
  const times = page.getByRole("group", { name: "Option and start time" });
  const slots = times.getByRole("radio", { disabled: false });
  for (let i = 0; i < 10; i += 1) {
    await days.nth(i).click();
    for (let w = 0; w < 60 && (await times.getByText(/Loading times/).count()) > 0; w++) await page.waitForTimeout(250);
    if ((await slots.count()) > 0) break;
  }
  await slots.first().check();
  await page.getByRole("button", { name: "Check availability" }).click();
}

/** A link of the page by its address (the back office's side navigation, the header's "My trip"). */
const linkTo = (path: string): Step => ({
  name: `→ ${path}`,
  act: async (page) => page.locator(`a[href="${path}"]:visible`).first().click(),
  url: new RegExp(`${path.replace(/\//g, "\\/")}(\\?|$)`),
});

const JOURNEYS: Journey[] = [
  {
    name: "flight checkout",
    email: "alice@acme.test",
    start: `/booknow/flights/search?trip=One-Way&legs=JFK-LHR-${tripDate(24)}&adt=1`,
    prepare: (page) => openFirst(page, /^Select flight/),
    steps: [continueToCheckout(/\/booknow\/flights\/checkout/)],
  },
  {
    name: "hotel checkout",
    email: "alice@acme.test",
    start: `/booknow/hotels/search?dest=2267057&name=Lisbon&in=${tripDate(20)}&out=${tripDate(22)}&rooms=1&nat=US`,
    prepare: (page) => openFirst(page, /^See rooms at/),
    steps: [continueToCheckout(/\/booknow\/hotels\/checkout/)],
  },
  {
    name: "car checkout",
    email: "alice@acme.test",
    start: `/booknow/cars/search?q=${carSearch}`,
    prepare: (page) => openFirst(page, /^Select .* for /),
    steps: [continueToCheckout(/\/booknow\/cars\/reservation-details/)],
  },
  {
    name: "activity checkout",
    email: "alice@acme.test",
    start: `/booknow/activities/search?dest=2267057&name=Lisbon&adt=2&chd=0`,
    prepare: (page) => openFirst(page, chooseActivity),
    steps: [continueToCheckout(/\/booknow\/activities\/bookings\/checkout/)],
  },
  { name: "my trip", email: "alice@acme.test", start: "/profile", steps: [linkTo("/mytrip")] },
  {
    // The back office from its dashboard (owner@acme.test sees every entry of the side navigation): each list reached
    // by its link, then the dashboard again from the last one, then the agent's My trip.
    name: "back office",
    email: "owner@acme.test",
    start: "/dashboard",
    prepare: async (page) => page.locator('nav[aria-label="Agent area"] a[href="/clients"]').first().waitFor({ timeout: TIMEOUT }),
    steps: [
      "/clients",
      "/agents",
      "/bookings/flights",
      "/bookings/hotels",
      "/bookings/cars",
      "/bookings/activities",
      "/proposals",
      "/short-links",
      "/recent-searches",
      "/markups",
      "/activity",
      "/dashboard",
      // Last: My trip has no side navigation to go on from.
      "/mytrip",
    ].map(linkTo),
  },
];

interface Measured {
  interaction: Interaction;
  tasks: LongTask[];
}

/** One click at 4× CPU inside a trace: its interaction figures and the main thread's tasks over 30 ms (and its profile). */
async function traced(browser: Browser, page: Page, act: () => Promise<void>, profile = false): Promise<Measured & { profile?: string[] }> {
  const cdp = await cdpOf(page);
  await throttle(cdp, CPU_SLOWDOWN);
  // The profiler starts before the trace and stops after it: its own messages (the profile's making, hundreds of ms
  // at 4× CPU) are tasks of the renderer's main thread, not the click's.
  if (profile) await startProfile(cdp);
  await startTrace(browser, page);
  try {
    await arm(page);
    await act();
    const interaction = await finished(page);
    const tasks = await stopTrace(browser, 30);
    const lines = profile ? await stopProfile(cdp, 16) : undefined;
    return { interaction, tasks, ...(lines ? { profile: lines } : {}) };
  } finally {
    await throttle(cdp, 1).catch(() => {});
    await cdp.detach().catch(() => {});
  }
}

const figures = (m: Measured) => {
  const long = m.tasks.filter((t) => t.ms > 50);
  const longest = m.tasks.reduce((max, t) => Math.max(max, t.ms), 0);
  return { long: long.length, blocking: long.reduce((sum, t) => sum + t.ms - 50, 0), longest };
};

interface Build {
  label: string;
  server: BenchServer;
  origin: string;
}

async function startBuild(label: string, dist: string): Promise<Build> {
  const server = await startBenchServer({ webDistDir: dist });
  return { label, server, origin: `http://acme.localhost:${new URL(server.base).port}` };
}

const before = arg("--before");
const builds: Build[] = [];
if (before) builds.push(await startBuild("before", before));
builds.push(await startBuild(before ? "after" : "this", webBuild(arg("--dist"))));
const browser = await launchBrowser();
const rows: Array<Array<string | number>> = [["journey", "build", "route change", "click → settled", "tasks > 50 ms", "blocking", "longest", "CLS", "shifts (all)", "no-op: settled", "longest", "CLS", "load"]];
const loadNow = () =>
  machineLine()
    .replace(/.*load average /, "")
    .split(" / ")[0] ?? "?";

async function runJourney(journey: Journey, build: Build): Promise<void> {
  const context = await newContext(browser);
  await signIn(context, build.origin, build.server.base, journey.email);
  const page = await context.newPage();
  try {
    await page.goto(`${build.origin}${journey.start}`);
    await journey.prepare?.(page);
    // Settled: nothing in flight for a moment (a page that keeps a connection open is not waited for).
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
    for (const step of journey.steps) {
      await page.waitForTimeout(500);
      const heading = page.getByRole("heading").first();
      const noop = await traced(browser, page, () => heading.click({ timeout: TIMEOUT }));
      const change = await traced(browser, page, () => step.act(page), profiling);
      await page.waitForURL(step.url, { timeout: TIMEOUT });
      const own = figures(change);
      const base = figures(noop);
      rows.push([
        journey.name,
        build.label,
        step.name,
        ms(change.interaction.ms, 0),
        own.long,
        ms(own.blocking, 0),
        ms(own.longest, 0),
        change.interaction.cls.toFixed(3),
        change.interaction.shiftAll.toFixed(3),
        ms(noop.interaction.ms, 0),
        ms(base.longest, 0),
        noop.interaction.cls.toFixed(3),
        loadNow(),
      ]);
      console.log(`  ${rows.at(-1)?.join(" | ")}`);
      for (const task of change.tasks.filter((t) => t.ms > 50)) console.log(`      ${task.ms.toFixed(0).padStart(5)} ms  ${task.top}`);
      for (const shift of change.interaction.shifts) console.log(`      shift ${shift}`);
      for (const line of change.profile ?? []) console.log(`      ${line}`);
    }
  } catch (error) {
    console.log(`  ${journey.name} (${build.label}): not measured: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
  } finally {
    await context.close();
  }
}

try {
  console.log(`\nSigned-in pages: route changes at ${CPU_SLOWDOWN}× CPU, 1280 × 900, traced; the baseline is a no-op click on the same page just before`);
  console.log(`machine: ${machineLine()}`);
  for (const journey of JOURNEYS.filter((j) => only.length === 0 || only.some((word) => j.name.includes(word)))) {
    for (const build of builds) await runJourney(journey, build);
  }
  console.log(`\nTarget: no task over 50 ms on a route change at ${CPU_SLOWDOWN}× CPU, CLS 0 (the no-op click beside each is the same run's floor).\n`);
  console.log(`machine: ${machineLine()}\n`);
  console.log(table(rows));
} finally {
  await browser.close();
  for (const build of builds) await build.server.close();
}

// Filter and sort on the largest result lists in the browser (issue "Every page fast on a phone": hotels in the
// biggest city, a route's 1,000 flights, cars, activities): the time from the click to the frame painted after the
// list changed, at 4× CPU (Lighthouse's phone), against a no-op click (the filter panel's heading) in the same run,
// interleaved. The machine-only figures are bench/machine-filters.ts; this is the whole page: machine, React, layout
// and paint. Then one filter and one sort click in a trace (their long tasks and what they spent their time on) and
// the JS functions that took the most time over a few more of each (named from source maps when the build has them:
// `npx vite build --sourcemap`). Prints figures; asserts nothing.
// Usage: node --import tsx bench/list-filters.ts [--rounds N] [--only hotel,flight] [--dist dist/web]
import type { Locator, Page } from "@playwright/test";
import { arm, cdpOf, CPU_SLOWDOWN, finished, launchBrowser, newContext, webBuild, startProfile, startTrace, stopProfile, stopTrace, throttle, type Interaction } from "./lib/browser";
import { startBenchServer } from "./lib/server";
import { laxCarSearch } from "./lib/public-pages";
import { machineLine, ms, summarize, table, tripDate } from "./lib/stats";
import { arg } from "./lib/args";

const rounds = Number(arg("--rounds") ?? (process.argv.includes("--short") ? 3 : 6));
const only = (arg("--only") ?? "").split(",").filter(Boolean);

/** London: the reference list's biggest city for the hotel sandbox (2,000 hotels) and 180 activities. */
const LONDON = { dest: 2_643_743, name: "London" };

interface ListPage {
  name: string;
  path: string;
  /** The list's accessible name; shown once results are in. */
  list: string;
}

const PAGES: ListPage[] = [
  { name: "hotel", path: `/booknow/hotels/search?dest=${LONDON.dest}&name=${LONDON.name}&in=${tripDate(20)}&out=${tripDate(23)}&rooms=1&nat=US`, list: "Hotels" },
  { name: "flight", path: `/booknow/flights/search?trip=Round-Trip&legs=JFK-LHR-${tripDate(30)}&ret=${tripDate(37)}&adt=1`, list: "Flights" },
  {
    name: "car",
    path: `/booknow/cars/search?q=${laxCarSearch(tripDate(20), tripDate(23))}`,
    list: "Cars",
  },
  { name: "activity", path: `/booknow/activities/search?dest=${LONDON.dest}&name=${LONDON.name}&adt=2&chd=0`, list: "Activities" },
];

/** Two states of one control that each change the list: clicked in turn. */
interface Toggle {
  label: string;
  act(i: number): Promise<void>;
}

/** The filter panel's first checkbox, on and off (each changes the list: an option chosen alone, or all again). */
async function filterToggle(page: Page): Promise<Toggle | null> {
  const box = page.getByRole("complementary", { name: "Filters" }).getByRole("checkbox").first();
  if ((await box.count()) === 0) return null;
  const id = await box.getAttribute("id");
  const name =
    (id
      ? await page
          .locator(`label[for="${id}"]`)
          .first()
          .textContent({ timeout: 2000 })
          .catch(() => null)
      : null) ?? "the first";
  return { label: `checkbox "${name.trim().slice(0, 40)}" on / off`, act: () => box.click({ timeout: 10_000 }) };
}

/** The sort control ("Sort by"): a select's first two orders, or the first two of its radios, in turn. */
async function sortToggle(page: Page): Promise<Toggle | null> {
  const select = page.getByRole("combobox", { name: "Sort by" });
  if ((await select.count()) > 0) {
    const values = await Promise.all((await select.locator("option").all()).map(async (option) => (await option.getAttribute("value")) ?? ""));
    const [first, second] = [values[1] ?? values[0] ?? "", values[0] ?? ""];
    return { label: `Sort by ${first} / ${second}`, act: async (i) => void (await select.selectOption(i % 2 === 0 ? first : second)) };
  }
  const labels = page.getByRole("group", { name: "Sort by" }).first().locator("label");
  if ((await labels.count()) < 2) return null;
  const names = await labels.allInnerTexts();
  return { label: `Sort by ${names[1]?.split("\n")[0]} / ${names[0]?.split("\n")[0]}`, act: (i) => labels.nth(i % 2 === 0 ? 1 : 0).click() };
}

/**
 * A filter the provider applies (activities, spec B §9) is a request: the time from the click to the first API
 * request the page made after it (the fetch's start, Resource Timing; the search itself, not the record of it the
 * recent searches keep), or null when it made none.
 */
async function requestLeft(page: Page, startAt: number): Promise<number | null> {
  const starts = (await page.evaluate(
    `performance.getEntriesByType("resource").filter((e) => e.initiatorType === "fetch" && e.name.includes("/api/") && !e.name.includes("search-store") && e.startTime >= ${startAt}).map((e) => e.startTime)`,
  )) as number[];
  return starts.length ? Math.min(...starts) - startAt : null;
}

async function measure(page: Page, act: () => Promise<void>): Promise<Interaction> {
  await arm(page);
  await act();
  return finished(page);
}

const server = await startBenchServer({ webDistDir: webBuild(arg("--dist")) });
const browser = await launchBrowser();
const port = new URL(server.base).port;
const summaryRows: Array<Array<string | number>> = [["list", "items", "no-op click p50", "filter p50", "× no-op", "sort p50", "× no-op", "filter max", "sort max", "load before → after"]];
try {
  console.log(`\nFilter and sort in the browser at ${CPU_SLOWDOWN}× CPU, ${rounds} clicks of each kind, interleaved; click → frame after the last change`);
  console.log(`machine: ${machineLine()}`);
  for (const listPage of PAGES.filter((p) => only.length === 0 || only.includes(p.name))) {
    const context = await newContext(browser);
    const page = await context.newPage();
    const cdp = await cdpOf(page);
    try {
      await page.goto(`http://acme.localhost:${port}${listPage.path}`);
      const list = page.getByRole("list", { name: listPage.list });
      await list.waitFor({ timeout: 60_000 });
      // Loaded: the filters are drawn once every result has arrived.
      const filter = await waitFor(() => filterToggle(page));
      const sort = await sortToggle(page);
      // The list's count once the search has ended (an activity search's pages arrive one after another first).
      const status = await page
        .getByText(/^Showing \d+ of \d+/)
        .first()
        .textContent({ timeout: 30_000 })
        .catch(() => null);
      // The first filter group's title: a click that changes nothing.
      const noop: Locator = page.getByRole("complementary", { name: "Filters" }).locator("legend").first();
      await page.waitForTimeout(1000);
      const before =
        machineLine()
          .replace(/.*load average /, "")
          .split(" / ")[0] ?? "?";
      await throttle(cdp, CPU_SLOWDOWN);
      const samples: Record<"noop" | "filter" | "sort" | "request", number[]> = { noop: [], filter: [], sort: [], request: [] };
      for (let i = 0; i < rounds; i++) {
        samples.noop.push((await measure(page, () => noop.click({ timeout: 10_000 }))).ms);
        if (filter) {
          const click = await measure(page, () => filter.act(i));
          samples.filter.push(click.ms);
          const left = await requestLeft(page, click.startAt);
          if (left !== null) samples.request.push(left);
        }
        if (sort) samples.sort.push((await measure(page, () => sort.act(i))).ms);
      }
      const after =
        machineLine()
          .replace(/.*load average /, "")
          .split(" / ")[0] ?? "?";
      const n = summarize(samples.noop);
      const f = summarize(samples.filter);
      const s = summarize(samples.sort);
      summaryRows.push([
        listPage.name,
        status ?? "?",
        ms(n.p50, 0),
        ms(f.p50, 0),
        `${(f.p50 / n.p50).toFixed(1)}×`,
        ms(s.p50, 0),
        `${(s.p50 / n.p50).toFixed(1)}×`,
        ms(f.max, 0),
        ms(s.max, 0),
        `${before} → ${after}`,
      ]);
      console.log(`\n${listPage.name}: ${status ?? ""}; filter: ${filter?.label ?? "none"}; sort: ${sort?.label ?? "none"}`);
      console.log(`  ${summaryRows.at(-1)?.join(" | ")}`);
      if (samples.request.length) {
        const r = summarize(samples.request);
        console.log(`  a filter's search left the page ${ms(r.p50, 0)} after the click (p50; max ${ms(r.max, 0)})`);
      }

      // Why: one click of each kind traced, then the functions that took the time over a few more.
      for (const [kind, toggle] of [
        ["filter", filter],
        ["sort", sort],
      ] as const) {
        if (!toggle) continue;
        await startTrace(browser, page);
        await measure(page, () => toggle.act(0));
        const tasks = await stopTrace(browser, 16);
        console.log(`  one ${kind} click traced: tasks over 16 ms: ${tasks.length ? "" : "none"}`);
        for (const task of tasks) console.log(`    ${task.ms.toFixed(0).padStart(5)} ms  ${task.top}`);
        await measure(page, () => toggle.act(1));
        await startProfile(cdp);
        for (let i = 0; i < 4; i++) await measure(page, () => toggle.act(i));
        console.log(`  JS self time over 4 ${kind} clicks (the largest):`);
        for (const line of await stopProfile(cdp)) console.log(`    ${line}`);
      }
      await throttle(cdp, 1);
    } catch (error) {
      console.log(`\n${listPage.name}: not measured: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    } finally {
      await context.close();
    }
  }
  console.log("\nTarget: a filter or sort within 2× the no-op click of the same run (the ratio is the figure on shared cores).\n");
  console.log(table(summaryRows));
} finally {
  await browser.close();
  await server.close();
}

/** Polls `find` until it answers (the filters appear once every result has arrived). */
async function waitFor<T>(find: () => Promise<T | null>, timeoutMs = 60_000): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
}

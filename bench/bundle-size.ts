// Gzip size of the JavaScript the browser loads for the flight search route (/booknow/flights/search):
// the entry chunk and its static imports, plus the route's lazy chunk(s) and their static imports.
// Builds into a temp folder with the vite manifest on (dist/web is left alone: other tools serve it).
// `--landing` measures the agency landing page (/) instead: what every first visit downloads.
// Usage: node --import tsx bench/bundle-size.ts [--landing] [--dist <dir with .vite/manifest.json>]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp, entryKey, fileSize, FLIGHT_SEARCH_ROUTE, LANDING_ROUTE, readManifest, routeKeys as keysOf, staticClosure } from "./lib/bundle";
import { kib, table } from "./lib/stats";

const given = process.argv.indexOf("--dist");
const outDir = given >= 0 ? (process.argv[given + 1] ?? "dist/web") : mkdtempSync(join(tmpdir(), "waypoint-bundle-"));
if (given < 0) {
  console.log(`vite build → ${outDir}`);
  buildApp(outDir);
}
const manifest = readManifest(outDir);

// TanStack's autoCodeSplitting emits `<route file>?tsr-split=component` chunks, loaded when the route is visited.
const landing = process.argv.includes("--landing");
let routeKeys = keysOf(manifest, FLIGHT_SEARCH_ROUTE);
let routeName = "/booknow/flights/search";
if (landing) {
  routeName = "/ (the landing page)";
  routeKeys = keysOf(manifest, LANDING_ROUTE);
} else if (routeKeys.filter((k) => k.startsWith(FLIGHT_SEARCH_ROUTE[0] ?? "")).length === 0) {
  routeName = "/ (landing: the flight search route is not built yet)";
  routeKeys = keysOf(manifest, LANDING_ROUTE);
}

const entry = staticClosure(manifest, [entryKey(manifest)]);
const route = staticClosure(manifest, routeKeys);
for (const k of entry) route.delete(k);

const rows: Array<Array<string | number>> = [["chunk", "part", "raw", "gzip"]];
let raw = 0;
let gzip = 0;
const add = (keys: Set<string>, part: string) => {
  const sized = [...keys]
    .map((k) => fileSize(outDir, manifest[k]?.file ?? ""))
    .filter((s) => s.file.endsWith(".js"))
    .sort((a, b) => b.gzip - a.gzip);
  for (const s of sized) {
    rows.push([s.file.replace(/^assets\//, ""), part, kib(s.raw), kib(s.gzip)]);
    raw += s.raw;
    gzip += s.gzip;
  }
  return sized.reduce((t, s) => t + s.gzip, 0);
};
const entryGzip = add(entry, "entry");
const routeGzip = add(route, "route");
rows.push(["TOTAL", "", kib(raw), kib(gzip)]);

console.log(`\nJS loaded by ${routeName} (gzip -9)\n`);
console.log(table(rows));
console.log(`\nentry + static imports ${kib(entryGzip)}; route chunks ${kib(routeGzip)}; total ${kib(gzip)} gzip over ${rows.length - 2} files`);
if (given < 0) rmSync(outDir, { recursive: true, force: true });

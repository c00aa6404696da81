// Gzip size of the JavaScript the browser loads for the flight search route (/booknow/flights/search):
// the entry chunk and its static imports, plus the route's lazy chunk(s) and their static imports.
// Builds into a temp folder with the vite manifest on (dist/web is left alone: other tools serve it).
// `--landing` measures the agency landing page (/) instead: what every first visit downloads.
// Usage: node --import tsx bench/bundle-size.ts [--landing] [--dist <dir with .vite/manifest.json>]
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { kib, table } from "./lib/stats";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const given = process.argv.indexOf("--dist");
const outDir = given >= 0 ? (process.argv[given + 1] ?? "dist/web") : mkdtempSync(join(tmpdir(), "waypoint-bundle-"));
if (given < 0) {
  console.log(`vite build → ${outDir}`);
  execFileSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--manifest", "--logLevel", "warn"], { stdio: "inherit" });
}
const manifestPath = join(outDir, ".vite/manifest.json");
if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with --manifest`);
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error("no entry chunk in the manifest");

/** A chunk and everything it imports statically (what loads with it). */
function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

// The flight search route and its parents under routes/ (layouts); TanStack's autoCodeSplitting
// emits `<route file>?tsr-split=component` chunks, loaded when the route is visited.
const ROUTE = "routes/booknow/flights/search.tsx";
const parents = ["routes/booknow.tsx", "routes/booknow/route.tsx", "routes/booknow/flights.tsx", "routes/booknow/flights/route.tsx"];
const landing = process.argv.includes("--landing");
let routeKeys = Object.keys(manifest).filter((k) => k.split("?")[0] === ROUTE || parents.includes(k.split("?")[0] ?? ""));
let routeName = "/booknow/flights/search";
if (landing) {
  routeName = "/ (the landing page)";
  routeKeys = Object.keys(manifest).filter((k) => k.split("?")[0] === "routes/index.tsx");
} else if (routeKeys.filter((k) => k.startsWith(ROUTE)).length === 0) {
  routeName = "/ (landing: the flight search route is not built yet)";
  routeKeys = Object.keys(manifest).filter((k) => k.split("?")[0] === "routes/index.tsx");
}

const entry = staticClosure([entryKey]);
const route = staticClosure(routeKeys);
for (const k of entry) route.delete(k);

function size(key: string) {
  const file = manifest[key]?.file ?? "";
  const bytes = readFileSync(join(outDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}
const rows: Array<Array<string | number>> = [["chunk", "part", "raw", "gzip"]];
let raw = 0;
let gzip = 0;
const add = (keys: Set<string>, part: string) => {
  const sized = [...keys].map((k) => ({ k, ...size(k) })).filter((s) => s.file.endsWith(".js")).sort((a, b) => b.gzip - a.gzip);
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

// Reading a `vite build --manifest` output: which files a page loads (its entry chunk, the route chunks it
// needs and everything they import statically, with their stylesheets) and how big they are.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { PAGE_PRELOADS_FILE, pageStylesheet as firstHtmlStylesheet, type PagePreloads } from "@/shared/page-preloads";

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The app's production build (the project's vite.config.ts) into `outDir`, with its manifest. */
export function buildApp(outDir: string): void {
  execFileSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--manifest", "--logLevel", "warn"], { stdio: "inherit" });
}

export function readManifest(outDir: string): Manifest {
  const path = join(outDir, ".vite/manifest.json");
  if (!existsSync(path)) throw new Error(`${path} is missing: build with --manifest`);
  return JSON.parse(readFileSync(path, "utf8")) as Manifest;
}

/** The app's entry chunk (index.html's script); the pages' own stylesheets are entries of the build too. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry && manifest[k].file.endsWith(".js"));
  if (!key) throw new Error("no entry chunk in the manifest");
  return key;
}

/**
 * The stylesheet the first HTML links for a page (src/build/page-preloads.ts: the pages of PAGE_SHEETS have one
 * of their own, every other page the app's), which no chunk imports statically; none in a build from before
 * that split.
 */
export function pageStylesheet(outDir: string, path: string): string | null {
  const file = join(outDir, PAGE_PRELOADS_FILE);
  if (!existsSync(file)) return null;
  const { styles } = JSON.parse(readFileSync(file, "utf8")) as PagePreloads;
  return styles ? firstHtmlStylesheet(styles, path).replace(/^\//, "") : null;
}

/** Chunks and everything they import statically (what loads with them). */
export function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/** Manifest keys of a route file (TanStack's autoCodeSplitting adds `?tsr-split=…` variants). */
export function routeKeys(manifest: Manifest, files: string[]): string[] {
  return Object.keys(manifest).filter((k) => files.includes(k.split("?")[0] ?? ""));
}

/** A vertical's search route and its parent layouts under routes/. */
export const searchRoute = (vertical: "flights" | "hotels" | "cars" | "activities"): string[] => [
  `routes/booknow/${vertical}/search.tsx`,
  "routes/booknow.tsx",
  "routes/booknow/route.tsx",
  `routes/booknow/${vertical}.tsx`,
  `routes/booknow/${vertical}/route.tsx`,
];
export const FLIGHT_SEARCH_ROUTE = searchRoute("flights");
export const LANDING_ROUTE = ["routes/index.tsx"];

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export function fileSize(outDir: string, file: string): FileSize {
  const bytes = readFileSync(join(outDir, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The JS and CSS files of a set of chunks, each once. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith(".js")) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js: [...js], css: [...css] };
}

// The build the server under test serves: its first screens' module for the server is loaded once. The server imports
// `FIRST_SCREEN_MODULE` with the build's time in its address (src/server/agency/spa-shell.ts: a new build is imported
// anew), so a file of the bundle that imported that module by its plain address made Node load and run the whole
// 1.5 MB bundle a second time, with every table it holds (vite.config.ts `firstScreen`). And its files are Latin-1 (V8
// holds a script with any other character at two bytes a character, for as long as the server runs). And the app's
// first-load chunk opens with V8's compile hint (src/build/compile-hints.ts). No page is opened.
import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { FIRST_SCREEN_MODULE } from "@/shared/first-answers";
import { COMPILE_HINT } from "@/build/compile-hints";
import { outsideLatin1 } from "../latin1";

const DIST = resolve(process.env.WEB_DIST_DIR ?? "dist/web");
const ENTRY = join(DIST, FIRST_SCREEN_MODULE);
/** `from "./x.js"`, `import("../x.js")` and `export * from "./x.js"`: a module's relative imports. */
const IMPORTS = /(?:\bfrom\s*|\bimport\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g;

/** Every script of the first screens' bundle: its entry, the code it names and the chunks. */
const bundleFiles = () =>
  readdirSync(dirname(ENTRY), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".js"))
    .map((name) => join(dirname(ENTRY), name));

test("no file of the first screens' bundle imports the module the server imports, so Node runs it once", () => {
  const files = bundleFiles();
  expect(files).toContain(ENTRY);
  const importers = files.filter((file) => [...readFileSync(file, "utf8").matchAll(IMPORTS)].some(([, target = ""]) => resolve(dirname(file), target) === ENTRY));
  expect(importers.map((file) => relative(DIST, file))).toEqual([]);
  // The entry itself names the bundle's code, which the chunks share with it by that one address.
  expect([...readFileSync(ENTRY, "utf8").matchAll(IMPORTS)].length).toBeGreaterThan(0);
});

test("the first screens' bundle is Latin-1 throughout, so Node holds its source at one byte a character", () => {
  const files = bundleFiles();
  expect(files.length).toBeGreaterThan(1);
  const outside = files.flatMap((file) => outsideLatin1(readFileSync(file, "utf8")).map((char) => `${relative(DIST, file)}: ${char}`));
  expect(outside).toEqual([]);
});

test("the app's first-load chunk, and only it, opens with V8's compile hint, as served compressed too", () => {
  const assets = join(DIST, "assets");
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
  const hinted = scripts.filter((name) => readFileSync(join(assets, name), "utf8").startsWith(`${COMPILE_HINT}\n`));
  expect(hinted).toEqual([expect.stringMatching(/^app-[\w-]+\.js$/)]);
  const [app = ""] = hinted;
  expect(
    brotliDecompressSync(readFileSync(join(assets, `${app}.br`)))
      .toString("utf8")
      .startsWith(`${COMPILE_HINT}\n`),
  ).toBe(true);
  expect(
    gunzipSync(readFileSync(join(assets, `${app}.gz`)))
      .toString("utf8")
      .startsWith(`${COMPILE_HINT}\n`),
  ).toBe(true);
});

import { lingui } from "@lingui/vite-plugin";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { build, type Plugin, type Rolldown } from "vite";
import { defineConfig } from "vitest/config";
import { APP_CHUNK, firstLoadChunks } from "./src/build/first-load-chunks.ts";
import { compileHints } from "./src/build/compile-hints.ts";
import { pagePreloads } from "./src/build/page-preloads.ts";
import { localeTables } from "./src/build/locale-tables.ts";
import { responsiveMedia } from "./src/build/responsive-media.ts";
import { SUPPORTED_LANGUAGES } from "./src/shared/constants.ts";
import { FIRST_SCREEN_MODULE } from "./src/shared/first-answers.ts";
import { MEDIA_VARIANTS_FILE } from "./src/shared/media/responsive.ts";
import { measureSlowdown } from "./tests/browser/slowdown.ts";

const web = (p: string) => fileURLToPath(new URL(`./src/web/${p}`, import.meta.url));

const apiPort = Number(process.env.PORT ?? 3000);

// "CI green on a slow machine": the test budgets are the reference machine's times this run's measured slowdown,
// as the browser tests' are (tests/browser/slowdown.ts) — a server test migrating its own database or fuzzing every
// route takes 3× longer on a busy 2-core machine than on a quiet one. Only a vitest run measures (not a build).
const isVitestRun = /vitest/.test(process.argv[1] ?? "") && !process.argv.includes("--help");
const { factor: slowdown, measuredMs } = isVitestRun ? await measureSlowdown(2) : { factor: 1, measuredMs: null };
if (measuredMs !== null) console.log(`Machine speed: the reference CPU task took ${measuredMs.toFixed(0)} ms on 2 threads → test budgets × ${slowdown}`);
const budget = (ms: number) => Math.round(ms * slowdown);

const TEXT_ASSET = /\.(?:js|mjs|css|svg|json|txt|html|map)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every hashed text asset, at the highest levels
 * (brotli 11, gzip 9): done once per build instead of per request, and served by
 * @fastify/static's `preCompressed` (src/server/http/spa.ts). A copy that is not smaller is skipped.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: "waypoint:precompress",
    // The product's build only: a test build (`--mode e2e`, the airport-transfer walk's bundle) is served to Chromium
    // on the same machine, where compressing each file once a run (brotli 11, ~8 s of CPU) buys nothing.
    apply: (_config, { command, mode }) => command === "build" && mode !== "e2e",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      const files = Object.keys(bundle).filter((f) => f.startsWith("assets/") && TEXT_ASSET.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const raw = await readFile(path);
          const [br, gzipped] = await Promise.all([brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }), gz(raw, { level: 9 })]);
          if (br.length < raw.length) await writeFile(`${path}.br`, br);
          if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
        }),
      );
    },
  };
}

/**
 * Lingui's macro through babel (plugin-react 6 has no babel option), for the modules that import a macro only: a
 * quarter of the sources. As a plugin, babel parsed and printed every module again (the build's 742 calls, its
 * costliest plugin; every server module in the tests).
 */
const linguiMacro = defineRolldownBabelPreset({
  preset: { plugins: ["@lingui/babel-plugin-lingui-macro"] },
  rolldown: { filter: { code: /@lingui\/(?:core\/|react\/)?macro/ } },
});

/**
 * The plugins both builds (and the tests) need: React, Lingui's macro and catalogs, each language's tables (country
 * names, dates), and react-aria's own texts (a calendar's, a combo box's, a dialog's) in the site's languages only:
 * react-aria speaks the site's language (src/web/lib/aria-locale.ts), so the strings it ships for thirty-one other
 * languages would never be read (docs/decisions.md "react-aria in the site's language"; Adobe's own plugin for it).
 */
const appPlugins = () => [react(), babel({ presets: [linguiMacro] }), lingui(), localeTables(), optimizeLocales.vite({ locales: [...SUPPORTED_LANGUAGES] })];

/**
 * The landing's first screen for the server (src/web/first-screen.tsx, "Fast on a phone"): built for Node once
 * the app is written, into `<outDir>/server/` (`FIRST_SCREEN_MODULE`, never served: src/server/http/spa.ts). Its pictures'
 * copies are the ones the app's build just listed, so both draw the same sources.
 */
function firstScreen(): Plugin {
  let outDir = "";
  let forServer = false;
  return {
    name: "waypoint:first-screen",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      forServer = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (forServer) return;
      const variants = await readFile(join(outDir, MEDIA_VARIANTS_FILE), "utf8").catch(() => "{}");
      const output = await build({
        configFile: false,
        root: web(""),
        publicDir: false,
        // Its catalogs are imported whole (the app's are split per language): rolldown's notes on that are not news.
        logLevel: "error",
        plugins: [
          ...appPlugins(),
          {
            name: "waypoint:first-screen-inputs",
            enforce: "pre",
            // Stylesheets are the app's to load (lib/page-styles.ts, in code the first screen never runs).
            resolveId: (id) => (id === "virtual:media-variants" ? "\0media-variants" : id.endsWith(".css") ? "\0no-styles" : null),
            load: (id) => (id === "\0media-variants" ? `export default ${variants};` : id === "\0no-styles" ? "export default {};" : null),
          },
        ],
        // React's production build, whatever NODE_ENV the server runs with (npm start sets none, and NODE_ENV
        // chooses the server's mode): the development build drew a first screen in 11–17 ms instead of 2–4, on the
        // server's one thread. Everything is bundled, so that the libraries that use React share that copy.
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        ssr: { noExternal: true },
        resolve: { tsconfigPaths: true },
        build: {
          ssr: web("first-screen.tsx"),
          outDir: dirname(join(outDir, FIRST_SCREEN_MODULE)),
          emptyOutDir: true,
          rolldownOptions: {
            // Without comments and its texts escaped to ASCII ("…" as \u2026): V8 holds a script with any character
            // outside Latin-1 at two bytes a character, and the server holds this bundle's source for as long as it
            // runs (docs/performance.md part 36).
            output: { entryFileNames: "first-screen-[hash].js", charset: "ascii", comments: false },
          },
        },
      });
      // The server imports `first-screen.js?<build time>` so that a new build is imported anew, and the bundle's
      // chunks import the module that holds the code they share by its plain address: had that module been
      // `first-screen.js` itself, Node would have loaded it twice (two addresses, two module instances: its 1.5 MB
      // parsed, compiled and run twice, every module-scope table held twice). So the code is in a file named by
      // its hash, which the chunks and this small entry name alike, and a new build is still a new address.
      const bundles = [output].flat().filter((bundle): bundle is Rolldown.RolldownOutput => "output" in bundle);
      const entry = bundles.flatMap((bundle) => bundle.output).find((file) => file.type === "chunk" && file.isEntry);
      if (!entry) throw new Error("the first screen's build wrote no entry");
      await writeFile(join(outDir, FIRST_SCREEN_MODULE), `export * from "./${entry.fileName}";\n`);
    },
  };
}

/**
 * Test verticals (docs/decisions.md "Test verticals"): `WEB_TEST_VERTICALS` names a test entry module that replaces
 * src/web/extra-verticals.ts (the product's empty list), so its vertical and screens join only that build: the
 * product's build never reads the module. Refused in a production-mode build and into the product's dist folder,
 * so a test build (`vite build --mode e2e --outDir <its own>`) can never be served as the product; the registry
 * refuses extras in a production build too (src/web/verticals.ts).
 */
function testVerticals(entry: string): Plugin {
  const product = web("extra-verticals.ts");
  return {
    name: "waypoint:test-verticals",
    enforce: "pre",
    configResolved(config) {
      const outDir = resolve(config.root, config.build.outDir);
      if (config.mode === "production" || outDir === resolve(config.root, "../../dist/web")) {
        throw new Error(`WEB_TEST_VERTICALS (${entry}) is refused in a production build: build with --mode e2e into a dist folder of its own.`);
      }
    },
    resolveId: {
      filter: { id: /extra-verticals$/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved?.id === product ? resolve(entry) : null;
      },
    },
  };
}

const firstLoad = firstLoadChunks();

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A route's loader runs only when its page opens: split like its component (in a chunk of its own, fetched
      // in parallel with the component's), so the first load does not carry every page's API client and schemas.
      codeSplittingOptions: { defaultBehavior: [["loader"], ["component"], ["errorComponent"], ["notFoundComponent"]] },
      routesDirectory: web("routes"),
      generatedRouteTree: web("route-tree.gen.ts"),
    }),
    // Only in a test build: the product's build does not even hold the plugin.
    ...(process.env.WEB_TEST_VERTICALS ? [testVerticals(process.env.WEB_TEST_VERTICALS)] : []),
    ...appPlugins(),
    tailwindcss(),
    precompress(),
    pagePreloads(),
    firstLoad.plugin,
    // The first load's own chunk, compiled as it streams in (src/build/compile-hints.ts).
    compileHints(new Set([APP_CHUNK])),
    responsiveMedia({ mediaDir: web("public/media"), cacheDir: fileURLToPath(new URL("./.cache/media", import.meta.url)) }),
    firstScreen(),
  ],
  resolve: {
    // tsconfig.json's import aliases (`@/` for src/, `@machines/` for machines/), for both builds and every test project.
    tsconfigPaths: true,
    // The router's store and @xstate/react import the shim of useSyncExternalStore for React before 18; React 19
    // has it, and the shim was 1 KiB of every page's first load ("Fast on a phone").
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: "use-sync-external-store/with-selector.js" },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: web("lib/sync-external-store.ts") },
    ],
  },
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    assetsDir: "assets",
    // A lazily loaded module's scripts are fetched as the browser finds them, not preloaded by Vite's helper: it adds
    // a <link> per module in one go, about a millisecond each on a slow phone, and a results page's modules made it
    // a long task that blocked taps ("Fast on a phone"). Its stylesheets still load with it (nothing unstyled); the
    // first HTML preloads each page's own modules (src/build/page-preloads.ts).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : deps.filter((dep) => dep.endsWith(".css"))) },
    rolldownOptions: {
      output: {
        // xstate in one chunk, ahead of the first loads' chunks: the landing loads it right after its first paint (for
        // the session machine) and would otherwise get the searches' shared chunk with it; left to itself the bundler
        // cut it in pieces along which booking chunks use which part ("Fast on a phone": more files, more bytes).
        // Then each first load's modules in the chunks src/build/first-load-chunks.ts names: the app's and the
        // landing's and searches' own (the landing 38 files → 7, flight search 66 → 13, fewer bytes too).
        codeSplitting: {
          // A group holds the modules it names, not everything they import (that would move modules between chunks
          // well beyond the group's own).
          includeDependenciesRecursively: false,
          groups: [
            { name: "xstate", test: /[\\/]node_modules[\\/]xstate[\\/]/, priority: 2 },
            { name: (id) => firstLoad.chunkOf.get(id) ?? null, debugName: "first-load-chunks", test: (id) => firstLoad.chunkOf.has(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API resolves the agency from the Host header, so the proxy keeps it.
    // Only API calls: the web app's own modules under src/web/api/ (/api/client.ts …) stay with vite.
    proxy: { "^/api/(?!.*\\.tsx?(\\?|$))": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  test: {
    root: ".",
    testTimeout: budget(5000),
    hookTimeout: budget(10000),
    // Two workers on the two-core CI machine (the default leaves one core to the runner, which waits): the
    // machine walks and server tests are CPU-bound and independent (each server test has its own database).
    maxWorkers: 2,
    // The server's first-screen module is a built bundle (dist/web/server/, 1.5 MB): the server tests
    // that serve a build import it as node would, not through the transforms made for the sources (Lingui's macro
    // through babel took 5–10 s over it in each worker that opened it).
    server: { deps: { external: [/[\\/]dist[\\/]web[\\/]server[\\/]/] } },
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      {
        extends: true,
        test: {
          name: "model",
          include: ["tests/model/**/*.test.ts"],
          environment: "node",
          // Every model file imports the registry, and with it every machine and its fixtures: the files of one
          // worker share those modules instead of importing them again (docs/qa/ci-time.md "Test time"). Nothing
          // here mocks a module or leaves a global changed (qa-paths-translated.test.ts restores QA_LANG).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          // Every server test file imports the whole server (~3 s each on the CI machine, half the
          // project's time) and builds its own app on its own database: the files of one worker share
          // the imported modules (the reference data indexes too) instead of importing them again.
          isolate: false,
          testTimeout: budget(30000),
          hookTimeout: budget(60000),
        },
      },
    ],
  },
});

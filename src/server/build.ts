// The production server: src/server/main.ts bundled into one ES module, dist/server/main.js, which
// `npm start` runs with plain node. Importing the server through tsx took 1.4 s of a 2.7 s start (one
// hook round trip per module); the bundle imports in about a third of that, and tsx's own memory is
// not paid (docs/performance.md "A lean server"). Packages stay external: node_modules is loaded as
// it is (PGlite finds its WebAssembly beside itself, pino its transports). What the server reads at
// run time goes beside the bundle as in src/server (paths.ts): the migrations.
// Usage: node --import tsx src/server/build.ts [out folder, default dist/server]
import { cpSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const SERVER = fileURLToPath(new URL(".", import.meta.url));

/** Bundles the server into `outDir` (emptied first); returns the entry file's path. */
export async function buildServer(outDir: string): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  const entry = join(outDir, "main.js");
  await build({
    entryPoints: [join(SERVER, "main.ts")],
    outfile: entry,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // Its `@/` and `@machines/` imports resolve by tsconfig.json's paths, as for tsc and tsx.
    tsconfig: join(SERVER, "..", "..", "tsconfig.json"),
    sourcemap: true,
    // With --enable-source-maps (npm start) logged stacks name src/server files, not bundle lines.
    sourcesContent: false,
    logLevel: "warning",
    legalComments: "none",
    // Without comments or indentation: 1.5 → 1.3 MB, and the comments carried the bundle's only characters outside
    // Latin-1 ("→", "…"), for which V8 held the whole script at two bytes a character (docs/performance.md part 35:
    // 2 MiB less heap; the strings the code uses are escaped to ASCII already, esbuild's default).
    minifyWhitespace: true,
  });
  cpSync(join(SERVER, "db", "migrations"), join(outDir, "db", "migrations"), { recursive: true });
  return entry;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const entry = await buildServer(resolve(process.argv[2] ?? "dist/server"));
  console.log(`server bundle: ${entry} (${Math.round(performance.now() - started)} ms)`);
}

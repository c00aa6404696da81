import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a script whose first line is this
 * has every function compiled as it streams in, on a background thread, instead of each on the main thread at its
 * first call. It must be the file's very first line: on the second (below Vite's `__vite__mapDeps`) Chromium ignored
 * it (docs/performance.md part 42).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Marks the chunks whose functions a page runs as it starts ("Every page fast on a phone"): the app's first load
 * (React, the router, Lingui, the site's shell). Its evaluation after the first paint was a phone's longest task
 * (105–164 ms unthrottled on activity details), most of it compiling functions one by one as they were first called.
 * Not the route chunks or the libraries a page calls a few functions of: compiling what never runs costs memory and
 * the phone's other cores. Runs after every other plugin has written the chunk (Vite's preload helper among them), so
 * the hint stays first; a source map is moved down the one line.
 */
export function compileHints(hinted: ReadonlySet<string>): Plugin {
  return {
    name: "waypoint:compile-hints",
    apply: "build",
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== "chunk" || !hinted.has(file.name)) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === "asset") {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

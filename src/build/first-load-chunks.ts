import type { Plugin } from "vite";
import { PAGE_SHEETS } from "../shared/page-preloads.ts";
import { pagePath, ROUTE_PART } from "./page-preloads.ts";

const isStylesheet = (id: string) => /\.css(\?|$)/.test(id);

/** The chunk of what index.html's script reaches: every page's first load (compile-hints.ts marks it). */
export const APP_CHUNK = "app";

/**
 * Which chunk each module of a first load goes in ("Every page fast on a phone"): "app" for what index.html's
 * script reaches, and for what only the pages with a sheet of their own reach (PAGE_SHEETS: the landing and each
 * search) the names of those pages, joined ("car-search+hotel-search"). Left to itself the bundler cut the
 * same modules by which of the ~200 route chunks also import them: the landing asked for 38 files and a search
 * page for 66, each request about a millisecond of the main thread unthrottled (docs/performance.md part 11),
 * and each cut a few bytes of imports and exports. The map is filled once every module is read (buildEnd) and
 * before chunks are cut, for vite.config.ts's code-splitting group to read.
 */
export function firstLoadChunks(): { plugin: Plugin; chunkOf: Map<string, string> } {
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: "waypoint:first-load-chunks",
    apply: "build",
    buildEnd() {
      chunkOf.clear();
      const ids = [...this.getModuleIds()];
      const imported = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const closure = (starts: string[]) => {
        const seen = new Set<string>();
        const walk = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          imported(id).forEach(walk);
        };
        starts.forEach(walk);
        return seen;
      };
      // index.html (the pages' sheets are entries too, with no code).
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry && !isStylesheet(id));
      const app = closure(entries);
      // index.html and what it names (main.tsx) stay in the entry's own chunk: with nothing of its own left, the
      // bundler drops that chunk and the build's manifest has no entry.
      const own = new Set(entries.flatMap((id) => [id, ...imported(id)]));
      for (const id of app) if (!own.has(id) && !isStylesheet(id)) chunkOf.set(id, APP_CHUNK);
      const pages = new Map<string, string[]>();
      for (const [path, sheet] of Object.entries(PAGE_SHEETS)) {
        // The page's route parts (component, loader) stay chunks of their own: the router asks for them by name.
        const parts = ids.filter((id) => {
          const route = ROUTE_PART.exec(id)?.[1];
          return route !== undefined && pagePath(route) === path;
        });
        for (const id of closure(parts)) {
          if (app.has(id) || parts.includes(id) || isStylesheet(id)) continue;
          pages.set(id, [...(pages.get(id) ?? []), sheet.replace(/\.css$/, "")]);
        }
      }
      for (const [id, names] of pages) chunkOf.set(id, names.sort().join("+"));
    },
  };
  return { plugin, chunkOf };
}

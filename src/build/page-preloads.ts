import type { Plugin } from "vite";
import { PAGE_PRELOADS_FILE, type PagePreloads } from "../shared/page-preloads.ts";

const CATALOG = /\/locales\/([a-z]{2})\/messages\.po$/;
const ROUTE_COMPONENT = /\/src\/web\/routes\/(.+)\.tsx\?tsr-split=component$/;

/** A route file's page path (routes/booknow/flights/search.tsx → /booknow/flights/search), or null for a page behind a parameter or a login. */
function pagePath(file: string): string | null {
  if (file.includes("$") || file.startsWith("_auth")) return null;
  return `/${file}`.replace(/\/?index$/, "") || "/";
}

/**
 * Lists what a page needs right after index.html's own scripts, for the server to preload in the first HTML
 * (src/server/http/first-html.ts): each language's catalog, and each public page's route code (its lazy
 * component and the modules only it imports). Found otherwise only once the app has run, one step later.
 */
export function pagePreloads(): Plugin {
  return {
    name: "waypoint:page-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === "chunk" ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[], skip = new Set<string>()) => {
        const seen = new Set<string>();
        const walk = (file: string) => {
          if (seen.has(file) || skip.has(file)) return;
          seen.add(file);
          for (const next of byFile.get(file)?.imports ?? []) walk(next);
        };
        start.forEach(walk);
        return seen;
      };
      const inHtml = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const preloads: PagePreloads = { catalogs: {}, pages: {} };
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? "";
        const catalog = CATALOG.exec(id)?.[1];
        if (catalog) preloads.catalogs[catalog] = `/${chunk.fileName}`;
        const route = ROUTE_COMPONENT.exec(id)?.[1];
        const path = route ? pagePath(route) : null;
        if (path) preloads.pages[path] = [...closure([chunk.fileName], inHtml)].map((file) => `/${file}`);
      }
      this.emitFile({ type: "asset", fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

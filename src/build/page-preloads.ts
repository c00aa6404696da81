import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { PAGE_PRELOADS_FILE, PAGE_SHEETS, type PagePreloads } from "../shared/page-preloads.ts";

const WEB = fileURLToPath(new URL("../web/", import.meta.url));
const APP_CSS = `${WEB}styles.css`;

const CATALOG = /\/locales\/([a-z]{2})\/messages\.po$/;
/** A language's tables (src/build/locale-tables.ts). */
const TABLES = /^\0locale-tables:([a-z]{2})$/;
/** A route's split component or loader, or both in one chunk (`component---loader`): fetched as its page opens. */
export const ROUTE_PART = /\/src\/web\/routes\/(.+)\.tsx\?tsr-split=([a-z-]+)$/;

/**
 * A route file's page path (routes/booknow/flights/search.tsx → /booknow/flights/search; a page behind a parameter by
 * its route id, /booknow/activities/result-details/$productCode), or null for a page behind a login.
 */
export function pagePath(file: string): string | null {
  if (file.startsWith("_auth")) return null;
  return `/${file}`.replace(/\/?index$/, "") || "/";
}

/** The files a page's sheet takes its utilities from (its `@source` lines), relative to src/web. */
function sheetSources(sheet: string): Set<string> {
  const css = readFileSync(`${WEB}${sheet}`, "utf8");
  return new Set([...css.matchAll(/^@source "\.\/([^"]+)";$/gm)].map((match) => match[1] ?? ""));
}

/**
 * A page's first-load modules that draw (or hold the class strings of components/) and its sheet does not
 * list: what they draw would show unstyled. Route files other than the root and the page's own (`route`,
 * relative to src/web) count only for what stays in the first load (their search checks), which draws nothing.
 */
function unlistedSources(sheet: string, route: string, moduleIds: Iterable<string>): string[] {
  const listed = sheetSources(sheet);
  const missing = new Set<string>();
  for (const id of moduleIds) {
    const file = id.split("?")[0] ?? "";
    if (!file.startsWith(WEB) || !/\.tsx?$/.test(file)) continue;
    const local = file.slice(WEB.length);
    if (local.startsWith("routes/") && local !== "routes/__root.tsx" && local !== route && !local.startsWith("routes/-components/")) continue;
    // What draws (JSX with classes), and the class strings components share (components/booking/styles.ts).
    const draws = local.startsWith("components/") || readFileSync(file, "utf8").includes("className");
    if (!draws) continue;
    if (!listed.has(local)) missing.add(local);
  }
  return [...missing].sort();
}

/**
 * Lists what a page needs right after index.html's own scripts, for the server to preload in the first HTML
 * (src/server/agency/first-html.ts): each language's catalog and tables, and each public page's route code (its lazy
 * component and the modules only it imports), and the stylesheet of each page of PAGE_SHEETS and of the others.
 * Found otherwise only once the app has run, one step later.
 */
export function pagePreloads(): Plugin {
  return {
    name: "waypoint:page-preloads",
    apply: "build",
    buildStart() {
      // No module imports a page's sheet (the first HTML links it, lib/page-styles.ts): each is built on its own.
      for (const sheet of Object.values(PAGE_SHEETS)) this.emitFile({ type: "chunk", id: `${WEB}${sheet}` });
    },
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
      // index.html's entry (the pages' sheets are entries of their own, with no code).
      const inHtml = closure(chunks.filter((chunk) => chunk.isEntry && !chunk.facadeModuleId?.endsWith(".css")).map((chunk) => chunk.fileName));
      const stylesheet = (source: string) => {
        const css = chunks.find((chunk) => chunk.facadeModuleId === source)?.viteMetadata?.importedCss;
        const file = css?.values().next().value;
        if (!file) this.error(`no stylesheet built for ${source}`);
        return `/${file}`;
      };
      const styles = { app: stylesheet(APP_CSS), pages: {} as Record<string, string> };
      const preloads: PagePreloads = { catalogs: {}, pages: {}, styles };
      const routeChunks = new Map<string, { route: string; chunk: string }>();
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? "";
        const catalog = CATALOG.exec(id)?.[1];
        if (catalog) preloads.catalogs[catalog] = `/${chunk.fileName}`;
        const tables = TABLES.exec(id)?.[1];
        if (tables) (preloads.tables ??= {})[tables] = `/${chunk.fileName}`;
        const [, route, part] = ROUTE_PART.exec(id) ?? [];
        const path = route ? pagePath(route) : null;
        if (!path) continue;
        const modules = [...closure([chunk.fileName], inHtml)].map((file) => `/${file}`);
        preloads.pages[path] = [...new Set([...(preloads.pages[path] ?? []), ...modules])];
        if (part?.split("---").includes("component")) routeChunks.set(path, { route: `routes/${route}.tsx`, chunk: chunk.fileName });
      }
      for (const [path, sheet] of Object.entries(PAGE_SHEETS)) {
        const page = routeChunks.get(path);
        if (!page) this.error(`src/web/${sheet} is for ${path}, a page the build has no route component for`);
        const firstLoad = closure([...inHtml, page.chunk]);
        const missing = unlistedSources(
          sheet,
          page.route,
          [...firstLoad].flatMap((file) => byFile.get(file)?.moduleIds ?? []),
        );
        if (missing.length) this.error(`src/web/${sheet} has no @source for ${missing.join(", ")}, drawn on the first load of ${path}`);
        styles.pages[path] = stylesheet(`${WEB}${sheet}`);
      }
      this.emitFile({ type: "asset", fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { messages } from "@/shared/messages";
import { fail } from "./envelope";
import { isApiPath } from "./paths";

const IMMUTABLE = "public, max-age=31536000, immutable";
const NO_CACHE = "no-cache";
// A page carries its visitor's own first answers (their country, src/server/agency/first-html.ts): no shared cache keeps it.
const PAGE_CACHE = "private, no-cache";

/** True when `dir` holds a built SPA (vite build → dist/web). */
export function hasSpaBuild(dir: string): boolean {
  return existsSync(join(dir, "index.html"));
}

/**
 * An unknown agency's site renders 'Agency not found!' (spec A §1), and its status says so too:
 * every HTML page answered for a host that serves no agency is a 404, so crawlers and monitors
 * do not take it for a live site.
 */
export function registerUnknownAgencyPages(app: FastifyInstance, opts: { agencyExists: (host: string | undefined) => Promise<boolean> }): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (!type.startsWith("text/html") || isApiPath(request.url.split("?")[0] ?? "/") || reply.statusCode !== 200) return payload;
    if (!(await opts.agencyExists(request.headers.host))) void reply.code(404);
    return payload;
  });
}

/**
 * The built SPA from the same process. Hashed files under /assets/ are immutable; index.html is never
 * sent as a file: every page, `/` included, is the host's agency page (registerNotFound, src/server/agency/first-html.ts),
 * revalidated every time.
 * The build writes `<asset>.br` and `<asset>.gz` beside each hashed text asset (vite.config.ts,
 * "precompress"): `preCompressed` sends the one the browser accepts, at the highest level and
 * with no work per request; other files are compressed on the fly (src/server/http/compression.ts).
 */
export async function registerSpa(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: "/",
    index: false,
    // index.html and the folder itself are pages (registerNotFound), never files.
    // The landing's first-screen module (src/server/agency/first-html.ts) is the server's, not a file of the site.
    allowedPath: (pathName) => pathName !== "/index.html" && !pathName.endsWith("/") && !pathName.startsWith("/server/"),
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // A shared cache must keep the brotli, gzip and plain copies apart.
      res.setHeader("vary", "accept-encoding");
      const rel = filePath.slice(dir.length).replaceAll("\\", "/");
      if (rel.startsWith("/assets/")) res.setHeader("cache-control", IMMUTABLE);
      else if (rel.endsWith(".html")) res.setHeader("cache-control", NO_CACHE);
      else res.setHeader("cache-control", "public, max-age=3600");
    },
  });
}

/**
 * Unknown /api paths and missing files → JSON 404; other GETs → the page (`page`: index.html with the
 * host's agency in it) when the SPA is served, with status 404 for `absentPages` (pages of features this
 * mode does not have).
 */
export function registerNotFound(app: FastifyInstance, opts: { page: ((request: FastifyRequest) => Promise<string>) | null; absentPages?: readonly string[] }): void {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const page = opts.page;
    const isPageRequest =
      page !== null &&
      (request.method === "GET" || request.method === "HEAD") &&
      !isApiPath(path) &&
      !path.startsWith("/assets/") &&
      // A missing file must not turn into HTML; /index.html is the home page (it is never sent as a file).
      (path === "/index.html" || !/\.[a-z0-9]{1,8}$/i.test(path));
    if (page && isPageRequest) {
      const status = opts.absentPages?.includes(path.replace(/\/+$/, "") || "/") ? 404 : 200;
      const html = await page(request);
      return reply.code(status).header("cache-control", PAGE_CACHE).type("text/html; charset=utf-8").send(html);
    }
    return reply.code(404).send(fail(request.t(messages.notFound)));
  });
}

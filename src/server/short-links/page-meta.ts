import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { AgencyRow } from "../db/schema";
import type { ShortLinkRow } from "../db/schema-short-links";
import type { Db } from "../db/client";
import { findAgencyByHost } from "../agency/repository";
import { findShortLink } from "./store";

// spec A §2 "/url/{id}: Short-link resolution": chat apps and social sites read a page's Open Graph and
// Twitter card tags without running scripts, so the preview (title, description, image) must be in the HTML
// the server sends. The SPA then opens the saved page (src/web/routes/url/$id.tsx).

const escapeAttr = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The preview tags of a link, and the page's title. */
export function previewTags(link: Pick<ShortLinkRow, "title" | "description" | "image" | "code">, agency: Pick<AgencyRow, "agencyName">, origin: string): string {
  const image = link.image ? (link.image.startsWith("/") ? `${origin}${link.image}` : link.image) : null;
  const tags: [string, string, string][] = [
    ["property", "og:type", "website"],
    ["property", "og:site_name", agency.agencyName],
    ["property", "og:url", `${origin}/url/${link.code}`],
    ["property", "og:title", link.title],
    ["property", "og:description", link.description],
    ["name", "description", link.description],
    ["name", "twitter:card", image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", link.title],
    ["name", "twitter:description", link.description],
  ];
  if (image) tags.push(["property", "og:image", image], ["name", "twitter:image", image]);
  return [`<title>${escapeAttr(link.title)}</title>`, ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}" />`)].join("\n    ");
}

/** index.html with the link's tags in its head (its own <title> replaced). */
export function withPreview(html: string, tags: string): string {
  return html.replace(/<title>[^<]*<\/title>/, "").replace("</head>", `    ${tags}\n  </head>`);
}

/** GET /url/{code} when the server serves the SPA: index.html with the link's preview (unknown link: plain, 404). */
export function registerShortLinkPage(app: FastifyInstance, opts: { db: Db; dir: string; baseDomain?: string | undefined }): void {
  app.get<{ Params: { code: string } }>("/url/:code", { schema: { hide: true } }, async (request, reply) => {
    const html = await readFile(join(opts.dir, "index.html"), "utf8");
    void reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
    const agency = await findAgencyByHost(opts.db, request.headers.host, opts.baseDomain);
    const code = request.params.code;
    const link = agency && /^[A-Za-z0-9]{10}$/.test(code) ? await findShortLink(opts.db, agency.id, code) : null;
    if (!agency || !link) return reply.code(404).send(html);
    return reply.send(withPreview(html, previewTags(link, agency, `${request.protocol}://${request.host}`)));
  });
}

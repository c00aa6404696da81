import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AgencyRow } from "../db/schema";
import type { ShortLinkRow } from "../db/schema-short-links";
import type { Db } from "../db/client";
import type { PageOverride } from "../agency/first-html";
import { escapeHtml } from "../mail/templates";
import { findShortLink } from "./store";

// spec A §2 "/url/{id}: Short-link resolution": chat apps and social sites read a page's Open Graph and
// Twitter card tags without running scripts, so the preview (title, description, image) must be in the HTML
// the server sends. The SPA then opens the saved page (src/web/routes/url/$id.tsx). The page is the agency's
// own first HTML (src/server/agency/first-html.ts) with the link's title and these tags added, and the first screen
// of the page it opens ("Every page fast on a phone": a phone sees that page at once, not an empty one until the
// app has read the link and moved there). Not a redirect: a chat app that follows one would show the saved page's
// preview instead of the link's.

/** The preview tags of a link. */
function previewTags(link: Pick<ShortLinkRow, "title" | "description" | "image" | "code">, agency: Pick<AgencyRow, "agencyName">, origin: string): string[] {
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
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`);
}

/** GET /url/{code} when the server serves the SPA: the agency's page with the link's preview (unknown link: plain, 404). */
export function registerShortLinkPage(
  app: FastifyInstance,
  opts: { db: Db; page: (request: FastifyRequest, override?: PageOverride) => Promise<string>; agencyOfHost: (host: string | undefined) => Promise<AgencyRow | null> },
): void {
  app.get<{ Params: { code: string } }>("/url/:code", { schema: { hide: true } }, async (request, reply) => {
    void reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
    const agency = await opts.agencyOfHost(request.headers.host);
    const code = request.params.code;
    const link = agency && /^[A-Za-z0-9]{10}$/.test(code) ? await findShortLink(opts.db, agency.id, code) : null;
    if (!agency || !link) return reply.code(404).send(await opts.page(request));
    const tags = previewTags(link, agency, `${request.protocol}://${request.host}`);
    return reply.send(await opts.page(request, { opens: link.path, title: link.title, tags }));
  });
}

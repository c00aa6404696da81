import { z } from "zod";
import { backOfficeRuleMessages as r } from "../back-office/messages";
import { emailSchema } from "../validation/rules";
import { BOOKING_CATEGORIES } from "../booking/lists";
import { envelope } from "./envelope";
import { pagedEnvelope, pageQuery } from "./paging";

// spec A §3 "Short link: url, image, title, description", §7 "Short links"; spec B §7 "Short links"
// (the agency's list and delete) and "Agency back office" (GET /api/agency/search/services).

/** A link's booking type: the vertical whose page it saves (the list's `type` filter). */
export const SHORT_LINK_TYPES = BOOKING_CATEGORIES;
export type ShortLinkType = (typeof SHORT_LINK_TYPES)[number];

/**
 * The pages a short link may save (spec A §7: a search, results or details page): the search page (which
 * also shows the results) and the details page of each booking type. Nothing else: no checkout, no account.
 */
const SHAREABLE_PAGE = /^\/booknow\/(flights|hotels|cars|activities)\/(search|search-details|result-details(?:\/[A-Za-z0-9_-]{1,80})?)$/;

export const SHORT_LINK_PATH_MAX = 2000;

/**
 * The page `url` names, as a path with its query, its type and the host it names (null for a relative path,
 * which is on the agency's site by definition; the server checks that a named host is the agency's own).
 * Null when it is not a shareable page. Written once for the server's check and the web's share button.
 */
export function shareablePage(url: string): { path: string; type: ShortLinkType; host: string | null } | null {
  // Control characters and backslashes: browsers read "/\\evil.test" as a host.
  if (url.length > SHORT_LINK_PATH_MAX || [...url].some((c) => c.charCodeAt(0) < 0x20 || c === "\\")) return null;
  let parsed: URL;
  let host: string | null = null;
  try {
    // "//evil.test/…" is a host, not a path: only a single leading slash is relative.
    if (url.startsWith("/") && !url.startsWith("//")) parsed = new URL(url, "http://relative.invalid");
    else {
      parsed = new URL(url);
      if (!/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) return null;
      host = parsed.host.toLowerCase();
    }
  } catch {
    return null;
  }
  const match = SHAREABLE_PAGE.exec(parsed.pathname);
  if (!match?.[1]) return null;
  return { path: `${parsed.pathname}${parsed.search}`, type: match[1] as ShortLinkType, host };
}

const imageUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((s) => s === "" || /^https:\/\/[^\s"'<>]+$/.test(s) || /^\/(?!\/)[^\s"'<>]*$/.test(s), r.shortLinkImage.id);

/** POST /api/short-url (spec A §7: url, image, title, description). */
export const createShortUrlRequest = z.object({
  url: z.string().trim().min(1, r.shortLinkPage.id).max(SHORT_LINK_PATH_MAX, r.shortLinkPage.id),
  image: imageUrl.nullish(),
  title: z.string().trim().min(1, r.shortLinkTitle.id).max(200, r.shortLinkTitle.id),
  description: z.string().trim().max(500, r.shortLinkDescription.id).default(""),
});
export type CreateShortUrlRequest = z.input<typeof createShortUrlRequest>;

/** Codes are 10 characters of a URL-safe alphabet (src/server/short-links/codes.ts). */
export const shortLinkCode = z.string().regex(/^[A-Za-z0-9]{10}$/, r.shortLinkCode.id);
export const shortUrlParams = z.object({ code: shortLinkCode });

/** A short link as the sharer and the back office see it (spec A §3 "deepLinkDetails"). */
export const shortLink = z.object({
  id: z.string(),
  code: z.string(),
  /** The link to share: /url/{code} on the agency's host. */
  shortUrl: z.string(),
  /** The saved page on the agency's site (a path). */
  path: z.string(),
  type: z.enum(SHORT_LINK_TYPES),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  clicks: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type ShortLink = z.infer<typeof shortLink>;
export const shortLinkResponse = envelope(shortLink);

/** POST /api/short-url/email: the email payload (spec A §3: "fields not shown"; ours: the link and the address). */
export const shortUrlEmailRequest = z.object({
  code: shortLinkCode,
  email: emailSchema,
  /** A line of the sender's own, quoted in the mail. */
  note: z.string().trim().max(500, r.shortLinkNote.id).default(""),
});
export type ShortUrlEmailRequest = z.input<typeof shortUrlEmailRequest>;
export const shortUrlEmailResponse = envelope(z.object({ sent: z.literal(true) }));

const isoDate = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, r.date.id)
    .optional(),
);

/** GET /api/agency/short-urls (spec B §7: offSet, limit, type, search, startDate, endDate). */
export const shortUrlListQuery = pageQuery
  .extend({
    type: z.enum(["all", ...SHORT_LINK_TYPES]).default("all"),
    search: z.string().trim().max(100).optional(),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { message: r.dateOrder.id, path: ["endDate"] });
export type ShortUrlListQuery = z.input<typeof shortUrlListQuery>;
export type ShortUrlListFilters = z.output<typeof shortUrlListQuery>;
export const shortUrlListResponse = pagedEnvelope(shortLink.extend({ createdBy: z.string().nullable(), createdByName: z.string().nullable() }));
export type ShortUrlListItem = z.infer<typeof shortUrlListResponse>["data"][number];
export const shortUrlIdParams = z.object({ id: z.string().uuid(r.shortLinkCode.id) });
export const shortUrlDeletedResponse = envelope(z.object({ id: z.string(), deleted: z.literal(true) }));

/** GET /api/agency/search/services (spec B §7: from, size): the agency's recent searches (docs/decisions.md). */
export const searchServicesQuery = z.object({
  from: z.coerce.number().int().min(0, "from must be 0 or more").default(0),
  size: z.coerce.number().int().min(1, "size must be at least 1").max(100, "size must be at most 100").default(20),
});
export const recentSearch = z.object({
  id: z.string(),
  type: z.enum(["flights", "hotels", "activities"]),
  /** Where the search went, as the searcher typed or picked it ("JFK → LHR", "Lisbon"). */
  where: z.string(),
  /** The first travel day searched, when the search names one. */
  startDate: z.string().nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  /**
   * The search as it was sent (the vertical's search request: flights and activities as stored, hotels the
   * asynchronous search's request). Not validated here: a search stored under an older form still lists.
   */
  search: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export const searchServicesResponse = pagedEnvelope(recentSearch);

// "Fast on a phone": the answers every page's first load waits for (the agency, the countries and their
// currencies, the exchange rates, the visitor's country) travel inside the first HTML, so the app draws as
// soon as its code runs instead of asking for them after it (src/server/agency/first-html.ts writes them,
// src/web/api/first-answers.ts reads them). Paths are under /api/.

import { OFFER_REFERENCE_CALLS } from "./offer-references";

/**
 * Where the web build writes the pages' first screens for the server (src/web/first-screen.tsx built for Node, under
 * the build's folder and never served as a file): a small entry naming the bundle's code by its hash (vite.config.ts
 * `firstScreen`), which src/server/agency/spa-shell.ts imports.
 */
export const FIRST_SCREEN_MODULE = "server/first-screen.js";

/** The id of the JSON script element that carries them. */
export const FIRST_ANSWERS_ID = "first-answers";

/** Each first-load call's path, as the server routes and the app's calls name it. */
export const FIRST_LOAD_PATHS = {
  agency: "agency",
  countries: "code",
  exchangeRates: "multi-currency/exchange",
  visitorCountry: "visitor/country",
} as const;

const HOTEL_SEARCH = ["dest", "name", "type", "code", "in", "out", "rooms", "nat"] as const;
const ACTIVITY_SEARCH = ["dest", "name", "date", "adt", "chd", "sort", "tags"] as const;

/**
 * The pages whose first screen the server draws into the first HTML (src/web/first-screen.tsx), by route id (`$name`
 * is one segment of the path: an id), each with the query keys it may carry and still be drawn (`lng` on every page;
 * spec A §2 "Booking routes", spec B §2): the landing; each vertical's search page, plain or with a search in it (the
 * form filled in and the results' place, which the app fills once the offers arrive); each public details page
 * opened by address (its title band and the offer being priced, the booking core's `detailsPage`); the deal page
 * (its title band while the proposal is read: its answer is not made for the first HTML, since reading a proposal
 * marks it viewed). Any other key names something the app draws from its own answers (a saved checkout, a proposal
 * being booked), and such an address is left to the app.
 */
const FIRST_SCREEN_PAGES = {
  "/": [],
  "/booknow/flights/search": ["trip", "legs", "ret", "adt", "chd", "inf", "cabin"],
  "/booknow/hotels/search": HOTEL_SEARCH,
  "/booknow/cars/search": ["q"],
  "/booknow/activities/search": ACTIVITY_SEARCH,
  "/booknow/hotels/search-details": [...HOTEL_SEARCH, "offer"],
  "/booknow/cars/result-details": ["q", "offer"],
  "/booknow/activities/result-details/$productCode": [...ACTIVITY_SEARCH, "offer"],
  "/booknow/hotels/deal/$proposalId": [],
} as const satisfies Record<string, readonly string[]>;
export type FirstScreenPath = keyof typeof FIRST_SCREEN_PAGES;

/** An id in a path (a product code, a proposal's uuid), as the routes' ids are written. */
const PATH_ID = /^[A-Za-z0-9_-]{1,80}$/;

/** Does `path` name the page `page`, a route id (its `$` segments any id)? */
export function isPage(page: string, path: string): boolean {
  const want = page.split("/");
  const have = path.split("/");
  return want.length === have.length && want.every((segment, i) => (segment.startsWith("$") ? PATH_ID.test(have[i] ?? "") : segment === have[i]));
}

/** The page the server draws for this address (a page of FIRST_SCREEN_PAGES, with no query key but its own and `lng`), else null. */
export function firstScreenPath(path: string, query: URLSearchParams): FirstScreenPath | null {
  const page = (Object.keys(FIRST_SCREEN_PAGES) as FirstScreenPath[]).find((known) => isPage(known, path));
  if (!page) return null;
  const allowed: readonly string[] = FIRST_SCREEN_PAGES[page];
  return [...query.keys()].every((key) => key === "lng" || allowed.includes(key)) ? page : null;
}

type Images = { images?: readonly { url?: unknown }[] };

/** A page's reference call from its address (its offer, its id), and where its answer's photos are. */
interface PageReference {
  call(path: string, query: URLSearchParams): string | null;
  images(data: Images & { hotel?: Images }): Images["images"];
}

const lastSegment = (path: string): string => decodeURIComponent(path.split("/").at(-1) ?? "");

const REFERENCE_OF_PAGE: Partial<Record<FirstScreenPath, PageReference>> = {
  "/booknow/hotels/search-details": {
    call: (_, query) => {
      const offer = query.get("offer");
      return offer ? OFFER_REFERENCE_CALLS.hotel(offer) : null;
    },
    images: (data) => data.images,
  },
  "/booknow/activities/result-details/$productCode": { call: (path) => OFFER_REFERENCE_CALLS.activity(lastSegment(path)), images: (data) => data.images },
  "/booknow/hotels/deal/$proposalId": { call: (path) => OFFER_REFERENCE_CALLS.proposal(lastSegment(path)), images: (data) => data.hotel?.images },
};

/** The reference call of the page this address draws (firstScreenPath), else null. */
export function offerReferenceCall(page: FirstScreenPath, path: string, query: URLSearchParams): string | null {
  return REFERENCE_OF_PAGE[page]?.call(path, query) ?? null;
}

/**
 * The photo the page draws first from its reference answer (the largest paint of its first screen): the first of
 * the offer's images. The first HTML preloads it with a high priority.
 */
export function firstPhotoOf(page: FirstScreenPath, answer: unknown): string | null {
  const data = typeof answer === "object" && answer !== null && "data" in answer ? (answer as { data: unknown }).data : null;
  const images = typeof data === "object" && data !== null ? REFERENCE_OF_PAGE[page]?.images(data) : undefined;
  return preloadablePhoto(Array.isArray(images) ? images[0]?.url : undefined);
}

/**
 * A photo address the first HTML may preload (a details page's offer, a results page's first result): a path of our
 * own origin or an https address, never another scheme an answer could slip into the head.
 */
export function preloadablePhoto(url: unknown): string | null {
  return typeof url === "string" && ((url.startsWith("/") && !url.startsWith("//")) || url.startsWith("https://")) ? url : null;
}

// The activity routes' URL (spec B §2 "Activities"): the details page carries the product code and the
// confirmation the reference number in the path (/result-details/{productCode},
// /confirmation/{referenceNumber}); the search rides in small, readable search params. A refresh or a
// shared link decodes it back into the machine's `restore` input (machines/booking/routes.ts).
import type { BookingRestore, BookingRoute } from "@machines/booking/routes";
import { ACTIVITY_PATHS } from "@machines/activity-booking/routes";
import type { ActivitySearchRequestInput, SelectedLocation } from "@/shared/api/activities";
import { PRODUCT_CODE } from "@/shared/activities/options";
import { ACTIVITY_TAGS, type ActivityTag } from "@/shared/activities/tags";
import type { ActivityUrlSearch } from "./url-params";

// The product code schema's rule (src/shared/api/activities.ts: trimmed, then PRODUCT_CODE), without zod.
const isProductCode = (value: string) => PRODUCT_CODE.test(value.trim());

/** The product an offer id names: the code itself, or the product part of a bookable offer's id. */
export function productCodeOf(offerId: string): string {
  if (isProductCode(offerId)) return offerId;
  return offerId.split(".").find(isProductCode) ?? offerId;
}

interface UrlSearch {
  selectedLocation?: SelectedLocation;
  activityDate?: string;
  travellers?: { ADT: number; CHD: number };
  filterItem?: { sortOrder: string; tags: string[] };
}

function encodeSearch(search: UrlSearch): ActivityUrlSearch {
  const location = search.selectedLocation;
  if (!location) return {};
  const tags = search.filterItem?.tags ?? [];
  return {
    dest: location.destinationId,
    name: location.destinationName,
    ...(search.activityDate ? { date: search.activityDate } : {}),
    ...(search.travellers ? { adt: search.travellers.ADT, chd: search.travellers.CHD } : {}),
    ...(search.filterItem && search.filterItem.sortOrder !== "RECOMMENDED" ? { sort: search.filterItem.sortOrder as ActivityUrlSearch["sort"] } : {}),
    ...(tags.length > 0 ? { tags: tags.join(",") } : {}),
  };
}

function decodeSearch(params: ActivityUrlSearch): (ActivitySearchRequestInput & { travellers: { ADT: number; CHD: number } }) | undefined {
  if (!params.dest) return undefined;
  const tags = (params.tags ?? "").split(",").filter((tag): tag is ActivityTag => (ACTIVITY_TAGS as readonly string[]).includes(tag));
  return {
    destinationId: params.dest,
    selectedLocation: { destinationId: params.dest, destinationName: params.name ?? "", destinationType: "CITY" },
    ...(params.date ? { activityDate: params.date } : {}),
    travellers: { ADT: params.adt || 1, CHD: params.chd ?? 0 },
    filterItem: { sortOrder: params.sort ?? "RECOMMENDED", tags },
  };
}

/** The machine's restore → the route's search params (the ids in the path are `pathOf`'s). */
export function encodeRestore(restore: BookingRestore): ActivityUrlSearch {
  const search = restore.searchParams && restore.step !== "search" ? encodeSearch(restore.searchParams as UrlSearch) : {};
  const bookable = restore.offerId && !isProductCode(restore.offerId) ? { offer: restore.offerId } : {};
  return { ...search, ...bookable };
}

/** The page a route is on, with its id in the path (spec B §2; My trip's /activity-details/{referenceNumber}). */
export function pathOf(route: BookingRoute): string {
  const { offerId, referenceNumber } = route.restore;
  if (route.path === ACTIVITY_PATHS.details && offerId) return `${ACTIVITY_PATHS.details}/${encodeURIComponent(productCodeOf(offerId))}`;
  if ((route.path === ACTIVITY_PATHS.confirmation || route.path === ACTIVITY_PATHS.booking) && referenceNumber) return `${route.path}/${encodeURIComponent(referenceNumber)}`;
  return route.path;
}

/** A pathname → the booking page it is (the id in the path left out). */
export function pageOf(pathname: string): string {
  for (const page of [ACTIVITY_PATHS.details, ACTIVITY_PATHS.confirmation, ACTIVITY_PATHS.booking]) if (pathname.startsWith(`${page}/`)) return page;
  return pathname;
}

/** The id a page's path carries (a product code, a reference number), if any. */
function pathId(pathname: string): string | undefined {
  const page = pageOf(pathname);
  if (page === pathname) return undefined;
  const id = decodeURIComponent(pathname.slice(page.length + 1));
  return id === "" ? undefined : id;
}

/** An activity URL → the machine's restore input. */
export function decodeRestore(pathname: string, params: ActivityUrlSearch): BookingRestore | null {
  const searchParams = decodeSearch(params);
  const withSearch = searchParams ? { searchParams } : {};
  const results: BookingRestore | null = searchParams ? { step: "results", searchParams } : null;
  const id = pathId(pathname);
  switch (pageOf(pathname)) {
    case ACTIVITY_PATHS.search:
      return results ?? { step: "search" };
    case ACTIVITY_PATHS.details: {
      const offerId = params.offer ?? id;
      return offerId ? { step: "details", offerId, ...withSearch } : results;
    }
    case ACTIVITY_PATHS.checkout:
      return params.offer ? { step: "checkout", offerId: params.offer, ...withSearch } : results;
    case ACTIVITY_PATHS.confirmation:
    case ACTIVITY_PATHS.booking:
      return id ? { step: "confirmation", referenceNumber: id } : null;
    default:
      return null;
  }
}

/** Resumable checkouts: where a saved checkout that cannot be resumed as is starts again (its search and offer). */
export function restoreOfSnapshot(snapshot: unknown): BookingRestore | null {
  const context = (snapshot as { context?: { search?: unknown; offerId?: unknown } } | null)?.context;
  if (!context || typeof context !== "object") return null;
  const searchParams = context.search ?? undefined;
  if (typeof context.offerId === "string" && context.offerId !== "") return { step: "checkout", offerId: context.offerId, ...(searchParams ? { searchParams } : {}) };
  return searchParams ? { step: "results", searchParams } : null;
}

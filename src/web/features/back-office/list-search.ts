import type { ListQuery } from "@/shared/api/people";
import { PAGE_SIZES } from "@/shared/constants";
import { int, oneOf, searchParams, text, type SearchOf } from "../../lib/search-params";

// zod-free: a route's search check is in the first load of every page (src/web/lib/search-params.ts).
const shape = {
  offSet: int({ min: 0, max: 1_000_000 }),
  limit: oneOf(PAGE_SIZES),
  searchQuery: text({ max: 100 }),
};

/** A list page's URL (spec B §7: offSet, limit, searchQuery): the page and the search follow it. */
export const listSearch = searchParams(shape);
export type ListSearch = SearchOf<typeof shape>;

export const listQueryOf = (search: ListSearch): ListQuery => ({ offSet: search.offSet ?? 0, limit: search.limit ?? PAGE_SIZES[0], searchQuery: search.searchQuery ?? "" });

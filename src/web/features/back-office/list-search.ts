import { z } from "zod";
import { PAGE_SIZES, type ListQuery } from "../../../shared/api/people";

/** A list page's URL (spec B §7: offSet, limit, searchQuery): the page and the search follow it. */
export const listSearch = z.object({
  offSet: z.number().int().min(0).max(1_000_000).optional().catch(undefined),
  limit: z
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
  searchQuery: z.string().max(100).optional().catch(undefined),
});
export type ListSearch = z.infer<typeof listSearch>;

export const listQueryOf = (search: ListSearch): ListQuery => ({ offSet: search.offSet ?? 0, limit: search.limit ?? PAGE_SIZES[0], searchQuery: search.searchQuery ?? "" });

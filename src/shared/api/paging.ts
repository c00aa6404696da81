import { z } from "zod";

// Lists that page (spec B §7 "Responses read: … totalRecords, lists with totals"): the caller asks for a
// slice (`offSet`, `limit`, the spec's own spelling) and the answer says how many there are in all, so no
// list in the product silently stops at a fixed count.

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export const pageQuery = z.object({
  offSet: z.coerce.number().int().min(0, "offSet must be 0 or more").default(0),
  limit: z.coerce.number().int().min(1, "limit must be at least 1").max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** `{ status, message, data: [...], totalRecords }`: one page and the count of every record. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    status: z.boolean(),
    message: z.string(),
    data: z.array(item),
    totalRecords: z.number().int().nonnegative(),
  });
}

// zod/mini: every booking machine reads failures with it, and a machine is in a search page's first load.
import * as z from "zod/mini";

/**
 * What an actor rejects with, for every flow (accounts, bookings, payments): the HTTP status plus
 * the error envelope's `status` and `message` when present. The web's API client turns ky's
 * HTTPError into this; spec A §4 tells a login 404 *without* `status` (user not found) from any
 * other failure.
 */
export const apiFailure = z.object({
  httpStatus: z.int(),
  status: z.optional(z.boolean()),
  message: z.optional(z.string()),
});
export type ApiFailure = z.infer<typeof apiFailure>;

/** Anything an actor threw, as an ApiFailure (httpStatus 0 when it is not one: network, bug). */
export function toApiFailure(error: unknown): ApiFailure {
  const parsed = apiFailure.safeParse(error);
  return parsed.success ? parsed.data : { httpStatus: 0 };
}

import { z } from "zod";

/**
 * What an actor rejects with, for every flow (accounts, bookings, payments): the HTTP status plus
 * the error envelope's `status` and `message` when present. The web's API client turns ky's
 * HTTPError into this; spec A §4 tells a login 404 *without* `status` (user not found) from any
 * other failure.
 */
export const apiFailure = z.object({
  httpStatus: z.number().int(),
  status: z.boolean().optional(),
  message: z.string().optional(),
});
export type ApiFailure = z.infer<typeof apiFailure>;

/** Anything an actor threw, as an ApiFailure (httpStatus 0 when it is not one: network, bug). */
export function toApiFailure(error: unknown): ApiFailure {
  const parsed = apiFailure.safeParse(error);
  return parsed.success ? parsed.data : { httpStatus: 0 };
}

/**
 * What an actor rejects with, for every flow (accounts, bookings, payments): the HTTP status plus
 * the error envelope's `status` and `message` when present. The web's API client turns ky's
 * HTTPError into this; spec A §4 tells a login 404 *without* `status` (user not found) from any
 * other failure. Read by hand, not with zod: every booking machine reads failures, and a search page
 * draws its first screen before zod arrives ("Fast on a phone", docs/performance.md).
 */
export interface ApiFailure {
  httpStatus: number;
  status?: boolean;
  message?: string;
}

/** Anything an actor threw, as an ApiFailure (httpStatus 0 when it is not one: network, bug). */
export function toApiFailure(error: unknown): ApiFailure {
  if (typeof error !== "object" || error === null) return { httpStatus: 0 };
  const { httpStatus, status, message } = error as Record<string, unknown>;
  if (!Number.isSafeInteger(httpStatus)) return { httpStatus: 0 };
  if ((status !== undefined && typeof status !== "boolean") || (message !== undefined && typeof message !== "string")) return { httpStatus: 0 };
  return { httpStatus: httpStatus as number, ...(status === undefined ? {} : { status }), ...(message === undefined ? {} : { message }) };
}

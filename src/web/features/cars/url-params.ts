// The car routes' search params (spec B §2 "Cars"), checked on every car route before its page loads: zod-free,
// so the first load of every page stays small (src/web/lib/search-params.ts). What they mean (the machine's
// restore) is in ./url.ts, loaded with the car pages.
import { searchParams, text, uuid, type SearchOf } from "../../lib/search-params";
import { proposalUrlParam } from "../booking/proposal-url";

/** The search, as the link form the server also reads (src/shared/cars/link.ts). */
export const carSearchParam = text({ min: 1, max: 4000 });
/** A quote. */
export const carOfferParam = text({ min: 1, max: 2000 });

/** A booking's reference. */
export const carRefParam = text({ min: 1, max: 64 });

const shape = {
  q: carSearchParam,
  offer: carOfferParam,
  ref: carRefParam,
  /** Resumable checkouts: the saved checkout this page restores from (docs/checkout-sessions.md). */
  session: uuid,
  /** Booking an item of a proposal (the core's param: features/booking/proposal-url.ts). */
  proposal: proposalUrlParam,
};

export const carUrlSearch = searchParams(shape);
export type CarUrlSearch = SearchOf<typeof shape>;

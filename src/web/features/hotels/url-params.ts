// The hotel routes' search params (spec B §2 hotel routes), checked on every hotel route before its page loads:
// zod-free, so the first load of every page stays small (src/web/lib/search-params.ts). What they mean (the
// machine's restore) is in ./url.ts, loaded with the hotel pages.
import { either, int, isoDay, oneOf, searchParams, text, uuid, type SearchOf } from "../../lib/search-params";
import { proposalUrlParam } from "../booking/proposal-url";

/** One room per comma: adults, then each child's age: `2-10-4,1`. */
const ROOMS = /^\d(-\d{1,2})*(,\d(-\d{1,2})*)*$/;
const label = (max: number) => text({ min: 1, max });

const shape = {
  /** The destination's GeoNames id, its name and kind (a hotel picked: its id in `code`). */
  // The router reads a bare number as a number (`dest=2267057`) and writes back what this returns: kept a number.
  dest: either(int({ min: 1, max: 999_999_999 }), text({ pattern: /^\d{1,9}$/ })),
  name: label(200),
  type: oneOf(["city", "hotel"]),
  code: label(40),
  in: isoDay,
  out: isoDay,
  rooms: either(int({ min: 1, max: 9 }), text({ pattern: ROOMS, max: 120 })),
  nat: text({ pattern: /^[A-Z]{2}$/ }),
  /** A hotel (details) or one of its rates (details, checkout). */
  offer: label(2000),
  ref: label(64),
  /** Resumable checkouts: the saved checkout this page restores from. */
  session: uuid,
  /** Booking an item of a proposal (the core's param: features/booking/proposal-url.ts). */
  proposal: proposalUrlParam,
};

/** Every hotel route validates the same params; a bad value is dropped, never an error page. */
export const hotelUrlSearch = searchParams(shape);
export type HotelUrlSearch = SearchOf<typeof shape>;

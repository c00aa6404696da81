// The activity routes' search params (spec B §2 "Activities"), checked on every activity route before its page
// loads: zod-free, so the first load of every page stays small (src/web/lib/search-params.ts). What they mean
// (the machine's restore) is in ./url.ts, loaded with the activity pages.
import { ACTIVITY_MAX_PER_TYPE, ACTIVITY_SORTS } from "@/shared/activities/options";
import { int, isoDay, oneOf, searchParams, text, uuid, type SearchOf } from "../../lib/search-params";
import { proposalUrlParam } from "../booking/proposal-url";

const count = int({ min: 0, max: ACTIVITY_MAX_PER_TYPE, coerce: true });

/** The destination searched. */
export const activityDestinationParam = int({ min: 1, coerce: true });

/** A bookable offer (a day, option, time and travellers chosen) on the details or checkout page. */
export const activityOfferParam = text({ min: 1, max: 300 });

const shape = {
  dest: activityDestinationParam,
  name: text({ min: 1, max: 200 }),
  date: isoDay,
  adt: count,
  chd: count,
  sort: oneOf(ACTIVITY_SORTS),
  /** spec B §9 tag filters, comma-separated. */
  tags: text({ max: 400 }),
  offer: activityOfferParam,
  /** Resumable checkouts: the saved checkout this page restores from (docs/checkout-sessions.md). */
  session: uuid,
  /** Booking an item of a proposal (the core's param: features/booking/proposal-url.ts). */
  proposal: proposalUrlParam,
};

/** Every activity route validates the same params; a bad value is dropped, never an error page. */
export const activityUrlSearch = searchParams(shape);
export type ActivityUrlSearch = SearchOf<typeof shape>;

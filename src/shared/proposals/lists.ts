// The proposals' value lists, zod-free: the proposals route's URL check reads them in the first load of every
// page (src/web/lib/search-params.ts), every details page's "Propose to a client" adds to the draft with them, and
// the schemas in src/shared/api/proposals.ts build their enums from them.

export const PROPOSAL_STATUSES = ["draft", "sent", "viewed", "approved", "declined", "booked"] as const;
/** spec B §7 bookingStatus filter: whether the client booked what was proposed. */
export const PROPOSAL_BOOKING_STATUSES = ["booked", "notBooked"] as const;
export const PROPOSAL_PAGE_SIZE = 10;
/** A proposal holds 1 to 6 offers (one of each vertical). */
export const PROPOSAL_MAX_ITEMS = 6;

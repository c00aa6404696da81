import { uuid } from "../../lib/search-params";

// Booking an item of a proposal (docs/decisions.md "Proposals"): the proposal's page links to the item's details page
// with `proposal=<id>`; every vertical's booking pages keep the param (the runtime writes it while the machine holds
// the proposal's offer) and the booking request carries it.

/** The `proposal` search param of a vertical's booking pages (spread into its URL params). */
export const proposalUrlParam = uuid;

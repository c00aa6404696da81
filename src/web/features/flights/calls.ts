// The flight machine's finding calls past the search (an offer priced again, the search stored): loaded when the first
// one is made, so the search page does not carry ky, zod and the answers' schemas before its first screen ("Fast on a
// phone", docs/decisions.md). The booking calls are ./booking-calls.ts. web-vertical.ts imports both on demand.
export { repriceOffer, storeFlightSearch } from "../../api/flights";

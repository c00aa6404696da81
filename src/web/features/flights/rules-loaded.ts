// What ./rules.ts loads after the search page's first screen: the flight rules with zod and the schemas of src/shared.
export { flightRules } from "@machines/flight-booking/rules";
export { payable } from "@machines/payment/payable";
export { flightSearchRequest } from "@/shared/flights/search-request";

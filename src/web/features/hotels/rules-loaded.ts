// What the hotel pages load after the search page's first screen (./web-vertical.ts): the hotel rules and the card
// rule, with zod and the schemas of src/shared.
export { hotelRules } from "@machines/hotel-booking/rules";
export { payable } from "@machines/payment/payable";

// What the car pages load after the search page's first screen (./web-vertical.ts): the car rules and the card rule,
// with zod and the schemas of src/shared; the search request's schema and the rules'
// messages, for the search form's field errors.
export { carRules } from "@machines/car-booking/rules";
export { payable } from "@machines/payment/payable";
export { carSearchRequest } from "@/shared/cars/requests";
export { ruleMessage } from "@/shared/message-ids";

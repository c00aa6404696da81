// What the activity pages load after the search page's first screen (./web-vertical.ts): the activity rules and the
// card rule, with zod and the schemas of src/shared.
export { activityRules } from "@machines/activity-booking/rules";
export { payable } from "@machines/payment/payable";

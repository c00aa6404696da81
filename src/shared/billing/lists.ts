// The billing's value lists, zod-free: the subscription route's URL check reads them in the first load of every
// page (src/web/lib/search-params.ts), and the schemas (plans, subscriptions) build their enums from them.

export const PLAN_TYPES = ["monthly", "yearly"] as const;

/** GET …/billings: the invoices of the last month, quarter or year (or all). */
export const BILLING_DURATIONS = ["month", "quarter", "year", "all"] as const;

// The activity search's value lists, zod-free: the routes' URL checks read them in the first load of every
// page (src/web/lib/search-params.ts), and the schemas in src/shared/api/activities.ts build their enums from them.

export const ACTIVITY_SORTS = ["RECOMMENDED", "PRICE_LOW_TO_HIGH", "PRICE_HIGH_TO_LOW", "TOP_RATED", "DURATION"] as const;

/** spec B §9: traveler max 5 per type. */
export const ACTIVITY_MAX_PER_TYPE = 5;

/** spec B §7: a product code (e.g. 5010P12); zod-free, for the activity pages' URLs on a first screen. */
export const PRODUCT_CODE = /^\d{1,10}P\d{1,4}$/;

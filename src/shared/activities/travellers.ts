// The schemas of activities' travellers (their categories and defaults, without zod: ./traveller-categories.ts).
import { z } from "zod";
import { ACTIVITY_MAX_PER_TYPE } from "./options";
import { ACTIVITY_TRAVELLER_TYPES } from "./traveller-categories";

export type { ActivityTravellerType } from "./traveller-categories";

export const activityTravellerType = z.enum(ACTIVITY_TRAVELLER_TYPES);

/** The travellers of an availability check or an offer: adults 1-5, children 0-5. */
export const activityTravellers = z.object({
  ADT: z.number().int().min(1, "At least one adult is required").max(ACTIVITY_MAX_PER_TYPE),
  CHD: z.number().int().min(0).max(ACTIVITY_MAX_PER_TYPE),
});
export type ActivityTravellers = z.infer<typeof activityTravellers>;

import { z } from "zod";
import { contactEmailSchema, phoneSchema, travellerNameSchema } from "../booking/travellers";
import { ACTIVITY_SORTS, PRODUCT_CODE } from "./options";
import { ACTIVITY_TAGS } from "./tags";
import { activityTravellerType } from "./travellers";

// What an activity search and a booking's travellers send (spec B §3 activity search state, §7 "Activities"), apart
// from the answers' schemas (src/shared/api/activities.ts, which re-exports these): the activity rules
// (machines/activity-booking/rules.ts) check them as the search page opens, and the answers' schemas reach most of
// the API's (bookings, proposals, refund protection), ~70 ms of an unthrottled start to make ("Every page fast on a
// phone", docs/performance.md).

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD");
/** A product's code: its destination's id, "P", its number ("2267057P12"). */
export const productCode = z.string().trim().regex(PRODUCT_CODE, "Unknown product code");
export const destinationId = z.coerce.number().int("Unknown destination").positive("Unknown destination");
export const activityTag = z.enum(ACTIVITY_TAGS);

/** spec B §9: activity page size 50. */
export const ACTIVITY_PAGE_SIZE = 50;

export const activitySort = z.enum(ACTIVITY_SORTS);
export type ActivitySort = z.infer<typeof activitySort>;

/** spec B §3 selectedLocation: a destination, or one product in it (a title suggestion). */
export const selectedLocation = z.object({
  destinationId: z.number().int().positive(),
  destinationName: z.string().max(200),
  destinationType: z.enum(["CITY", "PRODUCT"]),
  productName: z.string().max(300).optional(),
  productCode: productCode.optional(),
});
export type SelectedLocation = z.infer<typeof selectedLocation>;

export const activitySearchRequest = z.object({
  destinationId,
  selectedLocation: selectedLocation.optional(),
  /** The day the traveller wants; products without a slot that day are left out. */
  activityDate: isoDate.optional(),
  filterItem: z
    .object({
      sortOrder: activitySort.default("RECOMMENDED"),
      /** spec B §9 tag filters: groups combine with AND, tags within a group with OR. */
      tags: z.array(activityTag).max(20).default([]),
    })
    .default({ sortOrder: "RECOMMENDED", tags: [] }),
  /** Paging: the number of products already shown (spec B §4: pages are appended). */
  start: z.number().int().min(0).max(10_000).default(0),
  limit: z.literal(ACTIVITY_PAGE_SIZE).default(ACTIVITY_PAGE_SIZE),
});
export type ActivitySearchRequest = z.infer<typeof activitySearchRequest>;
export type ActivitySearchRequestInput = z.input<typeof activitySearchRequest>;

// --- A booking's travellers, contact and answers (POST /api/activities/bookings/book) ---------------
export const activityTraveller = z.object({
  type: activityTravellerType,
  firstName: travellerNameSchema,
  lastName: travellerNameSchema,
});
export type ActivityTraveller = z.infer<typeof activityTraveller>;

export const activityContact = z.object({ email: contactEmailSchema, phone: phoneSchema });
export type ActivityContact = z.infer<typeof activityContact>;

/** The questions a product may ask at booking (its details' `bookingQuestions`). */
export const bookingQuestionId = z.enum(["pickupHotel", "dietaryRequirements", "mobileOnTheDay"]);

export const bookingAnswer = z.object({ questionId: bookingQuestionId, answer: z.string().trim().min(1, "Required").max(300) });
export type BookingAnswer = z.infer<typeof bookingAnswer>;

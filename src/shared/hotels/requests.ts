import { z } from "zod";
import { contactEmailSchema, phoneSchema, travellerNameSchema } from "../booking/travellers";
import { hotelRuleMessages as h } from "./messages";
import {
  HOTEL_DEFAULT_ORDER,
  HOTEL_ORDERS,
  HOTEL_MAX_NIGHTS,
  HOTEL_MAX_PER_TYPE,
  HOTEL_MAX_RADIUS_KM,
  HOTEL_MAX_ROOMS,
  HOTEL_MAX_CHILD_AGE,
  HOTEL_PAGE_SIZE,
  HOTEL_DEFAULT_RADIUS_KM,
  nightsBetween,
} from "./stay";

// What a hotel search and a booking's guests send (spec B §3, §7 "Hotels"), apart from the answers' schemas
// (src/shared/api/hotels.ts and hotel-bookings.ts, which re-export these): the hotel rules
// (machines/hotel-booking/rules.ts) check them as the search page opens, and the answers' schemas reach most of the
// API's (proposals, bookings, the back office's), ~50 ms of an unthrottled start to make ("Every page fast on a
// phone").

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD");

export const hotelOrder = z.enum(HOTEL_ORDERS);
export type HotelOrder = z.infer<typeof hotelOrder>;

/** spec B §3 occupancies: one entry per room (numOfRoom is its number, 1-based). */
export const hotelOccupancy = z
  .object({
    numOfRoom: z.number().int().min(1).max(HOTEL_MAX_ROOMS),
    numOfAdults: z.number().int().min(1, h.adults.id).max(HOTEL_MAX_PER_TYPE, h.adults.id),
    numOfChildren: z.number().int().min(0).max(HOTEL_MAX_PER_TYPE, h.children.id),
    childAges: z.array(z.number().int().min(0, h.childAge.id).max(HOTEL_MAX_CHILD_AGE, h.childAge.id)).max(HOTEL_MAX_PER_TYPE),
  })
  .refine((o) => o.childAges.length === o.numOfChildren, { message: h.childAges.id, path: ["childAges"] });

export const nationality = z.object({
  name: z.string().trim().min(1).max(100),
  alpha2Code: z.string().regex(/^[A-Z]{2}$/, h.nationality.id),
});

export const LOCATION_TYPES = ["city", "hotel"] as const;

export const hotelSearchRequest = z
  .object({
    searchString: z.string().trim().min(1, h.destination.id).max(200),
    paging: z
      .object({
        pageNo: z.number().int().min(0).default(0),
        pageSize: z.number().int().min(1).max(HOTEL_PAGE_SIZE).default(HOTEL_PAGE_SIZE),
        orderBy: hotelOrder.default(HOTEL_DEFAULT_ORDER),
      })
      .default({ pageNo: 0, pageSize: HOTEL_PAGE_SIZE, orderBy: HOTEL_DEFAULT_ORDER }),
    occupancies: z.array(hotelOccupancy).min(1, h.roomCount.id).max(HOTEL_MAX_ROOMS, h.roomCount.id),
    stayPeriod: z.object({ start: isoDate, end: isoDate }),
    premise: z.string().trim().max(200).optional(),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    /** Kilometres around the destination. */
    radius: z.number().min(1).max(HOTEL_MAX_RADIUS_KM).default(HOTEL_DEFAULT_RADIUS_KM),
    nationality,
    /** A hotel's id when the traveller picked a hotel (type "hotel"). */
    code: z.string().trim().max(40).optional(),
    /** The GeoNames id of the destination city. */
    locationId: z.string().regex(/^[0-9]{1,9}$/, h.destination.id),
    type: z.enum(LOCATION_TYPES).default("city"),
  })
  .superRefine((s, ctx) => {
    const nights = nightsBetween(s.stayPeriod.start, s.stayPeriod.end);
    if (nights < 1) ctx.addIssue({ code: "custom", message: h.endBeforeStart.id, path: ["stayPeriod", "end"] });
    if (nights > HOTEL_MAX_NIGHTS) ctx.addIssue({ code: "custom", message: h.tooLong.id, path: ["stayPeriod", "end"] });
  });
export type HotelSearchRequest = z.infer<typeof hotelSearchRequest>;
export type HotelSearchRequestInput = z.input<typeof hotelSearchRequest>;

// --- A booking's guests (POST api/v2/hotel/booking) -------------------------------------------------
/** A lead guest per room (spec B flow: checkout). */
export const leadGuest = z.object({
  firstName: travellerNameSchema,
  lastName: travellerNameSchema,
});
export type LeadGuest = z.infer<typeof leadGuest>;

export const hotelContact = z.object({ email: contactEmailSchema, phone: phoneSchema });
export type HotelContact = z.infer<typeof hotelContact>;

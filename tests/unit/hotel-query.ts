import type { HotelSearchQuery } from "@/server/suppliers/hotels/types";

export const LISBON = 2_267_057;

/** A Lisbon stay of three nights for two rooms (two adults with two children, two adults): the hotel sandbox's tests' search. */
export const hotelQuery = (over: Partial<HotelSearchQuery> = {}): HotelSearchQuery => ({
  cityId: LISBON,
  start: "2030-05-10",
  end: "2030-05-13",
  rooms: [
    { adults: 2, child: [5, 10] },
    { adults: 2, child: [] },
  ],
  radiusKm: 20,
  nationality: "PT",
  startedAt: 0,
  ...over,
});

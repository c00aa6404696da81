import { and, eq, sql } from "drizzle-orm";
import type { HotelPollRequest, HotelPollResult, HotelSearchRequest, HotelSummary } from "../../shared/api/hotels";
import { facetsOf, filterAndSort } from "../../shared/hotels/filters";
import { addDays, HOTEL_DEFAULT_VENDOR, HOTEL_PAGE_SIZE } from "../../shared/hotels/stay";
import { BookingError } from "../bookings/errors";
import type { Db } from "../db/client";
import type { AgencyRow, UserRow } from "../db/schema";
import { hotelSearches, type HotelSearchRow } from "../db/schema-hotels";
import { applyPricing, type PricingRule } from "../pricing/markup";
import { parseHotelId } from "../suppliers/hotels/sandbox-hotels";
import type { HotelSearchQuery, HotelSupplier } from "../suppliers/hotels/types";
import { cityById } from "../suppliers/reference/cities";
import { fromHotelSupplier } from "./errors";
import { hotelRuleMessages as rules } from "../../shared/hotels/messages";
import { hotelMessages as m } from "./messages";

// spec B §7 searchasync: a search is a row (its corelationId), so any server instance answers its polls;
// each poll lets the next batch arrive (the supplier derives batches from the request and the poll count).

/** What the supplier searches, from the stored request. */
export function queryOf(request: HotelSearchRequest, startedAt: Date): HotelSearchQuery {
  const rooms = [...request.occupancies].sort((a, b) => a.numOfRoom - b.numOfRoom).map((o) => ({ adults: o.numOfAdults, child: [...o.childAges] }));
  return {
    cityId: Number(request.locationId),
    hotelId: request.type === "hotel" ? request.code : undefined,
    start: request.stayPeriod.start,
    end: request.stayPeriod.end,
    rooms,
    radiusKm: request.radius,
    nationality: request.nationality.alpha2Code,
    startedAt: startedAt.getTime(),
  };
}

/** The checks the schema cannot make: a real city (and hotel of it), a check-in not in the past. */
export function checkSearch(request: HotelSearchRequest, today: string): void {
  const city = cityById(Number(request.locationId));
  if (!city) throw new BookingError(400, rules.destination, {}, "body.locationId");
  if (request.type === "hotel") {
    const hotel = request.code ? parseHotelId(request.code) : null;
    if (hotel?.cityId !== city.id) throw new BookingError(400, m.hotelNotFound, {}, "body.code");
  }
  // A day of slack: travellers west of UTC are still on yesterday's date.
  if (request.stayPeriod.start < addDays(today, -1)) throw new BookingError(400, rules.pastStart, {}, "body.stayPeriod.start");
}

export async function startSearch(db: Db, agency: AgencyRow, user: UserRow | null, request: HotelSearchRequest): Promise<string> {
  checkSearch(request, new Date().toISOString().slice(0, 10));
  const [row] = await db.insert(hotelSearches).values({ agencyId: agency.id, userId: user?.id ?? null, request }).returning({ id: hotelSearches.id });
  if (!row) throw new Error("hotel search insert returned no row");
  return row.id;
}

/** The agency's search, and only its maker's when made signed in; others' are 404 like unknown ones. */
export async function findSearch(db: Db, agency: AgencyRow, user: UserRow | null, corelationId: string): Promise<HotelSearchRow> {
  const [row] = await db.select().from(hotelSearches).where(and(eq(hotelSearches.id, corelationId), eq(hotelSearches.agencyId, agency.id)));
  if (!row || (row.userId !== null && row.userId !== user?.id)) throw new BookingError(404, m.searchNotFound);
  return row;
}

function priced(hotel: Awaited<ReturnType<HotelSupplier["poll"]>>["hotels"][number], rule: PricingRule): HotelSummary {
  const { net, ...rest } = hotel;
  return { ...rest, facilities: [...rest.facilities], boards: [...rest.boards], price: applyPricing(net, rule).total };
}

/** One poll: the next batch arrives, then the filter, order and page are applied to what has arrived. */
export async function pollSearch(db: Db, supplier: HotelSupplier, row: HotelSearchRow, body: Required<Pick<HotelPollRequest, "from" | "size">> & HotelPollRequest, rule: PricingRule): Promise<HotelPollResult> {
  let polls = row.polls;
  if (!row.completed) {
    const [next] = await db
      .update(hotelSearches)
      .set({ polls: sql`${hotelSearches.polls} + 1` })
      .where(eq(hotelSearches.id, row.id))
      .returning({ polls: hotelSearches.polls });
    polls = next?.polls ?? polls + 1;
  }
  let batch;
  try {
    batch = await supplier.poll(queryOf(row.request, row.createdAt), Math.max(1, polls));
  } catch (error) {
    const answer = fromHotelSupplier(error);
    throw answer.status === 504 ? new BookingError(504, m.searchFailed) : answer;
  }
  if (batch.completed && !row.completed) await db.update(hotelSearches).set({ completed: true }).where(eq(hotelSearches.id, row.id));
  const hotels = batch.hotels.map((hotel) => priced(hotel, rule));
  const filter = { ...body.filter, orderBy: body.filter?.orderBy ?? row.request.paging.orderBy };
  const passing = filterAndSort(hotels, filter);
  const size = body.size ?? HOTEL_PAGE_SIZE;
  const end = body.from + size;
  const nextPage = end < passing.length ? end : null;
  const facets = facetsOf(hotels);
  return {
    hotels: passing.slice(body.from, end),
    hotelCount: passing.length,
    nextPage,
    hasMore: nextPage !== null || !batch.completed,
    facilities: facets.facilities,
    stars: facets.stars,
    boards: facets.boards,
    freeCancellation: facets.freeCancellation,
    priceRange: facets.priceRange,
    // The sandbox gives every hotel a published (rack) price: shown struck through beside the agency's.
    showPublishedPrice: true,
    maxDistance: facets.maxDistance,
    vendor: HOTEL_DEFAULT_VENDOR,
    pollCompleted: batch.completed,
    receivedCount: hotels.length,
  };
}

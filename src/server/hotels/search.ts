import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { HotelPollRequest, HotelPollResult, HotelSearchRequest, HotelSummary } from "@/shared/api/hotels";
import { facetsOf, filterAndSort, type HotelFacets } from "@/shared/hotels/filters";
import { addDays, HOTEL_DEFAULT_VENDOR, HOTEL_PAGE_SIZE } from "@/shared/hotels/stay";
import { BookingError } from "../bookings/errors";
import type { Db } from "../db/client";
import type { AgencyRow, UserRow } from "../db/schema";
import { hotelSearches, type HotelSearchRow } from "../db/schema-hotels";
import { BoundedCache } from "../lib/bounded-cache";
import { applyPricing, type PricingRule } from "../pricing/markup";
import { parseHotelId } from "../suppliers/hotels/sandbox-hotels";
import type { HotelSearchQuery, HotelSupplier } from "../suppliers/hotels/types";
import { cityById } from "../suppliers/reference/cities";
import { fromHotelSupplier } from "./errors";
import { hotelRuleMessages as rules } from "@/shared/hotels/messages";
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

/**
 * Stores the search; with `polled`, as its first poll made (polls 1): the start then answers that poll too
 * (`firstPoll`), so the results show the first batch one request sooner (issue "Every page fast on a phone": hotel
 * search at 20 clients; docs/decisions.md).
 */
export async function startSearch(db: Db, agency: AgencyRow, user: UserRow | null, request: HotelSearchRequest, polled: boolean): Promise<HotelSearchRow> {
  checkSearch(request, new Date().toISOString().slice(0, 10));
  const [row] = await db
    .insert(hotelSearches)
    .values({ agencyId: agency.id, userId: user?.id ?? null, request, polls: polled ? 1 : 0 })
    .returning();
  if (!row) throw new Error("hotel search insert returned no row");
  return row;
}

/** The agency's search, and only its maker's when made signed in; others' are 404 like unknown ones. */
export async function findSearch(db: Db, agency: AgencyRow, user: UserRow | null, corelationId: string): Promise<HotelSearchRow> {
  const [row] = await db
    .select()
    .from(hotelSearches)
    .where(and(eq(hotelSearches.id, corelationId), eq(hotelSearches.agencyId, agency.id)));
  if (!row || (row.userId !== null && row.userId !== user?.id)) throw new BookingError(404, m.searchNotFound);
  return row;
}

/**
 * A poll's search, counted: a running search's poll count goes up in the same statement that finds it (one query a
 * poll, not a read and a write; docs/performance.md "Search at 20 clients, part 3"), so any server instance answers
 * the next poll; a completed (or unknown, or another's) search is read as findSearch reads it.
 */
export async function countPoll(db: Db, agency: AgencyRow, user: UserRow | null, corelationId: string): Promise<HotelSearchRow> {
  const [counted] = await db
    .update(hotelSearches)
    .set({ polls: sql`${hotelSearches.polls} + 1` })
    .where(
      and(
        eq(hotelSearches.id, corelationId),
        eq(hotelSearches.agencyId, agency.id),
        eq(hotelSearches.completed, false),
        user ? or(isNull(hotelSearches.userId), eq(hotelSearches.userId, user.id)) : isNull(hotelSearches.userId),
      ),
    )
    .returning();
  return counted ?? findSearch(db, agency, user, corelationId);
}

type SupplierHotel = Awaited<ReturnType<HotelSupplier["poll"]>>["hotels"][number];

/**
 * A supplier's hotel as last priced, by the rule's JSON. A search's four polls hand out the same (frozen) hotel objects
 * as their batches arrive, and the sandbox the same ones to every search of a city's stay, so each was priced again
 * by every poll: ~1,500 copies a poll in a capital (docs/performance.md "Search at 20 clients, part 8"). Held no
 * longer than the supplier holds the hotel; a supplier that makes new objects each poll simply misses.
 */
const pricedHotels = new WeakMap<SupplierHotel, { readonly rule: string; readonly summary: HotelSummary }>();

function priced(hotel: SupplierHotel, rule: PricingRule, ruleKey: string): HotelSummary {
  const last = pricedHotels.get(hotel);
  if (last?.rule === ruleKey) return last.summary;
  const { net, ...rest } = hotel;
  // The supplier's lists as they are, not copied (a completed search's answer holds every hotel of a city: issue "Every
  // page fast on a phone", the server's memory): the answer is only read, sliced into pages and serialised.
  const summary = Object.freeze(Object.assign(rest as Omit<HotelSummary, "price">, { price: applyPricing(net, rule).total }));
  if (Object.isFrozen(hotel)) pricedHotels.set(hotel, { rule: ruleKey, summary });
  return summary;
}

/** A completed search's answer before paging: the hotels that pass in order, the facets, how many arrived. */
interface Answered {
  passing: HotelSummary[];
  facets: HotelFacets;
  received: number;
}

/**
 * Completed searches' answers, kept for their pages (issue "Every page fast on a phone": hotel search at 20 clients).
 * The results page reads a completed search 50 hotels a page (a capital's 2,000 hotels: 40 reads), and each read
 * asked the supplier for every hotel again, priced, filtered, ordered and faceted them all to send 50. A completed
 * search no longer changes, so its answer is kept per (search, pricing rule, filter and order), for a minute, in a
 * bounded LRU; a search still running is answered afresh on each poll, as the next batch arrives with it.
 */
export class CompletedHotelSearches {
  private readonly kept: BoundedCache<string, Answered>;
  constructor(
    /** Up to ~2,000 hotels an entry: 24 covers 20 clients reading their pages at once. */
    maxEntries = 24,
    /** The page reads all of a search's pages right after it completes (then filters and sorts them itself). */
    maxAgeMs = 60_000,
    now: () => number = Date.now,
    /**
     * And at most this many hotels together (~0.3 KiB of heap each, measured on the ten big cities: ~5 MiB): memory
     * follows the searches, not the cities' sizes (docs/performance.md "Search at 20 clients, part 2"). An answer
     * dropped early is made again from the supplier's kept stay when its next page is read.
     */
    maxHotels = 16_000,
  ) {
    this.kept = new BoundedCache({ maxEntries, maxWeight: maxHotels, weigh: (entry) => entry.passing.length, usable: (_, storedAt, at) => at - storedAt <= maxAgeMs, now });
  }

  get(key: string): Answered | undefined {
    return this.kept.peek(key);
  }

  set(key: string, entry: Answered): void {
    this.kept.set(key, entry);
  }
}

/** The answer of a search's `polls`-th poll before paging, from what the supplier has sent for it so far. */
async function answerOf(db: Db, supplier: HotelSupplier, row: HotelSearchRow, filter: HotelPollRequest["filter"] & object, rule: PricingRule): Promise<Answered & { completed: boolean }> {
  let batch;
  try {
    batch = await supplier.poll(queryOf(row.request, row.createdAt), Math.max(1, row.polls));
  } catch (error) {
    const answer = fromHotelSupplier(error);
    throw answer.status === 504 ? new BookingError(504, m.searchFailed) : answer;
  }
  if (batch.completed && !row.completed) await db.update(hotelSearches).set({ completed: true }).where(eq(hotelSearches.id, row.id));
  const ruleKey = JSON.stringify(rule);
  const hotels = batch.hotels.map((hotel) => priced(hotel, rule, ruleKey));
  return { passing: filterAndSort(hotels, filter), facets: facetsOf(hotels), received: hotels.length, completed: batch.completed };
}

/**
 * One poll of `row` (counted by countPoll or startSearch): the batches arrived, then the filter, order and page are
 * applied to them. A completed search's answer is the kept one when there is one.
 */
export async function pollSearch(
  db: Db,
  supplier: HotelSupplier,
  row: HotelSearchRow,
  body: Required<Pick<HotelPollRequest, "from" | "size">> & HotelPollRequest,
  rule: PricingRule,
  completedSearches?: CompletedHotelSearches,
): Promise<HotelPollResult> {
  const filter = { ...body.filter, orderBy: body.filter?.orderBy ?? row.request.paging.orderBy };
  // The rule is part of the key: one customer's or agency's prices never reach another.
  const key = `${row.id}|${JSON.stringify(rule)}|${JSON.stringify(filter)}`;
  const kept = row.completed ? completedSearches?.get(key) : undefined;
  const answered = kept ? { ...kept, completed: true } : await answerOf(db, supplier, row, filter, rule);
  const { passing, facets } = answered;
  // A completed search no longer changes: a client reading the whole list asks for it at once (`completedSize`).
  const size = (answered.completed ? body.completedSize : undefined) ?? body.size ?? HOTEL_PAGE_SIZE;
  const end = body.from + size;
  const nextPage = end < passing.length ? end : null;
  // Kept for the pages that follow; an answer sent whole has none (the results page's completing poll).
  if (!kept && answered.completed && !(body.from === 0 && nextPage === null)) completedSearches?.set(key, answered);
  return {
    hotels: passing.slice(body.from, end),
    hotelCount: passing.length,
    nextPage,
    hasMore: nextPage !== null || !answered.completed,
    facilities: facets.facilities,
    stars: facets.stars,
    boards: facets.boards,
    freeCancellation: facets.freeCancellation,
    priceRange: facets.priceRange,
    // The sandbox gives every hotel a published (rack) price: shown struck through beside the agency's.
    showPublishedPrice: true,
    maxDistance: facets.maxDistance,
    vendor: HOTEL_DEFAULT_VENDOR,
    pollCompleted: answered.completed,
    receivedCount: answered.received,
  };
}

// Hotels on the booking core (machines/booking): what is particular to hotels, described once for the
// core: the search panel of spec B §3/§5, results that arrive while the search runs (search.progress),
// filters and sorts of spec B §4, a hotel's rooms and rates chosen on its details page (each rate priced
// with getPrice before checkout), a lead guest per room, the /booknow/hotels pages and the hotel texts.
// Hotels have no void: a cancellation follows the rate's policy.
// Without zod: the rules the machine checks synchronously (a search, the guests) are given to `describeHotels`
// (./rules.ts holds them, written with the schemas of src/shared), so the hotel search page draws its first screen
// before zod arrives ("Every page fast on a phone", docs/performance.md), as the flight machine's.
import type { z } from "zod";
import type { HotelContent, HotelOrder as HotelSortOrder, HotelPriceDetail, HotelRoom, HotelSearchRequest, HotelSummary } from "@/shared/api/hotels";
import type { HotelBookingRecord, LeadGuest } from "@/shared/api/hotel-bookings";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { COUPON } from "@/shared/booking/add-on-kinds";
import { applyHotelFilterChange, facetsOf, filterAndSort, type HotelFacets, type HotelFilterChange, type HotelFilters } from "@/shared/hotels/filters";
import { HOTEL_DEFAULT_ORDER, HOTEL_ORDERS } from "@/shared/hotels/stay";
import type { Money } from "@/shared/money";
import type { BookingVertical } from "../booking/vertical";
import { hotelBookingMessages } from "./messages";
import type { HotelCheckoutContact, HotelOrder } from "./order";
import { HOTEL_PATHS } from "./routes";
import { defaultHotelForm, hotelFormOf, type HotelSearchForm } from "./search-form";

/** A hotel of the results, as the core's offer (its id is the hotel's). */
export type HotelOffer = HotelSummary & { id: string };

/** The price check of one rate, with the hotel's rooms and content the details page shows. */
export type HotelPricing = HotelPriceDetail & { rooms: HotelRoom[]; content: HotelContent | null };

/** The search's own slots: its corelationId and how far it got (spec B §3 hotel results). */
export interface HotelResultSlots extends Record<string, unknown> {
  corelationId: string | null;
  pollCompleted: boolean;
  receivedCount: number;
  showPublishedPrice: boolean;
}

export interface HotelPrepared {
  hotels: HotelOffer[];
  facets: HotelFacets;
}

export interface HotelSummaries {
  count: number;
  lowest: Money | null;
}

export type HotelTypes = {
  form: HotelSearchForm;
  search: HotelSearchRequest;
  offer: HotelOffer;
  results: HotelResultSlots;
  prepared: HotelPrepared;
  filters: HotelFilters;
  filterChange: HotelFilterChange;
  sort: HotelSortOrder;
  summaries: HotelSummaries;
  pricing: HotelPricing;
  reservation: HotelBookingRecord;
  passenger: LeadGuest;
  contact: HotelCheckoutContact;
  order: HotelOrder;
};

/**
 * The hotel rules the machine checks synchronously, each written once with the schemas of src/shared: ./rules.ts
 * gives them; the web gives the same functions once their module has loaded.
 */
export interface HotelRules {
  /** The panel's form or a stored request (a refreshed or shared link) → a valid request, or null. */
  parseSearch(value: unknown, today: string): HotelSearchRequest | null;
  /** One room's lead guest is complete (src/shared/api/hotel-bookings.ts). */
  passengerComplete(passenger: unknown): boolean;
  /** The contact's form is complete. */
  contactComplete(contact: unknown): boolean;
  /** The hotel slots of a saved checkout's context (BookingVertical.contextSlots). */
  readonly contextSlots: z.ZodRawShape;
}

/** A lead guest per room of the search (spec B checkout), each valid, and a valid contact. */
function travellersComplete(rules: HotelRules, search: HotelSearchRequest | null, passengers: unknown, contact: unknown): boolean {
  if (!Array.isArray(passengers) || passengers.length === 0 || !passengers.every((p) => rules.passengerComplete(p))) return false;
  if (!rules.contactComplete(contact)) return false;
  return search === null || passengers.length === search.occupancies.length;
}

/** Hotels for the booking core, checked with `rules`. */
export function describeHotels(rules: HotelRules): BookingVertical<HotelTypes> {
  return {
    id: "hotelBooking",
    version: 1,
    searchId: "searchHotels",
    searchForm: { defaults: defaultHotelForm, formOf: hotelFormOf, parse: (value, today) => rules.parseSearch(value, today) },
    results: {
      slotsOf: ({ corelationId, pollCompleted, receivedCount, showPublishedPrice }) => ({ corelationId, pollCompleted, receivedCount, showPublishedPrice }),
      emptySlots: { corelationId: null, pollCompleted: false, receivedCount: 0, showPublishedPrice: false },
      prepare: (offers) => ({ hotels: [...offers], facets: facetsOf(offers) }),
      defaultFilters: () => ({}),
      applyFilterChange: (filters, change) => applyHotelFilterChange(filters, change),
      visible: (prepared, filters, sort) => filterAndSort(prepared.hotels, { ...filters, orderBy: sort }),
      summarize: (visible) => ({ count: visible.length, lowest: visible.reduce<Money | null>((low, h) => (low === null || h.price.amount < low.amount ? h.price : low), null) }),
      noSummaries: { count: 0, lowest: null },
      defaultSort: HOTEL_DEFAULT_ORDER,
      isSort: (value): value is HotelSortOrder => (HOTEL_ORDERS as readonly unknown[]).includes(value),
      // spec B §4: results arrive in batches while the asynchronous search runs.
      progressive: true,
    },
    // A rate of the hotel whose details are open is chosen there and priced on its own.
    knowsOffer: (context, offerId) => context.pricing?.rooms.some((room) => room.rates.some((rate) => rate.rateId === offerId)) ?? false,
    travellersComplete: (search, passengers, contact) => travellersComplete(rules, search, passengers, contact),
    travellerForms: {
      passenger: (value): value is HotelTypes["passenger"] => rules.passengerComplete(value),
      contact: (value): value is HotelCheckoutContact => rules.contactComplete(value),
    },
    heldCheckout: (reservation) => ({
      offerId: reservation.rateId,
      passengers: reservation.guests,
      contact: { ...reservation.contact, ...(reservation.specialRequests ? { specialRequests: reservation.specialRequests } : {}) },
      clientId: reservation.clientId,
    }),
    order: (context) => {
      const { specialRequests, ...contact } = context.contact ?? { email: "", phone: "" };
      const coupon = context.addOns.find((addOn) => addOn.kind === COUPON);
      const protection = context.addOns.find((addOn) => addOn.kind === REFUND_PROTECTION);
      return {
        vertical: "hotel",
        // The rate as priced (and, after a price change, accepted): a re-quoted rate has a new id.
        rateId: context.pricing?.offer.id ?? context.offerId ?? "",
        guests: (context.passengers ?? []).map(({ firstName, lastName }) => ({ firstName, lastName })),
        contact,
        ...(specialRequests ? { specialRequests } : {}),
        ...(context.clientId ? { clientId: context.clientId } : {}),
        ...(context.proposalId ? { proposalId: context.proposalId } : {}),
        // The add-on slot carries the coupon (its id is the code, its price the discount) and refund protection.
        ...(coupon ? { couponCode: coupon.id } : {}),
        ...(protection ? { protectionQuoteId: protection.id } : {}),
      };
    },
    paths: HOTEL_PATHS,
    messages: hotelBookingMessages,
    cancellation: { allowVoid: false },
    checkoutSession: {
      vertical: "hotels",
      // The hotel's name once a rate is priced ("Hotel Lisboa Plaza"), before it "Lisbon"; the stay's dates, every guest of every room.
      summary: (search, passengers, pricing) => ({
        title: pricing?.hotel.name ?? search?.searchString ?? "",
        startDate: search?.stayPeriod.start ?? null,
        endDate: search?.stayPeriod.end ?? null,
        travellers: search ? search.occupancies.reduce((sum, room) => sum + room.numOfAdults + room.numOfChildren, 0) : (passengers?.length ?? 0),
      }),
      // The rate's own expiry (sandbox: 30 minutes after its search or re-quote).
      offerExpiresAt: (offer) => offer.expiresAt,
    },
    get contextSlots() {
      return rules.contextSlots;
    },
  };
}

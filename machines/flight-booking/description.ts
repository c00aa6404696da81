// Flights on the booking core (machines/booking): what is particular to flights, described once for the
// core: the search form of spec A §3, the results' filters, sorts and summary cards of spec A §4, the
// passengers a search asks for, the order flights book and pay in one call (bookAndPay), the
// /booknow/flights pages, the flight texts, and void within 24 hours (spec A §4 cancel/void).
// Without zod: the rules the machine checks synchronously (a search, the travellers) are given to
// `describeFlights` (./rules.ts holds them, written with the schemas of src/shared), so the flight search page
// draws its first screen before zod arrives ("Fast on a phone", docs/performance.md).
import type { z } from "zod";
import type { FareFamilySummary, ResultOffer, RepriceResult } from "@/shared/api/flights";
import type { ReservationDetails } from "@/shared/api/flight-bookings";
import type { BookingContact, BookingPassenger } from "@/shared/flights/passengers";
import type { FlightSearchRequest, PassengerType } from "@/shared/flights/search-request";
import { FLIGHT_SORTS, type FlightSort } from "@/shared/flights/sorts";
import {
  applyFilterChange,
  DEFAULT_SORT,
  defaultFilters,
  prepareOffers,
  summarize,
  visibleOffers,
  type FilterChange,
  type FlightFilters,
  type FlightSummaries,
  type PreparedOffers,
} from "@/shared/flights/filters";
import type { BookingContext, BookingInput } from "../booking/context";
import type { BookingVertical } from "../booking/vertical";
import { flightMessages } from "./messages";
import type { FlightOrder } from "./order";
import { FLIGHT_PATHS } from "./routes";
import { defaultSearchForm, formOf, type FlightSearchForm } from "./search-form";

/** The core's types, for flights. */
export type FlightTypes = {
  form: FlightSearchForm;
  search: FlightSearchRequest;
  offer: ResultOffer;
  /** Fare families (cabin and fare names) come with the offers, for the details page's fare choice. */
  results: { fareFamilies: FareFamilySummary[] };
  prepared: PreparedOffers;
  filters: FlightFilters;
  filterChange: FilterChange;
  sort: FlightSort;
  summaries: FlightSummaries;
  pricing: RepriceResult;
  reservation: ReservationDetails;
  passenger: BookingPassenger;
  contact: BookingContact;
  order: FlightOrder;
};

export type FlightBookingContext = BookingContext<FlightTypes>;
export type FlightBookingInput = BookingInput;

/**
 * The flight rules the machine checks synchronously, each written once with the schemas of src/shared:
 * ./rules.ts gives them; the web gives the same functions once their module has loaded.
 */
export interface FlightRules {
  /** A submitted or restored search, or null when it cannot be sent. */
  parseSearch(value: unknown, today: string): FlightSearchRequest | null;
  /** One traveller's checkout form is complete (src/shared/flights/passengers.ts). */
  passengerComplete(passenger: unknown): boolean;
  /** The contact's form is complete. */
  contactComplete(contact: unknown): boolean;
  /** The flight slots of a saved checkout's context (BookingVertical.contextSlots). */
  readonly contextSlots: z.ZodRawShape;
}

function countsOf(passengers: readonly BookingPassenger[]): Record<PassengerType, number> {
  const counts = { ADT: 0, CHD: 0, INF: 0 };
  for (const passenger of passengers) counts[passenger.type] += 1;
  return counts;
}

/** Traveller forms: one valid form per searched passenger of each type, and a valid contact. */
function travellersComplete(rules: FlightRules, search: FlightSearchRequest | null, passengers: unknown, contact: unknown): boolean {
  if (!Array.isArray(passengers) || !passengers.every((p) => rules.passengerComplete(p))) return false;
  if (!rules.contactComplete(contact)) return false;
  const counts = countsOf(passengers as BookingPassenger[]);
  if (!search) return counts.ADT >= 1 && counts.INF <= counts.ADT;
  const wanted = search.selectedPassenger;
  return counts.ADT === wanted.ADT && counts.CHD === wanted.CHD && counts.INF === wanted.INF;
}

/** Flights for the booking core, checked with `rules`. */
export function describeFlights(rules: FlightRules): BookingVertical<FlightTypes> {
  return {
    id: "flightBooking",
    version: 1,
    // The search's done and error events keep their flight name (the browser walk and QA paths name them).
    searchId: "searchFlights",
    searchForm: { defaults: defaultSearchForm, formOf, parse: (value, today) => rules.parseSearch(value, today) },
    results: {
      slotsOf: ({ fareFamilies }) => ({ fareFamilies }),
      emptySlots: { fareFamilies: [] },
      prepare: prepareOffers,
      defaultFilters: (prepared) => defaultFilters(prepared.facets),
      applyFilterChange: (filters, change, prepared) => applyFilterChange(filters, change, prepared.facets),
      visible: visibleOffers,
      summarize,
      noSummaries: { cheapest: null, best: null, quickest: null },
      defaultSort: DEFAULT_SORT,
      isSort: (value): value is FlightSort => (FLIGHT_SORTS as readonly unknown[]).includes(value),
    },
    travellersComplete: (search, passengers, contact) => travellersComplete(rules, search, passengers, contact),
    travellerForms: {
      passenger: (value): value is BookingPassenger => rules.passengerComplete(value),
      contact: (value): value is BookingContact => rules.contactComplete(value),
    },
    // spec A §4: each traveller's citizenship is asked at checkout; the first one's prices the offer.
    citizenshipAtCheckout: true,
    // The booking's travellers as the checkout form takes them (without the tickets a held booking lacks anyway).
    heldCheckout: (reservation) => ({
      offerId: reservation.offer.id,
      passengers: reservation.passengers.map(({ ticketNumber: _ticket, ...passenger }) => passenger),
      contact: reservation.contact,
      clientId: reservation.bookedFor?.id ?? null,
    }),
    order: (context) => ({
      vertical: "flight",
      // The offer as priced (and, after a price change, accepted): the searched one would be
      // refused at booking as changed ("never silently"), so the traveller could never pay it.
      offerId: context.pricing?.offer.id ?? context.offerId ?? "",
      passengers: context.passengers ?? [],
      contact: context.contact as BookingContact,
      addOns: context.addOns,
      ...(context.clientId ? { clientId: context.clientId } : {}),
      ...(context.proposalId ? { proposalId: context.proposalId } : {}),
    }),
    paths: FLIGHT_PATHS,
    messages: flightMessages,
    // spec A §4: a flight may be voided (full refund) within 24 hours of booking.
    cancellation: { allowVoid: true },
    checkoutSession: {
      vertical: "flights",
      // "LIS → GRU" (every place of a multi-city trip), its first and last dates, the searched passengers.
      summary: (search, passengers) => {
        const rows = search?.formData ?? [];
        const first = rows[0];
        const last = rows.at(-1);
        const places = rows.length ? [first?.from.location, ...rows.map((row) => row.to.location)] : [];
        const counted = search ? search.selectedPassenger.ADT + search.selectedPassenger.CHD + search.selectedPassenger.INF : (passengers?.length ?? 0);
        return {
          title: places.filter(Boolean).join(" → "),
          startDate: first?.rangeDate?.startDate ?? first?.singleDate ?? null,
          endDate: first?.rangeDate?.endDate ?? last?.singleDate ?? null,
          travellers: counted,
        };
      },
      offerExpiresAt: (offer) => offer.expiresAt,
    },
    // Read only when a saved checkout is restored (machines/checkout-session), never on the first screen.
    get contextSlots() {
      return rules.contextSlots;
    },
  };
}

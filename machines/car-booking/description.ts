// Rental cars on the booking core (machines/booking): what is particular to cars, described once for
// the core: the search form of spec B §3 (places, times, driver age, residence), the filters and sort of
// spec B §4 (src/shared/cars/filters.ts), the one driver a car takes (of the age searched, on the pick-up
// day), the extras as add-ons, the order cars reserve and pay, the /booknow/cars pages and the car texts.
// No void: a car is cancelled, free or with the vendor's charge (spec B §4 cancellation).
// Without zod: the rules the machine checks synchronously (a search, the driver) are given to `describeCars`
// (./rules.ts holds them, written with the schemas of src/shared), so the car search page draws its first screen
// before zod arrives ("Every page fast on a phone", docs/performance.md), as the flight machine's.
import type { z } from "zod";
import type { CarContact, CarDriver, CarOffer, CarPricing, CarSearchRequest } from "@/shared/api/cars";
import type { CarExtraChoice, CarReservation } from "@/shared/api/car-bookings";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { driverAgeError } from "@/shared/cars/driver";
import { CAR_EXTRAS } from "@/shared/cars/search";
import { applyCarFilterChange, DEFAULT_CAR_SORT, defaultCarFilters, isCarSort, prepareCars, visibleCars, type CarFilterChange, type CarFilters, type CarSort, type PreparedCars } from "@/shared/cars/filters";
import type { Money } from "@/shared/money";
import type { AddOnSelection } from "../booking/context";
import type { BookingVertical } from "../booking/vertical";
import { carBookingMessages } from "./messages";
import type { CarOrder } from "./order";
import { CAR_PATHS } from "./routes";
import { carFormOf, defaultCarSearchForm, type CarSearchForm } from "./search-form";

/** The core's types, for cars. */
export type CarTypes = {
  form: CarSearchForm;
  search: CarSearchRequest;
  offer: CarOffer;
  /**
   * spec B §4/§8: a failed car search sets an error flag and empties the results, with no toast: the
   * search actor's failure sets it (`failedSlots`), so the results page can tell "the rental companies
   * did not answer" from "no cars".
   */
  results: { searchFailed?: boolean };
  prepared: PreparedCars;
  filters: CarFilters;
  filterChange: CarFilterChange;
  sort: CarSort;
  /** The lowest price shown (the results' headline). */
  summaries: { lowestPrice: Money | null };
  pricing: CarPricing;
  reservation: CarReservation;
  passenger: CarDriver;
  contact: CarContact;
  order: CarOrder;
};

/** The add-on kind a car extra rides in (one add-on per unit: two child seats are two add-ons). */
export const CAR_EXTRA_ADD_ON = "carExtra";

/** The extras among the add-ons, counted per code (an add-on's id is `<code>-<n>`). */
export function extrasOf(addOns: readonly AddOnSelection[]): CarExtraChoice[] {
  const counts = new Map<CarExtraChoice["code"], number>();
  for (const addOn of addOns) {
    if (addOn.kind !== CAR_EXTRA_ADD_ON) continue;
    const code = CAR_EXTRAS.find((c) => addOn.id.startsWith(`${c}-`));
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts].map(([code, count]) => ({ code, count }));
}

/**
 * The car rules the machine checks synchronously, each written once with the schemas of src/shared: ./rules.ts gives
 * them; the web gives the same functions once their module has loaded.
 */
export interface CarRules {
  /** The schema's rules plus spec B §5: no pick-up before today. Null when the search cannot be sent. */
  parseSearch(value: unknown, today: string): CarSearchRequest | null;
  /** The driver's form as checked (src/shared/api/cars.ts), or null when it is not complete. */
  driver(value: unknown): CarDriver | null;
  /** The contact's form is complete. */
  contactComplete(contact: unknown): boolean;
  /** The car slots of a saved checkout's context (BookingVertical.contextSlots). */
  readonly contextSlots: z.ZodRawShape;
}

/** One driver of the age searched on the pick-up day, and a valid contact. */
function travellersComplete(rules: CarRules, search: CarSearchRequest | null, passengers: unknown, contact: unknown): boolean {
  if (!Array.isArray(passengers) || passengers.length !== 1) return false;
  const driver = rules.driver(passengers[0]);
  if (!driver || !rules.contactComplete(contact)) return false;
  return !search || driverAgeError(search.age, driver.birthDate, search.pickUpDateTime.slice(0, 10)) === null;
}

/** Cars for the booking core, checked with `rules`. */
export function describeCars(rules: CarRules): BookingVertical<CarTypes> {
  return {
    id: "carBooking",
    version: 1,
    searchId: "searchCars",
    searchForm: { defaults: defaultCarSearchForm, formOf: carFormOf, parse: (value, today) => rules.parseSearch(value, today) },
    results: {
      slotsOf: () => ({ searchFailed: false }),
      emptySlots: { searchFailed: false },
      failedSlots: { searchFailed: true },
      prepare: prepareCars,
      defaultFilters: () => defaultCarFilters(),
      applyFilterChange: applyCarFilterChange,
      visible: visibleCars,
      summarize: (visible) => ({ lowestPrice: visible.reduce<Money | null>((low, car) => (low === null || car.price.amount < low.amount ? car.price : low), null) }),
      noSummaries: { lowestPrice: null },
      defaultSort: DEFAULT_CAR_SORT,
      isSort: isCarSort,
    },
    travellersComplete: (search, passengers, contact) => travellersComplete(rules, search, passengers, contact),
    travellerForms: {
      passenger: (value): value is CarDriver => rules.driver(value) !== null,
      contact: (value): value is CarContact => rules.contactComplete(value),
    },
    heldCheckout: (reservation) => ({
      offerId: reservation.offer.id,
      passengers: [reservation.driver],
      contact: reservation.contact,
      clientId: reservation.bookedFor?.id ?? null,
    }),
    order: (context) => ({
      vertical: "car",
      // The quote as priced (and, after a price change, accepted): the searched one would be refused as changed.
      offerId: context.pricing?.offer.id ?? context.offerId ?? "",
      driver: context.passengers?.[0] ?? null,
      contact: context.contact,
      extras: extrasOf(context.addOns),
      refundProtectionQuoteId: context.addOns.find((addOn) => addOn.kind === REFUND_PROTECTION)?.id ?? null,
      ...(context.clientId ? { clientId: context.clientId } : {}),
      ...(context.proposalId ? { proposalId: context.proposalId } : {}),
    }),
    paths: CAR_PATHS,
    messages: carBookingMessages,
    cancellation: { allowVoid: false },
    checkoutSession: {
      vertical: "cars",
      // "LAX → SFO" (the pick-up alone for "Same drop-off"), the pick-up and return days, one driver.
      summary: (search, passengers) => ({
        title: search ? [search.pickupReadable, ...(search.dropoffLocation ? [search.dropoffReadable] : [])].join(" → ") : "",
        startDate: search?.pickUpDateTime.slice(0, 10) ?? null,
        endDate: search?.returnDateTime.slice(0, 10) ?? null,
        travellers: search ? 1 : (passengers?.length ?? 0),
      }),
      offerExpiresAt: (offer) => offer.expiresAt,
    },
    get contextSlots() {
      return rules.contextSlots;
    },
  };
}

// Activities on the booking core (machines/booking): the destination search of spec B §3, results in pages
// of 50 appended (spec B §4) and filtered by spec B §9 tags and sorted by the provider, the details page's
// choice (a day, an option, a start time, adults and children up to 5 each) checked for availability before
// checkout, the /booknow/activities pages, the activity texts, and no void.
import { z } from "zod";
import { ACTIVITY_SORTS } from "@/shared/activities/options";
import {
  activityContact,
  activityTraveller,
  bookingAnswer,
  type ActivityBookingDetails,
  type ActivityCheckoutResult,
  type ActivityContact,
  type ActivityDetails,
  type ActivitySort,
  type ActivitySummary,
  type ActivityTraveller,
  type BookingAnswer,
} from "@/shared/api/activities";
import type { ActivityTag } from "@/shared/activities/tags";
import { activityTravellers } from "@/shared/activities/travellers";
import { createBookingMachine } from "../booking/booking.machine";
import type { BookingVertical } from "../booking/vertical";
import { activityMessages } from "./messages";
import type { ActivityOrder } from "./order";
import { ACTIVITY_PATHS } from "./routes";
import { defaultSearchForm, formOf, parseSearch, type ActivitySearch, type ActivitySearchForm } from "./search-form";

/** A product on the results list, named by its code (the core's offer id). */
export type ActivityResult = ActivitySummary & { id: string };

/** The details page's product (before a choice), or the bookable offer the choice made (checkout's). */
export type ActivityPricing = Omit<ActivityCheckoutResult, "offer" | "markupType" | "markupValue" | "agencyFee"> & {
  offer: (ActivityDetails & { id: string; kind: "product" }) | (ActivityCheckoutResult["offer"] & { kind: "bookable" });
};

/** The checkout's fields besides the travellers: the contact and the answers the product needs. */
export type ActivityCheckoutContact = ActivityContact & { answers: BookingAnswer[] };

export const activityChoice = z.object({
  travelDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  optionCode: z.string().min(1).max(20),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  travellers: activityTravellers,
});
export type ActivityChoice = z.infer<typeof activityChoice>;

/** The core's types, for activities. */
export type ActivityTypes = {
  form: ActivitySearchForm;
  search: ActivitySearch;
  offer: ActivityResult;
  /** spec B §3 totalSearchItem, and whether another page follows (spec B §4). */
  results: { totalSearchItem: number; hasMore: boolean };
  prepared: { offers: ActivityResult[] };
  filters: { tags: ActivityTag[] };
  filterChange: { tags: ActivityTag[] };
  sort: ActivitySort;
  summaries: { shown: number };
  pricing: ActivityPricing;
  reservation: ActivityBookingDetails;
  /** No citizenship: an activity prices no traveller by it (the core's slot stays empty). */
  passenger: ActivityTraveller;
  contact: ActivityCheckoutContact;
  order: ActivityOrder;
  choice: ActivityChoice;
};

const checkoutContact = activityContact.extend({ answers: z.array(bookingAnswer).max(10) });

/** One valid form per traveller, an adult among them, at most 5 per type (spec B §9), and a valid contact. */
function travellersComplete(_search: ActivitySearch | null, passengers: unknown, contact: unknown): boolean {
  if (!Array.isArray(passengers) || !passengers.every((p) => activityTraveller.safeParse(p).success)) return false;
  if (!checkoutContact.safeParse(contact).success) return false;
  const counts = { ADT: 0, CHD: 0 };
  for (const p of passengers as ActivityTraveller[]) counts[p.type] += 1;
  return activityTravellers.safeParse(counts).success;
}

export const activityVertical: BookingVertical<ActivityTypes> = {
  id: "activityBooking",
  version: 1,
  searchId: "searchActivities",
  searchForm: { defaults: defaultSearchForm, formOf, parse: parseSearch },
  results: {
    slotsOf: ({ totalSearchItem, hasMore }) => ({ totalSearchItem, hasMore }),
    emptySlots: { totalSearchItem: 0, hasMore: false },
    prepare: (offers) => ({ offers: [...offers] }),
    defaultFilters: () => ({ tags: [] }),
    applyFilterChange: (_, change) => ({ tags: [...new Set(change.tags)] }),
    // The provider filtered and sorted them (paging below): shown in its order.
    visible: (prepared) => prepared.offers,
    summarize: (visible) => ({ shown: visible.length }),
    noSummaries: { shown: 0 },
    defaultSort: "RECOMMENDED",
    isSort: (value): value is ActivitySort => (ACTIVITY_SORTS as readonly unknown[]).includes(value),
    paging: {
      hasMore: (slots) => slots.hasMore,
      next: (search, loaded) => ({ ...search, start: loaded }),
      refine: (search, filters, sort) => ({ ...search, start: 0, filterItem: { sortOrder: sort, tags: filters.tags } }),
      filtersOf: (search) => ({ tags: search.filterItem.tags }),
      sortOf: (search) => search.filterItem.sortOrder,
    },
  },
  choice: {
    parse: (value) => {
      const parsed = activityChoice.safeParse(value);
      return parsed.success ? parsed.data : null;
    },
    ready: (pricing) => pricing.offer.kind === "bookable",
  },
  travellersComplete,
  travellerForms: {
    passenger: (value): value is ActivityTypes["passenger"] => activityTraveller.safeParse(value).success,
    contact: (value): value is ActivityCheckoutContact => checkoutContact.safeParse(value).success,
  },
  heldCheckout: (reservation) => ({
    offerId: reservation.offer.id,
    passengers: reservation.travellers,
    contact: { ...reservation.contact, answers: reservation.answers },
    clientId: reservation.bookedFor?.id ?? null,
  }),
  order: (context) => {
    const { answers = [], ...contact } = context.contact ?? { email: "", phone: "", answers: [] };
    return {
      vertical: "activity",
      offerId: context.pricing?.offer.id ?? context.offerId ?? "",
      travellers: context.passengers ?? [],
      contact,
      answers,
      addOns: context.addOns,
      ...(context.clientId ? { clientId: context.clientId } : {}),
      ...(context.proposalId ? { proposalId: context.proposalId } : {}),
    };
  },
  paths: ACTIVITY_PATHS,
  messages: activityMessages,
  cancellation: { allowVoid: false },
  checkoutSession: {
    vertical: "activities",
    // The activity's title and the day chosen once an offer is open ("Sintra day trip", its travel date and
    // travellers); before, "Lisbon", the day searched, the travellers searched (or typed so far).
    summary: (search, passengers, pricing) => {
      const offer = pricing?.offer ?? null;
      const chosen = offer?.kind === "bookable" ? offer : null;
      const day = chosen?.travelDate ?? search?.activityDate ?? null;
      const travellers = chosen?.travellers ?? search?.travellers ?? null;
      return {
        title: offer?.title ?? search?.selectedLocation.productName ?? search?.selectedLocation.destinationName ?? "",
        startDate: day,
        endDate: day,
        travellers: travellers ? travellers.ADT + travellers.CHD : (passengers?.length ?? 0),
      };
    },
    offerExpiresAt: (offer) => (offer.kind === "bookable" ? offer.expiresAt : null),
  },
  contextSlots: { totalSearchItem: z.number().int().nonnegative(), hasMore: z.boolean() },
};

/** Activities end to end on the booking core (sandbox provider, card gateway). */
export const activityBookingMachine = createBookingMachine(activityVertical);

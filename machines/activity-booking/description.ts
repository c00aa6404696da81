// Activities on the booking core (machines/booking): the destination search of spec B §3, results read in pages
// of 50 appended until one has fewer (spec B §4), filtered by spec B §9 tags and sorted at home, the details page's
// choice (a day, an option, a start time, adults and children up to 5 each) checked for availability before
// checkout, the /booknow/activities pages, the activity texts, and no void.
// Without zod: the rules the machine checks synchronously (a search, a choice, the travellers) are given to
// `describeActivities` (./rules.ts holds them, written with the schemas of src/shared), so the activity search page
// draws its first screen before zod arrives ("Every page fast on a phone", docs/performance.md).
import type { z } from "zod";
import { ACTIVITY_SORTS } from "@/shared/activities/options";
import type { ActivityCheckoutResult, ActivityContact, ActivityDetails, ActivitySort, ActivitySummary, ActivityTraveller, BookingAnswer } from "@/shared/api/activities";
import type { ActivityBookingDetails } from "@/shared/api/activity-bookings";
import { sortActivities } from "@/shared/activities/sorts";
import { matchesTags, type ActivityTag } from "@/shared/activities/tags";
import type { ActivityTravellers } from "@/shared/activities/travellers";
import type { BookingVertical } from "../booking/vertical";
import { activityMessages } from "./messages";
import type { ActivityOrder } from "./order";
import { ACTIVITY_PATHS } from "./routes";
import { defaultSearchForm, formOf, type ActivitySearch, type ActivitySearchForm } from "./search-form";

/** A product on the results list, named by its code (the core's offer id). */
export type ActivityResult = ActivitySummary & { id: string };

/** The details page's product (before a choice), or the bookable offer the choice made (checkout's). */
export type ActivityPricing = Omit<ActivityCheckoutResult, "offer" | "markupType" | "markupValue" | "agencyFee"> & {
  offer: (ActivityDetails & { id: string; kind: "product" }) | (ActivityCheckoutResult["offer"] & { kind: "bookable" });
};

/** The checkout's fields besides the travellers: the contact and the answers the product needs. */
export type ActivityCheckoutContact = ActivityContact & { answers: BookingAnswer[] };

/** The details page's choice: a day, an option, a start time and the party (checked by ./rules.ts). */
export interface ActivityChoice {
  travelDate: string;
  optionCode: string;
  startTime: string;
  travellers: ActivityTravellers;
}

/** The core's types, for activities. */
export type ActivityTypes = {
  form: ActivitySearchForm;
  search: ActivitySearch;
  offer: ActivityResult;
  /** spec B §3 totalSearchItem: the destination's products for the search (every page's). */
  results: { totalSearchItem: number };
  /** The products in the provider's order, with the set of tags each answers to (for the filters). */
  prepared: { offers: ActivityResult[]; tags: ReadonlySet<ActivityTag>[] };
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

/**
 * The activity rules the machine checks synchronously, each written once with the schemas of src/shared: ./rules.ts
 * gives them; the web gives the same functions once their module has loaded.
 */
export interface ActivityRules {
  /** The schema's rules plus: a destination chosen, no day before today. Null when the search cannot be sent. */
  parseSearch(value: unknown, today: string): ActivitySearch | null;
  /** The details page's choice, or null when it is not one. */
  parseChoice(value: unknown): ActivityChoice | null;
  /** One traveller's form is complete. */
  passengerComplete(passenger: unknown): boolean;
  /** The contact's form, with the product's answers, is complete. */
  contactComplete(contact: unknown): boolean;
  /** A party the provider takes: an adult among them, at most 5 per type (spec B §9). */
  partyAllowed(counts: ActivityTravellers): boolean;
  /** The activity slots of a saved checkout's context (BookingVertical.contextSlots). */
  readonly contextSlots: z.ZodRawShape;
}

/** One valid form per traveller, an adult among them, at most 5 per type (spec B §9), and a valid contact. */
function travellersComplete(rules: ActivityRules, passengers: unknown, contact: unknown): boolean {
  if (!Array.isArray(passengers) || !passengers.every((p) => rules.passengerComplete(p))) return false;
  if (!rules.contactComplete(contact)) return false;
  const counts = { ADT: 0, CHD: 0 };
  for (const p of passengers as ActivityTraveller[]) counts[p.type] += 1;
  return rules.partyAllowed(counts);
}

/** Activities for the booking core, checked with `rules`. */
export function describeActivities(rules: ActivityRules): BookingVertical<ActivityTypes> {
  return {
    id: "activityBooking",
    version: 1,
    searchId: "searchActivities",
    searchForm: { defaults: defaultSearchForm, formOf, parse: (value, today) => rules.parseSearch(value, today) },
    results: {
      slotsOf: ({ totalSearchItem }) => ({ totalSearchItem }),
      emptySlots: { totalSearchItem: 0 },
      prepare: (offers) => ({ offers: [...offers], tags: offers.map((offer) => new Set(offer.tags)) }),
      defaultFilters: () => ({ tags: [] }),
      applyFilterChange: (_, change) => ({ tags: [...new Set(change.tags)] }),
      // The whole list is here (the search reads every page, `progressive`): the spec B §9 tags filter it and the
      // sort orders it at home, with the rules the provider's sandbox uses (src/shared/activities).
      visible: ({ offers, tags }, filters, sort) => {
        const passing = filters.tags.length === 0 ? offers : offers.filter((_, i) => matchesTags(tags[i] ?? new Set(), filters.tags));
        return sortActivities(passing, sort) as ActivityResult[];
      },
      summarize: (visible) => ({ shown: visible.length }),
      noSummaries: { shown: 0 },
      defaultSort: "RECOMMENDED",
      isSort: (value): value is ActivitySort => (ACTIVITY_SORTS as readonly unknown[]).includes(value),
      // spec B §4: pages of 50 appended, no more once a page has fewer than 50; each page is shown as it arrives.
      progressive: true,
      // spec B §3: the sort and the tag filters are the search's (filterItem), so the address keeps them.
      refinements: {
        refine: (search, filters, sort) => ({ ...search, start: 0, filterItem: { sortOrder: sort, tags: filters.tags } }),
        filtersOf: (search) => ({ tags: search.filterItem.tags }),
        sortOf: (search) => search.filterItem.sortOrder,
      },
    },
    choice: {
      parse: (value) => rules.parseChoice(value),
      ready: (pricing) => pricing.offer.kind === "bookable",
    },
    travellersComplete: (_search, passengers, contact) => travellersComplete(rules, passengers, contact),
    travellerForms: {
      passenger: (value): value is ActivityTypes["passenger"] => rules.passengerComplete(value),
      contact: (value): value is ActivityCheckoutContact => rules.contactComplete(value),
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
    get contextSlots() {
      return rules.contextSlots;
    },
  };
}

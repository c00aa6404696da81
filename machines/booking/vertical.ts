// What a vertical tells the booking core about itself (docs/architecture.md "Adding a vertical"). The
// core (booking.machine.ts) holds the lifecycle once; a vertical brings the few things that differ:
// its search form, how its results are prepared, filtered, sorted and summarised, when its travellers
// are complete, the order its payment books, its URL paths, its texts and whether a booking may be
// voided. The core reads these and nothing else of the vertical.
import type { CountryChoice } from "@/shared/constants";
import type { z } from "zod";
import type { BookingStatus } from "@/shared/booking/statuses";
import type { Money } from "@/shared/money";
import type { CoreVerticalPlural } from "@/shared/verticals";
import type { MessageDescriptor } from "@/shared/validation/messages";
import type { BookingContext } from "./context";
import type { BookingPaths } from "./routes";

/** The types a vertical's description is written over (flights: FlightSearchRequest, FlightOffer, …). */
export interface VerticalTypes {
  /** The search form's values (react-hook-form defaults): what a new or back-from-results form shows. */
  form: unknown;
  /** A valid search request, as the search actor sends it. */
  search: unknown;
  offer: { id: string };
  /**
   * Context slots filled from the search answer besides the offers (flights: `fareFamilies`). The
   * search actor answers `{ offers } & results`.
   */
  results: Record<string, unknown>;
  /** Sort orders, filter keys and facets, made once per search. */
  prepared: unknown;
  filters: unknown;
  /** The payload of `filters.changed`. */
  filterChange: unknown;
  sort: string;
  /** The summary cards over the visible offers (flights: Cheapest, Best, Quickest). */
  summaries: unknown;
  /** The reprice answer: the offer as priced now, and whether its price moved since the search. */
  pricing: { offer: { id: string }; priceChanged: boolean; previousTotal: Money | null; totalAmount: Money };
  reservation: { bookingStatus: BookingStatus | string };
  /**
   * One traveller as the checkout form submits it, in the vertical's own schema (a transfer's lead passenger has
   * no citizenship). Where it holds a `citizenship`, the first one's prices some offers (`citizenshipOf`).
   */
  passenger: object;
  contact: unknown;
  /** What the payment child's `confirmPayment` books (flights: FlightOrder). */
  order: unknown;
  /**
   * What the traveller chooses on the details page before checkout, where the vertical has such a step
   * (activities: a day, an option, a start time and the travellers): `choice.submitted` carries it.
   */
  choice?: unknown;
}

export interface VerticalMessages {
  /** The offer expired while its details were open, with results to go back to. */
  offerExpired: MessageDescriptor;
  /** The same, without a search to run again (a shared checkout link). */
  offerExpiredSearchAgain: MessageDescriptor;
  /** spec A §2: checkout is for signed-in users. */
  loginRequired: MessageDescriptor;
  /** Resumable checkouts: the saved checkout's offer is gone (nothing was charged). */
  resumeOfferGone: MessageDescriptor;
  /** The cancellation's success toast. */
  cancelled: MessageDescriptor;
  /** A held booking was released (nothing charged). */
  holdReleased: MessageDescriptor;
  /**
   * Reading the booking again after a cancellation failed (spec B §8 activities: 'Booking update failed.
   * Please refresh the page.'); without it the reload's failure shows the server's message.
   */
  bookingUpdateFailed?: MessageDescriptor;
}

/** A held booking taken back to checkout: its offer, its travellers as booked, and who it is for. */
export interface HeldCheckout<T extends VerticalTypes> {
  offerId: string;
  passengers: T["passenger"][];
  contact: T["contact"];
  clientId: string | null;
}

/** What the "Unfinished checkouts" list shows of a saved checkout (resumable checkouts). */
export interface CheckoutListSummary {
  /** "LIS → GRU", a hotel's name, a pick-up place. */
  title: string;
  startDate: string | null;
  endDate: string | null;
  travellers: number;
}

export interface BookingVertical<T extends VerticalTypes> {
  /** The machine id (`#id.details` targets, the saved checkout's machineId). */
  id: string;
  /** Bump when a saved snapshot would no longer restore; register a migration (machines/checkout-session/migrations.ts). */
  version: number;
  /** The search actor's invoke id: its done and error events carry it (`xstate.done.actor.<searchId>`). */
  searchId: string;
  searchForm: {
    /** The empty form; "today" comes from the machine's input, never from the clock; the visitor's country for what depends on it. */
    defaults(today: string, country: CountryChoice): T["form"];
    /** The form as last submitted, so a new search or a back button refills it. */
    formOf(search: T["search"]): T["form"];
    /** The vertical's search rules; null when the search cannot be sent. */
    parse(value: unknown, today: string): T["search"] | null;
  };
  results: {
    /** The search answer's slots besides the offers, and their empty values. */
    slotsOf(output: { offers: T["offer"][] } & T["results"]): T["results"];
    emptySlots: T["results"];
    /**
     * The slots after a failed search, when the results say so (spec B §4/§8 cars: an error flag, no
     * toast). Absent: a failure leaves the empty slots (spec A §8: silent).
     */
    failedSlots?: T["results"];
    prepare(offers: readonly T["offer"][]): T["prepared"];
    defaultFilters(prepared: T["prepared"]): T["filters"];
    applyFilterChange(filters: T["filters"], change: T["filterChange"], prepared: T["prepared"]): T["filters"];
    /** The offers that pass the filters, in the chosen order. */
    visible(prepared: T["prepared"], filters: T["filters"], sort: T["sort"]): T["offer"][];
    summarize(visible: readonly T["offer"][]): T["summaries"];
    noSummaries: T["summaries"];
    defaultSort: T["sort"];
    isSort(value: unknown): value is T["sort"];
    /**
     * Results that arrive while the search still runs (spec B §4 hotels' asynchronous search): the search
     * actor sends `search.progress` with the results so far, and the list shows them. Absent: the
     * search answers once (flights), and its machine has no such event.
     */
    progressive?: true;
    /**
     * Filters and a sort that belong to the search, so the address holds them and a shared link or a refresh opens
     * the same list (a search state that names its sort and filters). The list is still
     * filtered and sorted at home: a change keeps the search (and the address) in step without searching again.
     * Absent: the filters and sort are the results page's alone, and a new search starts from the defaults.
     */
    refinements?: {
      refine(search: T["search"], filters: T["filters"], sort: T["sort"]): T["search"];
      filtersOf(search: T["search"]): T["filters"];
      sortOf(search: T["search"]): T["sort"];
    };
  };
  /**
   * A choice made on the details page and checked with the supplier before checkout (an availability
   * check): `choice.submitted` sends it to the `checkChoice` actor, whose pricing (the bookable offer)
   * replaces the details' and whose offer id the checkout books. Absent: the priced offer is bookable.
   */
  choice?: {
    /** The vertical's rules for a choice; null when it cannot be sent. */
    parse(value: unknown): T["choice"] | null;
    /** Whether the pricing is of a bookable choice (checkout opens only then). */
    ready(pricing: T["pricing"]): boolean;
  };
  /**
   * An id the details page may select besides the results' offers (a hotel's rooms and rates, priced
   * from its details); absent: only the results' offers.
   */
  knowsOffer?(context: BookingContext<T>, offerId: string): boolean;
  /** One valid traveller per searched place and a valid contact (the checkout's submit rule). */
  travellersComplete(search: T["search"] | null, passengers: unknown, contact: unknown): boolean;
  /**
   * One traveller's form and the contact's, each complete by the vertical's own schema: a saved checkout that
   * cannot be resumed gives back those that are to the next form (machines/checkout-session/restore.ts).
   */
  travellerForms: {
    passenger(value: unknown): value is T["passenger"];
    contact(value: unknown): value is T["contact"];
  };
  /**
   * The checkout asks each traveller's citizenship and the first one's prices the offer (spec A §4
   * flights: `citizenship.changed` as it is chosen; checkout resets it). Absent: the vertical asks
   * nationality or residence with the search (spec B hotels and cars), and its machine has no such event.
   */
  citizenshipAtCheckout?: true;
  /** A booking on hold as a checkout again (its reservation → offer, travellers, contact, client). */
  heldCheckout(reservation: T["reservation"]): HeldCheckout<T>;
  /** The payment child's order, from the context at the moment payment starts. */
  order(context: BookingContext<T>): T["order"];
  paths: BookingPaths;
  messages: VerticalMessages;
  cancellation: {
    /** The vertical offers void (a full refund soon after booking) at all; the quote still decides per booking. */
    allowVoid: boolean;
  };
  /** Resumable checkouts: how a saved checkout of this vertical is filed and listed. */
  checkoutSession: {
    /**
     * The saved checkout's vertical (spec B names them in the plural). The checkout-sessions API saves the
     * product's verticals only; a test vertical's checkout is not saved (session-body.ts).
     */
    vertical: CoreVerticalPlural;
    /**
     * The list's line for a checkout at this point (search made, travellers chosen so far, the offer priced): what
     * is being booked where the offer names it (an activity's title and day, a hotel's name), else the search.
     */
    summary(search: T["search"] | null, passengers: readonly T["passenger"][] | null, pricing: T["pricing"] | null): CheckoutListSummary;
    /** When the priced offer stops being bookable, if the supplier says. */
    offerExpiresAt(offer: T["pricing"]["offer"]): string | null;
  };
  /**
   * The zod shape of the vertical's own context slots (its `results` slots), checked when a saved
   * checkout is restored; the core composes it with its own (context.ts).
   */
  contextSlots: z.ZodRawShape;
}

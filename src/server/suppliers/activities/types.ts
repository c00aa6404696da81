import type {
  ActivityDestination,
  ActivityDetails,
  ActivityOffer,
  ActivitySearchRequest,
  ActivitySummary,
  ActivityTraveller,
  AvailabilityCheckRequest,
  AvailabilityCheckResult,
  SelectedLocation,
} from "@/shared/api/activities";
import type { ActivityTag } from "@/shared/activities/tags";
import type { ExchangeRate, Supplier, SupplierBooking, SupplierCancelQuote, SupplierCancellation } from "../types";

// The activity supplier, shaped after experience APIs (Viator's partner API): destinations, products
// searched in pages, product details, availability of options and time slots per date checked before
// booking, then book; cancellation quoted with reasons before it is done. Prices here are the
// supplier's net prices: the routes add the agency's markup and fee. The sandbox implements it.

export interface ActivitySearchPage {
  readonly products: ActivitySummary[];
  readonly total: number;
}

export interface ActivityBookInput {
  /** The lead traveller first. */
  readonly travellers: readonly ActivityTraveller[];
  readonly answers: readonly { questionId: string; answer: string }[];
}

export type ActivityBooked = SupplierBooking;

/** The quote in the currency the provider refunds in, with the rate to the booking's when they differ. */
export interface ActivityCancelQuote extends SupplierCancelQuote {
  readonly exchangeRate: ExchangeRate | null;
}

export interface ActivitySupplier extends Supplier<ActivitySearchRequest, ActivitySearchPage, ActivityOffer, ActivityBookInput, ActivityBooked> {
  destinations(text: string): Promise<ActivityDestination[]>;
  titles(text: string, destinationId?: number): Promise<SelectedLocation[]>;
  tagCounts(destinationId: number): Promise<Map<ActivityTag, number>>;
  details(productCode: string): Promise<ActivityDetails>;
  location(ref: string): Promise<{ ref: string; name: string; address: string; lat: number; lon: number; timeZone: string }>;
  availableDates(productCode: string, from: string, days: number): Promise<string[]>;
  /** Options and slots of a day for the travellers; with an option and a time, the bookable offer. */
  availability(request: AvailabilityCheckRequest): Promise<AvailabilityCheckResult>;
  cancelQuote(reference: string): Promise<ActivityCancelQuote>;
  cancel(reference: string, reason?: string): Promise<SupplierCancellation>;
}

/** A refusal with the supplier's code (ACTIVITY_NOT_FOUND, SLOT_SOLD_OUT, OFFER_EXPIRED, ...). */
export class ActivitySupplierError extends Error {
  override readonly name = "ActivitySupplierError";
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

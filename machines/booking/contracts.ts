// The booking core's actor contracts: the web implements them per vertical with its API client
// (failures reject with an ApiFailure) and provides them by name through `machine.provide`.
import type { ResumePaymentOutcome } from "@/shared/api/checkout-sessions";
import type { AddOnSelection } from "./context";

/**
 * The vertical's search. spec A §8: a failure is silent and clears the results. A search whose results
 * arrive in batches may send its parent `search.progress` with the results so far before it resolves.
 */
export type SearchOutput<TOffer, TResults> = { offers: TOffer[] } & TResults;

/** The offer priced again. An expired offer rejects with httpStatus 410. */
export interface RepriceInput {
  offerId: string;
  /** The search the offer came from (a hotel's rooms are priced for its stay and rooms); null after a shared checkout link. */
  search?: unknown;
  /** An agent pricing for one of the agency's clients (null: for themselves). */
  clientId?: string | null;
}

/**
 * Agent books for a client: the offer being checked out priced again for the client just picked (their
 * markup), with the add-ons chosen so far quoted again on that price (a refund protection premium follows
 * the trip total), so the Pay button shows what the server will charge. An expired offer rejects with 410.
 */
export interface RepriceForClientInput extends RepriceInput {
  addOns: AddOnSelection[];
}
export interface RepriceForClientOutput<TPricing> {
  pricing: TPricing;
  addOns: AddOnSelection[];
}

/** A held booking given up (nothing was charged); resolves once it is released. */
export interface ReleaseHoldInput {
  referenceNumber: string;
}

/** The booking's record, by its reference number. */
export interface LoadReservationInput {
  referenceNumber: string;
}

/**
 * Resumable checkouts, resuming a saved checkout: the same call as `reprice`; its answer is compared
 * with the price the traveller had agreed. Gone offers reject with 404, 409 or 410.
 */
export type RevalidateOfferInput = RepriceInput;

/**
 * Resumable checkouts: what became of the payment attempt with this idempotency key
 * (GET /api/checkout-sessions/payment-outcome). Asked instead of sending the payment again.
 */
export interface FetchPaymentOutcomeInput {
  idempotencyKey: string;
}
export type FetchPaymentOutcomeOutput = ResumePaymentOutcome;

/** A choice made on the details page (a day, option, time and travellers), checked with the supplier. */
export interface CheckChoiceInput {
  /** The offer the details page shows (activities: the product). */
  offerId: string;
  choice: unknown;
  clientId?: string | null;
}

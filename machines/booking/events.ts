// The booking core's events (dot-namespaced, so `search.*` wildcards work) and the small rules its
// guards and the saved checkout's price share.
import { priceLines } from "@/shared/booking/price-lines";
import type { Money } from "@/shared/money";
import type { AddOnSelection, TravellerDraft, WalletCreditChoice } from "./context";
import type { VerticalTypes } from "./vertical";

export type BookingEvent<T extends VerticalTypes> =
  | { type: "search.submitted"; search: unknown }
  | { type: "search.restarted" }
  /** Results so far of a search still running (sent by the search actor; the search goes on). */
  | { type: "search.progress"; result?: { offers: T["offer"][] } & T["results"] }
  | { type: "filters.changed"; change: T["filterChange"] }
  | { type: "filters.reset" }
  | { type: "sort.changed"; sort: T["sort"] }
  | { type: "alert.dismissed" }
  /** The next page of results, appended (where the vertical's results come in pages). */
  | { type: "results.moreRequested" }
  | { type: "offer.selected"; offerId: string }
  /** The details page's choice, checked with the supplier (where the vertical has one). */
  | { type: "choice.submitted"; choice: unknown }
  | { type: "details.back" }
  | { type: "price.accepted" }
  | { type: "price.declined" }
  /** The web says whether a session exists: checkout pages are protected (spec A §2). */
  | { type: "checkout.requested"; authenticated: boolean }
  | { type: "checkout.back" }
  | { type: "checkout.submitted"; passengers: T["passenger"][]; contact: T["contact"]; clientId?: string | null }
  /** Resumable checkouts: the checkout form as typed so far (no card data), saved as it is entered. */
  | { type: "travellers.edited"; draft: TravellerDraft<T["passenger"], T["contact"]> }
  /** Agent books for a client: the client picked at checkout (null: for themselves); the offer is priced for them. */
  | { type: "client.picked"; client: TravellerDraft<T["passenger"], T["contact"]>["client"] }
  /** Pricing for the picked client failed: ask again. */
  | { type: "clientPricing.retried" }
  | { type: "citizenship.changed"; citizenship: string }
  /** The payment step's "Use wallet credit" and its amount as typed (kept with the saved checkout). */
  | { type: "walletCredit.changed"; choice: WalletCreditChoice }
  | { type: "addOn.selected"; addOn: AddOnSelection }
  | { type: "addOn.removed"; id: string }
  | { type: "reservation.retried" }
  | { type: "cancel.requested" }
  /** A booking on hold (a declined card, 3-D Secure left open): back to checkout with its travellers, to pay it. */
  | { type: "hold.paymentRequested" }
  /** A booking on hold given up: released, nothing charged. */
  | { type: "hold.released" }
  /**
   * Resumable checkouts: sent once right after `createActor(machine, { snapshot })` + `start()`. Work that was
   * running when the snapshot was taken is not re-sent blindly: every state that invokes
   * something (and every checkout step) answers it by asking the server first.
   */
  | { type: "checkout.resumed" }
  /** Resumable checkouts: try again after checking a restored checkout failed (network, server). */
  | { type: "resume.retried" };

/** The offer's price plus add-ons in its currency (spec B add-ons are priced in it). */
export function checkoutTotal(pricing: { totalAmount: Money } | null, addOns: readonly AddOnSelection[]): Money {
  return priceLines({
    items: [],
    price: pricing?.totalAmount ?? { amount: 0, currency: "USD" },
    addOns: addOns.map((addOn) => ({ key: addOn.kind, amount: addOn.price })),
  }).total;
}

/** Not found, sold out, expired: the offer cannot be booked any more. */
export const OFFER_GONE = new Set([404, 409, 410]);

/**
 * Resumable checkouts: the price of a resumed checkout must be confirmed again: the server says it differs from
 * the searched one, or a changed price was on screen and not accepted yet. (An already accepted
 * change is asked once more: the server compares with the search, and asking is the safe side.)
 */
export function priceMoved(current: { priceChanged: boolean } | null, now: { priceChanged: boolean } | undefined): boolean {
  if (!now) return false;
  return now.priceChanged || current?.priceChanged === true;
}

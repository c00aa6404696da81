// The booking core's guards: the conditions every vertical's machine checks, reading the vertical only
// through its description (kit.ts). Named, so the states (states/) and the diagrams refer to them by name.
import type { ResumePaymentOutcome } from "@/shared/api/checkout-sessions";
import { toApiFailure } from "@/shared/api/failure";
import { bookingStage, isCancellable as isCancellableStatus, type BookingStatus } from "@/shared/booking/statuses";
import type { CancellationOutput } from "../cancellation/cancellation.machine";
import type { PaymentOutput } from "../payment/payment.machine";
import { OFFER_GONE, priceMoved } from "./events";
import type { BookingKit, Pricing } from "./kit";
import { bookingSetup } from "./setup";

export function withGuards({ vertical, results, choice }: BookingKit) {
  return bookingSetup().extend({
    guards: {
      restoreResults: ({ context }) => context.search !== null && context.offerId === null && context.referenceNumber === null,
      restoreDetails: ({ context }) => context.offerId !== null,
      restoreConfirmation: ({ context }) => context.referenceNumber !== null,
      isValidSearch: ({ context, event }) => event.type === "search.submitted" && vertical.searchForm.parse(event.search, context.today) !== null,
      hasOffers: ({ context }) => context.offers.length > 0,
      isValidChoice: ({ event }) => event.type === "choice.submitted" && choice?.parse(event.choice) != null,
      /** Checkout opens on a bookable choice (verticals with `choice`); otherwise the priced offer is bookable. */
      choiceReady: ({ context }) => !choice || (context.pricing !== null && choice.ready(context.pricing)),
      hasSearch: ({ context }) => context.search !== null,
      isKnownOffer: ({ context, event }) => event.type === "offer.selected" && (context.offers.some((offer) => offer.id === event.offerId) || (vertical.knowsOffer?.(context, event.offerId) ?? false)),
      isSort: ({ event }) => event.type === "sort.changed" && results.isSort(event.sort),
      priceChanged: (_, p: { pricing: Pricing }) => p.pricing.priceChanged,
      resumeCheckout: ({ context }) => context.resumeCheckout,
      isOfferExpired: (_, p: { error: unknown }) => toApiFailure(p.error).httpStatus === 410,
      isAuthenticated: ({ event }) => event.type === "checkout.requested" && event.authenticated,
      canSubmitCheckout: ({ context, event }) => event.type === "checkout.submitted" && vertical.travellersComplete(context.search, event.passengers, event.contact),
      paymentSucceeded: (_, p: { output: PaymentOutput }) => p.output.status === "succeeded",
      /** Refused for good; `withSearch`: there is a search to go back to (else its form). */
      paymentRefused: (_, p: { output: PaymentOutput; withSearch: boolean }) => p.output.status === "refused" && p.withSearch,
      /** On hold: never charged, so it is paid or released (src/shared/booking/statuses.ts), not cancelled. */
      isHeld: ({ context }) => context.reservation !== null && bookingStage(context.reservation.bookingStatus as BookingStatus) === "held",
      isCancellable: ({ context }) => context.reservation !== null && isCancellableStatus(context.reservation.bookingStatus),
      bookingCancelled: (_, p: { output: CancellationOutput }) => p.output.status !== "dismissed",
      resumesPayment: ({ context }) => context.resumeAt === "payment",
      priceMoved: ({ context }, p: { pricing: Pricing | undefined }) => priceMoved(context.pricing, p.pricing),
      isOfferGone: (_, p: { error: unknown }) => OFFER_GONE.has(toApiFailure(p.error).httpStatus),
      outcomeSucceeded: (_, p: { outcome: ResumePaymentOutcome | undefined }) => p.outcome?.status === "succeeded",
      outcomeFailed: (_, p: { outcome: ResumePaymentOutcome | undefined }) => p.outcome?.status === "failed",
      outcomePending: (_, p: { outcome: ResumePaymentOutcome | undefined }) => p.outcome?.status === "processing",
      /** A 3-D Secure challenge still open, or a decline to show on the form. */
      outcomeOpen: (_, p: { outcome: ResumePaymentOutcome | undefined }) => (p.outcome?.status === "requires_action" && p.outcome.challengeId !== null) || p.outcome?.status === "declined",
    },
  });
}

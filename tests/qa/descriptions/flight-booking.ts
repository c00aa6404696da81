import type { FlightBookingContext, FlightBookingInput } from "../../../machines/flight-booking/flight-booking.machine";
import type { PaymentOutput } from "../../../machines/payment/payment.machine";
import type { RepriceResult } from "../../../src/shared/api/flights";
import { describeMachine } from "../describe";

const textOf = (message: unknown) => (typeof message === "string" ? message : String((message as { message?: string } | null)?.message ?? ""));
const errorText = (error: unknown) => String((error as { message?: string } | undefined)?.message ?? "Something went wrong");
const money = (value: { amount: number; currency: string } | undefined | null) => (value ? `${value.currency} ${(value.amount / 100).toFixed(2)}` : "?");
const withAlert = (context: FlightBookingContext, text: string) => (context.alert ? `${text}, with the notice '${textOf(context.alert)}'` : text);
const searchText = (search: unknown) => {
  const leg = (search as { routeType?: string; formData?: Array<{ from?: { location?: string }; to?: { location?: string }; rangeDate?: { startDate?: string; endDate?: string } }> }) ?? {};
  const first = leg.formData?.[0];
  if (!first) return "an incomplete search (no flight entered)";
  return `${leg.routeType ?? "Round-Trip"} ${first.from?.location ?? "?"} → ${first.to?.location ?? "?"}, ${first.rangeDate?.startDate ?? "?"} to ${first.rangeDate?.endDate ?? "?"}`;
};

export const flightBookingDescriptions = describeMachine<FlightBookingContext>({
  start: (input) => {
    const restore = (input as FlightBookingInput).restore;
    if (!restore) return "Log in on Acme as alice@acme.test and open 'Air Travel' (/booknow/flights/search)";
    if (restore.step === "results") return "Open a shared results link (/booknow/flights/search?… with a JFK → LHR search)";
    if (restore.step === "checkout") return `Open a checkout link for offer ${restore.offerId ?? "?"} with no search in it (e.g. after a refresh)`;
    return `Open the confirmation link of booking ${restore.referenceNumber ?? "?"}`;
  },
  states: {
    restoring: "(the page reads the link)",
    search: (context) => withAlert(context, "The flight search form is shown (From, To, dates, travellers, cabin)"),
    searching: "The results page says it is searching for flights",
    results: "The results page is shown",
    "results.deciding": "(the results page counts the flights)",
    "results.empty": (context) => withAlert(context, "The results page says no flights were found"),
    "results.loaded": (context) =>
      withAlert(context, `The results list shows ${context.visible.length} of ${context.offers.length} flights, sorted by ${context.sort}, with the Cheapest, Best and Quickest cards`),
    backToResults: "(leaving the flight)",
    details: "The flight details page is shown",
    "details.repricing": "The flight details page says it is checking the price",
    "details.priceChanged": (context) =>
      `The details page says 'The price of this flight has changed from ${money(context.pricing?.previousTotal)} to ${money(context.pricing?.totalAmount)}. Do you want to continue at the new price?'`,
    "details.reviewing": (context) => `The flight details page shows the fare at ${money(context.pricing?.totalAmount)} and 'Continue to checkout'`,
    checkout: (context) =>
      `The checkout page shows the traveller and contact forms${context.addOns.length ? ` with ${context.addOns.map((addOn) => addOn.kind).join(", ")} added` : ""}${context.citizenship ? ` (citizenship ${context.citizenship})` : ""}`,
    payment: "The checkout page shows the card form",
    confirmation: "The confirmation page is shown",
    "confirmation.loading": (context) => `The confirmation page is loading booking ${context.referenceNumber ?? "?"}`,
    "confirmation.loaded": (context) => `The confirmation page shows booking ${context.referenceNumber ?? "?"} (${context.reservation?.bookingStatus ?? "?"})`,
    "confirmation.failed": "The confirmation page says the booking could not be loaded, with 'Try again'",
    cancel: "The reservation details page shows the cancellation panel",
    resuming: "The checkout page says it is picking up where you left off",
    "resuming.deciding": "(the page decides what to check first)",
    "resuming.fetchingOutcome": "The checkout page says it is checking what became of your payment",
    "resuming.waitingForOutcome": "The checkout page says your payment is still being processed and checks again shortly",
    "resuming.revalidating": "The checkout page says it is checking the fare again",
    "resuming.offerGone": "(the fare is gone: back to the results)",
    "resuming.failed": "The checkout page says it could not check your payment, with 'Try again'; nothing is charged again",
  },
  events: {
    "search.submitted": ({ event }) =>
      (event.search as { formData?: unknown[] }).formData?.length
        ? `Search for ${searchText(event.search)} (1 adult, Economy) and press 'Search'`
        : "Press 'Search' with the From field empty: the form refuses it",
    "search.restarted": "Press 'New search'",
    "filters.changed": ({ event }) => `Change a filter (${JSON.stringify(event.change)}), e.g. tick 'Direct' under Stops`,
    "filters.reset": "Press 'Reset filters'",
    "sort.changed": ({ event }) => `Sort by '${String(event.sort)}'`,
    "alert.dismissed": "Close the notice",
    "offer.selected": ({ event, context }) =>
      !context.offers.some((offer) => offer.id === event.offerId)
        ? `Open an unknown flight link (offer ${String(event.offerId)}): nothing happens`
        : context.pricing
          ? `Under 'Other fares for these flights', press 'Choose' on another fare (${String(event.offerId)}): it is priced again`
          : `Press 'Select' on flight ${String(event.offerId)}`,
    "details.back": "Press 'Back to results'",
    "price.accepted": "Press 'Continue at the new price'",
    "price.declined": "Press 'Choose another flight'",
    "checkout.requested": ({ event }) =>
      event.authenticated ? "Press 'Continue to checkout' (logged in)" : "Press 'Continue to checkout' while logged out: you are asked to log in ('Please log in to continue to checkout.')",
    "checkout.back": "Press 'Back' on the checkout page",
    "checkout.submitted": ({ event }) => {
      const passengers = (event.passengers as Array<{ firstName: string; lastName: string }> | undefined) ?? [];
      return passengers.length
        ? `On the checkout page, enter traveller 1 (${passengers.map((p) => `${p.firstName} ${p.lastName}`).join(", ")}), the contact email and phone, and press 'Continue to payment'`
        : "On the checkout page, press 'Continue to payment' with no traveller filled in: the form refuses it";
    },
    "citizenship.changed": ({ event }) => `Pick the citizenship '${String(event.citizenship).toUpperCase()}'`,
    "addOn.selected": ({ event }) => `Add '${String((event.addOn as { kind?: string }).kind)}' (${money((event.addOn as { price?: { amount: number; currency: string } }).price)})`,
    "addOn.removed": ({ event }) => `Remove the add-on '${String(event.id)}'`,
    "reservation.retried": "Press 'Try again'",
    "cancel.requested": ({ context }) =>
      context.reservation && ["held", "paid", "ticketed"].includes(context.reservation.bookingStatus)
        ? "Press 'Cancel booking'"
        : "Look for 'Cancel booking': the booking cannot be cancelled",
    "checkout.resumed": "Reload the page (or open the saved checkout in a new tab) to resume where you were",
    "resume.retried": "Press 'Try again'",
    "xstate.done.actor.fetchPaymentOutcome": ({ event }) => {
      const status = (event.output as { status?: string } | undefined)?.status;
      switch (status) {
        case "succeeded":
          return "The server says the payment went through: you see the confirmation";
        case "failed":
          return "The server says the booking failed and the card was released";
        case "processing":
          return "The server says the payment is still being processed (reload while 'Pay' is working)";
        case "requires_action":
          return "The server says your bank still waits for 3-D Secure";
        case "declined":
          return "The server says the card was declined";
        default:
          return "The server says nothing was charged yet";
      }
    },
    "xstate.error.actor.fetchPaymentOutcome": ({ event }) => `Asking about the payment fails: '${errorText(event.error)}'`,
    "xstate.after.outcomePollInterval.flightBooking.resuming.waitingForOutcome": "Wait 2 seconds: the page asks again",
    "xstate.done.actor.revalidateOffer": ({ event, context }) =>
      (event.output as RepriceResult | undefined)?.totalAmount?.amount !== context.pricing?.totalAmount.amount
        ? "The fare's price moved since you agreed to it"
        : "The fare is still available at the same price",
    "xstate.error.actor.revalidateOffer": ({ event }) =>
      [404, 409, 410].includes(Number((event.error as { httpStatus?: number }).httpStatus))
        ? "The fare expired or sold out meanwhile: 'The fare you were booking is no longer available and nothing was charged…'"
        : `Checking the fare fails (e.g. offline): '${errorText(event.error)}'; you go on, and booking checks it again`,
    "xstate.done.actor.searchFlights": ({ event }) => {
      const count = (event.output as { offers: unknown[] }).offers.length;
      return count ? `The sandbox supplier answers with ${count} flights` : "The sandbox supplier finds no flights (e.g. a route nobody flies)";
    },
    "xstate.error.actor.searchFlights": "The search fails (search to or from TMO: supplier timeout)",
    "xstate.done.actor.reprice": ({ event }) =>
      (event.output as RepriceResult).priceChanged
        ? "The price went up since the search (search flights to PRC, Prescott: the sandbox\u2019s price-change airport)"
        : "The price is confirmed unchanged",
    "xstate.error.actor.reprice": ({ event }) =>
      (event.error as { httpStatus?: number }).httpStatus === 410
        ? "The fare has expired (more than 30 minutes after the search)"
        : `Checking the price fails: '${errorText(event.error)}'`,
    "xstate.done.actor.payment": ({ event }) =>
      (event.output as PaymentOutput).status === "succeeded"
        ? "Pay with the card 4242 4242 4242 4242 (any future expiry, CVC 123): the payment goes through"
        : "Press 'Back' under the card form",
    "xstate.done.actor.loadReservation": ({ event }) => `The booking loads (${String((event.output as { bookingStatus?: string }).bookingStatus)})`,
    "xstate.error.actor.loadReservation": ({ event }) => `Loading the booking fails: '${errorText(event.error)}'`,
    "xstate.done.actor.cancellation": ({ event }) =>
      (event.output as { status: string }).status === "dismissed"
        ? "Close the cancellation panel without cancelling"
        : "Confirm the cancellation: a toast says 'Flight cancelled successfully'",
  },
});

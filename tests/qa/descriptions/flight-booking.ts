import type { FlightBookingContext, FlightBookingInput } from "../../../machines/flight-booking/flight-booking.machine";
import { flightMessages } from "../../../machines/flight-booking/messages";
import type { PaymentOutput } from "../../../machines/payment/payment.machine";
import type { RepriceResult } from "../../../src/shared/api/flights";
import { isCancellable } from "../../../src/shared/booking/statuses";
import { checkoutSessionText } from "../../../src/web/features/checkout-sessions/messages";
import { describeMachine } from "../describe";
import { label, say, shown } from "../labels";
import { fromToday, nightsAfter } from "../relative-days";
import { asLogin, card, demoLogin } from "../sandbox";

// What the sandbox shows depends on today and on its own schedules (docs/sandbox.md): hundreds of
// JFK → LHR flights, prices and references of its own. The paths name the page's labels and say
// which flight or fare to pick in words a tester sees ("the first flight in the list"), never the
// model's offer ids, prices or dates.

/** The status badge's words (src/web/components/booking/booking-status.tsx). */
const STATUS: Record<string, string> = {
  held: "On hold",
  paid: "Paid",
  ticketed: "Confirmed and ticketed",
  cancelled: "Cancelled",
  voided: "Voided",
  failed: "Failed",
};
const statusOf = (status: string | undefined) => (status && STATUS[status] ? say(STATUS[status]) : "its status");
const SORTS: Record<string, { id: string }> = { Cheapest: flightMessages.sortCheapest, Best: flightMessages.sortBest, Quickest: flightMessages.sortQuickest };
const sortOf = (sort: unknown) => (SORTS[String(sort)] ? say(SORTS[String(sort)] as { id: string }) : String(sort));
const countryName = (code: unknown) => new Intl.DisplayNames(["en"], { type: "region" }).of(String(code).toUpperCase()) ?? String(code);
const withAlert = (context: FlightBookingContext, text: string) => (context.alert ? `${text}, with the notice ${shown(context.alert, "the server's message")}` : text);
const pay = `${say("Pay {0}", { 0: "…" })} (the button shows the total)`;

function searchText(search: unknown, today: string): string {
  const { routeType = "Round-Trip", formData = [] } = (search ?? {}) as {
    routeType?: string;
    formData?: Array<{ from?: { location?: string }; to?: { location?: string }; rangeDate?: { startDate?: string; endDate?: string } }>;
  };
  const first = formData[0];
  const start = first?.rangeDate?.startDate;
  const end = first?.rangeDate?.endDate;
  const dates = start ? `, departing ${fromToday(start, today)}${end ? `, returning ${nightsAfter(end, start)}` : ""}` : "";
  return `${say(routeType)} ${first?.from?.location ?? "?"} → ${first?.to?.location ?? "?"}${dates}`;
}

function resultsText(context: FlightBookingContext): string {
  const shownFlights =
    context.visible.length === 0
      ? `no flight, with ${say("No flights match these filters.")}`
      : context.visible.length === context.offers.length
        ? "every flight found"
        : "only the flights that pass the filters";
  return `The results list shows ${shownFlights}, sorted by ${sortOf(context.sort)}, with the ${sortOf("Cheapest")}, ${sortOf("Best")} and ${sortOf("Quickest")} cards`;
}

export const flightBookingDescriptions = describeMachine<FlightBookingContext>({
  start: (input) => {
    const restore = (input as FlightBookingInput).restore;
    if (!restore) return `Log in on Acme as ${asLogin(demoLogin("Customer"))} and open ${say("Flights")} (/booknow/flights/search)`;
    if (restore.step === "results") return "Open a shared results link (/booknow/flights/search?… with a JFK → LHR search)";
    if (restore.step === "checkout") return "Open a checkout link copied from an earlier checkout (/booknow/flights/checkout?offer=…) with no search in it (e.g. after a refresh)";
    return "Open the confirmation link of a booking you made (/booknow/flights/confirmation?… with the reference its confirmation showed)";
  },
  states: {
    restoring: "(the page reads the link)",
    search: (context) => withAlert(context, `The flight search form is shown (${label("From", undefined, "flight origin")}, ${label("To", undefined, "flight destination")}, ${label("Dates")}, ${label("Travellers")}, ${label("Cabin")})`),
    searching: `The results page says ${say("Searching hundreds of fares for you…")}`,
    results: "The results page is shown",
    "results.deciding": "(the results page counts the flights)",
    "results.empty": (context) => withAlert(context, `The results page says ${say("No flights found")}`),
    "results.loaded": (context) => withAlert(context, resultsText(context)),
    backToResults: "(leaving the flight)",
    details: "The flight details page is shown",
    "details.repricing": `The flight details page says ${say("Checking the latest price and availability…")}`,
    "details.priceChanged": () =>
      `The dialog ${say("The price has changed")} says ${say(flightMessages.priceChanged, { previousTotal: "(the price you saw)", newTotal: "(the new price)" })}`,
    "details.reviewing": `The flight details page shows the fare's price and ${say("Continue to checkout")}`,
    checkout: (context) =>
      `The checkout page shows the ${say("Travellers")} and ${say("Contact details")} forms${context.addOns.length ? ` with ${say("Refund protection")} ticked` : ""}${context.citizenship ? ` (citizenship ${countryName(context.citizenship)})` : ""}`,
    "checkout.editing": `The checkout page's ${say("Continue to payment")} can be pressed`,
    "checkout.repricingForClient": `The checkout page says ${say("Checking the price for this client…")}; ${say("Continue to payment")} waits`,
    "checkout.repriceFailed": `The checkout page says ${say("The price for this client could not be checked, so this booking cannot be paid yet.")} with ${say("Try again")}`,
    payment: `The checkout page shows the ${say("Card payment")} form`,
    confirmation: "The confirmation page is shown",
    "confirmation.loading": `The confirmation page says ${say("Loading your booking…")}`,
    "confirmation.loaded": (context) => `The confirmation page shows the booking's ${say("Reference number")} and the status ${statusOf(context.reservation?.bookingStatus)}`,
    "confirmation.failed": `The confirmation page says ${say("We could not load this booking.")} with ${say("Try again")}`,
    "confirmation.releasing": `The booking page says ${say("Releasing…")}`,
    cancel: `The ${say("Cancel booking")} dialog is open on the booking`,
    resuming: `The checkout page says ${say(checkoutSessionText.resumingBusy)}`,
    "resuming.deciding": "(the page decides what to check first)",
    "resuming.fetchingOutcome": `The checkout page says ${say(checkoutSessionText.checkingPayment)}`,
    "resuming.waitingForOutcome": `The checkout page says ${say(checkoutSessionText.checkingPayment)} and checks again shortly`,
    "resuming.revalidating": `The checkout page says ${say("Checking the latest price and availability…")}`,
    "resuming.offerGone": "(the fare is gone: back to the results)",
    "resuming.failed": `The checkout page says ${say(checkoutSessionText.outcomeFailed)} with ${say("Try again")}; nothing is charged again`,
  },
  events: {
    "search.submitted": ({ event, context }) =>
      (event.search as { formData?: unknown[] }).formData?.length
        ? `Search for ${searchText(event.search, context.today)} (1 adult, Economy) and press ${say("Search flights")}`
        : `Press ${say("Search flights")} with the ${label("From", undefined, "flight origin")} field empty: the form refuses it`,
    "search.restarted": `On the confirmation, press ${say("Book another flight")}`,
    "filters.changed": ({ event }) => {
      const change = event.change as { kind?: string; stops?: string };
      return change.kind === "stops" && change.stops === "Direct"
        ? `Under ${say("Stops")}, choose ${say(flightMessages.stopsDirect)}`
        : `Change a filter under ${say("Filters")}`;
    },
    "filters.reset": `Press ${say("Reset")} beside ${say("Filter results")}`,
    "sort.changed": ({ event }) => `Under ${say("Sort by")}, choose ${sortOf(event.sort)}`,
    "alert.dismissed": `Press ${say("Dismiss")} on the notice`,
    "offer.selected": ({ event, context }) =>
      !context.offers.some((offer) => offer.id === event.offerId)
        ? "Open a flight link whose offer is not in the results (an old or edited link): nothing happens"
        : context.pricing
          ? `Under ${say("Other fares for these flights")}, press ${say("Choose")} beside the first fare listed (the cheapest other cabin or fare family of the same flights: the list leaves out the fare shown above; its button is announced as ${say("Choose the {name} fare")}): it is priced again`
          : `Press ${say("Select")} on the first flight in the list`,
    "details.back": `Press ${say("Back to results")}`,
    "price.accepted": `Press ${say(flightMessages.priceChangedAccept)}`,
    "price.declined": `Press ${say(flightMessages.priceChangedDecline)}`,
    "checkout.requested": ({ event }) =>
      event.authenticated
        ? `Press ${say("Continue to checkout")} (logged in)`
        : `Press ${say("Continue to checkout")} while logged out: you are asked to log in (${say(flightMessages.loginRequired)})`,
    "checkout.back": `Press ${say("Back to flight details")}`,
    "checkout.submitted": ({ event }) => {
      const passengers = (event.passengers as Array<{ firstName: string; lastName: string }> | undefined) ?? [];
      return passengers.length
        ? `On the checkout page, enter the traveller (${passengers.map((p) => `${say("First name")} "${p.firstName}", ${say("Last name")} "${p.lastName}"`).join("; ")}, an adult's ${say("Date of birth")}), the contact ${say("Email")} and ${say("Phone")}, and press ${say("Continue to payment")}`
        : `On the checkout page, press ${say("Continue to payment")} with no traveller filled in: the form refuses it`;
    },
    "client.picked": `Signed in as a travel agent, pick the client in ${say("Booking for")} (or ${say("Myself")} again): the flight is priced for them`,
    "clientPricing.retried": `Press ${say("Try again")} beside the client's price`,
    "xstate.done.actor.repriceForClient": "The flight is priced for the client (their markup; a ticked refund protection is quoted again)",
    "xstate.error.actor.repriceForClient": ({ event }) =>
      (event.error as { httpStatus?: number }).httpStatus === 410
        ? "The fare has expired while it was priced for the client"
        : `Pricing for the client fails (e.g. offline): ${shown(event.error, "the error message")}`,
    "travellers.edited": ({ event }) => {
      const first = (event.draft as { passengers: Array<{ firstName?: string }> } | undefined)?.passengers[0]?.firstName ?? "";
      return `On the checkout page, type "${first}" as Adult 1's ${say("First name")} (kept in the saved checkout as you type)`;
    },
    "citizenship.changed": ({ event }) => `Pick ${countryName(event.citizenship)} as the traveller's ${say("Citizenship")}`,
    "walletCredit.changed": ({ event }) => {
      const choice = event.choice as { use: boolean; text?: string };
      return choice.use ? `Tick ${say("Use wallet credit")} and type ${choice.text ?? ""} in ${say("Credit to use ({0})", { 0: "USD" })}` : `Untick ${say("Use wallet credit")}`;
    },
    "addOn.selected": `Tick ${say("Refund protection")} (its price is shown beside it)`,
    "addOn.removed": `Untick ${say("Refund protection")}`,
    "reservation.retried": `Press ${say("Try again")}`,
    "hold.paymentRequested": ({ context }) =>
      context.reservation?.bookingStatus === "held"
        ? `On the booking on hold, press ${say("Continue to payment")}: its flight is priced again and the checkout opens with its travellers`
        : `Look for ${say("Continue to payment")}: only a booking on hold offers it`,
    "hold.released": ({ context }) =>
      context.reservation?.bookingStatus === "held"
        ? `On the booking on hold, press ${say("Release booking")}`
        : `Look for ${say("Release booking")}: only a booking on hold offers it`,
    "xstate.done.actor.releaseHold": `The booking is released: ${say(flightMessages.holdReleased)}`,
    "xstate.error.actor.releaseHold": ({ event }) => `Releasing fails (e.g. offline): ${shown(event.error, "the error message")}`,
    "cancel.requested": ({ context }) =>
      context.reservation && isCancellable(context.reservation.bookingStatus)
        ? `Press ${say("Cancel booking")}`
        : `Look for ${say("Cancel booking")}: the booking cannot be cancelled`,
    "checkout.resumed": "Reload the page (or open the saved checkout in a new tab) to resume where you were",
    "resume.retried": `Press ${say("Try again")}`,
    "xstate.done.actor.fetchPaymentOutcome": ({ event }) => {
      const status = (event.output as { status?: string } | undefined)?.status;
      switch (status) {
        case "succeeded":
          return "The server says the payment went through: you see the confirmation";
        case "failed":
          return "The server says the booking failed and the card was released";
        case "processing":
          return `The server says the payment is still being processed (reload while the pay button reads ${say("Processing payment…")})`;
        case "requires_action":
          return "The server says your bank still waits for 3-D Secure";
        case "declined":
          return "The server says the card was declined";
        default:
          return "The server says nothing was charged yet";
      }
    },
    "xstate.error.actor.fetchPaymentOutcome": ({ event }) => `Asking about the payment fails (e.g. offline): ${shown(event.error, "the error message")}`,
    "xstate.after.outcomePollInterval.flightBooking.resuming.waitingForOutcome": "Wait 2 seconds: the page asks again",
    "xstate.done.actor.revalidateOffer": ({ event, context }) =>
      (event.output as RepriceResult | undefined)?.totalAmount?.amount !== context.pricing?.totalAmount.amount
        ? "The fare's price moved since you agreed to it"
        : "The fare is still available at the same price",
    "xstate.error.actor.revalidateOffer": ({ event }) =>
      [404, 409, 410].includes(Number((event.error as { httpStatus?: number }).httpStatus))
        ? `The fare expired or sold out meanwhile (more than 30 minutes after the search): ${say(flightMessages.resumeOfferGone)}`
        : "Checking the fare fails (e.g. offline); you go on, and booking checks it again",
    "xstate.done.actor.searchFlights": ({ event }) =>
      (event.output as { offers: unknown[] }).offers.length
        ? "The sandbox supplier answers with its flights for the route"
        : "The sandbox supplier finds no flights (a route nobody flies)",
    "xstate.error.actor.searchFlights": "The search fails (search to or from TMO: supplier timeout)",
    "xstate.done.actor.reprice": ({ event }) =>
      (event.output as RepriceResult).priceChanged
        ? "The price went up since the search (search flights to PRC, Prescott: the sandbox\u2019s price-change airport, +8 %)"
        : "The price is confirmed unchanged",
    "xstate.error.actor.reprice": ({ event }) =>
      (event.error as { httpStatus?: number }).httpStatus === 410
        ? "The fare has expired (more than 30 minutes after the search)"
        : `Checking the price fails (e.g. offline): ${shown(event.error, "the error message")}`,
    "xstate.done.actor.payment": ({ event }) =>
      (event.output as PaymentOutput).status === "succeeded"
        ? `Pay with the card ${card("succeed")} (any future expiry, CVC 123): press ${pay}; the payment goes through`
        : `Press ${say("Back to traveller details")} under the card form`,
    "xstate.done.actor.loadReservation": ({ event }) => `The booking loads (${statusOf((event.output as { bookingStatus?: string }).bookingStatus)})`,
    "xstate.error.actor.loadReservation": ({ event }) => `Loading the booking fails (e.g. offline): ${shown(event.error, "the error message")}`,
    "xstate.done.actor.cancellation": ({ event }) =>
      (event.output as { status: string }).status === "dismissed"
        ? `Press ${say("Keep booking")}: the dialog closes without cancelling`
        : `Confirm the cancellation: a toast says ${say(flightMessages.cancelled)}`,
  },
});

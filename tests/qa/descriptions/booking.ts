/**
 * Plain-language paths of the booking core's machines (machines/booking/booking.machine.ts): hotels,
 * cars, activities, and the core itself on its test vertical. They share every state and most events
 * (results, details, the price check, checkout, payment, resume, confirmation, hold, cancel), so one
 * description is written once here and each vertical gives its page's words: the labels its browser
 * driver presses (tests/qa/drivers/{hotels,cars,activities}-booking.ts `texts`), read from the en catalog,
 * and its sandbox triggers (docs/sandbox.md), read from the supplier's trigger table. Like the flight
 * paths, no fixture value (an offer id, a price, a reference, a date) is named: "the first hotel in the
 * list", "the price shown".
 */
import type { AnyEventObject } from "xstate";
import type { PaymentOutput } from "@machines/payment/payment.machine";
import { isCancellable } from "@/shared/booking/statuses";
import { checkoutSessionText } from "@/web/features/checkout-sessions/messages";
import { describeMachine, type EventText, type MachineDescriptions, type StateText } from "../describe";
import { qaLanguage } from "../language";
import { say, shown } from "../labels";
import { asLogin, card, demoLogin } from "../sandbox";
import { stagedStep } from "../staged-steps";
import { tr } from "../phrases";

/** What every booking machine's context holds that the descriptions read (machines/booking/context.ts). */
interface BookingView {
  alert: unknown;
  offers: Array<{ id?: string }>;
  visible: unknown[];
  pricing: unknown;
  reservation: { bookingStatus?: string } | null;
  addOns: unknown[];
  citizenship: string | null;
}

type Event = { event: AnyEventObject; context: BookingView; next: AnyEventObject | undefined; later: readonly AnyEventObject[] };

/** What a search should answer for the steps that follow it (as the browser drivers plan it, tests/qa/drivers/booking-paths.ts searchPlan). */
export interface SearchPlan {
  outcome: "offers" | "empty" | "error";
  /** A price answer about its offers, before the next search, is a price change: search the trigger place. */
  priceChange: boolean;
}

const PRICE_ANSWER = /^xstate\.done\.actor\.(reprice|checkChoice|revalidateOffer|repriceForClient)$/;

export function planSearch(later: readonly AnyEventObject[], searchActor: string): SearchPlan {
  const answer = later.find((event) => event.type === `xstate.done.actor.${searchActor}` || event.type === `xstate.error.actor.${searchActor}`);
  const nextSearch = later.findIndex((event) => event.type === "search.submitted");
  const until = nextSearch < 0 ? later : later.slice(0, nextSearch);
  const priceChange = until.some((event) => {
    if (!PRICE_ANSWER.test(event.type)) return false;
    const output = (event as { output?: { priceChanged?: boolean; pricing?: { priceChanged?: boolean } } }).output;
    return (output?.pricing ?? output)?.priceChanged === true;
  });
  const outcome = !answer ? "offers" : answer.type.startsWith("xstate.error.") ? "error" : ((answer as { output?: { offers?: unknown[] } }).output?.offers?.length ?? 0) > 0 ? "offers" : "empty";
  return { outcome, priceChange };
}

/** A catalog source ('Choose another hotel') or a message descriptor of the vertical's messages. */
type Label = string | { id: string };

/** A vertical's page words and sandbox triggers. Labels are catalog sources, quoted by `say` (it throws on a text the page lacks). */
export interface VerticalWords {
  /** The machine id: its delayed event is named after it. */
  machineId: string;
  /** "hotel", "car", "activity". */
  offer: string;
  /** The search actor (`searchHotels`): its answer decides which place a search names. */
  searchActor: string;
  /** How each start (`restore` of the input) is opened; a results or checkout link names the place its plan needs. */
  start: { fresh: string; results: (plan: SearchPlan) => string; checkout: (plan: SearchPlan) => string; confirmation: string };
  /** The search page, with its form. */
  searchForm: string;
  searching: string;
  /** The results page with offers (`visible` of `offers` shown). */
  resultsLoaded: (context: BookingView) => string;
  resultsEmpty: string;
  details: string;
  /** The details page once priced: what it shows and the button onwards. */
  reviewing: string;
  /** The checkout form's name ('Guest details'). */
  travellersForm: string;
  acceptPrice: Label;
  declinePrice: Label;
  backToDetails: Label;
  bookAnother: Label;
  cancelled: Label;
  /** What the details page says when checkout is asked for signed out. */
  loginRequired: Label;
  /** The search form sent (or refused), with the place its plan needs. */
  searchSubmitted: (step: Event, plan: SearchPlan) => string;
  filtersChanged: string;
  filtersReset: string;
  sortChanged: string;
  /** Choosing an offer in the results (`fromDetails`: another rate or option on the details page). */
  offerSelected: (fromDetails: boolean) => string;
  /** Where the price rises on the price check (the sandbox's trigger). */
  priceChangeTrigger: string;
  /** The last name that makes the supplier refuse the booking after the card is authorised. */
  soldOutLastName: string;
  /** Who the checkout is for ("the lead guest"). */
  traveller: string;
  /** What else the traveller's form asks for (flights: a date of birth), said after the names. */
  travellerExtra?: string;
  states?: Record<string, StateText<BookingView>>;
  events?: Record<string, EventText<BookingView>>;
}

const STATUS: Record<string, string> = {
  held: "On hold",
  paid: "Paid",
  ticketed: "Confirmed and ticketed",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  voided: "Voided",
  failed: "Failed",
};
const statusOf = (status: string | undefined) => (status && STATUS[status] ? say(STATUS[status]) : tr`its status`);
const pay = () => tr`${say("Pay {0}", { 0: "…" })} (the button shows the total)`;
const withAlert = (context: BookingView, text: string) => (context.alert ? tr`${text}, with the notice ${shown(context.alert, tr`the server's message`)}` : text);
const countryName = (code: unknown) => new Intl.DisplayNames([qaLanguage()], { type: "region" }).of(String(code).toUpperCase()) ?? String(code);
const httpStatus = (error: unknown) => Number((error as { httpStatus?: number } | null)?.httpStatus);

/** The booking core's descriptions in one vertical's words. */
export function bookingDescriptions(words: VerticalWords): MachineDescriptions<never> {
  const outcomeStatus = (event: AnyEventObject) => (event as { output?: { status?: string } }).output?.status;
  // The booking is refused after the card was authorised: found out on a resume, or as the payment that follows this checkout.
  const paymentFails = (later: readonly AnyEventObject[]) => {
    const payment = later.find((event) => event.type === "xstate.done.actor.payment" || event.type === "checkout.submitted");
    return (
      later.some((event) => event.type === "xstate.done.actor.fetchPaymentOutcome" && outcomeStatus(event) === "failed") ||
      (payment?.type === "xstate.done.actor.payment" && outcomeStatus(payment) === "refused")
    );
  };
  const descriptions = describeMachine<BookingView>({
    start: (input, later) => {
      const restore = (input as { restore?: { step: string } | null }).restore;
      if (!restore) return words.start.fresh;
      const plan = planSearch(later, words.searchActor);
      return restore.step === "results" ? words.start.results(plan) : restore.step === "checkout" ? words.start.checkout(plan) : words.start.confirmation;
    },
    states: {
      restoring: tr`(the page reads the link)`,
      search: (context) => withAlert(context, words.searchForm),
      searching: words.searching,
      results: tr`The results page is shown`,
      "results.deciding": tr`(the results page counts the ${words.offer} offers)`,
      "results.empty": (context) => withAlert(context, words.resultsEmpty),
      "results.loaded": (context) => withAlert(context, words.resultsLoaded(context)),
      backToResults: tr`(leaving the ${words.offer})`,
      details: words.details,
      "details.repricing": tr`The details page says ${say("Checking the latest price and availability…")}`,
      "details.priceChanged": tr`The dialog ${say("The price has changed")} shows the price you saw and the new one, with ${say(words.acceptPrice)} and ${say(words.declinePrice)}`,
      "details.reviewing": words.reviewing,
      checkout: (context) =>
        tr`The checkout page shows the ${say(words.travellersForm)} and ${say("Contact details")} forms${context.addOns.length ? tr` with ${say("Refund protection")} ticked` : ""}${context.citizenship ? tr` (citizenship ${countryName(context.citizenship)})` : ""}`,
      "checkout.editing": tr`The checkout page's ${say("Continue to payment")} can be pressed`,
      "checkout.repricingForClient": tr`The checkout page says ${say("Checking the price for this client…")}; ${say("Continue to payment")} waits`,
      "checkout.repriceFailed": tr`The checkout page says ${say("The price for this client could not be checked, so this booking cannot be paid yet.")} with ${say("Try again")}`,
      payment: tr`The ${say("Payment")} page shows the ${say("Card payment")} form`,
      confirmation: tr`The confirmation page is shown`,
      "confirmation.loading": tr`The confirmation page says ${say("Loading your booking…")}`,
      "confirmation.loaded": (context) => tr`The confirmation page shows the booking's ${say("Reference number")} and the status ${statusOf(context.reservation?.bookingStatus)}`,
      "confirmation.failed": tr`The confirmation page says ${say("We could not load this booking.")} with ${say("Try again")}`,
      "confirmation.releasing": tr`The booking page says ${say("Releasing…")}`,
      cancel: tr`The ${say("Cancel booking")} dialog is open on the booking`,
      resuming: tr`The checkout page says ${say(checkoutSessionText.resumingBusy)}`,
      "resuming.deciding": tr`(the page decides what to check first)`,
      "resuming.fetchingOutcome": tr`The checkout page says ${say(checkoutSessionText.checkingPayment)}`,
      "resuming.waitingForOutcome": tr`The checkout page says ${say(checkoutSessionText.checkingPayment)} and checks again shortly`,
      "resuming.revalidating": tr`The checkout page says ${say("Checking the latest price and availability…")}`,
      "resuming.offerGone": tr`(the ${words.offer} is gone: back to the results)`,
      "resuming.failed": tr`The checkout page says ${say(checkoutSessionText.outcomeFailed)} with ${say("Try again")}; nothing is charged again`,
      ...words.states,
    },
    events: {
      "search.submitted": (step) => words.searchSubmitted(step, planSearch(step.later, words.searchActor)),
      "search.restarted": tr`On the confirmation, press ${say(words.bookAnother)}`,
      "filters.changed": words.filtersChanged,
      "filters.reset": words.filtersReset,
      "sort.changed": words.sortChanged,
      "alert.dismissed": tr`Press ${say("Dismiss")} on the notice`,
      "offer.selected": ({ event, context }) =>
        !context.offers.some((offer) => offer.id === event.offerId)
          ? tr`Open a link to a ${words.offer} that is not in the results (an old or edited link): nothing happens`
          : words.offerSelected(Boolean(context.pricing)),
      "details.back": tr`Press ${say("Back to results")}`,
      "price.accepted": tr`Press ${say(words.acceptPrice)}`,
      "price.declined": tr`Press ${say(words.declinePrice)}`,
      "checkout.requested": ({ event }) =>
        event.authenticated ? tr`Press ${say("Continue to checkout")} (logged in)` : tr`Press ${say("Continue to checkout")} while logged out: you are asked to log in (${say(words.loginRequired)})`,
      "checkout.back": tr`Press ${say(words.backToDetails)}`,
      "checkout.submitted": ({ event, later }) => {
        const passengers = (event.passengers as unknown[] | undefined) ?? [];
        if (passengers.length === 0) return tr`On the checkout page, press ${say("Continue to payment")} with ${words.traveller} left empty: the form refuses it`;
        const lastName = paymentFails(later) ? tr`the ${say("Last name")} ${words.soldOutLastName} (the sandbox's sold-out trigger)` : tr`any ${say("Last name")}`;
        return tr`In ${say(words.travellersForm)}, enter ${words.traveller}'s ${say("First name")} and ${lastName}${words.travellerExtra ?? ""}, the contact ${say("Email")} and ${say("Phone")}, and press ${say("Continue to payment")}`;
      },
      "client.picked": tr`Signed in as a travel agent (${asLogin(demoLogin("Agent"))}), pick the client in ${say("Booking for")} (or ${say("Myself")} again): the ${words.offer} is priced for them`,
      "clientPricing.retried": tr`Press ${say("Try again")} beside the client's price`,
      "walletCredit.changed": ({ event }) => {
        const choice = event.choice as { use: boolean; text?: string };
        return choice.use ? tr`Tick ${say("Use wallet credit")} and type ${choice.text ?? ""} in ${say("Credit to use ({0})", { 0: "USD" })}` : tr`Untick ${say("Use wallet credit")}`;
      },
      "xstate.done.actor.repriceForClient": tr`The ${words.offer} is priced for the client (their markup; a ticked refund protection is quoted again)`,
      "xstate.error.actor.repriceForClient": ({ event }) =>
        httpStatus(event.error) === 410 ? tr`The ${words.offer}'s price has expired while it was priced for the client (more than 30 minutes after the search)` : tr`Pricing for the client fails (e.g. offline)`,
      "travellers.edited": tr`On the checkout page, type ${words.traveller}'s ${say("First name")} (kept in the saved checkout as you type)`,
      "citizenship.changed": ({ event }) => tr`Pick ${countryName(event.citizenship)} as the traveller's citizenship`,
      "addOn.selected": tr`Tick ${say("Refund protection")} (its price is shown beside it)`,
      "addOn.removed": tr`Untick ${say("Refund protection")}`,
      "reservation.retried": tr`Press ${say("Try again")}`,
      "hold.paymentRequested": ({ context }) =>
        context.reservation?.bookingStatus === "held"
          ? tr`On the booking on hold, press ${say("Continue to payment")}: it is priced again and the checkout opens with its travellers`
          : tr`Look for ${say("Continue to payment")}: only a booking on hold offers it`,
      "hold.released": ({ context }) =>
        context.reservation?.bookingStatus === "held" ? tr`On the booking on hold, press ${say("Release booking")}` : tr`Look for ${say("Release booking")}: only a booking on hold offers it`,
      "xstate.done.actor.releaseHold": tr`The booking is released`,
      "xstate.error.actor.releaseHold": tr`Releasing fails (e.g. offline): the page says why`,
      "cancel.requested": ({ context }) =>
        context.reservation && isCancellable(String(context.reservation.bookingStatus)) ? tr`Press ${say("Cancel booking")}` : tr`Look for ${say("Cancel booking")}: the booking cannot be cancelled`,
      "checkout.resumed": tr`Reload the page (or open the saved checkout in a new tab) to resume where you were`,
      "resume.retried": tr`Press ${say("Try again")}`,
      "xstate.done.actor.fetchPaymentOutcome": ({ event }) => {
        switch ((event.output as { status?: string } | undefined)?.status) {
          case "succeeded":
            return tr`The server says the payment went through: you see the confirmation`;
          case "failed":
            return tr`The server says the booking failed and the card was released (the ${words.offer} sold out: ${words.soldOutLastName})`;
          case "processing":
            return tr`The server says the payment is still being processed (reload while the pay button reads ${say("Processing payment…")})`;
          case "requires_action":
            return tr`The server says your bank still waits for 3-D Secure (a card like ${card("3ds_succeed")})`;
          case "declined":
            return tr`The server says the card was declined (the card ${card("decline")})`;
          default:
            return tr`The server says nothing was charged yet`;
        }
      },
      "xstate.error.actor.fetchPaymentOutcome": tr`Asking about the payment fails (e.g. offline)`,
      [`xstate.after.outcomePollInterval.${words.machineId}.resuming.waitingForOutcome`]: tr`Wait 2 seconds: the page asks again`,
      "xstate.done.actor.revalidateOffer": ({ event, context }) =>
        JSON.stringify((event.output as { totalAmount?: unknown } | undefined)?.totalAmount) !== JSON.stringify((context.pricing as { totalAmount?: unknown } | null)?.totalAmount)
          ? tr`The ${words.offer}'s price moved since you agreed to it`
          : tr`The ${words.offer} is still available at the same price`,
      "xstate.error.actor.revalidateOffer": ({ event }) =>
        [404, 409, 410].includes(httpStatus(event.error))
          ? tr`The ${words.offer} expired or sold out meanwhile (more than 30 minutes after the search)`
          : tr`Checking the price fails (e.g. offline); you go on, and booking checks it again`,
      "xstate.done.actor.reprice": ({ event }) =>
        (event.output as { priceChanged?: boolean }).priceChanged ? tr`The price went up since the search (${words.priceChangeTrigger})` : tr`The price is confirmed unchanged`,
      "xstate.error.actor.reprice": ({ event }) =>
        httpStatus(event.error) === 410 ? tr`The price has expired (more than 30 minutes after the search)` : tr`Checking the price fails (e.g. offline): the page says why`,
      "xstate.done.actor.payment": ({ event }) =>
        (event.output as PaymentOutput).status === "succeeded"
          ? tr`Pay with the card ${card("succeed")} (any future expiry, CVC 123): press ${pay()}; the payment goes through`
          : (event.output as PaymentOutput).status === "refused"
            ? tr`Pay with the card ${card("succeed")} (any future expiry, CVC 123): press ${pay()}; the booking is refused (${words.soldOutLastName}) and the card released: the page says why; press ${say("Back to results")}`
            : tr`Press ${say("Back to traveller details")} under the card form`,
      "xstate.done.actor.loadReservation": ({ event }) => tr`The booking loads (${statusOf((event.output as { bookingStatus?: string }).bookingStatus)})`,
      "xstate.error.actor.loadReservation": tr`Loading the booking fails (e.g. offline)`,
      "xstate.done.actor.cancellation": ({ event }) =>
        (event.output as { status: string }).status === "dismissed"
          ? tr`Press ${say("Keep booking")}: the dialog closes without cancelling`
          : tr`Press ${say("Confirm cancellation")}: the page says ${say(words.cancelled)}`,
      ...words.events,
    },
    staged: (event) => {
      switch (stagedStep(event)) {
        case "shownOnHold":
          return tr`the page shows the booking it just paid as on hold; by hand, book with the card ${card("decline")}, which leaves the booking on hold, and open its confirmation link`;
        case "releaseAnswered":
          return tr`the test answers the release itself, as the booking it shows on hold is really paid; by hand, release a booking on hold`;
        default:
          return undefined;
      }
    },
  });
  return descriptions as unknown as MachineDescriptions<never>;
}

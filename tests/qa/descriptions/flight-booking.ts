/**
 * The flight paths: the booking core's descriptions (booking.ts) in the flight pages' words, as hotels, cars and
 * activities give theirs (booking-verticals.ts). Only what the flight pages show differently is said here: the
 * search form and its route, the results' sort cards and filters, the price-change dialog's sentence.
 *
 * What the sandbox shows depends on today and on its own schedules (docs/sandbox.md): hundreds of JFK → LHR
 * flights, prices and references of its own. The paths name the page's labels and say which flight or fare to
 * pick in words a tester sees ("the first flight in the list"), never the model's offer ids, prices or dates.
 */
import type { FlightBookingContext } from "@machines/flight-booking/flight-booking.machine";
import { flightMessages } from "@machines/flight-booking/messages";
import { label, say } from "../labels";
import { fromToday, nightsAfter } from "../relative-days";
import { asLogin, demoLogin, FLIGHT_TRIGGERS } from "../sandbox";
import { bookingDescriptions } from "./booking";
import { tr } from "../phrases";

const SORTS: Record<string, { id: string }> = { Cheapest: flightMessages.sortCheapest, Best: flightMessages.sortBest, Quickest: flightMessages.sortQuickest };
const sortOf = (sort: unknown) => (SORTS[String(sort)] ? say(SORTS[String(sort)] as { id: string }) : String(sort));

function searchText(search: unknown, today: string): string {
  const { routeType = "Round-Trip", formData = [] } = (search ?? {}) as {
    routeType?: string;
    formData?: Array<{ from?: { location?: string }; to?: { location?: string }; rangeDate?: { startDate?: string; endDate?: string } }>;
  };
  const first = formData[0];
  const start = first?.rangeDate?.startDate;
  const end = first?.rangeDate?.endDate;
  const dates = start ? tr`, departing ${fromToday(start, today)}${end ? tr`, returning ${nightsAfter(end, start)}` : ""}` : "";
  return `${say(routeType)} ${first?.from?.location ?? "?"} → ${first?.to?.location ?? "?"}${dates}`;
}

function resultsText(context: { visible: unknown[]; offers: unknown[]; sort?: unknown }): string {
  const shownFlights =
    context.visible.length === 0
      ? tr`no flight, with ${say("No flights match these filters.")}`
      : context.visible.length === context.offers.length
        ? tr`every flight found`
        : tr`only the flights that pass the filters`;
  return tr`The results list shows ${shownFlights}, sorted by ${sortOf(context.sort)}, with the ${sortOf("Cheapest")}, ${sortOf("Best")} and ${sortOf("Quickest")} cards`;
}

const today = (context: unknown) => (context as FlightBookingContext).today;

export const flightBookingDescriptions = bookingDescriptions({
  machineId: "flightBooking",
  searchActor: "searchFlights",
  offer: tr`flight`,
  start: {
    fresh: tr`Log in on Acme as ${asLogin(demoLogin("Customer"))} and open ${say("Flights")} (/booknow/flights/search)`,
    results: () => tr`Open a shared results link (/booknow/flights/search?… with a JFK → LHR search)`,
    checkout: () => tr`Open a checkout link copied from an earlier checkout (/booknow/flights/checkout?offer=…) with no search in it (e.g. after a refresh)`,
    confirmation: tr`Open the confirmation link of a booking you made (/booknow/flights/confirmation?… with the reference its confirmation showed)`,
  },
  searchForm: tr`The flight search form is shown (${label("From", undefined, "flight origin")}, ${label("To", undefined, "flight destination")}, ${label("Dates")}, ${label("Travellers")}, ${label("Cabin")})`,
  searching: tr`The results page says ${say("Searching hundreds of fares for you…")}`,
  resultsLoaded: resultsText,
  resultsEmpty: tr`The results page says ${say("No flights found")}`,
  details: tr`The flight details page is shown`,
  reviewing: tr`The flight details page shows the fare's price and ${say("Continue to checkout")}`,
  travellersForm: "Travellers",
  acceptPrice: flightMessages.priceChangedAccept,
  declinePrice: flightMessages.priceChangedDecline,
  backToDetails: "Back to flight details",
  bookAnother: "Book another flight",
  cancelled: flightMessages.cancelled,
  loginRequired: flightMessages.loginRequired,
  traveller: tr`Adult 1`,
  travellerExtra: tr`, an adult's ${say("Date of birth")}`,
  searchSubmitted: ({ event, context }) =>
    (event.search as { formData?: unknown[] }).formData?.length
      ? tr`Search for ${searchText(event.search, today(context))} (1 adult, Economy) and press ${say("Search flights")}`
      : tr`Press ${say("Search flights")} with the ${label("From", undefined, "flight origin")} field empty: the form refuses it`,
  // The flight pages say which filter and which order (the events below).
  filtersChanged: tr`Change a filter under ${say("Filters")}`,
  filtersReset: tr`Press ${say("Reset")} beside ${say("Filter results")}`,
  sortChanged: tr`Choose another order under ${say("Sort by")}`,
  offerSelected: (fromDetails) =>
    fromDetails
      ? tr`Under ${say("Other fares for these flights")}, press ${say("Choose")} beside the first fare listed (the cheapest other cabin or fare family of the same flights: the list leaves out the fare shown above; its button is announced as ${say("Choose the {name} fare")}): it is priced again`
      : tr`Press ${say("Select")} on the first flight in the list`,
  priceChangeTrigger: tr`search flights to ${FLIGHT_TRIGGERS.priceChangeAirport}, Prescott: the sandbox's price-change airport, +${FLIGHT_TRIGGERS.priceChangePercent} %`,
  soldOutLastName: FLIGHT_TRIGGERS.soldOutLastName,
  states: {
    "details.priceChanged": tr`The dialog ${say("The price has changed")} says ${say(flightMessages.priceChanged, { previousTotal: tr`(the price you saw)`, newTotal: tr`(the new price)` })}`,
    payment: tr`The checkout page shows the ${say("Card payment")} form`,
  },
  events: {
    "filters.changed": ({ event }) => {
      const change = event.change as { kind?: string; stops?: string };
      return change.kind === "stops" && change.stops === "Direct" ? tr`Under ${say("Stops")}, choose ${say(flightMessages.stopsDirect)}` : tr`Change a filter under ${say("Filters")}`;
    },
    "sort.changed": ({ event }) => tr`Under ${say("Sort by")}, choose ${sortOf(event.sort)}`,
    "xstate.done.actor.releaseHold": tr`The booking is released: ${say(flightMessages.holdReleased)}`,
    "xstate.done.actor.searchFlights": ({ event }) =>
      (event.output as { offers: unknown[] }).offers.length ? tr`The sandbox supplier answers with its flights for the route` : tr`The sandbox supplier finds no flights (a route nobody flies)`,
    "xstate.error.actor.searchFlights": tr`The search fails (search to or from ${FLIGHT_TRIGGERS.searchTimeoutAirport}: supplier timeout)`,
  },
});

/**
 * The booking core's paths in each vertical's words (booking.ts): the labels are the ones the vertical's
 * browser driver presses (tests/qa/drivers/{hotels,cars,activities}-booking.ts), the triggers are the
 * supplier's own table (docs/sandbox.md "Hotels", "Cars", "Activities").
 */
import { activityMessages } from "@machines/activity-booking/messages";
import { carBookingMessages } from "@machines/car-booking/messages";
import { flightMessages } from "@machines/flight-booking/messages";
import { hotelBookingMessages } from "@machines/hotel-booking/messages";
import { say } from "../labels";
import { asLogin, ACTIVITY_TRIGGERS, CAR_TRIGGERS, demoLogin, HOTEL_TRIGGERS, triggerCity } from "../sandbox";
import { bookingDescriptions, type SearchPlan } from "./booking";
import { tr } from "../phrases";

const alice = asLogin(demoLogin("Customer"));

/** The city a hotel search names for what it should answer (the hotel driver's plan: Lisbon has hotels for 2; none sleeps 6). */
const hotelPlace = (plan: SearchPlan) =>
  plan.outcome === "error"
    ? triggerCity(HOTEL_TRIGGERS.failingSearchCityId)
    : plan.priceChange
      ? triggerCity(HOTEL_TRIGGERS.priceChangeCityId)
      : plan.outcome === "empty"
        ? tr`Lisbon for 5 adults and a child (no sandbox room sleeps six)`
        : tr`Lisbon for 2 adults`;
/** The pick-up a car search names (docs/sandbox.md "Car triggers"). */
const carPlace = (plan: SearchPlan) =>
  plan.outcome === "error"
    ? tr`the airport ${CAR_TRIGGERS.supplierFailureAirport}`
    : plan.outcome === "empty"
      ? tr`the airport ${CAR_TRIGGERS.noCarsAirport}`
      : plan.priceChange
        ? tr`the airport ${CAR_TRIGGERS.priceChangeAirport}`
        : tr`the airport LAX`;
const activityPlace = (plan: SearchPlan) => (plan.priceChange ? triggerCity(ACTIVITY_TRIGGERS.priceChangeDestinationId) : "Lisbon");
const shownOf = (context: { visible: unknown[]; offers: unknown[] }, one: string, many: string) =>
  context.visible.length === context.offers.length ? tr`every ${one} found` : tr`only the ${many} that pass the filters`;

export const hotelBookingDescriptions = bookingDescriptions({
  machineId: "hotelBooking",
  searchActor: "searchHotels",
  offer: tr`hotel`,
  start: {
    fresh: tr`Log in on Acme as ${alice} and open ${say("Hotels")} (/booknow/hotels/search)`,
    results: (plan) => tr`Open a shared hotel results link (/booknow/hotels/search?… with a search of ${hotelPlace(plan)})`,
    checkout: (plan) => tr`Open a hotel checkout link copied from an earlier checkout of a room in ${hotelPlace(plan)} (/booknow/hotels/checkout?…&offer=…)`,
    confirmation: tr`Open the confirmation link of a hotel booking you made (/booknow/hotels/confirmation?ref=… with the reference its confirmation showed)`,
  },
  searchForm: tr`The page ${say("Find your stay")} shows the ${say("Search hotels")} form (${say("Destination")}, dates, guests)`,
  searching: tr`The page ${say("Choose your hotel")} shows the ${say("Search progress")} bar while hotels arrive`,
  resultsLoaded: (context) => tr`The page ${say("Choose your hotel")} lists ${shownOf(context, tr`hotel`, tr`hotels`)}, each with ${say("See rooms at {0}", { 0: "…" })}`,
  resultsEmpty: tr`The results page says ${say("No hotels found")}`,
  details: tr`The hotel's page is shown (its name as the heading)`,
  reviewing: tr`The hotel's page shows the chosen room's price and ${say("Continue to checkout")}`,
  travellersForm: "Guest details",
  acceptPrice: "Accept the new price",
  declinePrice: "Choose another hotel",
  backToDetails: "Back to the hotel",
  bookAnother: "Book another stay",
  cancelled: hotelBookingMessages.cancelled,
  loginRequired: hotelBookingMessages.loginRequired,
  traveller: tr`the lead guest of room 1`,
  searchSubmitted: ({ event }, plan) =>
    (event.search as { destination?: unknown }).destination
      ? tr`Search ${hotelPlace(plan)}: choose the city in ${say("Destination")} (pick it from the list), dates a few weeks ahead, and press ${say("Search hotels")}`
      : tr`Press ${say("Search hotels")} without choosing a destination from the list: the form says ${say("Choose a destination from the list")}`,
  filtersChanged: tr`Under ${say("Filters")}, tick the 5-star box`,
  filtersReset: tr`Press ${say("Reset")} beside the filters`,
  sortChanged: tr`Under ${say("Sort by")}, choose another order (e.g. the lowest price first)`,
  offerSelected: (fromDetails) =>
    fromDetails
      ? tr`On the hotel's page, press the first room's choose button (its name says the room, the board and whether it is refundable)`
      : tr`Press ${say("See rooms at {0}", { 0: "…" })} on the first hotel in the list`,
  priceChangeTrigger: tr`the sandbox's price-change city ${triggerCity(HOTEL_TRIGGERS.priceChangeCityId)}, +${HOTEL_TRIGGERS.priceChangePercent} %`,
  soldOutLastName: HOTEL_TRIGGERS.soldOutLastName,
  events: {
    "search.progress": tr`More hotels arrive while the search runs (${say("Searching… {received} hotels found so far", { received: "…" })})`,
    "xstate.done.actor.searchHotels": ({ event }) =>
      (event.output as { offers: unknown[] }).offers.length ? tr`The search completes with the sandbox's hotels of the city` : tr`The search completes without a hotel`,
    "xstate.error.actor.searchHotels": tr`The search fails (${triggerCity(HOTEL_TRIGGERS.failingSearchCityId)}: the sandbox's failing search)`,
  },
});

export const carBookingDescriptions = bookingDescriptions({
  machineId: "carBooking",
  searchActor: "searchCars",
  offer: tr`car`,
  start: {
    fresh: tr`Log in on Acme as ${alice} and open ${say("Cars")} (/booknow/cars/search)`,
    results: (plan) => tr`Open a shared car results link (/booknow/cars/search?… with a pick-up at ${carPlace(plan)})`,
    checkout: (plan) => tr`Open a car checkout link copied from an earlier checkout of a car picked up at ${carPlace(plan)} (/booknow/cars/checkout?offer=…)`,
    confirmation: tr`Open the confirmation link of a car booking you made (/booknow/cars/confirmation?ref=… with the reference its confirmation showed)`,
  },
  searchForm: tr`The page ${say("Rent a car")} shows the ${say("Search cars")} form (${say("Pick-up location")}, dates and times, driver)`,
  searching: tr`The page ${say("Choose your car")} says it is searching`,
  resultsLoaded: (context) => tr`The page ${say("Choose your car")} lists ${shownOf(context, tr`car`, tr`cars`)}`,
  resultsEmpty: tr`The results page says ${say("No cars found")}`,
  details: tr`The page ${say("Car details")} is shown`,
  reviewing: tr`The page ${say("Car details")} shows the car's price and ${say("Continue to checkout")}`,
  travellersForm: "Driver details",
  acceptPrice: "Accept the new price",
  declinePrice: "Choose another car",
  backToDetails: "Back to car details",
  bookAnother: "Book another car",
  cancelled: carBookingMessages.cancelled,
  loginRequired: carBookingMessages.loginRequired,
  traveller: tr`the driver`,
  searchSubmitted: ({ event, context }, plan) =>
    String((event.search as { pickUpDateTime?: string }).pickUpDateTime ?? "").slice(0, 10) >= (context as unknown as { today: string }).today
      ? tr`Choose ${carPlace(plan)} in ${say("Pick-up location")} (pick it from the list), a pick-up a few days ahead, and press ${say("Search cars")}`
      : tr`Set the pick-up in the past and press ${say("Search cars")}: the form refuses it`,
  filtersChanged: tr`Under ${say("Rental company")}, press ${say("Only")} beside the first company`,
  filtersReset: tr`Press ${say("Reset")} beside the filters`,
  sortChanged: tr`Under ${say("Sort by")}, choose another order (e.g. the highest price first)`,
  offerSelected: (fromDetails) => (fromDetails ? tr`Under ${say("Other cars like this")}, press the first car's select button` : tr`Press the select button of the first car in the list`),
  priceChangeTrigger: tr`pick up or drop off at ${CAR_TRIGGERS.priceChangeAirport}: the sandbox's price-change airport, +${CAR_TRIGGERS.priceChangePercent} %`,
  soldOutLastName: CAR_TRIGGERS.vendorRefusesLastName,
  events: {
    "xstate.done.actor.searchCars": ({ event }) =>
      (event.output as { offers: unknown[] }).offers.length
        ? tr`The sandbox's rental companies answer with their cars`
        : tr`No car is found (pick up at ${CAR_TRIGGERS.noCarsAirport}: the sandbox's place without cars)`,
    "xstate.error.actor.searchCars": tr`The search fails (pick up at ${CAR_TRIGGERS.supplierFailureAirport}: the sandbox's failing supplier)`,
  },
});

export const activityBookingDescriptions = bookingDescriptions({
  machineId: "activityBooking",
  searchActor: "searchActivities",
  offer: tr`activity`,
  start: {
    fresh: tr`Log in on Acme as ${alice} and open ${say("Activities")} (/booknow/activities/search)`,
    results: (plan) => tr`Open a shared activity results link (/booknow/activities/search?… with ${activityPlace(plan)} as the destination)`,
    checkout: (plan) => tr`Open an activity checkout link copied from an earlier checkout of an activity in ${activityPlace(plan)} (/booknow/activities/checkout?offer=…)`,
    confirmation: tr`Open the confirmation link of an activity booking you made (/booknow/activities/confirmation?ref=… with the reference its confirmation showed)`,
  },
  searchForm: tr`The page ${say("Find things to do")} shows the ${say("Search activities")} form (${say("Destination")}, date, travellers)`,
  searching: tr`The page ${say("Things to do")} says ${say("Searching activities…")}`,
  resultsLoaded: (context) => tr`The page ${say("Things to do")} lists ${shownOf(context, tr`activity`, tr`activities`)}`,
  resultsEmpty: tr`The results page says ${say("No activities found")}`,
  details: tr`The page ${say("Activity details")} is shown`,
  reviewing: tr`The page ${say("Activity details")} shows the ${say("Check availability")} form, or ${say("Continue to checkout")} once a day, an option and a time are checked`,
  travellersForm: "Traveller details",
  acceptPrice: "Continue at the new price",
  declinePrice: "Choose another activity",
  backToDetails: "Back to activity details",
  bookAnother: "Book another activity",
  cancelled: activityMessages.cancelled,
  loginRequired: activityMessages.loginRequired,
  traveller: tr`the lead traveller`,
  searchSubmitted: ({ event }, plan) =>
    (event.search as { selectedLocation?: unknown }).selectedLocation
      ? tr`Choose ${activityPlace(plan)} in ${say("Destination")} (pick it from the list) and press ${say("Search activities")}`
      : tr`Empty ${say("Destination")} and press ${say("Search activities")}: the form refuses it`,
  filtersChanged: tr`Tick a tag among the filters (e.g. morning)`,
  filtersReset: tr`Press ${say("Clear all filters")}`,
  sortChanged: tr`Under ${say("Sort by")}, choose another order (e.g. the lowest price first)`,
  offerSelected: (fromDetails) => (fromDetails ? tr`Choose another option of the activity` : tr`Open the first activity in the list`),
  priceChangeTrigger: tr`the sandbox's price-change destination ${triggerCity(ACTIVITY_TRIGGERS.priceChangeDestinationId)}, +${ACTIVITY_TRIGGERS.priceChangePercent} %`,
  soldOutLastName: ACTIVITY_TRIGGERS.soldOutLastName,
  states: {
    "details.checkingChoice": tr`The ${say("Check availability")} form says ${say("Checking availability…")}`,
    "confirmation.updating": tr`The confirmation page says ${say("Refreshing…")} while it reads the cancelled booking again`,
  },
  events: {
    // The sandbox provider has activities in every city and no failing one: the browser walk stands in the answer.
    "xstate.done.actor.searchActivities": ({ event }) =>
      (event.output as { offers?: unknown[] }).offers?.length
        ? tr`The sandbox's provider answers with activities of the city`
        : tr`The provider finds no activity (the sandbox has activities in every city: only a stand-in answer shows this)`,
    "xstate.error.actor.searchActivities": tr`The search fails (the sandbox has no failing city: only a lost connection shows this)`,
    "search.progress": tr`The first activities arrive while the search reads the next page (${say("Searching activities…")})`,
    "choice.submitted": ({ event }) => {
      const travellers = (event.choice as { travellers?: { ADT?: number } }).travellers;
      return (travellers?.ADT ?? 0) > 5
        ? tr`Ask for more than 5 adults in the ${say("Check availability")} form: the form refuses it`
        : tr`Pick the first available day, option and time, and press ${say("Check availability")}`;
    },
    "xstate.done.actor.checkChoice": tr`The day, option and time are available: the price is shown`,
    "xstate.error.actor.checkChoice": tr`The choice is not available (or the check fails): the form says why`,
    "xstate.done.actor.reloadReservation": tr`The booking is shown again with its new status`,
    "xstate.error.actor.reloadReservation": tr`Reloading the booking fails: the page says ${say(activityMessages.bookingUpdateFailed)}`,
  },
});

/** The core on its test vertical (tests/model/booking/widgets.ts): no page of its own; the four verticals' paths walk it in their pages. */
export const bookingCoreDescriptions = bookingDescriptions({
  machineId: "widgetBooking",
  searchActor: "searchWidgets",
  offer: tr`widget`,
  start: {
    fresh: tr`(machine level only: the booking core on its test vertical, no page) Start a fresh search`,
    results: () => tr`(machine level only) Start from a results link`,
    checkout: () => tr`(machine level only) Start from a checkout link`,
    confirmation: tr`(machine level only) Start from a confirmation link`,
  },
  searchForm: tr`The search form is shown`,
  searching: tr`The search runs`,
  resultsLoaded: (context) => tr`The results list ${shownOf(context, tr`widget`, tr`widgets`)}`,
  resultsEmpty: tr`The results are empty`,
  details: tr`The widget's details are shown`,
  reviewing: tr`The details show the price and ${say("Continue to checkout")}`,
  travellersForm: "Traveller details",
  // The core's own words are the flight pages' (flights walk the same core in Chromium).
  acceptPrice: flightMessages.priceChangedAccept,
  declinePrice: flightMessages.priceChangedDecline,
  backToDetails: "Back to flight details",
  bookAnother: "Book another flight",
  cancelled: flightMessages.cancelled,
  loginRequired: flightMessages.loginRequired,
  traveller: tr`the buyer`,
  searchSubmitted: ({ event }) => (String((event.search as { keyword?: string }).keyword ?? "").trim() ? tr`Search for a keyword` : tr`Search for a blank keyword: refused`),
  filtersChanged: tr`Change a filter`,
  filtersReset: tr`Reset the filters`,
  sortChanged: tr`Change the order`,
  offerSelected: () => tr`Choose the first widget`,
  priceChangeTrigger: tr`the test vertical's price change`,
  soldOutLastName: "SOLDOUT",
  events: {
    "xstate.done.actor.searchWidgets": ({ event }) => ((event.output as { offers: unknown[] }).offers.length ? tr`The search finds widgets` : tr`The search finds nothing`),
    "xstate.error.actor.searchWidgets": tr`The search fails`,
  },
});

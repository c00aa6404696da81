/**
 * Browser driver of the carBooking machine: the car screens on the booking core's driver
 * (booking-core.ts walks checkout, payment, confirmation, cancel and resuming). This file brings the
 * search panel, the results with their filters and sort, a car's details (and the cars like it), the
 * driver and the extras on /reservation-details; the payment has its own page, /booknow/cars/checkout.
 *
 * What each answer is follows from what the person did, planned from the path when searching, on the
 * sandbox's car triggers (docs/sandbox.md "Car triggers"):
 * - a search with cars picks up at LAX; one with none at NOC (no cars available); a failed one at TMO
 *   (the supplier fails: the results show their error state). A search the page runs again by itself
 *   (after an expired quote) repeats its request: when the path wants another answer then, the held
 *   request is sent for the place that gives it;
 * - a price change is a car picked up at PRC (its first price check answers 8 % more under a new
 *   quote); where the path wants an unchanged price there, the check is sent for the quote as already
 *   checked (`u` set: quote ids carry their uplift); an expired quote is the same quote searched
 *   31 minutes earlier (quote ids carry their search time); any other failure of a price check is a
 *   network failure (the sandbox has no trigger for one).
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { HeldRoute } from "./held-fetch";
import type { AnyEventObject } from "xstate";
import type { BookingContext } from "@machines/booking/context";
import type { BookingRestore } from "@machines/booking/routes";
import type { CarTypes } from "@machines/car-booking/description";
import { CAR_PATHS } from "@machines/car-booking/routes";
import { CAR_TRIGGERS } from "@/server/suppliers/cars/triggers";
import { encodeCarSearch } from "@/shared/cars/link";
import type { ExpectedSnapshot, ModelPath } from "../../model/harness";
import type { UiStep } from "../ui-model";
import { bookingGate, defineBookingDriver, isPriceAnswer, outcomeOfSearch, searchPlan, stateKey, unchanged, type SearchOutcome, shownAlert } from "./booking-core";
import { ACME, acmeApi, CARDS, isoDay, notes, savedCheckout, type UnsupportedStep } from "./flights-common";
import { scaled } from "../../browser/slowdown";

interface Place {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** The sandbox's airports (GET /api/car-rental/locations) the walk picks up at. */
const PLACES: Record<"cars" | "priceChange" | "none" | "failure", Place> = {
  cars: { code: "LAX", name: "Los Angeles International Airport", latitude: 33.94250107, longitude: -118.4079971 },
  priceChange: { code: CAR_TRIGGERS.priceChangeAirport, name: "Ernest A. Love Field", latitude: 34.65449905, longitude: -112.4199982 },
  none: { code: CAR_TRIGGERS.noCarsAirport, name: "Ireland West Knock Airport", latitude: 53.910301208496094, longitude: -8.818490028381348 },
  failure: { code: CAR_TRIGGERS.supplierFailureAirport, name: "Tumeremo Airport", latitude: 7.24938, longitude: -61.52893 },
};
/** The form's defaults (spec B §3: pick-up tomorrow at 10:00, a week, a driver of 25). */
const PICK_UP_DAYS = 1;
const RENTAL_DAYS = 7;
const DRIVER = { firstName: "Ana", lastName: "Silva", birthDate: "1990-03-14", licenceCountry: "US" };
const CONTACT = { email: "alice@acme.test", phone: "+1 212 555 0100" };
/** Born too late for the driver's age searched (25): the form refuses the driver. */
const TOO_YOUNG = "2010-01-01";
const CHILD_SEAT = "Child seat";

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as unknown as BookingContext<CarTypes> & { searchFailed?: boolean };
const childSeats = (snapshot: ExpectedSnapshot) => contextOf(snapshot).addOns.filter((addOn) => addOn.kind === "carExtra" && addOn.id.startsWith("childSeat-")).length;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// ------------------------------------------------------------------ what the car pages cannot do

const carUnsupported: UnsupportedStep = (step, index, path) => {
  const restore = (path.input as { restore?: BookingRestore }).restore;
  const first = path.steps.slice(0, index).every((earlier) => earlier.event.type === "checkout.resumed");
  if (step.event.type !== "details.back") return null;
  // A checkout link is priced on the checkout page, which shows only the price check until it answers.
  if (restore?.step === "checkout" && first) {
    return "a checkout link shows only 'Checking the latest price and availability…' until the price answers: there is no way back yet";
  }
  // The price-changed dialog covers the page: the browser's Back is the way out, to the results only when they were the page before.
  const before = index === 0 ? path.initial : (path.steps[index - 1]?.expected as ExpectedSnapshot);
  const fromResults = path.steps[index - 1]?.event.type === "xstate.done.actor.reprice" && path.steps[index - 2]?.event.type === "offer.selected";
  if (stateKey(before).includes("priceChanged") && !fromResults) {
    return "the price-changed dialog leaves only the browser's Back, which goes to the page before (not the results: a checkout link, a reload, the checkout)";
  }
  return null;
};

// ------------------------------------------------------------------ planning the searches

function placeOf(outcome: SearchOutcome, priceChange: boolean): Place {
  if (outcome === "empty") return PLACES.none;
  if (outcome === "error") return PLACES.failure;
  return priceChange ? PLACES.priceChange : PLACES.cars;
}

/** The pick-up of the search started by step `from` (-1: the start link), for the answers that follow. */
function placeFor(path: ModelPath, from: number): Place {
  const { outcome, priceChange } = searchPlan(path, from, "searchCars");
  return placeOf(outcome, priceChange);
}

interface SentSearch {
  pickupLocation: { kind: string; code: string };
  pickUpDateTime: string;
  returnDateTime: string;
  age: number;
  countryOfResidence: string;
}

/** A search request as the form sends it (Same drop-off). */
function searchBody(place: Place, over: Partial<SentSearch> = {}) {
  return {
    pickupLocation: { kind: "airport", code: place.code },
    dropoffLocation: null,
    pickupLatitude: place.latitude,
    pickupLongitude: place.longitude,
    returnLatitude: place.latitude,
    returnLongitude: place.longitude,
    pickupReadable: place.name,
    dropoffReadable: "",
    pickUpDateTime: `${isoDay(PICK_UP_DAYS)}T10:00`,
    returnDateTime: `${isoDay(PICK_UP_DAYS + RENTAL_DAYS)}T10:00`,
    age: 25,
    countryOfResidence: "US",
    ...over,
  };
}

function outcomeOfRequest(body: SentSearch): SearchOutcome {
  if (body.pickupLocation.code === PLACES.none.code) return "empty";
  if (body.pickupLocation.code === PLACES.failure.code) return "error";
  return "offers";
}

/** The results link of a search (src/web/features/cars/url.ts). */
const resultsUrl = (place: Place) => `${ACME}${CAR_PATHS.search}?q=${encodeCarSearch(searchBody(place) as never)}`;

// ------------------------------------------------------------------ quotes in held price checks

interface QuoteKey {
  p: string;
  d: string;
  t: number;
  u?: number;
}
const PREFIX = "car1_";
const keyOf = (offerId: string) => JSON.parse(Buffer.from(offerId.slice(PREFIX.length), "base64url").toString("utf8")) as QuoteKey & Record<string, unknown>;
const idOf = (key: Record<string, unknown>) => PREFIX + Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
const agedOfferId = (offerId: string, minutes = 31) => {
  const key = keyOf(offerId);
  return idOf({ ...key, t: key.t - minutes * 60 });
};

async function continueWith(route: HeldRoute, body: unknown): Promise<void> {
  await route.continue({ postData: JSON.stringify(body) });
}

/** Releases the held price check (or the resume's, or the client's) with the answer the path takes next. */
async function answerPrice(page: Page, event: AnyEventObject): Promise<void> {
  const failure = event.type.startsWith("xstate.error.") ? ((event.error as { httpStatus?: number } | undefined)?.httpStatus ?? 0) : null;
  await bookingGate(page, "reprice").release(async (route) => {
    const body = route.request().postDataJSON() as { offerId: string; clientId?: string };
    // A server failure: the sandbox has none for a price check, so the network fails.
    if (failure !== null && failure !== 410) return route.abort("internetdisconnected");
    if (!body.offerId.startsWith(PREFIX)) return route.continue();
    const key = keyOf(body.offerId);
    if (failure === 410) {
      const expired = Date.now() >= (key.t + CAR_TRIGGERS.offerTtlMinutes * 60) * 1000;
      return expired ? route.continue() : continueWith(route, { ...body, offerId: agedOfferId(body.offerId) });
    }
    const changedWanted = (event.output as { priceChanged?: boolean }).priceChanged === true;
    const atTrigger = [key.p, key.d].includes(`A:${PLACES.priceChange.code}`);
    const changes = atTrigger && key.u === undefined;
    if (changedWanted === changes) return route.continue();
    // Unchanged at PRC: the quote as already checked (no uplift), the price the search showed.
    if (!changedWanted) return continueWith(route, { ...body, offerId: idOf({ ...key, u: 0 }) });
    throw new Error(`the path wants a price change for a car not picked up at ${PLACES.priceChange.code} (plan the search)`);
  });
}

// ------------------------------------------------------------------ the search, as a person types it

const searchForm = (page: Page) => page.getByRole("form", { name: "Search cars" });
const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const driverGroup = (page: Page) => page.getByRole("group", { name: "Driver", exact: true });

async function typeSearch(page: Page, place: Place): Promise<void> {
  const form = searchForm(page);
  const pickUp = form.getByRole("combobox", { name: "Pick-up location" });
  if ((await pickUp.inputValue()) !== place.name) {
    await expect(async () => {
      await pickUp.fill("");
      await pickUp.fill(place.code);
      await page
        .getByRole("option", { name: new RegExp(escape(place.name)) })
        .first()
        .click({ timeout: scaled(5_000) });
      await expect(pickUp).toHaveValue(place.name, { timeout: scaled(2_000) });
    }).toPass({ timeout: scaled(20_000) });
  }
  await form.getByRole("button", { name: /^(Search cars|Search again)$/ }).click();
}

/** Releases the held search with the answer the path takes next (the request sent for the place that gives it). */
async function answerSearch(page: Page, event: AnyEventObject, step: UiStep): Promise<void> {
  const wanted = outcomeOfSearch(event);
  await bookingGate(page, "search").release(async (route) => {
    const body = route.request().postDataJSON() as SentSearch;
    const priceChange = placeFor(step.path, step.index - 1) === PLACES.priceChange;
    const sent = outcomeOfRequest(body);
    const samePlace = wanted !== "offers" || (body.pickupLocation.code === PLACES.priceChange.code) === priceChange;
    if (sent === wanted && samePlace) return route.continue();
    const { pickUpDateTime, returnDateTime, age, countryOfResidence } = body;
    await continueWith(route, searchBody(placeOf(wanted, priceChange), { pickUpDateTime, returnDateTime, age, countryOfResidence }));
  });
}

// ------------------------------------------------------------------ setting pages up through the API

type Api = APIRequestContext;

/** The cheapest car of a search (the API the page uses). */
async function firstCar(request: Api, place: Place): Promise<string> {
  const found = await acmeApi<{ cars: Array<{ id: string; price: { amount: number } }> }>(request, "POST", "/api/car-rental/availableCars", { data: searchBody(place) });
  if (found.status !== 200) throw new Error(`car search answered ${found.status}: ${found.body.message}`);
  const cheapest = [...found.body.data.cars].sort((a, b) => a.price.amount - b.price.amount)[0];
  if (!cheapest) throw new Error(`the sandbox found no car at ${place.code}`);
  return cheapest.id;
}

async function bookAndPay(request: Api, token: string, idempotencyKey: string, offerId: string, lastName: string, card: string): Promise<{ referenceNumber: string; paid: unknown }> {
  const booking = await acmeApi<{ referenceNumber: string }>(request, "POST", "/api/car-rental/reserveCar", {
    token,
    data: { idempotencyKey, offerId, driver: { ...DRIVER, lastName }, contact: CONTACT, extras: [], addOns: [] },
  });
  if (booking.status !== 200) throw new Error(`car reservation answered ${booking.status}: ${booking.body.message}`);
  const { referenceNumber } = booking.body.data;
  const paid = await acmeApi(request, "POST", "/api/car-rental/payment", {
    token,
    data: { idempotencyKey, referenceNumber, card: { number: card.replace(/ /g, ""), expMonth: 12, expYear: 2034, cvc: "123", holderName: "Ana Silva" } },
  });
  return { referenceNumber, paid: paid.body };
}

/** A paid rental at LAX through the API (other specs' setup, e.g. My trip): its reference number. */
export async function paidCarBooking(request: Api, token: string): Promise<string> {
  const { referenceNumber, paid } = await bookAndPay(request, token, crypto.randomUUID(), await firstCar(request, PLACES.cars), DRIVER.lastName, CARDS.ok);
  if (!(paid as { status?: boolean }).status) throw new Error(`car payment refused: ${JSON.stringify(paid)}`);
  return referenceNumber;
}

// ------------------------------------------------------------------ the driver

const cars = defineBookingDriver({
  machineId: "carBooking",
  paths: CAR_PATHS,
  api: {
    // The details' price check, and the signed-in checkout's (a resume's, the client's).
    reprice: { url: /\/api\/car-rental\/(carDetails|checkout)$/ },
    reservation: { url: /\/api\/car-rental\/findReservation$/, method: "POST" },
    release: { url: /\/api\/car-rental\/[^/?]+$/, method: "DELETE" },
  },
  gates: { search: { url: /\/api\/car-rental\/availableCars$/ } },
  texts: {
    acceptPrice: "Accept the new price",
    declinePrice: "Choose another car",
    backToDetails: "Back to car details",
    bookAnother: "Book another car",
    menuLink: "Cars",
    travellersForm: "Driver details",
    cancelled: "Booking Cancelled Successfully",
  },
  async open(page, input, path, _who, token) {
    const restore = (input as { restore?: BookingRestore }).restore;
    if (!restore) return void (await page.goto(`${ACME}${CAR_PATHS.search}`));
    if (restore.step === "results") return void (await page.goto(resultsUrl(placeFor(path, -1))));
    if (restore.step === "confirmation") {
      const offerId = await firstCar(page.request, PLACES.cars);
      const { referenceNumber } = await bookAndPay(page.request, token, crypto.randomUUID(), offerId, DRIVER.lastName, CARDS.ok);
      return void (await page.goto(`${ACME}${CAR_PATHS.confirmation}?ref=${encodeURIComponent(referenceNumber)}`));
    }
    // A checkout link with only a quote: the answers about it, until a new search, decide where it is picked up.
    const first = path.steps.find((step) => isPriceAnswer(step.event))?.event;
    const offerId = await firstCar(page.request, placeOf("offers", searchPlan(path, -1, "searchCars").priceChange));
    const expired = first?.type === "xstate.error.actor.reprice" && (first.error as { httpStatus?: number }).httpStatus === 410;
    await page.goto(`${ACME}${CAR_PATHS.checkout}?offer=${encodeURIComponent(expired ? agedOfferId(offerId) : offerId)}`);
  },
  stateChecks: {
    async search(page, snapshot) {
      const { alert } = contextOf(snapshot);
      await expect(page).toHaveURL(/\/booknow\/cars\/search/);
      await expect(page.getByRole("heading", { level: 1, name: "Rent a car" })).toBeVisible();
      await expect(searchForm(page)).toBeVisible();
      if (alert) await expect(page.getByText(shownAlert(page, alert))).toBeVisible();
    },
    async searching(page) {
      await expect(page).toHaveURL(/\/booknow\/cars\/search\?/);
      await expect(page.getByText("Finding cars from the rental companies…").first()).toBeVisible();
    },
    async results(page) {
      await expect(page).toHaveURL(/\/booknow\/cars\/search\?/);
      await expect(page.getByRole("heading", { level: 1, name: "Choose your car" })).toBeVisible();
      await expect(page.getByText("Finding cars from the rental companies…")).toHaveCount(0);
    },
    async "results.empty"(page, snapshot) {
      // spec B §4/§8: a failed search is an error state on the page; no cars is said as such.
      if (contextOf(snapshot).searchFailed) {
        await expect(page.getByRole("alert").filter({ hasText: "We could not search cars" })).toBeVisible();
        await expect(page.getByRole("heading", { name: "No cars found" })).toHaveCount(0);
      } else {
        await expect(page.getByRole("heading", { name: "No cars found" })).toBeVisible();
      }
    },
    async "results.loaded"(page, snapshot) {
      const { sort } = contextOf(snapshot);
      await expect(page.getByRole("status").filter({ hasText: /^Showing \d+ of \d+ cars$/ })).toBeVisible();
      await expect(page.getByRole("radio", { name: sort })).toBeChecked();
    },
    async details(page) {
      // Sent to log in (the core checks the login page).
      if (notes<{ sentToLogin: boolean }>(page).sentToLogin) return;
      // A checkout link (or a held booking taken to payment) is priced on the checkout page.
      await expect(page).toHaveURL(/\/booknow\/cars\/(result-details|reservation-details)/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
    async "details.reviewing"(page) {
      if (notes<{ sentToLogin: boolean }>(page).sentToLogin) return;
      await expect(page.getByRole("heading", { level: 1, name: "Car details" })).toBeVisible();
    },
    async checkout(page, snapshot) {
      await expect(driverGroup(page)).toBeVisible();
      await expect(page.getByRole("status", { name: `${CHILD_SEAT}: ${childSeats(snapshot)}` })).toBeVisible();
    },
  },
  eventActions: {
    async "search.submitted"(page, _event, step) {
      if (unchanged(step)) {
        // A search the form refuses: no pick-up chosen, nothing is sent.
        const pickUp = searchForm(page).getByRole("combobox", { name: "Pick-up location" });
        await pickUp.fill("");
        await searchForm(page)
          .getByRole("button", { name: /^(Search cars|Search again)$/ })
          .click();
        await expect(searchForm(page).getByText("Choose a pick-up location from the list")).toBeVisible();
        return;
      }
      await typeSearch(page, placeFor(step.path, step.index));
    },
    async "xstate.done.actor.searchCars"(page, event, step) {
      await answerSearch(page, event, step);
    },
    async "xstate.error.actor.searchCars"(page, event, step) {
      await answerSearch(page, event, step);
    },
    async "filters.changed"(page, _event, step) {
      // The same choice again changes nothing (the model's no-op).
      if (unchanged(step)) return;
      await filters(page)
        .getByRole("group", { name: "Rental company" })
        .getByRole("button", { name: /^Only / })
        .first()
        .click();
    },
    async "filters.reset"(page) {
      await filters(page).getByRole("button", { name: "Reset", exact: true }).click();
    },
    async "sort.changed"(page, event, step) {
      // A sort the page does not offer (or the one already chosen): nothing to press.
      if (unchanged(step)) return;
      await page.getByText(event.sort, { exact: true }).click();
    },
    async "offer.selected"(page, _event, step) {
      // A car the page does not show cannot be selected: nothing to press.
      if (unchanged(step)) return;
      // On the details page: a car like it from the same search.
      if (stateKey(step.before).includes("details")) {
        return page
          .getByRole("region", { name: "Other cars like this" })
          .getByRole("button", { name: /^Select .* for / })
          .first()
          .click();
      }
      await page
        .getByRole("list", { name: "Cars" })
        .getByRole("button", { name: /^Select .* for / })
        .first()
        .click();
    },
    async "travellers.edited"(page, event) {
      const first = (event.draft as { passengers: Array<{ firstName?: string }> }).passengers[0]?.firstName ?? "";
      await driverGroup(page).getByLabel("First name").fill(first);
    },
    async "addOn.selected"(page, event, step) {
      if ((event.addOn as { kind: string }).kind !== "carExtra") throw new Error(`no action for the add-on ${JSON.stringify(event.addOn)}`);
      // Already chosen: choosing the same unit again changes nothing (the model's replace).
      if (unchanged(step)) return;
      await page.getByRole("button", { name: `Add one: ${CHILD_SEAT}` }).click();
    },
    async "addOn.removed"(page, _event, step) {
      // None chosen: nothing to remove (the model's no-op).
      if (unchanged(step)) return expect(page.getByRole("button", { name: `Remove one: ${CHILD_SEAT}` })).toBeDisabled();
      await page.getByRole("button", { name: `Remove one: ${CHILD_SEAT}` }).click();
    },
  },
  answerReprice: answerPrice,
  async fillTravellers(page, _step, refused) {
    const driver = driverGroup(page);
    await driver.getByLabel("First name").fill(DRIVER.firstName);
    // The rental company refuses REFUSED after the card was authorised (docs/sandbox.md), nothing charged.
    await driver.getByLabel("Last name").fill(refused ? CAR_TRIGGERS.vendorRefusesLastName : DRIVER.lastName);
    await driver.getByLabel("Date of birth").fill(DRIVER.birthDate);
    await driver.getByLabel("Licence issued in").selectOption(DRIVER.licenceCountry);
    const contact = page.getByRole("group", { name: "Contact details" });
    await contact.getByLabel("Email").fill(CONTACT.email);
    await contact.getByLabel("Phone").fill(CONTACT.phone);
  },
  async refuseTravellers(page) {
    // A driver younger than the age the car was priced for: the form refuses them.
    const birthDate = driverGroup(page).getByLabel("Date of birth");
    await birthDate.fill(TOO_YOUNG);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(birthDate).toHaveAttribute("aria-invalid", "true");
  },
  asHeld(body) {
    return { ...body, data: { ...(body.data as object), bookingStatus: "held" } };
  },
  async payElsewhere(page, token, status, refused) {
    if (status === "none" || status === "processing") return null;
    const { idempotencyKey, offerId } = await savedCheckout(page, token);
    // failed: the rental company refuses after the card was authorised (REFUSED), nothing charged.
    const lastName = refused ? CAR_TRIGGERS.vendorRefusesLastName : DRIVER.lastName;
    const card = ({ requires_action: CARDS.challenge, declined: CARDS.declined } as Record<string, string>)[status] ?? CARDS.ok;
    return (await bookAndPay(page.request, token, idempotencyKey, offerId, lastName, card)).paid;
  },
  unsupportedStep: carUnsupported,
});

export const carBookingDriver = cars.driver;
export const unsupportedCarStep = cars.unsupportedStep;

/**
 * Browser driver of the flightBooking machine: the flight pages on the booking core's driver
 * (booking-core.ts walks checkout, payment, confirmation, cancel and resuming for every vertical);
 * this file brings the flight screens: search, results, details, travellers. Signed in as
 * alice@acme.test (an agent when the path picks a client; login once per worker).
 *
 * Start points (the model's inputs): the search page; a results link (the search route is in the
 * URL); a checkout link with only an offer (an offer the setup found through the search API); a
 * confirmation link (a booking the setup made and paid through the API).
 *
 * Server answers are held until the event that delivers them (flights-common.ts `Gate`): search,
 * reprice (also the resume's revalidation), reservation details, payment outcome. What the answer
 * is follows from what the person did, planned from the path when searching:
 * - a search with flights is JFK → LHR; one with none is Munich → London in First (a short route
 *   has no First cabin); a failed one goes to TMO (the sandbox's supplier timeout). A search the
 *   page runs again by itself (after an expired fare) repeats the request: when the path wants a
 *   different answer then, the held request is sent for the route that gives it (or fails as a
 *   network failure).
 * - a price change is a flight to PRC (docs/sandbox.md); an expired fare is the same
 *   offer searched 31 minutes earlier (offer ids carry their search time); any other reprice or
 *   reservation failure is a network failure.
 * - resuming is a reload of the page (its URL carries the saved checkout); what became of the
 *   payment meanwhile is done through the API with the checkout's idempotency key (another tab
 *   paid, asked for 3-D Secure, was declined, failed to book); "still processing" has no sandbox
 *   trigger and is served.
 */
import { expect, type Page } from "@playwright/test";
import type { HeldRoute } from "./held-fetch";
import type { AnyEventObject } from "xstate";
import type { FlightBookingContext, FlightBookingInput } from "@machines/flight-booking/flight-booking.machine";
import { FLIGHT_PATHS } from "@machines/flight-booking/routes";
import type { ExpectedSnapshot, ModelPath } from "../../model/harness";
import { bookingGate, defineBookingDriver, stateKey, unchanged, shownAlert } from "./booking-core";
import { SANDBOX_TRIGGERS as FLIGHT_TRIGGERS } from "@/server/suppliers/flights/sandbox-triggers";
import { openPaidBooking } from "./flights-cancellation";
import { ACME, agedOfferId, fillTraveller, chooseAirport, isoDay, payElsewhere, resultsUrl, searchBody, searchOffers, PRICE_CHANGE_AIRPORT, type SearchRoute, type UnsupportedStep } from "./flights-common";
import { clickDay } from "./flights-date-range";

/** The web restores a saved checkout on reload (resumable checkouts, `?session=` on details and checkout). */
export const WEB_RESUMES_CHECKOUTS = true;

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as FlightBookingContext;

// ------------------------------------------------------------------ what the app cannot do

/** What the flight pages cannot do besides the core's (booking-core.ts). */
const flightUnsupported: UnsupportedStep = (step) => {
  const resume = step.event.type === "checkout.resumed" || step.event.type === "resume.retried";
  if (resume && !WEB_RESUMES_CHECKOUTS) return "the web does not restore saved checkouts yet (resumable checkouts)";
  return null;
};

// ------------------------------------------------------------------ planning the searches

type SearchOutcome = "offers" | "empty" | "error";

function outcomeOfSearch(event: AnyEventObject): SearchOutcome {
  if (event.type.startsWith("xstate.error.")) return "error";
  return ((event.output as { offers?: unknown[] } | undefined)?.offers?.length ?? 0) > 0 ? "offers" : "empty";
}

const isSearchAnswer = (event: AnyEventObject) => /^xstate\.(done|error)\.actor\.searchFlights$/.test(event.type);
const isRepriceAnswer = (event: AnyEventObject) => /^xstate\.(done|error)\.actor\.(reprice|revalidateOffer)$/.test(event.type);

/** The route a search started by step `from` (-1: the start link) should have for the answers that follow. */
function routeFor(path: ModelPath, from: number): SearchRoute {
  const later = path.steps.slice(from + 1);
  const answer = later.find((step) => isSearchAnswer(step.event));
  const outcome = answer ? outcomeOfSearch(answer.event) : "offers";
  const nextSearch = later.findIndex((step) => step.event.type === "search.submitted");
  const before = nextSearch < 0 ? later : later.slice(0, nextSearch);
  return routeOf(outcome, wantsPriceChange(before));
}

/**
 * Some answer about these offers is a price change: they fly to PRC, and the answers
 * without a change ask about the offer as already repriced (`answerReprice`).
 */
function wantsPriceChange(steps: ModelPath["steps"]): boolean {
  return steps.some((step) => /^xstate\.done\.actor\.(reprice|revalidateOffer)$/.test(step.event.type) && (step.event.output as { priceChanged?: boolean }).priceChanged === true);
}

/** Any departure day: no sandbox trigger reads the calendar (docs/sandbox.md). */
const DEPART_IN_DAYS = 30;

function plusDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function routeOf(outcome: SearchOutcome, priceChange: boolean, depart = isoDay(DEPART_IN_DAYS)): SearchRoute {
  const ret = plusDays(depart, 7);
  if (outcome === "empty") return { from: "MUC", to: "LHR", depart, ret, cabin: "First" };
  if (outcome === "error") return { from: "JFK", to: "TMO", depart, ret };
  return { from: "JFK", to: priceChange ? PRICE_CHANGE_AIRPORT : "LHR", depart, ret };
}

interface SentSearch {
  formData: Array<{ from: { location: string }; to: { location: string }; rangeDate?: { startDate: string; endDate: string }; singleDate?: string }>;
  flightType: { value: string };
}

function outcomeOfRequest(body: SentSearch): SearchOutcome {
  const row = body.formData[0];
  const places = [row?.from.location, row?.to.location];
  if (places.includes("TMO")) return "error";
  if (row?.from.location === "MUC" && row.to.location === "LHR" && body.flightType.value === "First") return "empty";
  return "offers";
}

// ------------------------------------------------------------------ offers in held reprice requests

interface OfferKey {
  s: Array<[string, string, string]>;
  t: number;
  a?: number;
}
const PREFIX = "sbx1_";
const keyOf = (offerId: string) => JSON.parse(Buffer.from(offerId.slice(PREFIX.length), "base64url").toString("utf8")) as OfferKey;
const idOf = (key: OfferKey) => PREFIX + Buffer.from(JSON.stringify(key), "utf8").toString("base64url");

async function continueWith(route: HeldRoute, patch: (body: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const body = route.request().postDataJSON() as Record<string, unknown>;
  await route.continue({ postData: JSON.stringify(patch(body)) });
}

// ------------------------------------------------------------------ page state

const gate = (page: Page, name: "search" | "reprice") => bookingGate(page, name);
const searchForm = (page: Page) => page.getByRole("form", { name: "Search flights" });
const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const priceDialog = (page: Page) => page.getByRole("alertdialog", { name: "The price has changed" });

/** Fills the search form as a person does: airports, cabin, dates in the date modal, Search. */
async function typeSearch(page: Page, route: SearchRoute): Promise<void> {
  const form = searchForm(page);
  if (!(await page.getByRole("radio", { name: "Round-Trip" }).isChecked())) await form.getByText("Round-Trip", { exact: true }).click();
  for (const [label, code] of [
    ["From", route.from],
    ["To", route.to],
  ] as const)
    await chooseAirport(page, label, code);
  await form.getByLabel("Cabin").selectOption(route.cabin ?? "NoPreference");
  await form.getByRole("button", { name: /^Dates/ }).click();
  await clickDay(page, "range", route.depart);
  await clickDay(page, "range", route.ret ?? route.depart);
  await page.getByRole("dialog", { name: "Dates" }).getByRole("button", { name: "Done" }).click();
  await form.getByRole("button", { name: "Search flights" }).click();
}

/** Releases the held search with the answer the path takes next. */
async function answerSearch(page: Page, event: AnyEventObject): Promise<void> {
  const wanted = outcomeOfSearch(event);
  await gate(page, "search").release(async (route) => {
    const body = route.request().postDataJSON() as SentSearch;
    const sent = outcomeOfRequest(body);
    if (sent === wanted) return route.continue();
    if (wanted === "error") return route.abort("internetdisconnected");
    const row = body.formData[0];
    const depart = row?.rangeDate?.startDate ?? row?.singleDate ?? isoDay(DEPART_IN_DAYS);
    const priceChange = row?.to.location === PRICE_CHANGE_AIRPORT;
    await continueWith(route, () => searchBody(routeOf(wanted, priceChange, depart)));
  });
}

/** Releases the held reprice (or revalidation) with the answer the path takes next. */
async function answerReprice(page: Page, event: AnyEventObject): Promise<void> {
  const failure = event.type.startsWith("xstate.error.") ? ((event.error as { httpStatus?: number } | undefined)?.httpStatus ?? 0) : null;
  await gate(page, "reprice").release(async (route) => {
    const { offerId } = route.request().postDataJSON() as { offerId: string };
    if (failure !== null && failure !== 410 && failure !== 404 && failure !== 409) return route.abort("internetdisconnected");
    if (!offerId.startsWith(PREFIX)) return route.continue();
    const key = keyOf(offerId);
    const expired = Date.now() >= (key.t + 30 * 60) * 1000;
    if (failure !== null) return expired ? route.continue() : continueWith(route, (body) => ({ ...body, offerId: agedOfferId(offerId) }));
    const changedWanted = (event.output as { priceChanged?: boolean }).priceChanged === true;
    const changes = key.a === undefined && key.s.some(([origin, destination]) => origin === PRICE_CHANGE_AIRPORT || destination === PRICE_CHANGE_AIRPORT);
    if (changedWanted === changes) return route.continue();
    if (!changedWanted) return continueWith(route, (body) => ({ ...body, offerId: idOf({ ...key, a: 0 }) }));
    throw new Error(`the path wants a price change for a flight that does not fly to ${PRICE_CHANGE_AIRPORT} (plan the search route)`);
  });
}

// ------------------------------------------------------------------ the driver

const flights = defineBookingDriver({
  machineId: "flightBooking",
  paths: FLIGHT_PATHS,
  api: {
    reprice: { url: "**/api/flight/reprice" },
    reservation: { url: /\/api\/flight\/getReservationDetails\?/, method: "GET" },
    release: { url: "**/api/flight/releaseHold" },
  },
  gates: { search: { url: /\/api\/flight\/search$/ } },
  texts: {
    acceptPrice: "Continue at the new price",
    declinePrice: "Choose another flight",
    backToDetails: "Back to flight details",
    bookAnother: "Book another flight",
    menuLink: "Flights",
    travellersForm: "Traveller details",
    cancelled: "Flight cancelled successfully",
  },
  async open(page, input, path, who) {
    const restore = (input as FlightBookingInput).restore;
    if (!restore) return void (await page.goto(`${ACME}/booknow/flights/search`));
    if (restore.step === "results") return void (await page.goto(resultsUrl(routeFor(path, -1))));
    if (restore.step === "confirmation") {
      const { reference } = await openPaidBooking(page, undefined, who);
      return void (await page.goto(`${ACME}/booknow/flights/confirmation?ref=${encodeURIComponent(reference)}`));
    }
    // A checkout link with only an offer: the answers about it, until a new search, decide which offer.
    const first = path.steps.find((step) => isRepriceAnswer(step.event))?.event;
    const untilSearch = path.steps.findIndex((step) => step.event.type === "search.submitted");
    const route = routeOf("offers", wantsPriceChange(untilSearch < 0 ? path.steps : path.steps.slice(0, untilSearch)));
    const offer = (await searchOffers(page.request, route))[0];
    if (!offer) throw new Error(`the sandbox found no ${route.from}-${route.to} flight`);
    const expired = first?.type === "xstate.error.actor.reprice" && (first.error as { httpStatus?: number }).httpStatus === 410;
    await page.goto(`${ACME}/booknow/flights/checkout?offer=${encodeURIComponent(expired ? agedOfferId(offer.id) : offer.id)}`);
  },
  stateChecks: {
    async search(page, snapshot) {
      const { alert } = contextOf(snapshot);
      await expect(page).toHaveURL(/\/booknow\/flights\/search/);
      await expect(page.getByRole("heading", { level: 1, name: "Where to next?" })).toBeVisible();
      await expect(searchForm(page)).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Search progress" })).toHaveCount(0);
      if (alert) await expect(page.getByText(shownAlert(page, alert))).toBeVisible();
    },
    async searching(page) {
      await expect(page).toHaveURL(/\/booknow\/flights\/search\?/);
      await expect(page.getByRole("progressbar", { name: "Search progress" })).toBeVisible();
    },
    async results(page) {
      await expect(page.getByRole("heading", { level: 1, name: "Choose your flight" })).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Search progress" })).toHaveCount(0);
    },
    async "results.empty"(page) {
      await expect(page.getByRole("heading", { name: "No flights found" })).toBeVisible();
    },
    async "results.loaded"(page, snapshot) {
      const { sort, filters: chosen } = contextOf(snapshot);
      await expect(page.getByRole("status").filter({ hasText: /^Showing [\d,]+ of [\d,]+ flights$/ })).toBeVisible();
      for (const name of ["Cheapest", "Best", "Quickest"]) {
        await expect(page.getByRole("button", { name: new RegExp(`^${name}`) })).toHaveAttribute("aria-pressed", String(sort === name));
      }
      const stops = { Any: "Any", Direct: "Direct", "1 Stop": "1 Stop", "2+ Stops": "2+ Stops" }[chosen.stops as string] ?? String(chosen.stops);
      await expect(
        filters(page)
          .getByRole("group", { name: "Stops" })
          .getByRole("radio", { name: new RegExp(`^${stops}`) }),
      ).toBeChecked();
    },
    async details(page) {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
    async "details.priceChanged"(page) {
      await expect(priceDialog(page)).toContainText("Do you want to continue at the new price?");
    },
    async checkout(page, snapshot) {
      const { citizenship } = contextOf(snapshot);
      if (citizenship) await expect(page.getByRole("group", { name: "Adult 1" }).getByLabel("Citizenship")).toHaveValue(citizenship);
    },
  },
  eventActions: {
    async "search.submitted"(page, event, step) {
      const form = searchForm(page);
      if (!(event.search as { formData?: unknown[] }).formData?.length) {
        // An incomplete search: the form refuses it and nothing is sent.
        if (await form.getByRole("combobox", { name: "From" }).inputValue()) {
          const from = await form.getByRole("combobox", { name: "From" }).inputValue();
          const code = /\(([A-Z]{3})\)/.exec(from)?.[1] ?? "JFK";
          await chooseAirport(page, "To", code);
          await form.getByRole("button", { name: "Search flights" }).click();
          await expect(form.getByText("Origin and destination must differ")).toBeVisible();
        } else {
          await form.getByRole("button", { name: "Search flights" }).click();
          await expect(form.getByText("Choose where you fly from")).toBeVisible();
        }
        return;
      }
      await typeSearch(page, routeFor(step.path, step.index));
    },
    async "xstate.done.actor.searchFlights"(page, event) {
      await answerSearch(page, event);
    },
    async "xstate.error.actor.searchFlights"(page, event) {
      await answerSearch(page, event);
    },
    async "filters.changed"(page, event) {
      const change = event.change as { kind: string; stops?: string };
      if (change.kind !== "stops") throw new Error(`no action for the filter change ${JSON.stringify(change)}`);
      await filters(page).getByRole("group", { name: "Stops" }).getByText(String(change.stops), { exact: true }).click();
    },
    async "filters.reset"(page) {
      await filters(page).getByRole("button", { name: "Reset", exact: true }).click();
    },
    async "sort.changed"(page, event) {
      await page.getByRole("button", { name: new RegExp(`^${String(event.sort)}`) }).click();
    },
    async "offer.selected"(page, _event, step) {
      // An offer the results do not list cannot be selected: nothing to press.
      if (unchanged(step)) return;
      // On the details page: another fare (cabin or fare family) for the same flights.
      if (stateKey(step.before).includes("details"))
        return page
          .getByRole("button", { name: /^Choose the .* fare$/ })
          .first()
          .click();
      await page
        .getByRole("button", { name: /^Select flight/ })
        .first()
        .click();
    },
    async "travellers.edited"(page, event) {
      const first = (event.draft as { passengers: Array<{ firstName?: string }> }).passengers[0]?.firstName ?? "";
      await page.getByRole("group", { name: "Adult 1" }).getByLabel("First name").fill(first);
    },
    async "citizenship.changed"(page, event) {
      await page.getByRole("group", { name: "Adult 1" }).getByLabel("Citizenship").selectOption(String(event.citizenship).toUpperCase());
    },
  },
  answerReprice,
  async fillTravellers(page, _step, refused) {
    // docs/sandbox.md: a SOLDOUT passenger makes the booking fail after the card was authorised (released, nothing charged).
    await fillTraveller(page, refused ? FLIGHT_TRIGGERS.soldOutLastName : undefined);
  },
  async refuseTravellers(page) {
    // No traveller entered: the form refuses it.
    await page.getByRole("group", { name: "Adult 1" }).getByLabel("First name").fill("");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("group", { name: "Adult 1" }).getByText("Required").first()).toBeVisible();
  },
  asHeld(body) {
    // The reservation details are base64-encoded JSON (spec A).
    const details = { ...JSON.parse(Buffer.from(String(body.data), "base64").toString("utf8")), bookingStatus: "held" };
    return { ...body, data: Buffer.from(JSON.stringify(details)).toString("base64") };
  },
  payElsewhere: (page, token, status, refused) => payElsewhere(page, token, status, refused ? FLIGHT_TRIGGERS.soldOutLastName : undefined),
  unsupportedStep: flightUnsupported,
});

export const flightBookingDriver = flights.driver;
export const unsupportedBookingStep = flights.unsupportedStep;

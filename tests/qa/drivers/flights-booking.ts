/**
 * Browser driver of the flightBooking machine: the flight pages end to end (search → results →
 * details → checkout → payment → confirmation → cancel, and resuming a saved checkout), signed in
 * as alice@acme.test (login once per worker, flights-common.ts `signIn`).
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
import { REDIRECT_PATH_KEY } from "../../../src/shared/constants";
import { expect, type Page, type Route } from "@playwright/test";
import type { AnyEventObject } from "xstate";
import type { FlightBookingContext, FlightBookingInput } from "../../../machines/flight-booking/flight-booking.machine";
import type { ExpectedSnapshot, ModelPath } from "../../model/harness";
import { defineDriver, type UiStep } from "../ui-model";
import { openPaidBooking } from "./flights-cancellation";
import {
  ACME,
  AGENT,
  agedOfferId,
  CARDS,
  fillCard,
  fillTraveller,
  chooseAirport,
  closingGates,
  Gate,
  isoDay,
  notes,
  pathOfInput,
  payElsewhere,
  resultsUrl,
  searchBody,
  searchOffers,
  signIn,
  textOf,
  PRICE_CHANGE_AIRPORT,
  trackSaves,
  type SearchRoute,
  type UnsupportedStep,
} from "./flights-common";
import { clickDay } from "./flights-date-range";

/** The web restores a saved checkout on reload (resumable checkouts, `?session=` on details and checkout). */
export const WEB_RESUMES_CHECKOUTS = true;

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as FlightBookingContext;
const stateKey = (snapshot: ExpectedSnapshot) => (typeof snapshot.value === "string" ? snapshot.value : JSON.stringify(snapshot.value));

// ------------------------------------------------------------------ what the app cannot do

export const unsupportedBookingStep: UnsupportedStep = (step, index, path) => {
  const { type } = step.event;
  const resume = type === "checkout.resumed" || type === "resume.retried";
  if (resume && !WEB_RESUMES_CHECKOUTS) return "the web does not restore saved checkouts yet (resumable checkouts)";
  // Sent to the login page: the path cannot go on on the flight pages.
  if (path.steps.slice(0, index).some((earlier) => earlier.event.type === "checkout.requested" && earlier.event.authenticated === false)) {
    return "after 'Please log in to continue to checkout.' the traveller is on the login page";
  }
  const before = (k: number) => (k === 0 ? path.initial : (path.steps[k - 1]?.expected as ExpectedSnapshot));
  // Back from details to the results (details.back, a declined price, a failed reprice) straight to the list.
  if (stateKey(before(index)).includes("details") && stateKey(step.expected).includes("results")) {
    const resumed = path.steps.slice(0, index).some(
      (earlier, k) => earlier.event.type === "checkout.resumed" && /details|checkout|payment/.test(stateKey(before(k))) && !path.steps.slice(k, index).some((later) => isSearchAnswer(later.event)),
    );
    if (resumed) return "a resumed checkout is saved without the results (the booking runtime's `slimmed`): going back searches again, with filters and sort reset";
  }
  if (type === "cancel.requested") {
    const cancelledBefore = path.steps.slice(0, index).some((earlier) => earlier.event.type === "xstate.done.actor.cancellation" && (earlier.event.output as { status?: string }).status === "cancelled");
    if (cancelledBefore) return "after a cancellation the model reloads the booking as ticketed (its fixture); the page shows it cancelled";
  }
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

async function continueWith(route: Route, patch: (body: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const body = route.request().postDataJSON() as Record<string, unknown>;
  await route.continue({ postData: JSON.stringify(patch(body)) });
}

// ------------------------------------------------------------------ page state

interface BookingNotes extends Record<string, unknown> {
  search: Gate;
  reprice: Gate;
  reservation: Gate;
  outcome: Gate;
  release: Gate;
  token: string;
  /** Waits for the checkout's saves (resumable checkouts): a reload restores what was saved. */
  saves: () => Promise<void>;
  /** Reloaded since the booking was last shown. */
  reloaded: boolean;
  /** Continue to checkout was pressed without a session: the page went to /login. */
  sentToLogin: boolean;
}

function state(page: Page): Partial<BookingNotes> {
  return notes<BookingNotes>(page);
}
function gate(page: Page, name: "search" | "reprice" | "reservation" | "outcome" | "release"): Gate {
  const found = state(page)[name];
  if (!found) throw new Error("setup did not run");
  return found;
}

const searchForm = (page: Page) => page.getByRole("form", { name: "Search flights" });
const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const priceDialog = (page: Page) => page.getByRole("alertdialog", { name: "The price has changed" });
const cancelDialog = (page: Page) => page.getByRole("alertdialog", { name: "Cancel booking" });
const cardForm = (page: Page) => page.getByRole("form", { name: "Card payment" });
/** spec B add-ons: the checkout's refund protection card (Acme offers it); its checkbox is the choice. */
const refundProtection = (page: Page) => page.getByTestId("refund-protection").getByRole("checkbox");
const hasRefundProtection = (snapshot: ExpectedSnapshot) => contextOf(snapshot).addOns.some((addOn) => addOn.kind === "refundProtection");

/** Fills the search form as a person does: airports, cabin, dates in the date modal, Search. */
async function typeSearch(page: Page, route: SearchRoute): Promise<void> {
  const form = searchForm(page);
  if (!(await page.getByRole("radio", { name: "Round-Trip" }).isChecked())) await form.getByText("Round-Trip", { exact: true }).click();
  for (const [label, code] of [["From", route.from], ["To", route.to]] as const) await chooseAirport(page, label, code);
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

/** Agent books for a client: only a travel agent sees "Booking for"; other paths book as Alice. */
const bookerOf = (path: ModelPath) => (path.steps.some((step) => step.event.type === "client.picked") ? AGENT : undefined);

async function setupFor(page: Page, input: FlightBookingInput, path: ModelPath): Promise<void> {
  const restore = input.restore;
  if (!restore) return void (await page.goto(`${ACME}/booknow/flights/search`));
  if (restore.step === "results") return void (await page.goto(resultsUrl(routeFor(path, -1))));
  if (restore.step === "confirmation") {
    const { reference } = await openPaidBooking(page, undefined, bookerOf(path));
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
}

export const flightBookingDriver = defineDriver({
  async setup(page, input) {
    const path = pathOfInput(input);
    const token = await signIn(page, bookerOf(path));
    Object.assign(notes<BookingNotes>(page), {
      token,
      saves: trackSaves(page),
      search: await Gate.on(page, "search", /\/api\/flight\/search$/),
      reprice: await Gate.on(page, "reprice", "**/api/flight/reprice"),
      reservation: await Gate.on(page, "reservation details", /\/api\/flight\/getReservationDetails\?/, "GET"),
      outcome: await Gate.on(page, "payment outcome", /\/api\/checkout-sessions\/payment-outcome\?/, "GET"),
      release: await Gate.on(page, "release hold", "**/api/flight/releaseHold"),
    });
    await setupFor(page, input as FlightBookingInput, path);
  },
  stateChecks: {
    async search(page, snapshot) {
      const { alert } = contextOf(snapshot);
      await expect(page).toHaveURL(/\/booknow\/flights\/search/);
      await expect(page.getByRole("heading", { level: 1, name: "Where to next?" })).toBeVisible();
      await expect(searchForm(page)).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Search progress" })).toHaveCount(0);
      if (alert) await expect(page.getByText(textOf(alert))).toBeVisible();
    },
    async searching(page) {
      await expect(page).toHaveURL(/\/booknow\/flights\/search\?/);
      await expect(page.getByRole("progressbar", { name: "Search progress" })).toBeVisible();
    },
    async results(page, snapshot) {
      const { alert } = contextOf(snapshot);
      await expect(page.getByRole("heading", { level: 1, name: "Choose your flight" })).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Search progress" })).toHaveCount(0);
      if (alert) {
        await expect(page.getByRole("status").filter({ hasText: textOf(alert) })).toBeVisible();
        await expect(page.getByRole("button", { name: "Dismiss" })).toBeVisible();
      } else {
        await expect(page.getByRole("button", { name: "Dismiss" })).toHaveCount(0);
      }
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
      await expect(filters(page).getByRole("group", { name: "Stops" }).getByRole("radio", { name: new RegExp(`^${stops}`) })).toBeChecked();
    },
    async details(page) {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
    async "details.repricing"(page) {
      await expect(page.getByText("Checking the latest price and availability…")).toBeVisible();
      await expect(priceDialog(page)).toHaveCount(0);
    },
    async "details.priceChanged"(page) {
      await expect(priceDialog(page)).toBeVisible();
      await expect(priceDialog(page)).toContainText("Do you want to continue at the new price?");
    },
    async "details.reviewing"(page) {
      if (state(page).sentToLogin) {
        // The machine stays on details; the page asks to log in and keeps the checkout as the way back.
        await expect(page.getByText("Please log in to continue to checkout.")).toBeVisible();
        await expect(page).toHaveURL(/\/login/);
        expect(await page.evaluate((key) => sessionStorage.getItem(key), REDIRECT_PATH_KEY)).toContain("/booknow/flights/checkout");
        return;
      }
      await expect(page).toHaveURL(/\/booknow\/flights\/search-details/);
      await expect(priceDialog(page)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Continue to checkout" })).toBeEnabled();
    },
    async checkout(page, snapshot) {
      const { citizenship } = contextOf(snapshot);
      await expect(page).toHaveURL(/\/booknow\/flights\/checkout/);
      await expect(page.getByRole("form", { name: "Traveller details" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Continue to payment" })).toBeVisible();
      if (citizenship) await expect(page.getByRole("group", { name: "Adult 1" }).getByLabel("Citizenship")).toHaveValue(citizenship);
      // The add-on card shows the machine's choice (also after a restore); the summary lists it.
      const protectedTrip = hasRefundProtection(snapshot);
      if (protectedTrip) await expect(refundProtection(page)).toBeChecked();
      else await expect(page.getByTestId("refund-protection").getByRole("checkbox", { checked: true })).toHaveCount(0);
      await expect(page.getByTestId("add-on-refundProtection")).toHaveCount(protectedTrip ? 1 : 0);
    },
    async "checkout.repricingForClient"(page) {
      await expect(page.getByRole("status").filter({ hasText: "Checking the price for this client…" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Continue to payment" })).toBeDisabled();
    },
    async "checkout.repriceFailed"(page) {
      await expect(page.getByRole("alert").filter({ hasText: "The price for this client could not be checked" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Continue to payment" })).toBeDisabled();
    },
    async "checkout.editing"(page) {
      await expect(page.getByRole("button", { name: "Continue to payment" })).toBeEnabled();
    },
    async payment(page) {
      await expect(page).toHaveURL(/\/booknow\/flights\/checkout/);
      await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
      await expect(cardForm(page).or(page.getByRole("dialog", { name: "Confirm your payment" })).first()).toBeVisible();
    },
    async resuming(page) {
      await expect(page).toHaveURL(/\/booknow\/flights\/checkout/);
    },
    async "resuming.fetchingOutcome"(page) {
      await expect(page.getByRole("status").filter({ hasText: "Checking your payment…" })).toBeVisible();
    },
    async "resuming.waitingForOutcome"(page) {
      await expect(page.getByRole("status").filter({ hasText: "Checking your payment…" })).toBeVisible();
    },
    async "resuming.revalidating"(page) {
      await expect(page.getByText("Checking the latest price and availability…")).toBeVisible();
    },
    async "resuming.failed"(page) {
      await expect(page.getByRole("alert").filter({ hasText: "We could not check what happened to your payment" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    },
    async confirmation(page) {
      await expect(page).toHaveURL(/\/booknow\/flights\/(confirmation|reservation-details)/);
      await expect(cancelDialog(page)).toHaveCount(0);
    },
    async "confirmation.loading"(page, snapshot) {
      // A reload starts from the link (a confirmed booking has no saved checkout): the page loads it afresh.
      const label = contextOf(snapshot).reservation && !state(page).reloaded ? "Refreshing…" : "Loading your booking…";
      await expect(page.getByRole("status").filter({ hasText: label })).toBeVisible();
    },
    async "confirmation.loaded"(page) {
      await expect(page.getByRole("heading", { name: "Reference number" })).toBeVisible();
      await expect(page.getByTestId("reference-number")).not.toBeEmpty();
      await expect(page.getByRole("button", { name: "Book another flight" })).toBeVisible();
    },
    async "confirmation.releasing"(page) {
      await expect(page.getByRole("status").filter({ hasText: "Releasing…" })).toBeVisible();
    },
    async "confirmation.failed"(page) {
      await expect(page.getByText("We could not load this booking.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    },
    async cancel(page) {
      await expect(page).toHaveURL(/\/booknow\/flights\/reservation-details/);
      await expect(cancelDialog(page)).toBeVisible();
    },
  },
  eventActions: closingGates((page) => (["search", "reprice", "reservation", "outcome", "release"] as const).map((name) => gate(page, name)), {
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
    async "alert.dismissed"(page, _event, step) {
      // No notice: there is nothing to dismiss (the model's no-op).
      if (!contextOf(step.before).alert) return expect(page.getByRole("button", { name: "Dismiss" })).toHaveCount(0);
      await page.getByRole("button", { name: "Dismiss" }).click();
    },
    async "offer.selected"(page, _event, step) {
      // An offer the results do not list cannot be selected: nothing to press.
      if (JSON.stringify(step.before) === JSON.stringify(step.after)) return;
      // On the details page: another fare (cabin or fare family) for the same flights.
      if (stateKey(step.before).includes("details")) return page.getByRole("button", { name: /^Choose the .* fare$/ }).first().click();
      await page.getByRole("button", { name: /^Select flight/ }).first().click();
    },
    async "xstate.done.actor.reprice"(page, event) {
      await answerReprice(page, event);
    },
    async "xstate.error.actor.reprice"(page, event) {
      await answerReprice(page, event);
    },
    async "details.back"(page, _event, step) {
      // The price-changed dialog covers the page: the browser's Back button is the way out then.
      if (stateKey(step.before).includes("priceChanged")) await page.goBack();
      else await page.getByRole("button", { name: "Back to results" }).click();
    },
    async "price.accepted"(page) {
      await priceDialog(page).getByRole("button", { name: "Continue at the new price" }).click();
    },
    async "price.declined"(page) {
      await priceDialog(page).getByRole("button", { name: "Choose another flight" }).click();
    },
    async "checkout.requested"(page, event) {
      if (event.authenticated === false) {
        // The session ended elsewhere (logged out in another tab): the token cookie is gone.
        await page.context().clearCookies({ name: "token" });
        state(page).sentToLogin = true;
      }
      await page.getByRole("button", { name: "Continue to checkout" }).click();
    },
    async "checkout.back"(page) {
      await page.getByRole("button", { name: "Back to flight details" }).click();
    },
    async "travellers.edited"(page, event) {
      const first = (event.draft as { passengers: Array<{ firstName?: string }> }).passengers[0]?.firstName ?? "";
      await page.getByRole("group", { name: "Adult 1" }).getByLabel("First name").fill(first);
    },
    async "client.picked"(page) {
      // The model's client is echo-only: picking Alice, or Myself again when she is already picked, is a new pick either way.
      const bookingFor = page.getByRole("combobox", { name: "Booking for" });
      const forAlice = (await bookingFor.inputValue()) === "Myself";
      await bookingFor.fill("alice");
      await page.getByRole("option", { name: forAlice ? /alice/i : "Myself" }).click();
    },
    async "xstate.done.actor.repriceForClient"(page, event) {
      await answerReprice(page, { ...event, type: "xstate.done.actor.reprice", output: (event.output as { pricing: unknown }).pricing });
    },
    async "xstate.error.actor.repriceForClient"(page, event) {
      await answerReprice(page, { ...event, type: "xstate.error.actor.reprice" });
    },
    async "clientPricing.retried"(page) {
      await page.getByRole("alert").getByRole("button", { name: "Try again" }).click();
    },
    async "citizenship.changed"(page, event) {
      await page.getByRole("group", { name: "Adult 1" }).getByLabel("Citizenship").selectOption(String(event.citizenship).toUpperCase());
    },
    async "addOn.selected"(page, _event, step) {
      // Already ticked: ticking again changes nothing (the model's replace of the same add-on).
      if (hasRefundProtection(step.before)) return expect(refundProtection(page)).toBeChecked();
      await refundProtection(page).check();
    },
    async "addOn.removed"(page, _event, step) {
      // Not ticked: nothing to untick (the model's no-op).
      if (!hasRefundProtection(step.before)) return expect(refundProtection(page)).not.toBeChecked();
      await refundProtection(page).uncheck();
    },
    async "checkout.submitted"(page, event) {
      if ((event.passengers as unknown[]).length === 0) {
        // No traveller entered: the form refuses it.
        await page.getByRole("group", { name: "Adult 1" }).getByLabel("First name").fill("");
        await page.getByRole("button", { name: "Continue to payment" }).click();
        await expect(page.getByRole("group", { name: "Adult 1" }).getByText("Required").first()).toBeVisible();
        return;
      }
      await fillTraveller(page);
      await page.getByRole("button", { name: "Continue to payment" }).click();
    },
    async "xstate.done.actor.payment"(page, event) {
      const challenge = page.getByRole("dialog", { name: "Confirm your payment" });
      if ((event.output as { status: string }).status === "succeeded") {
        if (await challenge.isVisible()) return challenge.getByRole("button", { name: "Complete authentication" }).click();
        return fillCard(page, CARDS.ok);
      }
      // Abandoned: back to the traveller forms (after failing a pending 3-D Secure check first).
      if (await challenge.isVisible()) await challenge.getByRole("button", { name: "Fail authentication" }).click();
      await cardForm(page).getByRole("button", { name: "Back to traveller details" }).click();
    },
    async "xstate.done.actor.loadReservation"(page, event) {
      state(page).reloaded = false;
      if ((event.output as { bookingStatus?: string }).bookingStatus !== "held") return gate(page, "reservation").release();
      // On hold (a declined card): the sandbox's booking is the one just paid, so its answer is shown as held.
      await gate(page, "reservation").release(async (route) => {
        // route.fetch() resolves names in Node, which knows nothing of *.localhost: loopback plus the browser's Host header.
        const url = new URL(route.request().url());
        const host = url.host;
        url.hostname = "127.0.0.1";
        const response = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
        const body = (await response.json()) as { data: string };
        const details = { ...JSON.parse(Buffer.from(body.data, "base64").toString("utf8")), bookingStatus: "held" };
        await route.fulfill({ response, json: { ...body, data: Buffer.from(JSON.stringify(details)).toString("base64") } });
      });
    },
    async "hold.paymentRequested"(page, _event, step) {
      if (JSON.stringify(step.before) === JSON.stringify(step.after)) return expect(page.getByRole("button", { name: "Continue to payment" })).toHaveCount(0);
      await page.getByRole("button", { name: "Continue to payment" }).click();
    },
    async "hold.released"(page, _event, step) {
      if (JSON.stringify(step.before) === JSON.stringify(step.after)) return expect(page.getByRole("button", { name: "Release booking" })).toHaveCount(0);
      await page.getByRole("button", { name: "Release booking" }).click();
    },
    async "xstate.done.actor.releaseHold"(page) {
      // The booking shown as held is really paid (see loadReservation): the server's release is answered here.
      await gate(page, "release").release((route) =>
        route.fulfill({ json: { status: true, message: "Booking released. Your card was not charged.", data: { referenceNumber: "x", bookingStatus: "failed" } } }),
      );
    },
    async "xstate.error.actor.releaseHold"(page) {
      await gate(page, "release").fail();
    },
    async "xstate.error.actor.loadReservation"(page) {
      await gate(page, "reservation").fail();
    },
    async "reservation.retried"(page) {
      await page.getByRole("button", { name: "Try again" }).click();
    },
    async "cancel.requested"(page, _event, step) {
      if (JSON.stringify(step.before) === JSON.stringify(step.after)) return expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
      await page.getByRole("button", { name: "Cancel booking" }).click();
    },
    async "xstate.done.actor.cancellation"(page, event) {
      const dialog = cancelDialog(page);
      await expect(dialog.getByText("Cancellation penalty")).toBeVisible({ timeout: 15_000 });
      if ((event.output as { status: string }).status === "dismissed") return dialog.getByRole("button", { name: "Keep booking" }).click();
      await dialog.getByRole("button", { name: "Cancel with penalty" }).click();
      await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Flight cancelled successfully" })).toBeVisible({ timeout: 15_000 });
    },
    async "search.restarted"(page, _event, step) {
      // "Book another flight" shows with the booking; while it loads (or failed to), the booking menu's Flights link starts over.
      if (stateKey(step.before).includes("loaded")) await page.getByRole("button", { name: "Book another flight" }).click();
      else await page.getByRole("navigation", { name: "Booking menu" }).getByRole("link", { name: "Flights" }).click();
    },
    async "checkout.resumed"(page, _event, step: UiStep) {
      const next = step.next;
      await state(page).saves?.();
      if (next?.type === "xstate.done.actor.fetchPaymentOutcome") await payElsewhere(page, state(page).token ?? "", (next.output as { status?: string }).status ?? "none");
      for (const name of ["search", "reprice", "reservation", "outcome", "release"] as const) gate(page, name).forget();
      state(page).reloaded = true;
      await page.reload();
    },
    async "xstate.done.actor.fetchPaymentOutcome"(page, event) {
      const outcome = event.output as { status?: string };
      if (outcome.status === "processing") {
        return void (await gate(page, "outcome").release((route) => route.fulfill({ json: { status: true, message: "Success", data: outcome } })));
      }
      await gate(page, "outcome").release();
    },
    async "xstate.error.actor.fetchPaymentOutcome"(page) {
      await gate(page, "outcome").fail();
    },
    async "xstate.after.outcomePollInterval.flightBooking.resuming.waitingForOutcome"(page) {
      // The page asks again after 2 s by itself.
      await gate(page, "outcome").next(10_000).then((route) => gate(page, "outcome").hold(route));
    },
    async "resume.retried"(page) {
      await page.getByRole("button", { name: "Try again" }).click();
    },
    async "xstate.done.actor.revalidateOffer"(page, event) {
      await answerReprice(page, { ...event, type: "xstate.done.actor.reprice" });
    },
    async "xstate.error.actor.revalidateOffer"(page, event) {
      await answerReprice(page, { ...event, type: "xstate.error.actor.reprice" });
    },
  }),
});

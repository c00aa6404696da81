/**
 * Browser driver of the hotelBooking machine: the hotel screens on the booking core's driver
 * (booking-core.ts walks checkout, payment, confirmation, cancel and resuming). This file brings the
 * search panel, the results that arrive while the asynchronous search runs, filters and sort, a
 * hotel's rooms and rates, and the lead guests.
 *
 * What each answer is follows from what the person did, planned from the path when searching, on the
 * sandbox's real places (docs/sandbox.md "Hotels"):
 * - a search with hotels is Lisbon for 2 adults; one with none asks one room for 5 adults and a child
 *   (no room type sleeps 6); a failed one is a network failure of the search's start;
 * - batches: the start and each poll are held; `search.progress` lets one poll through (the sandbox's
 *   first batches arrive with pollCompleted false), the search's answer lets every poll through;
 * - a price change is a hotel in Prescott (every rate costs more at getPrice). The real price check
 *   runs first; where it does not say what the path wants, the check is sent for the re-quoted rate
 *   (which carries today's price) or for the same rate as quoted 1 % lower (rate ids carry the price
 *   and time of their quote); an expired rate is the same rate quoted 31 minutes earlier; any other
 *   failure of a price check is a network failure.
 * - a page loaded from a link has run no search: pricing there starts one for the hotel's rooms,
 *   which is let through with the price answer.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { AnyEventObject } from "xstate";
import type { BookingContext } from "@machines/booking/context";
import type { HotelTypes } from "@machines/hotel-booking/description";
import { HOTEL_PATHS } from "@machines/hotel-booking/routes";
import type { BookingRestore } from "@machines/booking/routes";
import type { ExpectedSnapshot, ModelPath } from "../../model/harness";
import type { UiStep } from "../ui-model";
import { HOTEL_TRIGGERS } from "@/server/suppliers/hotels/sandbox-triggers";
import { fetchReal } from "./accounts";
import { bookingGate, defineBookingDriver, isPriceAnswer, outcomeOfSearch, searchPlan, stateKey, unchanged, type SearchOutcome, shownAlert } from "./booking-core";
import { ACME, acmeApi, CARDS, isoDay, notes, savedCheckout } from "./flights-common";
import { scaled } from "../../browser/slowdown";

const LISBON = { id: "2267057", name: "Lisbon" };
const PRESCOTT = { id: "5309842", name: "Prescott" };
const GUEST = { firstName: "Ana", lastName: "Silva" };
const CONTACT = { email: "alice@acme.test", phone: "+351 912 345 678" };
const CHECK_IN_DAYS = 30;
const NIGHTS = 2;

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as unknown as BookingContext<HotelTypes>;

// ------------------------------------------------------------------ planning the searches

interface Plan {
  city: { id: string; name: string };
  adults: number;
  children: number;
}

function planOf(outcome: SearchOutcome, priceChange: boolean): Plan {
  if (outcome === "empty") return { city: LISBON, adults: 5, children: 1 };
  return { city: priceChange ? PRESCOTT : LISBON, adults: 2, children: 0 };
}

/** The search started by step `from` (-1: the start link), for the answers that follow. */
function planFor(path: ModelPath, from: number): Plan {
  const { outcome, priceChange } = searchPlan(path, from, "searchHotels");
  return planOf(outcome, priceChange);
}

interface SentSearch {
  locationId: string;
  searchString: string;
  occupancies: Array<{ numOfRoom: number; numOfAdults: number; numOfChildren: number; childAges: number[] }>;
  stayPeriod: { start: string; end: string };
}

const roomsOf = (plan: Plan) => [{ numOfRoom: 1, numOfAdults: plan.adults, numOfChildren: plan.children, childAges: Array.from({ length: plan.children }, () => 10) }];

function outcomeOfRequest(body: SentSearch): SearchOutcome {
  // No sandbox room type sleeps more than 5 (children under 2 sleep free).
  return body.occupancies.some((room) => room.numOfAdults + room.childAges.filter((age) => age >= 2).length > 5) ? "empty" : "offers";
}

function searchBody(plan: Plan, stay = { start: isoDay(CHECK_IN_DAYS), end: isoDay(CHECK_IN_DAYS + NIGHTS) }) {
  return {
    searchString: plan.city.name,
    occupancies: roomsOf(plan),
    stayPeriod: stay,
    nationality: { name: "United States", alpha2Code: "US" },
    locationId: plan.city.id,
    type: "city",
  };
}

/** The results deep link of a search (src/web/features/hotels/url.ts). */
function resultsUrl(plan: Plan): string {
  const rooms = [plan.adults, ...Array.from({ length: plan.children }, () => 10)].join("-");
  return `${ACME}${HOTEL_PATHS.search}?dest=${plan.city.id}&name=${plan.city.name}&in=${isoDay(CHECK_IN_DAYS)}&out=${isoDay(CHECK_IN_DAYS + NIGHTS)}&rooms=${rooms}&nat=US`;
}

// ------------------------------------------------------------------ rates in held price checks

interface RateKey {
  h: string;
  q: number;
  t: number;
}
const PREFIX = "htl1_";
const keyOf = (rateId: string) => JSON.parse(Buffer.from(rateId.slice(PREFIX.length), "base64url").toString("utf8")) as RateKey & Record<string, unknown>;
const idOf = (key: Record<string, unknown>) => PREFIX + Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
const agedRateId = (rateId: string, minutes = 31) => {
  const key = keyOf(rateId);
  return idOf({ ...key, t: key.t - minutes * 60 });
};

/**
 * A page loaded from a link (or reloaded) has run no search: pricing a hotel or a rate there starts one
 * for the hotel's rooms (web-vertical.ts `partsOf`). That start is part of the price check, not a
 * search of the person's: let it through with the price answer.
 */
const searched = (page: Page) => notes<{ searched: boolean }>(page);

/** Releases the held price check (or revalidation, or the client's one) with the answer the path takes next. */
async function answerPrice(page: Page, event: AnyEventObject): Promise<void> {
  if (!searched(page).searched) await bookingGate(page, "search").open();
  const failure = event.type.startsWith("xstate.error.") ? ((event.error as { httpStatus?: number } | undefined)?.httpStatus ?? 0) : null;
  await bookingGate(page, "reprice").release(async (route) => {
    const body = route.request().postDataJSON() as { rateId: string; clientId?: string };
    if (failure !== null && failure !== 410) return route.abort("internetdisconnected");
    if (!body.rateId.startsWith(PREFIX)) return route.continue();
    if (failure === 410) return route.continue({ postData: JSON.stringify({ ...body, rateId: agedRateId(body.rateId) }) });
    const changedWanted = (event.output as { priceChanged?: boolean }).priceChanged === true;
    // The real price check first: when it says what the path wants, that answer is the page's.
    const first = await fetchReal(route, { postData: JSON.stringify(body) });
    const quoted = (await first.json()) as { data?: { priceChanged?: boolean; offer?: { id?: string } } };
    if ((quoted.data?.priceChanged === true) === changedWanted) return route.fulfill({ response: first });
    const key = keyOf(body.rateId);
    // Unchanged wanted (Prescott raised it): check the re-quoted rate, which carries the new price.
    // A change wanted for a rate that carries today's price: the same rate as quoted 1 % lower before.
    const rateId = changedWanted ? idOf({ ...key, q: Math.round(key.q * 0.99) }) : (quoted.data?.offer?.id ?? body.rateId);
    await route.continue({ postData: JSON.stringify({ ...body, rateId }) });
  });
}

// ------------------------------------------------------------------ the search, as a person types it

const searchForm = (page: Page) => page.getByRole("form", { name: "Search hotels" });
const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });

async function setGuests(page: Page, plan: Plan): Promise<void> {
  await searchForm(page)
    .getByRole("button", { name: /^Guests in room 1/ })
    .click();
  for (const [name, wanted] of [
    ["Adults", plan.adults],
    ["Children", plan.children],
  ] as const) {
    const count = page.getByRole("status", { name });
    for (let i = 0; i < 8; i++) {
      const now = Number(await count.textContent());
      if (now === wanted) break;
      await page.getByRole("button", { name: now < wanted ? `Add one to ${name}` : `Remove one from ${name}` }).click();
      await expect(count).toHaveText(String(now < wanted ? now + 1 : now - 1));
    }
  }
  await page.getByRole("button", { name: "Done" }).click();
}

async function typeSearch(page: Page, plan: Plan): Promise<void> {
  const form = searchForm(page);
  const destination = form.getByRole("combobox", { name: "Destination" });
  if (!(await destination.inputValue()).startsWith(plan.city.name)) {
    await expect(async () => {
      await destination.fill("");
      await destination.fill(plan.city.name);
      await page
        .getByRole("option", { name: new RegExp(`^${plan.city.name}`) })
        .first()
        .click({ timeout: scaled(5_000) });
      await expect(destination).toHaveValue(new RegExp(`^${plan.city.name}`), { timeout: scaled(2_000) });
    }).toPass({ timeout: scaled(20_000) });
  }
  await setGuests(page, plan);
  await form.getByRole("button", { name: "Search hotels" }).click();
}

/** The search's start was already let through (a batch arrived since the search began). */
function startReleased(step: UiStep): boolean {
  return step.index > 0 && step.path.steps[step.index - 1]?.event.type === "search.progress";
}

/** Lets the held start through, as the search the path needs (a search the page ran again by itself may need another). */
async function releaseStart(page: Page, wanted: SearchOutcome, priceChange: boolean): Promise<void> {
  searched(page).searched = true;
  await bookingGate(page, "search").release(async (route) => {
    const body = route.request().postDataJSON() as SentSearch;
    const inPrescott = body.locationId === PRESCOTT.id;
    if (outcomeOfRequest(body) === wanted && (wanted !== "offers" || inPrescott === priceChange)) return route.continue();
    await route.continue({ postData: JSON.stringify(searchBody(planOf(wanted, priceChange), body.stayPeriod)) });
  });
}

async function answerSearch(page: Page, event: AnyEventObject, step: UiStep): Promise<void> {
  const wanted = outcomeOfSearch(event);
  const released = startReleased(step);
  if (wanted === "error") {
    // A network failure (the sandbox's Failsworth fails at the first poll; both are the search failing).
    if (!released) return bookingGate(page, "search").fail();
    return bookingGate(page, "poll").fail();
  }
  if (!released) await releaseStart(page, wanted, planFor(step.path, step.index).city === PRESCOTT);
  await bookingGate(page, "poll").release();
}

// ------------------------------------------------------------------ setting pages up through the API

type Api = APIRequestContext;

/** A rate of the first hotel of a search (the API the page uses): the lowest one. */
async function firstRate(request: Api, token: string, plan: Plan): Promise<{ rateId: string; hotelId: string }> {
  const started = await acmeApi<{ corelationId: string }>(request, "POST", "/api/v2/hotel/searchasync", { token, data: searchBody(plan) });
  if (started.status !== 200) throw new Error(`hotel search answered ${started.status}: ${started.body.message}`);
  const { corelationId } = started.body.data;
  let hotels: Array<{ hotelId: string }> = [];
  for (let poll = 0; poll < 6; poll++) {
    const answer = await acmeApi<{ pollCompleted: boolean; hotels: Array<{ hotelId: string }> }>(request, "POST", `/api/v2/hotel/searchasync/search?corelationId=${corelationId}`, {
      token,
      data: { from: 0, size: 50 },
    });
    hotels = answer.body.data.hotels;
    if (answer.body.data.pollCompleted) break;
  }
  const hotelId = hotels[0]?.hotelId;
  if (!hotelId) throw new Error(`the sandbox found no hotel in ${plan.city.name}`);
  const rooms = await acmeApi<{ rooms: Array<{ rates: Array<{ rateId: string; price: { amount: number } }> }> }>(request, "GET", "/api/v3/hotel/get-rooms-and-rates", {
    token,
    params: { hotelid: hotelId, corelationId },
  });
  const rates = rooms.body.data.rooms.flatMap((room) => room.rates);
  const lowest = rates.sort((a, b) => a.price.amount - b.price.amount)[0];
  if (!lowest) throw new Error(`hotel ${hotelId} has no rate`);
  return { rateId: lowest.rateId, hotelId };
}

async function bookAndPay(request: Api, token: string, idempotencyKey: string, rateId: string, lastName: string, card: string): Promise<{ referenceNumber: string; paid: unknown }> {
  const booking = await acmeApi<{ referenceNumber: string }>(request, "POST", "/api/v2/hotel/booking", {
    token,
    data: { idempotencyKey, rateId, guests: [{ ...GUEST, lastName }], contact: CONTACT },
  });
  if (booking.status !== 200) throw new Error(`hotel booking answered ${booking.status}: ${booking.body.message}`);
  const { referenceNumber } = booking.body.data;
  const paid = await acmeApi(request, "POST", "/api/v2/hotel/payment", {
    token,
    data: { idempotencyKey, referenceNumber, card: { number: card.replace(/ /g, ""), expMonth: 12, expYear: 2034, cvc: "123", holderName: "Ana Silva" } },
  });
  return { referenceNumber, paid: paid.body };
}

/** A paid stay in Lisbon through the API (other specs' setup, e.g. My trip): its reference number. */
export async function paidHotelBooking(request: Api, token: string): Promise<string> {
  const { rateId } = await firstRate(request, token, { city: LISBON, adults: 2, children: 0 });
  const { referenceNumber, paid } = await bookAndPay(request, token, crypto.randomUUID(), rateId, GUEST.lastName, CARDS.ok);
  if (!(paid as { status?: boolean }).status) throw new Error(`hotel payment refused: ${JSON.stringify(paid)}`);
  return referenceNumber;
}

// ------------------------------------------------------------------ the driver

const hotels = defineBookingDriver({
  machineId: "hotelBooking",
  paths: HOTEL_PATHS,
  api: {
    reprice: { url: "**/api/v2/hotel/getPrice" },
    reservation: { url: /\/api\/v3\/hotel\/hotel-booking\//, method: "GET" },
    release: { url: "**/api/v2/hotel/releaseHold" },
  },
  gates: {
    search: { url: /\/api\/v2\/hotel\/searchasync(\?firstPoll=true)?$/ },
    poll: { url: /\/api\/v2\/hotel\/searchasync\/search\?/ },
  },
  texts: {
    acceptPrice: "Accept the new price",
    declinePrice: "Choose another hotel",
    backToDetails: "Back to the hotel",
    bookAnother: "Book another stay",
    menuLink: "Hotels",
    travellersForm: "Guest details",
    cancelled: "Booking Cancelled Successfully",
  },
  async open(page, input, path, _who, token) {
    // Every document load starts the app afresh: no search has run in it yet.
    page.on("load", () => {
      searched(page).searched = false;
    });
    const restore = (input as { restore?: BookingRestore }).restore;
    if (!restore) return void (await page.goto(`${ACME}${HOTEL_PATHS.search}`));
    if (restore.step === "results") return void (await page.goto(resultsUrl(planFor(path, -1))));
    if (restore.step === "confirmation") {
      const { rateId } = await firstRate(page.request, token, planOf("offers", false));
      const { referenceNumber } = await bookAndPay(page.request, token, crypto.randomUUID(), rateId, GUEST.lastName, CARDS.ok);
      return void (await page.goto(`${ACME}${HOTEL_PATHS.confirmation}?ref=${encodeURIComponent(referenceNumber)}`));
    }
    // A checkout link with a rate: the answers about it, until a new search, decide which city.
    const first = path.steps.find((step) => isPriceAnswer(step.event))?.event;
    const plan = planOf("offers", searchPlan(path, -1, "searchHotels").priceChange);
    const { rateId } = await firstRate(page.request, token, plan);
    const expired = first?.type === "xstate.error.actor.reprice" && (first.error as { httpStatus?: number }).httpStatus === 410;
    const search = resultsUrl(plan).split("?")[1];
    await page.goto(`${ACME}${HOTEL_PATHS.checkout}?${search}&offer=${encodeURIComponent(expired ? agedRateId(rateId) : rateId)}`);
  },
  stateChecks: {
    async search(page, snapshot) {
      const { alert } = contextOf(snapshot);
      await expect(page).toHaveURL(/\/booknow\/hotels\/search/);
      await expect(page.getByRole("heading", { level: 1, name: "Find your stay" })).toBeVisible();
      await expect(searchForm(page)).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Search progress" })).toHaveCount(0);
      if (alert) await expect(page.getByText(shownAlert(page, alert))).toBeVisible();
    },
    async searching(page) {
      await expect(page).toHaveURL(/\/booknow\/hotels\/search\?/);
      await expect(page.getByRole("progressbar", { name: "Search progress" })).toBeVisible();
    },
    async results(page) {
      await expect(page.getByRole("heading", { level: 1, name: "Choose your hotel" })).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Search progress" })).toHaveCount(0);
    },
    async "results.empty"(page) {
      await expect(page.getByRole("heading", { name: "No hotels found" })).toBeVisible();
    },
    async "results.loaded"(page, snapshot) {
      const { sort, filters: chosen } = contextOf(snapshot);
      await expect(page.getByTestId("hotel-count")).toHaveText(/^Showing [\d,]+ of [\d,]+ hotels$/);
      await expect(page.getByLabel("Sort by")).toHaveValue(String(sort));
      const fiveStars = filters(page).getByRole("checkbox", { name: /^5 stars/ });
      if ((chosen as { stars?: number[] }).stars?.includes(5)) await expect(fiveStars).toBeChecked();
    },
    async details(page) {
      // The URL is the core's check of each details state (the login page, after 'Please log in to continue to checkout.').
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  },
  eventActions: {
    async "search.submitted"(page, event, step) {
      if (!(event.search as { destination?: unknown }).destination) {
        // No destination: the form refuses it and nothing is sent.
        const destination = searchForm(page).getByRole("combobox", { name: "Destination" });
        await destination.fill("");
        await searchForm(page).getByRole("button", { name: "Search hotels" }).click();
        await expect(searchForm(page).getByText("Choose a destination from the list")).toBeVisible();
        return;
      }
      await typeSearch(page, planFor(step.path, step.index));
    },
    async "search.progress"(page, _event, step) {
      if (!startReleased(step)) await releaseStart(page, "offers", planFor(step.path, step.index).city === PRESCOTT);
      // One poll: the sandbox's next batch arrives, the search not yet complete.
      const poll = await bookingGate(page, "poll").next();
      await poll.continue();
      await expect(page.getByRole("status").filter({ hasText: /hotels found so far/ })).toBeVisible();
    },
    async "xstate.done.actor.searchHotels"(page, event, step) {
      await answerSearch(page, event, step);
    },
    async "xstate.error.actor.searchHotels"(page, event, step) {
      await answerSearch(page, event, step);
    },
    async "filters.changed"(page, _event, step) {
      const before = (contextOf(step.before).filters as { stars?: number[] }).stars ?? [];
      if (before.length === 1 && before[0] === 5) return;
      await filters(page)
        .getByRole("checkbox", { name: /^5 stars/ })
        .check();
    },
    async "filters.reset"(page) {
      await filters(page).getByRole("button", { name: "Reset", exact: true }).click();
    },
    async "sort.changed"(page, event, step) {
      if (unchanged(step)) return;
      await page.getByLabel("Sort by").selectOption(String(event.sort));
    },
    async "offer.selected"(page, _event, step) {
      // An offer the page does not show cannot be selected: nothing to press.
      if (unchanged(step)) return;
      // On the details page: another rate of the hotel.
      if (stateKey(step.before).includes("details"))
        return page
          .getByRole("button", { name: /^Choose .*, (Refundable|Non-refundable),/ })
          .first()
          .click();
      await page
        .getByRole("button", { name: /^See rooms at/ })
        .first()
        .click();
    },
    async "travellers.edited"(page, event) {
      const first = (event.draft as { passengers: Array<{ firstName?: string }> }).passengers[0]?.firstName ?? "";
      await page.getByRole("group", { name: "Lead guest, room 1" }).getByLabel("First name").fill(first);
    },
  },
  answerReprice: answerPrice,
  async fillTravellers(page, _step, refused) {
    const room = page.getByRole("group", { name: "Lead guest, room 1" });
    await room.getByLabel("First name").fill(GUEST.firstName);
    // docs/sandbox.md: SOLDOUT makes the booking fail after the card was authorised (released, nothing charged).
    await room.getByLabel("Last name").fill(refused ? HOTEL_TRIGGERS.soldOutLastName : GUEST.lastName);
    const contact = page.getByRole("group", { name: "Contact details" });
    await contact.getByLabel("Email").fill(CONTACT.email);
    await contact.getByLabel("Phone").fill(CONTACT.phone);
  },
  async refuseTravellers(page) {
    // No lead guest entered: the form refuses it.
    const room = page.getByRole("group", { name: "Lead guest, room 1" });
    await room.getByLabel("First name").fill("");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(
      room
        .getByText(/./)
        .filter({ hasNotText: /^(Lead guest, room 1|First name|Last name)$/ })
        .first(),
    ).toBeVisible();
  },
  asHeld(body) {
    return { ...body, data: { ...(body.data as object), bookingStatus: "held" } };
  },
  async payElsewhere(page, token, status, refused) {
    if (status === "none" || status === "processing") return null;
    const { idempotencyKey, offerId } = await savedCheckout(page, token);
    const lastName = refused ? "SOLDOUT" : GUEST.lastName;
    const card = ({ requires_action: CARDS.challenge, declined: CARDS.declined } as Record<string, string>)[status] ?? CARDS.ok;
    return (await bookAndPay(page.request, token, idempotencyKey, offerId, lastName, card)).paid;
  },
});

export const hotelBookingDriver = hotels.driver;
export const unsupportedHotelStep = hotels.unsupportedStep;

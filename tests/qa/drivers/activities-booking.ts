/**
 * Browser driver of the activityBooking machine: the activity screens on the booking core's driver
 * (booking-core.ts walks checkout, payment, confirmation, cancel and resuming). This file brings the
 * destination search, results read in pages of 50 shown as they arrive until one has fewer, the spec B §9 tag
 * filters and the sorts on the whole list (no new search), the details page (a product, then a day, an option and a
 * start time checked for availability), the travellers and the cancellation with a reason.
 *
 * What each answer is follows from what the person did, planned from the path, on the sandbox's real
 * places (docs/sandbox.md "Activities"):
 * - a search with activities is Lisbon (139 of them: three pages of 50); where a price answer of that search's
 *   offers should change, it is Prescott, Arizona (the sandbox's price-change destination: the first
 *   checkout of an offer answers 8 % more with a new offer id; where the path wants that offer's price
 *   unchanged, the check is sent for the raised offer, which answers no change, as the hotel driver does);
 * - a failed search is a network failure (no sandbox trigger fails it); `search.progress` lets one page through
 *   (both cities have more than 50), the search's answer lets every page through;
 * - a product's page loads the product (GET details), which has no price to change and cannot expire:
 *   only a chosen offer (POST bookings/checkout) is priced again, so a price change or an expiry is
 *   always about a chosen offer; an expired one is the same offer checked 31 minutes earlier (offer ids
 *   carry when the availability check made them); any other failure of a price check is a network failure;
 * - the availability check of a choice refused as sold out has no sandbox trigger (the sandbox's slots
 *   are the same for the same product, day and time, and the page offers only open ones): it fails as a
 *   network failure, which the machine answers the same way (back to the choice, the reason toasted).
 *
 * Start points (the model's inputs): the search page; a results link; a checkout link with a chosen offer
 * (the model's link names a product code, but the checkout books only a chosen offer: the setup makes one
 * through the availability API); a confirmation link (a booking the setup made and paid through the API).
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { HeldRoute } from "./held-fetch";
import type { AnyEventObject } from "xstate";
import type { ActivityTypes } from "@machines/activity-booking/description";
import { ACTIVITY_PATHS } from "@machines/activity-booking/routes";
import type { BookingContext } from "@machines/booking/context";
import type { BookingRestore } from "@machines/booking/routes";
import { ACTIVITY_TRIGGERS } from "@/server/suppliers/activities/sandbox-triggers";
import type { ExpectedSnapshot, ModelPath } from "../../model/harness";
import { bookingGate, defineBookingDriver, stateKey, unchanged, shownAlert } from "./booking-core";
import { ACME, acmeApi, CARDS, isoDay, notes, savedCheckout, type UnsupportedStep } from "./flights-common";
import { scaled } from "../../browser/slowdown";

interface City {
  id: number;
  name: string;
}
const LISBON: City = { id: 2267057, name: "Lisbon" };
const PRESCOTT: City = { id: ACTIVITY_TRIGGERS.priceChangeDestinationId, name: "Prescott" };
/** The party the setup books for (the page's own choice keeps the party searched). */
const PARTY = { ADT: 2, CHD: 0 } as const;
const CONTACT = { email: "alice@acme.test", phone: "+1 212 555 0100" };
const LEAD = { firstName: "Ana", lastName: "Silva" };
/** First names of the travellers after the lead (names are letters only). */
const OTHERS = ["Bruno", "Carla", "Duarte", "Eva", "Filipe", "Gil", "Helena", "Ines"];
/** The answer to every question the provider asks (a pickup hotel, a mobile number, dietary needs). */
const ANSWER = "Hotel Avenida, +1 212 555 0100";
/** spec B §9 tag labels (src/web/features/activities/labels.ts) of the tags the model filters by. */
const TAG_LABELS: Record<string, string> = { morning: "6 am to 12 pm" };

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as unknown as BookingContext<ActivityTypes>;

interface ActivityNotes extends Record<string, unknown> {
  /** The machine is about to load a product (a result picked): its GET details waits for the reprice answer. */
  expectProduct: boolean;
  /** Reading the booking again after a cancellation failed: the page says spec B §8's words. */
  updateFailed: boolean;
}
const mine = (page: Page) => notes<ActivityNotes>(page);

// ------------------------------------------------------------------ planning from the path

const PRICE_ANSWER = /^xstate\.done\.actor\.(reprice|checkChoice|revalidateOffer|repriceForClient)$/;
/** A search typed with a destination (one without is refused and searches nothing). */
const startsSearch = (event: AnyEventObject) => event.type === "search.submitted" && Boolean((event.search as { selectedLocation?: unknown }).selectedLocation);

function changesPrice(event: AnyEventObject): boolean {
  const output = event.output as { priceChanged?: boolean; pricing?: { priceChanged?: boolean } } | undefined;
  return (output?.pricing ?? output)?.priceChanged === true;
}

/** The city of the search started by step `from` (-1: the start link): Prescott when a later price answer of its offers changes. */
function cityFor(path: ModelPath, from: number): City {
  const later = path.steps.slice(from + 1);
  const next = later.findIndex((step) => startsSearch(step.event));
  const until = next < 0 ? later : later.slice(0, next);
  return until.some((step) => PRICE_ANSWER.test(step.event.type) && changesPrice(step.event)) ? PRESCOTT : LISBON;
}

const before = (path: ModelPath, index: number): ExpectedSnapshot => (index === 0 ? path.initial : (path.steps[index - 1]?.expected as ExpectedSnapshot));
/** A snapshot's text, made once per snapshot: the shortest paths share their graph's snapshots, and choosing the
 * cover set asks `unchangedAt` of every step before each step of thousands of them (`chosenBefore`). */
const snapshotTexts = new WeakMap<ExpectedSnapshot, string>();
function snapshotText(snapshot: ExpectedSnapshot | undefined): string | undefined {
  if (snapshot === undefined) return undefined;
  let text = snapshotTexts.get(snapshot);
  if (text === undefined) {
    text = JSON.stringify(snapshot);
    snapshotTexts.set(snapshot, text);
  }
  return text;
}
const unchangedAt = (path: ModelPath, index: number) => snapshotText(before(path, index)) === snapshotText(path.steps[index]?.expected);

/**
 * Whether the offer the page's machine holds before step `index` is a chosen one (a bookable offer, priced
 * with POST bookings/checkout) rather than a product code (loaded with GET details). As the model's, except
 * that the checkout link's offer is a chosen one in the browser (see the header).
 */
function chosenBefore(path: ModelPath, index: number): boolean {
  let chosen = (path.input as { restore?: BookingRestore }).restore?.step === "checkout";
  for (let k = 0; k < index; k++) {
    const type = path.steps[k]?.event.type;
    if (unchangedAt(path, k)) continue;
    if (type === "offer.selected") chosen = false;
    if (type === "xstate.done.actor.checkChoice" || type === "hold.paymentRequested") chosen = true;
  }
  return chosen;
}

/** Steps the activity pages cannot produce: none is a person's action there (besides the core's). */
const activityUnsupported: UnsupportedStep = (step, index, path) => {
  const { type } = step.event;
  const was = contextOf(before(path, index));
  if (/^xstate\.(done|error)\.actor\.reprice$/.test(type) && !chosenBefore(path, index)) {
    if (type.startsWith("xstate.done.") && changesPrice(step.event)) return "a product's page loads the product, which has no price of its own to change: only a chosen offer is priced again";
    if ((step.event.error as { httpStatus?: number } | undefined)?.httpStatus === 410) return "a product's page loads the product, which does not expire: only a chosen offer does";
  }
  if (type === "xstate.done.actor.searchActivities" && ((step.event.output as { offers?: unknown[] } | undefined)?.offers?.length ?? 0) === 0) {
    return "the sandbox has activities in every city: a search always finds some (a failed search shows the empty results)";
  }
  if (type === "filters.reset" && (was.search?.filterItem.tags.length ?? 0) === 0) return "no tag chosen: the results offer 'Clear all filters' only once one is";
  if (type === "sort.changed" && !unchangedAt(path, index) && was.search?.filterItem.sortOrder === step.event.sort) return "the sort already chosen: choosing it again in the list sends nothing";
  if (type === "checkout.requested" && step.event.authenticated === false && !chosenBefore(path, index)) {
    return "no choice yet: the details page offers 'Continue to checkout' once a day, an option and a time are checked";
  }
  if (type === "checkout.requested" && unchangedAt(path, index) && step.event.authenticated !== false && chosenBefore(path, index)) {
    return "the checkout link's offer is a chosen one on the page (the model's names a product): 'Continue to checkout' is there";
  }
  return null;
};

// ------------------------------------------------------------------ chosen offers in held price checks

interface OfferKey {
  productCode: string;
  parts: string[];
}
/** `ao1.<product>.<day>.<option>.<hhmm>.<adults>.<children>.<price version>.<minute made>` (sandbox-offers.ts). */
function keyOf(offerId: string): OfferKey | null {
  const parts = offerId.split(".");
  return parts[0] === "ao1" && parts.length === 9 ? { productCode: parts[1] ?? "", parts } : null;
}
const withPart = (key: OfferKey, index: 7 | 8, value: number) => key.parts.map((part, i) => (i === index ? String(value) : part)).join(".");
const versionOf = (key: OfferKey) => Number(key.parts[7]);
/** The same offer as if its availability check had been made `minutes` earlier. */
const aged = (key: OfferKey, minutes = ACTIVITY_TRIGGERS.offerTtlMinutes + 1) => withPart(key, 8, Number(key.parts[8]) - minutes);
const inPrescott = (key: OfferKey) => key.productCode.startsWith(`${PRESCOTT.id}P`);

async function continueWithOffer(route: HeldRoute, offerId: string): Promise<void> {
  const body = route.request().postDataJSON() as Record<string, unknown>;
  await route.continue({ postData: JSON.stringify({ ...body, offerId }) });
}

/** Releases the held price check of a chosen offer (a refresh, the choice, the client's, the resume's) with the answer the path takes next. */
async function answerChosen(page: Page, event: AnyEventObject): Promise<void> {
  const failure = event.type.startsWith("xstate.error.") ? ((event.error as { httpStatus?: number } | undefined)?.httpStatus ?? 0) : null;
  await bookingGate(page, "reprice").release(async (route) => {
    const key = keyOf((route.request().postDataJSON() as { offerId: string }).offerId);
    if (failure === 410 && key) return continueWithOffer(route, aged(key));
    if (failure !== null) return route.abort("internetdisconnected");
    if (!key) return route.continue();
    const changedWanted = changesPrice(event);
    if (!inPrescott(key)) {
      if (changedWanted) throw new Error("the path wants a price change for an activity outside Prescott (plan the search)");
      return route.continue();
    }
    // The sandbox raises a Prescott offer once (price version 0 → 1): the raised one answers no change.
    if (changedWanted === (versionOf(key) === 0)) return route.continue();
    await continueWithOffer(route, withPart(key, 7, changedWanted ? 0 : 1));
  });
}

/** Whether the machine's price check now is a product's load (its page without a chosen offer). */
function loadsProduct(page: Page): boolean {
  const url = new URL(page.url());
  return mine(page).expectProduct === true || (url.pathname.startsWith(`${ACTIVITY_PATHS.details}/`) && !url.searchParams.has("offer"));
}

async function answerPrice(page: Page, event: AnyEventObject): Promise<void> {
  if (!loadsProduct(page)) return answerChosen(page, event);
  mine(page).expectProduct = false;
  if (event.type.startsWith("xstate.error.")) return bookingGate(page, "product").fail();
  await bookingGate(page, "product").release();
}

// ------------------------------------------------------------------ the search, as a person types it

const searchForm = (page: Page) => page.getByRole("form", { name: "Search activities" });
const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const availability = (page: Page) => page.getByRole("form", { name: "Check availability" });
const resultsStatus = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing [\d,]+ of [\d,]+ activities$/ });

async function typeSearch(page: Page, city: City): Promise<void> {
  const form = searchForm(page);
  const destination = form.getByRole("combobox", { name: "Destination" });
  if ((await destination.inputValue()) !== city.name) {
    await expect(async () => {
      await destination.fill("");
      await destination.fill(city.name);
      // Prescott Valley comes before Prescott: the option named exactly.
      await page
        .getByRole("option", { name: city.name, exact: true })
        .first()
        .click({ timeout: scaled(5_000) });
      await expect(destination).toHaveValue(city.name, { timeout: scaled(2_000) });
    }).toPass({ timeout: scaled(20_000) });
  }
  await form.getByRole("button", { name: "Search activities" }).click();
}

/** The results link of a search (src/web/features/activities/url.ts). */
const resultsUrl = (city: City) => `${ACME}${ACTIVITY_PATHS.search}?dest=${city.id}&name=${encodeURIComponent(city.name)}&adt=${PARTY.ADT}&chd=${PARTY.CHD}`;

async function answerSearch(page: Page, event: AnyEventObject): Promise<void> {
  // No sandbox trigger fails an activity search: a network failure.
  if (event.type.startsWith("xstate.error.")) return bookingGate(page, "search").fail();
  if (((event.output as { offers?: unknown[] }).offers?.length ?? 0) === 0) throw new Error("the path wants a search without activities: no planned search gives one");
  await bookingGate(page, "search").release();
}

/** On the details page: the first open slot of the first open day that has one, then "Check availability". */
async function chooseSlot(page: Page): Promise<void> {
  const form = availability(page);
  await expect(form).toBeVisible({ timeout: scaled(15_000) });
  const times = form.getByRole("group", { name: "Option and start time" });
  const open = times.getByRole("radio", { disabled: false });
  const days = form.getByRole("application", { name: /^Day/ }).getByRole("grid").getByRole("button", { disabled: false });
  for (let day = 0; ; day++) {
    await expect(times.getByRole("radio").or(times.getByText("No times that day for your party. Choose another day.")).first()).toBeVisible({ timeout: scaled(15_000) });
    if ((await open.count()) > 0) break;
    if (day >= 10) throw new Error("no open slot in the first open days");
    await days.nth(day + 1).click();
  }
  await open.first().check();
  await form.getByRole("button", { name: "Check availability" }).click();
}

// ------------------------------------------------------------------ setting pages up through the API

type Api = APIRequestContext;
interface Offer {
  id: string;
  travellers: { ADT: number; CHD: number };
  bookingQuestions: Array<{ id: string; required: boolean }>;
}

/** A chosen offer of the first product of a city open in the next days (the API the page uses). */
async function chosenOffer(request: Api, token: string, city: City): Promise<Offer> {
  const location = { destinationId: city.id, destinationName: city.name, destinationType: "CITY" };
  const found = await acmeApi<{ searchItem: Array<{ productCode: string }> }>(request, "POST", "/api/activities/search", { token, data: { destinationId: city.id, selectedLocation: location } });
  if (found.status !== 200) throw new Error(`activity search answered ${found.status}: ${found.body.message}`);
  for (const { productCode } of found.body.data.searchItem.slice(0, 5)) {
    const dates = await acmeApi<{ availableDates: string[] }>(request, "GET", `/api/activities/availableDates/${productCode}`, { token, params: { from: isoDay(0), days: "90" } });
    for (const travelDate of dates.body.data.availableDates.slice(0, 5)) {
      type Slots = { options: Array<{ optionCode: string; slots: Array<{ startTime: string; available: boolean }> }>; offer: Offer | null };
      const day = await acmeApi<Slots>(request, "POST", "/api/activities/availability/check", { token, data: { productCode, travelDate, travellers: PARTY } });
      const option = day.body.data.options.find((candidate) => candidate.slots.some((slot) => slot.available));
      const slot = option?.slots.find((candidate) => candidate.available);
      if (!option || !slot) continue;
      const chosen = await acmeApi<Slots>(request, "POST", "/api/activities/availability/check", {
        token,
        data: { productCode, travelDate, travellers: PARTY, optionCode: option.optionCode, startTime: slot.startTime },
      });
      if (chosen.body.data.offer) return chosen.body.data.offer;
    }
  }
  throw new Error(`no open activity in ${city.name}`);
}

/** Books and pays a chosen offer through the API, as the page does (book, then pay with the same idempotency key). */
async function bookAndPay(request: Api, token: string, idempotencyKey: string, offerId: string, lastName: string, card: string): Promise<{ referenceNumber: string; paid: unknown }> {
  // The offer as checkout prices it: its party and the questions its provider asks.
  const priced = await acmeApi<{ offer: Offer }>(request, "POST", "/api/activities/bookings/checkout", { token, data: { offerId } });
  if (priced.status !== 200) throw new Error(`activity checkout answered ${priced.status}: ${priced.body.message}`);
  const { offer } = priced.body.data;
  const party = (["ADT", "CHD"] as const).flatMap((type) => Array.from({ length: offer.travellers[type] }, () => type));
  const travellers = party.map((type, i) => ({ type, firstName: i === 0 ? LEAD.firstName : (OTHERS[i - 1] ?? "Sam"), lastName }));
  const answers = offer.bookingQuestions.filter((question) => question.required).map((question) => ({ questionId: question.id, answer: ANSWER }));
  // Booked as priced (a Prescott offer's first checkout raises it: the raised one is the one to book).
  const booking = await acmeApi<{ referenceNumber: string }>(request, "POST", "/api/activities/bookings/book", { token, data: { idempotencyKey, offerId: offer.id, travellers, contact: CONTACT, answers } });
  if (booking.status !== 200) throw new Error(`activity booking answered ${booking.status}: ${booking.body.message}`);
  const { referenceNumber } = booking.body.data;
  const paid = await acmeApi(request, "POST", "/api/activities/bookings/payment", {
    token,
    data: { idempotencyKey, referenceNumber, card: { number: card.replace(/ /g, ""), expMonth: 12, expYear: 2034, cvc: "123", holderName: "Ana Silva" } },
  });
  return { referenceNumber, paid: paid.body };
}

/** A paid activity in Lisbon through the API (other specs' setup, e.g. My trip): its reference number. */
export async function paidActivityBooking(request: Api, token: string): Promise<string> {
  const offer = await chosenOffer(request, token, LISBON);
  const { referenceNumber, paid } = await bookAndPay(request, token, crypto.randomUUID(), offer.id, LEAD.lastName, CARDS.ok);
  if (!(paid as { status?: boolean }).status) throw new Error(`activity payment refused: ${JSON.stringify(paid)}`);
  return referenceNumber;
}

// ------------------------------------------------------------------ the driver

const activities = defineBookingDriver({
  machineId: "activityBooking",
  paths: ACTIVITY_PATHS,
  api: {
    reprice: { url: "**/api/activities/bookings/checkout" },
    reservation: { url: /\/api\/activities\/bookings\/[^/]+\/details$/, method: "GET" },
    release: { url: "**/api/activities/bookings/release-hold" },
  },
  gates: {
    search: { url: /\/api\/activities\/search$/ },
    product: { url: /\/api\/activities\/details\/[^/?]+$/, method: "GET" },
  },
  texts: {
    acceptPrice: "Continue at the new price",
    declinePrice: "Choose another activity",
    backToDetails: "Back to activity details",
    bookAnother: "Book another activity",
    menuLink: "Activities",
    travellersForm: "Traveller details",
    cancelled: "Booking Cancelled Successfully",
    repricing: /^(Loading the activity…|Checking the latest price and availability…)$/,
    chooseFirst: "Check availability",
  },
  async open(page, input, path, _who, token) {
    // The details page also loads its product by itself once an offer is chosen: only the machine's load waits.
    bookingGate(page, "product").letThrough(() => !loadsProduct(page));
    const restore = (input as { restore?: BookingRestore }).restore;
    if (!restore) return void (await page.goto(`${ACME}${ACTIVITY_PATHS.search}`));
    if (restore.step === "results") return void (await page.goto(resultsUrl(cityFor(path, -1))));
    const city = cityFor(path, -1);
    const offer = await chosenOffer(page.request, token, city);
    if (restore.step === "confirmation") {
      const { referenceNumber } = await bookAndPay(page.request, token, crypto.randomUUID(), offer.id, LEAD.lastName, CARDS.ok);
      return void (await page.goto(`${ACME}${ACTIVITY_PATHS.confirmation}/${encodeURIComponent(referenceNumber)}`));
    }
    // A checkout link with a chosen offer; expired when the path's first price answer says so.
    const first = path.steps.find((step) => /^xstate\.(done|error)\.actor\.reprice$/.test(step.event.type))?.event;
    const expired = first?.type === "xstate.error.actor.reprice" && (first.error as { httpStatus?: number }).httpStatus === 410;
    const key = keyOf(offer.id);
    const offerId = expired && key ? aged(key) : offer.id;
    await page.goto(`${ACME}${ACTIVITY_PATHS.checkout}?offer=${encodeURIComponent(offerId)}`);
  },
  stateChecks: {
    async search(page, snapshot) {
      const { alert } = contextOf(snapshot);
      await expect(page).toHaveURL(new RegExp(`${ACTIVITY_PATHS.search}`));
      await expect(page.getByRole("heading", { level: 1, name: "Find things to do" })).toBeVisible();
      await expect(searchForm(page)).toBeVisible();
      if (alert) await expect(page.getByText(shownAlert(page, alert))).toBeVisible();
    },
    async searching(page) {
      await expect(page).toHaveURL(new RegExp(`${ACTIVITY_PATHS.search}\\?`));
      await expect(page.getByRole("heading", { level: 1, name: "Things to do" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Searching activities…" })).toBeVisible();
    },
    async results(page) {
      await expect(page.getByRole("heading", { level: 1, name: "Things to do" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Searching activities…" })).toHaveCount(0);
    },
    async "results.empty"(page) {
      await expect(page.getByRole("heading", { name: "No activities found" })).toBeVisible();
    },
    async "results.loaded"(page, snapshot) {
      const { sort, filters: chosen } = contextOf(snapshot);
      await expect(resultsStatus(page)).toBeVisible();
      await expect(page.getByRole("list", { name: "Activities" }).getByRole("listitem").first()).toBeVisible();
      await expect(page.getByLabel("Sort by")).toHaveValue(String(sort));
      for (const tag of chosen.tags) await expect(filters(page).getByRole("checkbox", { name: new RegExp(`^${TAG_LABELS[tag] ?? tag}`) })).toBeChecked();
    },
    async details(page) {
      // Sent to log in (the core's check of details.reviewing says so): the details page is left.
      if (notes<{ sentToLogin: boolean }>(page).sentToLogin) return;
      await expect(page).toHaveURL(new RegExp(`${ACTIVITY_PATHS.details}/\\d+P\\d+`));
      await expect(page.getByRole("heading", { level: 1, name: "Activity details" })).toBeVisible();
    },
    async "details.checkingChoice"(page) {
      await expect(availability(page).getByRole("status").filter({ hasText: "Checking availability…" })).toBeVisible();
    },
    async "confirmation.loading"(page) {
      // Loading again: a failure now is not the cancellation's update (spec B §8's words are for that one).
      mine(page).updateFailed = false;
      return Promise.resolve();
    },
    async "confirmation.updating"(page) {
      await expect(page.getByRole("status").filter({ hasText: "Refreshing…" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Reference number" })).toBeVisible();
    },
    async "confirmation.failed"(page) {
      const updateFailed = page.getByRole("alert").filter({ hasText: "Booking update failed. Please refresh the page." });
      await expect(updateFailed).toHaveCount(mine(page).updateFailed ? 1 : 0);
    },
  },
  eventActions: {
    async "search.submitted"(page, event, step) {
      if (!startsSearch(event)) {
        // No destination: the form refuses it and nothing is sent.
        await searchForm(page).getByRole("combobox", { name: "Destination" }).fill("");
        await searchForm(page).getByRole("button", { name: "Search activities" }).click();
        await expect(searchForm(page).getByText("Choose a destination from the list")).toBeVisible();
        return;
      }
      await typeSearch(page, cityFor(step.path, step.index));
    },
    async "xstate.done.actor.searchActivities"(page, event) {
      await answerSearch(page, event);
    },
    async "xstate.error.actor.searchActivities"(page, event) {
      await answerSearch(page, event);
    },
    async "search.progress"(page, _event, step) {
      if (unchanged(step)) return;
      const cards = page.getByRole("list", { name: "Activities" }).getByRole("listitem");
      // A results page opened by address came with its first page and showed it at once; else one page comes.
      if ((await cards.count()) === 0) await (await bookingGate(page, "search").next()).continue();
      await expect(cards.first()).toBeVisible();
    },
    async "filters.changed"(page, event, step) {
      const wanted = (event.change as { tags: string[] }).tags;
      const was = contextOf(step.before).filters.tags;
      for (const tag of wanted) {
        const label = TAG_LABELS[tag];
        if (!label) throw new Error(`no label for the tag ${tag} (add it to TAG_LABELS)`);
        // Already chosen: "Only" chooses it again (the same list).
        if (was.includes(tag as never))
          await filters(page)
            .getByRole("button", { name: `Only ${label}` })
            .click();
        else
          await filters(page)
            .getByRole("checkbox", { name: new RegExp(`^${label}`) })
            .check();
      }
    },
    async "filters.reset"(page) {
      await filters(page).getByRole("button", { name: "Clear all filters" }).click();
    },
    async "sort.changed"(page, event, step) {
      // Not a sort the list offers: nothing to choose.
      if (unchanged(step)) return;
      await page.getByLabel("Sort by").selectOption(String(event.sort));
    },
    async "offer.selected"(page, _event, step) {
      // An activity the page does not list cannot be picked: nothing to press.
      if (unchanged(step)) return;
      mine(page).expectProduct = true;
      // On the details page: another activity of the same search.
      if (stateKey(step.before).includes("details")) return page.getByRole("list", { name: "More things to do" }).getByRole("button").first().click();
      await page.getByRole("list", { name: "Activities" }).getByRole("button").first().click();
    },
    async "choice.submitted"(page, _event, step) {
      if (unchanged(step)) {
        // Six adults: the party picker stops at 5 (spec B §9), so no such choice can be sent.
        const form = availability(page);
        await form.getByRole("button", { name: /adults, \d+ children$/ }).click();
        const picker = page.getByRole("dialog", { name: "Choose travellers" });
        const more = picker.getByRole("button", { name: "Add one to Adults" });
        const count = picker.getByRole("status", { name: "Adults" });
        const was = Number(await count.textContent());
        while (await more.isEnabled()) await more.click();
        await expect(count).toHaveText("5");
        for (let n = 5; n > was; n--) await picker.getByRole("button", { name: "Remove one from Adults" }).click();
        await expect(count).toHaveText(String(was));
        await page.keyboard.press("Escape");
        return;
      }
      await chooseSlot(page);
    },
    async "xstate.done.actor.checkChoice"(page, event) {
      await answerChosen(page, event);
    },
    async "xstate.error.actor.checkChoice"(page, event) {
      await answerChosen(page, event);
    },
    async "travellers.edited"(page, event) {
      const first = (event.draft as { passengers: Array<{ firstName?: string }> }).passengers[0]?.firstName ?? "";
      await page
        .getByRole("group", { name: /^Lead traveller/ })
        .getByLabel("First name")
        .fill(first);
    },
    async "xstate.done.actor.cancellation"(page, event) {
      // spec B §3: an activity is cancelled with a reason, chosen before the confirmation can be sent.
      const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
      const withPenalty = dialog.getByRole("button", { name: "Cancel with penalty" });
      await expect(withPenalty).toBeVisible({ timeout: scaled(15_000) });
      if ((event.output as { status: string }).status === "dismissed") return dialog.getByRole("button", { name: "Keep booking" }).click();
      await withPenalty.click();
      const confirm = dialog.getByRole("button", { name: "Confirm cancellation" });
      await expect(confirm).toBeDisabled();
      await dialog.getByLabel("Reason for cancelling").selectOption({ label: "Change of plans" });
      await confirm.click();
      await expect(page.getByText("Booking Cancelled Successfully").first()).toBeVisible({ timeout: scaled(15_000) });
    },
    async "xstate.done.actor.reloadReservation"(page) {
      await bookingGate(page, "reservation").release();
    },
    async "xstate.error.actor.reloadReservation"(page) {
      // The booking read again after the cancel fails: a network failure (the sandbox reads every booking).
      mine(page).updateFailed = true;
      await bookingGate(page, "reservation").fail();
    },
  },
  answerReprice: answerPrice,
  async fillTravellers(page, _step, refused) {
    const rows = page.getByRole("form", { name: "Traveller details" }).getByRole("group", { name: /^(Lead traveller|Adult \d|Child \d)/ });
    await expect(rows.first()).toBeVisible();
    for (const [i, row] of (await rows.all()).entries()) {
      await row.getByLabel("First name").fill(i === 0 ? LEAD.firstName : (OTHERS[i - 1] ?? "Sam"));
      // docs/sandbox.md: SOLDOUT makes the booking fail after the card was authorised (released, nothing charged).
      await row.getByLabel("Last name").fill(refused ? ACTIVITY_TRIGGERS.soldOutLastName : LEAD.lastName);
    }
    const contact = page.getByRole("group", { name: "Contact details" });
    await contact.getByLabel("Email").fill(CONTACT.email);
    await contact.getByLabel("Phone").fill(CONTACT.phone);
    const questions = page.getByRole("group", { name: "For the provider" });
    if ((await questions.count()) > 0) for (const field of await questions.getByRole("textbox").all()) await field.fill(ANSWER);
  },
  async refuseTravellers(page) {
    // No lead traveller's name: the form refuses it and says why there.
    const lead = page.getByRole("group", { name: /^Lead traveller/ });
    await lead.getByLabel("First name").fill("");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(lead.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  },
  asHeld(body) {
    return { ...body, data: { ...(body.data as object), bookingStatus: "held" } };
  },
  async payElsewhere(page, token, status, refused) {
    if (status === "none" || status === "processing") return null;
    const { idempotencyKey, offerId } = await savedCheckout(page, token);
    // docs/sandbox.md: SOLDOUT makes the booking fail after the card was authorised (released, nothing charged).
    const lastName = refused ? ACTIVITY_TRIGGERS.soldOutLastName : LEAD.lastName;
    const card = ({ requires_action: CARDS.challenge, declined: CARDS.declined } as Record<string, string>)[status] ?? CARDS.ok;
    return (await bookAndPay(page.request, token, idempotencyKey, offerId, lastName, card)).paid;
  },
  unsupportedStep: activityUnsupported,
});

export const activityBookingDriver = activities.driver;
export const unsupportedActivityStep = activities.unsupportedStep;

/**
 * Shared pieces of the flight drivers (model-based walks in the browser): which paths the real pages can walk, holding
 * server answers until the step that delivers them, signing in once per worker, and the sandbox's
 * API for setting a page up (docs/sandbox.md, docs/flights-api.md).
 *
 * - `flightUiPaths(model, driver, unsupportedStep)`: the paths a spec walks. Like `uiPaths`, but a
 *   path with a step the real app cannot produce (a reason from `unsupportedStep`) is left out,
 *   and the `cover` set is chosen among the paths that remain, so every transition the app can
 *   reach is walked. Each path's input carries the path itself (non-enumerable, invisible to the
 *   machine and to descriptions), so `setup` can plan ahead: which route to search, which
 *   passenger name or card gives the outcomes that come later.
 * - `Gate`: requests of one endpoint are held until the event that answers them
 *   (`xstate.done.actor.*`), so each busy state ("Searching…", "Processing payment…") is seen and
 *   checked; the answer is then the real server's. Holding is timing only; a gate changes an
 *   answer only where the sandbox cannot produce it (a network failure: `abort`).
 */
import { expect, test, type APIRequestContext, type Page, type Request } from "@playwright/test";
import type { AnyEventObject } from "xstate";
import { SANDBOX_TRIGGERS } from "@/server/suppliers/flights/sandbox-triggers";
import { HOSTS, onHost, PORT } from "../../browser/fixtures/site";
import { SAVE_DELAY_MS } from "@/web/features/checkout-sessions/session-saver";
import { apiLogin, useLogin } from "../../browser/fixtures/accounts";
import type { LoginResult } from "@/shared/api/auth";
import { prepareModel, type ModelDefinition, type ModelPath, type PathStep } from "../../model/harness";
import { pathWalks } from "../../model/walk-cache";
import { chainPaths, type PathSet } from "../model-paths";
import { cachedPathChoice, type PathChoice } from "../path-choice-cache";
import { describeUiModel, uiPaths, type EventAction, type UiDriver, type UiStep } from "../ui-model";
import { scaled } from "../../browser/slowdown";
import { holdFetches, type HeldRoute } from "./held-fetch";

// ------------------------------------------------------------------ paths the app can walk

const PATH_OF = Symbol("qa.path");

/** The whole path a setup was called for (see the header). */
export function pathOfInput(input: unknown): ModelPath {
  const path = (input as Record<symbol, ModelPath | undefined>)[PATH_OF];
  if (!path) throw new Error("setup got an input without its path: use flightUiPaths() in the spec");
  return path;
}

/** Why the app cannot do this step (it is not a person's action there), or null. */
export type UnsupportedStep = (step: PathStep, index: number, path: ModelPath) => string | null;

/** A path whose input carries the path itself (non-enumerable), as a booking driver's setup reads it (`pathOfInput`). */
export function withOwnInput(path: ModelPath): ModelPath {
  const input = { ...(path.input as object) };
  const own: ModelPath = { ...path, input };
  Object.defineProperty(input, PATH_OF, { value: own, enumerable: false });
  return own;
}

function reasonFor(driver: UiDriver, unsupportedStep: UnsupportedStep, path: ModelPath): string | null {
  const byInput = driver.unsupportedInput?.(path.input) ?? null;
  if (byInput) return byInput;
  for (const [index, step] of path.steps.entries()) {
    const reason = unsupportedStep(step, index, path);
    if (reason) return reason;
  }
  return null;
}

/**
 * A chained path must not end the session (checkout.requested, not signed in) after a reload or a picked client:
 * the driver ends it by clearing the token cookie, which an agent's page restored with a client (or any page
 * after a reload) does not always notice before the click.
 */
const signsOutLate = (path: ModelPath) =>
  path.steps.some(
    (step, index) =>
      step.event.type === "checkout.requested" &&
      step.event.authenticated === false &&
      path.steps.slice(0, index).some((earlier) => earlier.event.type === "client.picked" || earlier.event.type === "checkout.resumed"),
  );

/** The paths a booking machine's browser walk takes (the cover set, chained; or every shortest or simple path), and what the app cannot walk. */
export async function chooseBookingPaths(definition: ModelDefinition, driver: UiDriver, unsupportedStep: UnsupportedStep, pathSet: PathSet): Promise<PathChoice> {
  const base = await uiPaths(definition, { pathSet: pathSet === "cover" ? "shortest" : pathSet });
  const supported: Array<{ path: ModelPath; number: number }> = [];
  const unsupported: Array<{ path: ModelPath; number: number; reason: string }> = [];
  base.paths.forEach((path, index) => {
    const number = base.numbers[index] ?? index + 1;
    const reason = reasonFor(driver, unsupportedStep, path);
    if (reason) unsupported.push({ path, number, reason });
    else supported.push({ path, number });
  });

  let chosen = supported;
  const lost = new Map<string, Set<string>>();
  if (pathSet !== "simple") {
    // What each shortest path walks (kept by vitest's machine-level walk when the model is unchanged).
    const byIndex = await pathWalks(base.prepared, base.paths);
    const walks = new Map<ModelPath, Set<string>>(base.paths.map((path, index) => [path, byIndex[index] ?? new Set<string>()]));
    const walkable = new Set(supported.flatMap(({ path }) => [...(walks.get(path) ?? [])]));
    for (const { path, reason: first } of unsupported) {
      for (const key of walks.get(path) ?? []) {
        if (walkable.has(key)) continue;
        // The reason of the unsupported step with this transition's event, else the path's first.
        const step = path.steps.findIndex((candidate, index) => key.includes(` ${candidate.event.type} `) && unsupportedStep(candidate, index, path));
        const reason = (step >= 0 ? unsupportedStep(path.steps[step] as PathStep, step, path) : null) ?? first;
        const keys = lost.get(reason) ?? new Set<string>();
        keys.add(key);
        lost.set(reason, keys);
      }
    }
    if (pathSet === "cover") {
      const cover = greedyCover(supported, walks).map((item) => ({ ...item, walk: walks.get(item.path) ?? new Set<string>() }));
      chosen = await chainPaths(
        base.prepared,
        cover,
        supported.map(({ path }) => path),
        { accept: (path) => reasonFor(driver, unsupportedStep, path) === null && !signsOutLate(path) },
      );
    }
  }
  return { paths: chosen.map(({ path }) => path), numbers: chosen.map(({ number }) => number), lost: [...lost].map(([reason, keys]) => [reason, [...keys]]) };
}

/**
 * The paths a booking-style spec walks, kept on disk per run (path-choice-cache.ts; simple paths, many and
 * made once per run anyway, are not kept). The one definition of a driven machine's cover set:
 * `npm run qa:paths -- <machine> --cover`, `qa:export --cover` and `qa:coverage` read it through
 * tests/qa/cover-paths.ts.
 */
export async function bookingPathChoice(definition: ModelDefinition, driver: UiDriver, unsupportedStep: UnsupportedStep, pathSet: PathSet): Promise<PathChoice> {
  const choose = () => chooseBookingPaths(definition, driver, unsupportedStep, pathSet);
  return pathSet === "simple" ? choose() : cachedPathChoice(prepareModel(definition), pathSet, choose);
}

/**
 * The spec's whole suite: `describeUiModel` over the paths the app can walk, plus one skipped test
 * per reason naming the transitions only unsupported paths would walk (the coverage test then
 * fails naming them too: they are gaps of the app, not of the driver).
 */
export async function describeFlightUiModel(definition: ModelDefinition, driver: UiDriver, unsupportedStep: UnsupportedStep = () => null): Promise<void> {
  const env = process.env.QA_PATH_SET;
  const pathSet = env === "simple" || env === "shortest" ? env : "cover";
  // The cover set qa:paths, qa:export and qa:coverage name (tests/qa/cover-paths.ts) is chosen with the registry's
  // driver and unsupported steps: the spec must walk with the same ones. (Imported here: index.ts imports this file.)
  const registered = await import("./index");
  if (registered.drivers[definition.name] !== driver || registered.unsupportedSteps[definition.name] !== unsupportedStep) {
    throw new Error(`${definition.name}: tests/qa/drivers/index.ts must map it to this spec's driver and unsupported steps (drivers, unsupportedSteps)`);
  }
  const prepared = prepareModel(definition);
  const { paths, numbers, lost } = await bookingPathChoice(definition, driver, unsupportedStep, pathSet);

  describeUiModel(driver, {
    definition,
    prepared,
    pathSet,
    capped: false,
    timeout: process.env.QA_PATH_TIMEOUT ? Number(process.env.QA_PATH_TIMEOUT) : undefined,
    paths: paths.map(withOwnInput),
    numbers,
  });
  test.describe(`${definition.name}: transitions the app cannot reach`, () => {
    const reported = new Set<string>();
    for (const [reason, keys] of lost) {
      const fresh = [...keys].filter((key) => !reported.has(key));
      fresh.forEach((key) => reported.add(key));
      if (fresh.length === 0) continue;
      test.skip(`${reason}: ${fresh.join("; ")}`, () => {});
    }
  });
}

/** The same greedy choice as model-paths.ts `cover`, among the walkable paths. */
function greedyCover<T extends { path: ModelPath }>(candidates: T[], walks: Map<ModelPath, Set<string>>): T[] {
  const uncovered = new Set(candidates.flatMap(({ path }) => [...(walks.get(path) ?? [])]));
  const chosen = new Set<number>();
  while (uncovered.size > 0) {
    let best = -1;
    let bestGain = 0;
    candidates.forEach(({ path }, index) => {
      const gain = [...(walks.get(path) ?? [])].filter((key) => uncovered.has(key)).length;
      const shorter = best >= 0 && gain === bestGain && path.steps.length < (candidates[best]?.path.steps.length ?? 0);
      if (gain > bestGain || shorter) [best, bestGain] = [index, gain];
    });
    if (best < 0) break;
    chosen.add(best);
    for (const key of walks.get(candidates[best]?.path as ModelPath) ?? []) uncovered.delete(key);
  }
  candidates.forEach(({ path }, index) => {
    if ((walks.get(path)?.size ?? 0) === 0) chosen.add(index);
  });
  return [...chosen].sort((a, b) => a - b).map((index) => candidates[index] as T);
}

// ------------------------------------------------------------------ holding answers

type Release = (route: HeldRoute) => Promise<void>;

/**
 * Holds every request to one endpoint until the step that answers it. The state check of a busy
 * state runs while the request is held; the done/error action then `release`s it, and the gate
 * stays open with that answer (a page that sends the same request twice gets the same answer)
 * until `close`, which the next action of the path does first.
 */
export class Gate {
  private readonly held: HeldRoute[] = [];
  private readonly waiting: Array<(route: HeldRoute) => void> = [];
  private passing: Release | null = null;
  private unheld: (() => boolean) | null = null;

  private constructor(readonly name: string) {}

  static async on(page: Page, name: string, url: string | RegExp, method = "POST"): Promise<Gate> {
    const gate = new Gate(name);
    // In the page, not with page.route: a route hands every request of the page to the test and turns its cache off
    // (held-fetch.ts).
    await holdFetches(page, name, url, method, (route) => {
      if (gate.unheld?.()) return void route.continue();
      if (gate.passing) return void gate.passing(route).catch(() => undefined);
      const waiter = gate.waiting.shift();
      if (waiter) waiter(route);
      else gate.held.push(route);
    });
    return gate;
  }

  /** The oldest held request (waits for it to be sent). */
  async next(timeout = scaled(20_000)): Promise<HeldRoute> {
    const ready = this.held.shift();
    if (ready) return ready;
    return new Promise<HeldRoute>((resolve, reject) => {
      const waiter = (route: HeldRoute) => {
        clearTimeout(timer);
        resolve(route);
      };
      // A wait that gave up takes no later request: that one is held for the next step's wait.
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new Error(`no ${this.name} request was sent within ${timeout} ms`));
      }, timeout);
      this.waiting.push(waiter);
    });
  }

  /**
   * Answers the held request (waiting for one if none is held yet), every other held one, and
   * any that comes until `close`: the real server's answer, or `how` changes it first.
   */
  async release(how: Release = (route) => route.continue()): Promise<void> {
    const first = await this.next();
    this.passing = how;
    await how(first);
    for (const route of this.held.splice(0)) await how(route).catch(() => undefined);
  }

  /** Lets every request through until `close`, held ones and any that comes, without waiting for one. */
  async open(how: Release = (route) => route.continue()): Promise<void> {
    this.passing = how;
    for (const route of this.held.splice(0)) await how(route).catch(() => undefined);
  }

  /** A network failure (the sandbox cannot produce one): the client sees httpStatus 0. */
  async fail(): Promise<void> {
    await this.release((route) => route.abort("internetdisconnected"));
  }

  /** Holds again: the next request waits for its own answer. */
  close(): void {
    this.passing = null;
  }

  /** Puts a request taken with `next` back in front. */
  hold(route: HeldRoute): void {
    this.held.unshift(route);
  }

  /** Lets a request through unheld while `when` is true (the page sends it by itself, not for a step). */
  letThrough(when: () => boolean): void {
    this.unheld = when;
  }

  /** Drops what is held (a reload cancels those requests). */
  forget(): void {
    this.held.length = 0;
  }
}

/** Closes every gate before each action, so each step's requests wait for their own answer. */
export function closingGates(gates: (page: Page) => Gate[], actions: Record<string, EventAction>): Record<string, EventAction> {
  return Object.fromEntries(
    Object.entries(actions).map(([type, action]) => [
      type,
      async (page: Page, event: AnyEventObject, step: UiStep) => {
        for (const gate of gates(page)) gate.close();
        await action(page, event, step);
      },
    ]),
  );
}

/** Holds answers of many endpoints; each driver names the ones its busy states wait on. */
export type Gates<K extends string> = Record<K, Gate>;

// ------------------------------------------------------------------ per page state

const pageState = new WeakMap<Page, Record<string, unknown>>();

/** Small notes an action leaves for a later check on the same page (e.g. "asked to log in"). */
export function notes<T extends Record<string, unknown>>(page: Page): Partial<T> {
  let state = pageState.get(page);
  if (!state) {
    state = {};
    pageState.set(page, state);
  }
  return state as Partial<T>;
}

// ------------------------------------------------------------------ signing in

export const ALICE = { email: "alice@acme.test", password: "Demo@1234" };
export const ACME = onHost(HOSTS.acme).replace(/\/$/, "");

/** A travel agent of Acme: books for the agency's clients (Agent books for a client). */
export const AGENT = { email: "agent@acme.test", password: "Demo@1234" };

const signedIn = new Map<string, Promise<LoginResult>>();

/**
 * Alice's session (or another person's), logged in through the login API once per worker and put into each
 * path's browser context as the login screen leaves it (tests/browser/fixtures/accounts.ts useLogin).
 */
export async function signIn(page: Page, who: typeof ALICE = ALICE): Promise<string> {
  let pending = signedIn.get(who.email);
  if (!pending) {
    pending = apiLogin(page.context().request, who.email, who.password).catch((error: unknown) => {
      signedIn.delete(who.email);
      throw error;
    });
    signedIn.set(who.email, pending);
  }
  const login = await pending;
  await useLogin(page.context(), login);
  return login.token;
}

// ------------------------------------------------------------------ the API, for setting pages up

/** Calls Acme's API from the test (Node knows nothing of *.localhost: loopback plus the Host header). */
export async function acmeApi<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  options: { token?: string; data?: unknown; params?: Record<string, string> } = {},
): Promise<{ status: number; body: { status: boolean; message: string; data: T } }> {
  const response = await request.fetch(`http://127.0.0.1:${PORT}${path}`, {
    method,
    headers: { host: `${HOSTS.acme}:${PORT}`, ...(options.token ? { "x-access-token": options.token } : {}) },
    ...(options.data !== undefined ? { data: options.data } : {}),
    ...(options.params ? { params: options.params } : {}),
  });
  return { status: response.status(), body: (await response.json()) as { status: boolean; message: string; data: T } };
}

/** ISO date `offset` days from today (UTC, like the sandbox). */
export function isoDay(offset: number, from = new Date()): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + offset)).toISOString().slice(0, 10);
}

/** The sandbox's price-change trigger: the first reprice of a flight to or from this airport (docs/sandbox.md). */
export const PRICE_CHANGE_AIRPORT = SANDBOX_TRIGGERS.priceChangeAirport;

export interface SearchRoute {
  from: string;
  to: string;
  depart: string;
  /** Round trip when set. */
  ret?: string;
  cabin?: "NoPreference" | "Economy" | "Premium" | "Business" | "First";
  adults?: number;
}

export function searchBody(route: SearchRoute) {
  const place = (location: string) => ({ location, place: "", country: "", countryShortCode: "" });
  const cabin = route.cabin ?? "NoPreference";
  return {
    routeType: route.ret ? "Round-Trip" : "One-Way",
    flightType: { value: cabin, name: cabin === "NoPreference" ? "All cabins" : cabin },
    aircraftType: "Commercial",
    selectedPassenger: { ADT: route.adults ?? 1, CHD: 0, INF: 0 },
    formData: [
      {
        id: "1",
        from: place(route.from),
        to: place(route.to),
        ...(route.ret ? { rangeDate: { startDate: route.depart, endDate: route.ret } } : { singleDate: route.depart }),
      },
    ],
  };
}

/** The results deep link of a search (machines/flight-booking/routes.ts, src/web/features/flights/url.ts). */
export function resultsUrl(route: SearchRoute): string {
  const trip = route.ret ? "Round-Trip" : "One-Way";
  const ret = route.ret ? `&ret=${route.ret}` : "";
  const cabin = route.cabin && route.cabin !== "NoPreference" ? `&cabin=${route.cabin}` : "";
  return `${ACME}/booknow/flights/search?trip=${trip}&legs=${route.from}-${route.to}-${route.depart}${ret}&adt=${route.adults ?? 1}${cabin}`;
}

export interface OfferSummary {
  id: string;
  flights: Array<{ airline: string; airlineName: string; stops: unknown[] }>;
  totalAmount: { amount: number; currency: string };
}

export async function searchOffers(request: APIRequestContext, route: SearchRoute): Promise<OfferSummary[]> {
  const { status, body } = await acmeApi<{ offers: OfferSummary[] }>(request, "POST", "/api/flight/search", { data: searchBody(route) });
  if (status !== 200) throw new Error(`search ${route.from}-${route.to} answered ${status}: ${body.message}`);
  return body.data.offers;
}

/** The same offer as if it had been searched `minutes` ago (offer ids carry their search time, docs/sandbox.md). */
export function agedOfferId(offerId: string, minutes = 31): string {
  const prefix = "sbx1_";
  const key = JSON.parse(Buffer.from(offerId.slice(prefix.length), "base64url").toString("utf8")) as { t: number };
  return prefix + Buffer.from(JSON.stringify({ ...key, t: key.t - minutes * 60 }), "utf8").toString("base64url");
}

export const TRAVELLER = { type: "ADT", firstName: "Jane", lastName: "Doe", birthDate: "1990-01-01", citizenship: "GB" } as const;
export const CONTACT = { email: ALICE.email, phone: "+44 20 7946 0000" } as const;
export const CARDS = {
  ok: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  challenge: "4000 0025 0000 3155",
  challengeThenDeclined: "4000 0084 0000 1629",
} as const;

/** Books and pays an offer through the API (setup only): the reference number of a ticketed booking. */
export async function bookViaApi(request: APIRequestContext, token: string, offerId: string, lastName = "Doe"): Promise<string> {
  const idempotencyKey = crypto.randomUUID();
  const booking = await acmeApi<{ referenceNumber: string }>(request, "POST", "/api/flight/booking", {
    token,
    data: { idempotencyKey, offerId, passengers: [{ ...TRAVELLER, lastName }], contact: CONTACT },
  });
  if (booking.status !== 200) throw new Error(`booking answered ${booking.status}: ${booking.body.message}`);
  const { referenceNumber } = booking.body.data;
  const card = { number: CARDS.ok.replace(/ /g, ""), expMonth: 12, expYear: 2034, cvc: "123", holderName: "Jane Doe" };
  const paid = await acmeApi(request, "POST", "/api/flight/payment", { token, data: { idempotencyKey, referenceNumber, card } });
  if (paid.status !== 200) throw new Error(`payment answered ${paid.status}: ${paid.body.message}`);
  return referenceNumber;
}

/** The event after this step, and the one after that (a submit plans for the outcomes that follow). */
export function ahead(path: ModelPath, index: number, distance = 1): AnyEventObject | undefined {
  return path.steps[index + distance]?.event;
}

/** Index of the first step at or after `from` whose event type starts with `prefix`. */
export function findStep(path: ModelPath, from: number, prefix: string): number {
  return path.steps.findIndex((step, index) => index >= from && step.event.type.startsWith(prefix));
}

/** A flight model of the registry by name (tests/model/flights/registry.ts). */
export async function flightModel(name: string): Promise<ModelDefinition> {
  const { models } = await import("../../model/registry");
  const model = models.find((candidate) => candidate.name === name);
  if (!model) throw new Error(`no model "${name}" in tests/model/registry.ts`);
  return model;
}

// ------------------------------------------------------------------ the checkout, as a person fills it

/** English text of a machine message (a descriptor or a server string). */
export function textOf(message: unknown): string {
  return typeof message === "string" ? message : String((message as { message?: string } | null)?.message ?? "");
}

/** The checkout deep link of an offer (with its search, so the traveller forms match it). */
export function checkoutUrl(offerId: string, route?: SearchRoute): string {
  const search = route ? resultsUrl(route).split("?")[1] : "";
  return `${ACME}/booknow/flights/checkout?${search ? `${search}&` : ""}offer=${encodeURIComponent(offerId)}`;
}

export async function fillTraveller(page: Page, lastName = "Doe", group = "Adult 1"): Promise<void> {
  const form = page.getByRole("group", { name: group });
  await form.getByLabel("First name").fill(TRAVELLER.firstName);
  await form.getByLabel("Last name").fill(lastName);
  await form.getByLabel("Date of birth").fill(TRAVELLER.birthDate);
  await form.getByLabel("Citizenship").selectOption(TRAVELLER.citizenship);
  const contact = page.getByRole("group", { name: "Contact details" });
  await contact.getByLabel("Email").fill(CONTACT.email);
  await contact.getByLabel("Phone").fill(CONTACT.phone);
}

export async function fillCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole("form", { name: "Card payment" });
  await form.getByLabel("Name on card").fill("Jane Doe");
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await form.getByLabel("Security code (CVC)").fill("123");
  await form.getByRole("button", { name: /^Pay / }).click();
}

/** Types an airport code and picks its suggestion (again if the list was still showing older ones). */
export async function chooseAirport(page: Page, label: "From" | "To", code: string): Promise<void> {
  const field = page.getByRole("form", { name: "Search flights" }).getByRole("combobox", { name: label });
  // Already chosen: the picker's label ("… (JFK)"), or the bare code a restored search shows.
  if (new RegExp(`(^|\\()${code}\\)?$`).test(await field.inputValue())) return;
  await expect(async () => {
    // A field already showing the bare code (a restored search) gets no input event from the same text: clear it first.
    await field.fill("");
    await field.fill(code);
    await page
      .getByRole("option", { name: new RegExp(`\\(${code}\\)`) })
      .first()
      .click({ timeout: scaled(5_000) });
    await expect(field).toHaveValue(new RegExp(`\\(${code}\\)`), { timeout: scaled(2_000) });
  }).toPass({ timeout: scaled(20_000) });
}

// ------------------------------------------------------------------ saved checkouts (resumable checkouts)

/**
 * Watches the page's checkout saves (PUT /api/checkout-sessions/:id); the returned function waits until the
 * last change is saved: no save in flight, and none started for the saver's own quiet time
 * (src/web/features/checkout-sessions/session-saver.ts) since the last save or the call. A wait on what the page
 * does, not a sleep sized for a machine: the saver's timer runs on the clock, however slow the machine.
 */
export function trackSaves(page: Page): () => Promise<void> {
  const saving = new Set<Request>();
  let lastActivity = Date.now();
  const isSave = (request: Request) => request.method() === "PUT" && request.url().includes("/api/checkout-sessions/");
  page.on("request", (request) => {
    if (!isSave(request)) return;
    saving.add(request);
    lastActivity = Date.now();
  });
  const done = (request: Request) => {
    if (saving.delete(request)) lastActivity = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return async () => {
    lastActivity = Math.max(lastActivity, Date.now());
    // A margin over the quiet time for the page's task queue (the timer fires, the save is sent).
    const quiet = SAVE_DELAY_MS + 300;
    await expect.poll(() => saving.size === 0 && Date.now() - lastActivity >= quiet, { timeout: scaled(10_000), intervals: [100] }).toBe(true);
  };
}

/** The idempotency key and the offer being paid of the checkout saved for this page (`?session=`). */
export async function savedCheckout(page: Page, token: string): Promise<{ idempotencyKey: string; offerId: string }> {
  const session = new URL(page.url()).searchParams.get("session");
  if (!session) throw new Error("the checkout page has no ?session= to resume from");
  type Saved = { snapshot: { context: { idempotencyKey: string | null; offerId: string | null; pricing: { offer: { id: string } } | null } } };
  const { body } = await acmeApi<Saved>(page.request, "GET", `/api/checkout-sessions/${session}`, { token });
  const { idempotencyKey, offerId, pricing } = body.data.snapshot.context;
  if (!idempotencyKey) throw new Error("the saved checkout has no idempotency key");
  // The priced offer (a repriced one after a price change); the machine books its searched offer id (see the report on price changes).
  return { idempotencyKey, offerId: pricing?.offer.id ?? offerId ?? "" };
}

/**
 * What became of this checkout's payment meanwhile, done through the API with its idempotency key
 * (another tab or device paid): succeeded, requires_action (3155 waiting for 3-D Secure),
 * declined (0002), failed (a SOLDOUT passenger: booking failed, card released). none and
 * processing send nothing. `lastName`: the passenger (a refusal to come names SOLDOUT).
 */
export async function payElsewhere(page: Page, token: string, status: string, lastName = status === "failed" ? "SOLDOUT" : TRAVELLER.lastName): Promise<unknown> {
  if (status === "none" || status === "processing") return null;
  const { idempotencyKey, offerId } = await savedCheckout(page, token);
  const booking = await acmeApi<{ referenceNumber: string }>(page.request, "POST", "/api/flight/booking", {
    token,
    data: { idempotencyKey, offerId, passengers: [{ ...TRAVELLER, lastName }], contact: CONTACT },
  });
  if (booking.status !== 200) throw new Error(`booking elsewhere answered ${booking.status}: ${booking.body.message}`);
  const number = ({ requires_action: CARDS.challenge, declined: CARDS.declined } as Record<string, string>)[status] ?? CARDS.ok;
  const card = { number: number.replace(/ /g, ""), expMonth: 12, expYear: 2034, cvc: "123", holderName: "Jane Doe" };
  const paid = await acmeApi(page.request, "POST", "/api/flight/payment", { token, data: { idempotencyKey, referenceNumber: booking.body.data.referenceNumber, card } });
  return paid.body;
}

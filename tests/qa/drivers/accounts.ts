/**
 * Shared pieces of the account, session and preferences browser drivers (model-based walks in the browser): the page's
 * language, server answers held until the model's done/error step, seeded accounts, mail and SSO
 * tokens. The drivers themselves are in accounts-*.ts, session.ts and preferences.ts.
 *
 * Server answers. Every request a machine invokes (login, sign-up, reset link…) is *held* by a
 * `page.route` as soon as the page sends it, so the busy state ("Logging in…") is on screen when
 * its check runs. The done/error action of the next step then answers it:
 *   - done: the real server's answer, with the fields the model's `output` decides patched in
 *     (a seeded agent's login with `loginCount: 1` is the "first login of an owner" branch);
 *   - error: the model's failure itself (`{httpStatus: 404}` → a 404 without `status`, an `Error`
 *     → the network fails), so failed logins never reach the login throttle.
 */
import { expect, type APIRequestContext, type Locator, type Page, type Request, type Route } from "@playwright/test";
import type { HeldRoute } from "./held-fetch";
import type { LoginResult } from "@/shared/api/auth";
import { LANGUAGE_COOKIE } from "@/shared/constants";
import { descriptorFor } from "@/shared/validation";
import { apiLogin, apiPost, DEMO_PASSWORD, NEW_PASSWORD, signIn, ssoToken, stubExternal, toast, uniqueEmail } from "../../browser/fixtures/accounts";
import { readCatalog, type Locale } from "../../browser/fixtures/catalog";
import { HOSTS, onHost, overrideAgency, PORT } from "../../browser/fixtures/site";
import { scaled } from "../../browser/slowdown";

export { DEMO_PASSWORD, NEW_PASSWORD, ssoToken, toast, uniqueEmail };

export const ACME = onHost(HOSTS.acme).replace(/\/$/, "");
export const DORMANT = onHost(HOSTS.dormant).replace(/\/$/, "");

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Exactly this URL (origin + path + query). */
export const exactUrl = (url: string) => new RegExp(`^${escapeRegExp(url)}$`);
/** An absolute URL as the browser shows it (`https://agency.example` → `https://agency.example/`). */
export const externalUrl = (url: string) => exactUrl(new URL(url).href);
/** `url` with any query or none. */
export const urlWithQuery = (url: string) => new RegExp(`^${escapeRegExp(url)}(\\?.*)?$`);

// ------------------------------------------------------------------ per-page driver state

/** A request the page sent and a route holds until a step answers it. */
interface Held {
  route: Route;
  request: Request;
}

class Gate {
  private readonly waiting: Held[] = [];
  private readonly takers: ((held: Held) => void)[] = [];
  /** Requests answered so far (a check can tell "still saving" from "saved"). */
  answered = 0;

  push(held: Held): void {
    const taker = this.takers.shift();
    if (taker) taker(held);
    else this.waiting.push(held);
  }

  get pending(): number {
    return this.waiting.length;
  }

  /** The oldest held request, waiting for the page to send one if needed. */
  async next(name: string, timeout = scaled(10_000)): Promise<Held> {
    const ready = this.waiting.shift();
    if (ready) return ready;
    return new Promise<Held>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the page sent no ${name} request within ${timeout} ms`)), timeout);
      this.takers.push((held) => {
        clearTimeout(timer);
        resolve(held);
      });
    });
  }

  drain(): Held[] {
    return this.waiting.splice(0);
  }
}

interface PageState {
  locale: Locale;
  translate: (english: string) => string;
  gates: Map<string, Gate>;
  /** Every URL the main frame showed (in-app navigations included). */
  visited: string[];
  /** Free-form notes an action leaves for the checks that follow (the target of a login…). */
  notes: Record<string, unknown>;
  /** API requests sent and not finished yet. */
  inFlight: Set<Request>;
}

const states = new WeakMap<Page, PageState>();

function translatorFor(locale: Locale): (english: string) => string {
  if (locale === "en") return (english) => english;
  const catalog = readCatalog(locale);
  return (english) => {
    const translation = catalog.get(english)?.translation;
    if (!translation) throw new Error(`locales/${locale}/messages.po has no translation of "${english}"`);
    return translation;
  };
}

/** Starts the driver's bookkeeping for a fresh page: its language and the URLs it shows. */
export function preparePage(page: Page, locale: Locale = "en"): PageState {
  const state: PageState = { locale, translate: translatorFor(locale), gates: new Map(), visited: [], notes: {}, inFlight: new Set() };
  states.set(page, state);
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) state.inFlight.add(request);
  });
  page.on("requestfinished", (request) => state.inFlight.delete(request));
  page.on("requestfailed", (request) => state.inFlight.delete(request));
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) state.visited.push(frame.url());
  });
  return state;
}

/** Waits until the page has no API request on its way (the page it shows has loaded its data). */
export async function apiQuiet(page: Page): Promise<void> {
  await expect.poll(() => pageState(page).inFlight.size, { message: "API requests still on their way" }).toBe(0);
}

/** The page now speaks `locale` (the person switched the language). */
export function setPageLocale(page: Page, locale: Locale): void {
  const state = pageState(page);
  state.locale = locale;
  state.translate = translatorFor(locale);
}

export function pageState(page: Page): PageState {
  const state = states.get(page);
  if (!state) throw new Error("preparePage(page) was not called in the driver's setup");
  return state;
}

/** The page's language for a label or a message (an English source text or a message descriptor). */
export function tr(page: Page, text: string | { id: string; message?: string }): string {
  const english = typeof text === "string" ? text : (text.message ?? text.id);
  return pageState(page).translate(english);
}

/** Exact accessible name in the page's language. */
export const named = (page: Page, english: string) => ({ name: tr(page, english), exact: true });

export function note<T>(page: Page, key: string): T | undefined {
  return pageState(page).notes[key] as T | undefined;
}
export function setNote(page: Page, key: string, value: unknown): void {
  pageState(page).notes[key] = value;
}

// ------------------------------------------------------------------ held server answers

/** Holds every `method` request to `pattern` until `answer(page, name, …)`. */
export async function hold(page: Page, name: string, pattern: string | RegExp, method = "POST"): Promise<void> {
  const gate = new Gate();
  pageState(page).gates.set(name, gate);
  await page.route(pattern, (route, request) => {
    if (request.method() !== method) return route.fallback();
    gate.push({ route, request });
    return undefined;
  });
}

function gateOf(page: Page, name: string): Gate {
  const gate = pageState(page).gates.get(name);
  if (!gate) throw new Error(`no held route "${name}" in this driver's setup`);
  return gate;
}

/** Requests of `name` the page sent and nobody answered yet. */
export const heldCount = (page: Page, name: string) => gateOf(page, name).pending;
export const answeredCount = (page: Page, name: string) => gateOf(page, name).answered;

export type Answer =
  /** The real server's answer, with `patch` merged into its `data` and `message` replaced if given. */
  | { real: true; patch?: Record<string, unknown>; message?: string }
  /** The model's failure: an `Error` is a network failure, an object is `{httpStatus, status?, message?}`. */
  | { failure: unknown }
  /** A made-up success envelope. */
  | { data: unknown; message?: string };

export interface Answered {
  status: number;
  message?: string | undefined;
  data?: unknown;
}

/**
 * The real answer of a request (route.fetch resolves names in Node, which knows nothing of
 * *.localhost: the request goes to loopback with the browser's Host header, which selects the agency).
 */
export async function fetchReal(route: Route | HeldRoute, overrides: { url?: string; postData?: string } = {}) {
  const url = new URL(overrides.url ?? route.request().url());
  const host = url.host;
  if (url.hostname.endsWith(".localhost") || url.hostname.endsWith(".test")) url.hostname = "127.0.0.1";
  return route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host }, ...(overrides.postData ? { postData: overrides.postData } : {}) });
}

async function respond(route: Route, answer: Answer): Promise<Answered> {
  if ("failure" in answer) {
    const failure = answer.failure;
    if (failure instanceof Error || !failure || typeof failure !== "object") {
      await route.abort("internetdisconnected");
      return { status: 0 };
    }
    const { httpStatus, status, message, validationError } = failure as { httpStatus: number; status?: boolean; message?: string; validationError?: unknown };
    // A 404 "without status" (spec A §4) has no `status` key at all; a settings refusal names its fields (spec A §3).
    const json: Record<string, unknown> = {
      data: null,
      ...(status === undefined ? {} : { status }),
      ...(message === undefined ? {} : { message }),
      ...(validationError === undefined ? {} : { validationError }),
    };
    await route.fulfill({ status: httpStatus, json });
    return { status: httpStatus, message };
  }
  if ("data" in answer) {
    const message = answer.message ?? "Success";
    await route.fulfill({ status: 200, json: { status: true, message, data: answer.data } });
    return { status: 200, message, data: answer.data };
  }
  const response = await fetchReal(route);
  const body = (await response.json()) as { status?: boolean; message?: string; data: unknown };
  const data = answer.patch && body.data && typeof body.data === "object" ? { ...(body.data as object), ...answer.patch } : body.data;
  const message = answer.message ?? body.message;
  await route.fulfill({ response, json: { ...body, message, data } });
  return { status: response.status(), message, data };
}

/** Answers the oldest held `name` request (waiting for the page to send it). */
export async function answer(page: Page, name: string, how: Answer): Promise<Answered> {
  const gate = gateOf(page, name);
  const held = await gate.next(name);
  gate.answered += 1;
  return respond(held.route, how);
}

/** Answers every held `name` request the same way (a restarted save leaves the older one pending). */
export async function answerAll(page: Page, name: string, how: Answer): Promise<void> {
  const gate = gateOf(page, name);
  const first = await gate.next(name);
  for (const held of [first, ...gate.drain()]) {
    gate.answered += 1;
    await respond(held.route, how);
  }
}

/** The JSON body the page posted with a held request (for a check that reads what was sent). */
export const postedJson = (request: Request) => request.postDataJSON() as Record<string, unknown>;

// ------------------------------------------------------------------ who logs in

/** The fields of a login result that decide where the user lands (spec A §4). */
export const routingFields = (user: Partial<LoginResult>) => ({
  isTravelAgent: user.isTravelAgent,
  isSubscribed: user.isSubscribed,
  loginCount: user.loginCount,
  userType: user.userType,
  navigateTo: user.navigateTo,
});

/** The seeded Acme account (docs/demo-logins.md) whose real login stands for this login result. */
export function seededAccountFor(user: Partial<LoginResult>): string {
  if (!user.isTravelAgent) return "alice@acme.test";
  if (user.userType === "Admin") return "admin@acme.test";
  if (user.userType === "AgencyOwner") return "owner@acme.test";
  return user.isSubscribed === false ? "restricted@acme.test" : "agent@acme.test";
}

/** A real login answer for a seeded account (as another client would log in). */
export function realLogin(request: APIRequestContext, email: string): Promise<LoginResult> {
  return apiLogin(request, email);
}

/** Stubs the external sites the account flows may leave for (the payment page, return URLs, portals). */
export async function stubExternalSites(page: Page, ...urls: (string | null | undefined)[]): Promise<void> {
  const origins = new Set(["https://waypoint.travel", ...urls.filter((u): u is string => !!u).map((u) => new URL(u).origin)]);
  for (const origin of origins) await stubExternal(page, origin, `External ${new URL(origin).host}`);
}

/**
 * Patches the Acme `GET /api/agency` answer (booking menu, SSO, return URL) so the page starts from
 * the model's input. The booking menu decides the post-login fallback path.
 */
export async function agencyAs(page: Page, patch: Record<string, unknown>): Promise<void> {
  if (Object.keys(patch).length > 0) await overrideAgency(page, patch);
}

// ------------------------------------------------------------------ mail and tokens

async function apiGet(request: APIRequestContext, path: string) {
  const response = await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${HOSTS.acme}:${PORT}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/** The text of the newest mail to `to` whose subject matches (the embedded mailbox's API). */
export async function newestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let text: string | null = null;
  await expect(async () => {
    const list = (await apiGet(request, "/api/mailbox")) as { _id: string; to: string; subject: string }[];
    const summary = list.find((mail) => mail.to === to && subject.test(mail.subject));
    expect(summary, `a mail to ${to} matching ${String(subject)}`).toBeTruthy();
    text = ((await apiGet(request, `/api/mailbox/${summary!._id}`)) as { text: string }).text;
  }).toPass({ timeout: scaled(10_000) });
  return text!;
}

/** The token of the first link to `path` in a mail text. */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${escapeRegExp(path)}\\?(?:token|invitationToken)=([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail:\n${text}`);
  return match[1];
}

/** A new (unverified) customer of Acme, signed up through the API; returns its email. */
export async function signedUpCustomer(request: APIRequestContext, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const response = await apiPost(request, HOSTS.acme, "/api/user/signUp", {
    data: { name: "Model Walker", email, password: NEW_PASSWORD, hostName: ACME, checked: true },
  });
  expect(response.status(), `sign-up of ${email}`).toBe(200);
  return email;
}

// ------------------------------------------------------------------ the page

/** The language a person chose earlier on this site (the cookie the header's switch writes). */
export async function chooseLanguage(page: Page, origin: string, locale: Locale): Promise<void> {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: locale, url: origin }]);
}

/** A message as the page shows it: a server's text as is, a descriptor in the page's language. */
export const shown = (page: Page, message: string | { id: string; message?: string }) => (typeof message === "string" ? message : tr(page, message));

/** A field refuses its value: it is marked invalid and describes why (a validation message id, spec A §5). */
export async function expectFieldError(page: Page, field: Locator, messageId: string | null): Promise<void> {
  if (messageId === null) throw new Error("the model's value is valid, yet the event was refused");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(tr(page, descriptorFor(messageId) ?? messageId))));
}

/** Expects the main frame to have shown `url` (a RegExp) since the page was prepared. */
export async function expectVisited(page: Page, url: RegExp): Promise<void> {
  await expect.poll(() => pageState(page).visited.some((visited) => url.test(visited)), { message: `the page went to ${String(url)}` }).toBe(true);
}

/** The page's banner shows the signed-in account link ('Log out') or the 'Log in' button. */
export async function expectSignedIn(page: Page, signedIn: boolean): Promise<void> {
  const banner = page.getByRole("banner");
  if (signedIn) await expect(banner.getByRole("link", named(page, "Log out"))).toBeVisible();
  else await expect(banner.getByRole("button", named(page, "Log in"))).toBeVisible();
}

/** Fills and sends a login form (the /login page or the header's dialog) in the page's language. */
export async function fillLoginForm(page: Page, scope: Page | ReturnType<Page["getByRole"]>, email: string, password = DEMO_PASSWORD): Promise<void> {
  await scope.getByRole("textbox", named(page, "Email")).fill(email);
  await scope.getByLabel(tr(page, "Password"), { exact: true }).fill(password);
  await scope.getByRole("button", named(page, "Log in")).click();
}

/**
 * Signs `email` in through the login API, as the login screen would leave the browser (fixtures/accounts.ts
 * signIn), and opens `path`: for walks whose machine is not the login screen's.
 */
export async function signedInAt(page: Page, email: string, path: string, origin = ACME): Promise<void> {
  await signIn(page.context(), email, DEMO_PASSWORD, new URL(origin).hostname);
  await page.goto(`${origin}${path}`);
}

/** Logs `email` in on the /login page and waits until the login answer arrived and the page moved on. */
export async function logInOnLoginPage(page: Page, email: string, origin = ACME): Promise<void> {
  await page.goto(`${origin}/login`);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/user/login") && r.request().method() === "POST");
  await fillLoginForm(page, page, email);
  expect((await answered).status(), `login of ${email}`).toBe(200);
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Logs `email` in through the header's 'Log in' dialog. `pausedClock`: the walk stopped the page's timers; the
 * dialog is loaded when first wanted and React reveals a suspended part on a timer, so let that timer run.
 */
export async function logInThroughHeader(page: Page, email: string, pausedClock = false): Promise<void> {
  await page.getByRole("banner").getByRole("button", named(page, "Log in")).click();
  if (pausedClock) await page.clock.runFor(400);
  const dialog = page.getByRole("dialog", named(page, "Log in"));
  await fillLoginForm(page, dialog, email);
  await expect(dialog).toHaveCount(0);
}

/** The token cookie of the page's context. */
export async function tokenOf(page: Page): Promise<string | null> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "token")?.value ?? null;
}

/** Revokes a session on the server, as logging out elsewhere or an admin would. */
export async function revokeSession(request: APIRequestContext, token: string): Promise<void> {
  const response = await apiPost(request, HOSTS.acme, "/api/user/logout", { token });
  expect(response.status(), "revoking the session").toBe(200);
}

/** A fresh SSO token for a new address (docs/accounts.md "SSO"). */
export const freshSsoToken = () => ssoToken(uniqueEmail("model-sso"));

/** Pauses the page's clock before it loads, so `after` delays only pass when a step waits. */
export async function pausedClock(page: Page): Promise<void> {
  const start = new Date("2030-05-01T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

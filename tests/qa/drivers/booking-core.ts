/**
 * The booking core's browser driver: what every vertical's booking machine (machines/booking) shares,
 * walked on the core's pages (src/web/features/booking): details with reprice and price change,
 * checkout (an agent picking a client, refund protection, travellers), payment with 3-D Secure,
 * decline and retry, confirmation, a booking on hold, cancel, and resuming a saved checkout.
 * A vertical brings its screens (`BookingScreens`): its paths, the endpoints its busy states wait on,
 * its own texts, how a person searches, filters, chooses and fills its travellers there, how its
 * sandbox gives each answer the path wants, and how its start links are opened.
 *
 * Server answers are held until the event that delivers them (flights-common.ts `Gate`). Resuming is
 * a reload of the page (its URL carries the saved checkout); what became of the payment meanwhile is
 * done through the vertical's API with the checkout's idempotency key (`payElsewhere`).
 */
import { expect, type Page } from "@playwright/test";
import type { AnyEventObject } from "xstate";
import type { BookingPaths } from "@machines/booking/routes";
import { REDIRECT_PATH_KEY } from "@/shared/constants";
import type { ExpectedSnapshot, ModelPath } from "../../model/harness";
import { defineDriver, type EventAction, type StateCheck, type UiDriver, type UiStep } from "../ui-model";
import { stagedStep } from "../staged-steps";
import { fetchReal } from "./accounts";
import { AGENT, ALICE, CARDS, closingGates, fillCard, Gate, notes, pathOfInput, signIn, textOf, trackSaves, type UnsupportedStep } from "./flights-common";
import { scaled } from "../../browser/slowdown";

/** The context slots the core's checks read. */
interface CoreContext {
  alert: unknown;
  addOns: Array<{ kind: string }>;
  reservation: unknown;
}

export const coreContextOf = (snapshot: ExpectedSnapshot) => snapshot.context as unknown as CoreContext;
export const stateKey = (snapshot: ExpectedSnapshot) => (typeof snapshot.value === "string" ? snapshot.value : JSON.stringify(snapshot.value));
/** The step changed nothing (the model's no-op: a refused or repeated event); there is nothing to press. */
export const unchanged = (step: UiStep) => JSON.stringify(step.before) === JSON.stringify(step.after);

export type Person = typeof ALICE;

/** Where a gate listens: a URL (glob or RegExp) and the method it holds. */
export interface GateSpec {
  url: string | RegExp;
  method?: "GET" | "POST" | "DELETE";
}

/** The core's gates; a vertical adds its own (the search and its polls). */
export type CoreGate = "reprice" | "reservation" | "outcome" | "release";

export interface BookingScreens {
  /** The machine id (`flightBooking`): its delayed event names carry it. */
  machineId: string;
  paths: BookingPaths;
  /** The vertical's endpoints the core's busy states wait on (the payment outcome is the core's). */
  api: { reprice: GateSpec; reservation: GateSpec; release: GateSpec };
  /** The vertical's own gates (its search). */
  gates: Record<string, GateSpec>;
  texts: {
    /** The price-changed dialog's buttons. */
    acceptPrice: string;
    declinePrice: string;
    /** The checkout's way back to the details page. */
    backToDetails: string;
    /** The confirmation's "book again" button and the booking menu's link of the vertical. */
    bookAnother: string;
    menuLink: string;
    /** The checkout form's accessible name. */
    travellersForm: string;
    /** What the page says once a cancellation is done. */
    cancelled: string;
    /** What the details page says while the offer is priced; default "Checking the latest price and availability…". */
    repricing?: string | RegExp;
    /**
     * A details page that asks for a choice before checkout (activities: a day, an option and a time checked
     * for availability): its button; details.reviewing shows it, or Continue to checkout once the choice is made.
     */
    chooseFirst?: string;
  };
  /** Opens the path's start point (signed in as `who`; `token` is their session). */
  open(page: Page, input: unknown, path: ModelPath, who: Person, token: string): Promise<void>;
  /** Checks of the vertical's own states (search, searching, results…, details); run before the core's. */
  stateChecks: Record<string, StateCheck>;
  /** Actions of the vertical's own events (search, filters, sort, offer.selected, travellers…). */
  eventActions: Record<string, EventAction>;
  /** Releases the held reprice (or revalidation, or the client's reprice) with the answer `event` wants. */
  answerReprice(page: Page, event: AnyEventObject): Promise<void>;
  /**
   * Fills the travellers and contact as a valid checkout (the path's later answers may pick the names). `refused`: the
   * payment that follows is refused for good after the card was authorised, so a name is the vertical's sandbox
   * trigger for it (a vendor's refusal, a sold-out slot: docs/sandbox.md).
   */
  fillTravellers(page: Page, step: UiStep, refused: boolean): Promise<void>;
  /** Submits the checkout without a traveller and sees it refused. */
  refuseTravellers(page: Page): Promise<void>;
  /** The reservation answer rewritten as on hold (a declined card's booking; see loadReservation). */
  asHeld(body: { data: unknown }): { data: unknown };
  /** Books and pays (or not) this checkout elsewhere through the API with its idempotency key. */
  /** `refused`: the payment this attempt leads to is refused later (the vendor's refusal trigger as the traveller's name). */
  payElsewhere(page: Page, token: string, status: string, refused: boolean): Promise<unknown>;
  /** Steps the vertical's pages cannot produce. */
  unsupportedStep?: UnsupportedStep;
}

// ------------------------------------------------------------------ page state

interface BookingNotes extends Record<string, unknown> {
  gates: Record<string, Gate>;
  token: string;
  /** Waits for the checkout's saves (resumable checkouts): a reload restores what was saved. */
  saves: () => Promise<void>;
  /** Reloaded since the booking was last shown. */
  reloaded: boolean;
  /** Continue to checkout was pressed without a session: the page went to /login. */
  sentToLogin: boolean;
  /**
   * A refused payment's words: the model's fixture and the server's own, which the page shows (on the payment, then as
   * the results' notice); the results' check reads the page's for the model's.
   */
  refusal?: { model: string; page: string };
}

const state = (page: Page) => notes<BookingNotes>(page);

/**
 * The words the page shows for a notice of the machine's context: a refused payment's are the server's (the model's
 * fixture stands for them; see the refused payment's action), any other's are the model's.
 */
export function shownAlert(page: Page, alert: unknown): string {
  const { refusal } = state(page);
  return refusal && textOf(alert) === refusal.model ? refusal.page : textOf(alert);
}

/** A gate of the page's setup (the core's or the vertical's). */
export function bookingGate(page: Page, name: string): Gate {
  const found = state(page).gates?.[name];
  if (!found) throw new Error(`setup did not open the ${name} gate`);
  return found;
}

/** docs/decisions.md "Reward wallet": the customer the seed gives a wallet (USD 150.00 of credit); see src/server/seed.ts. */
export const CAROL: Person = { email: "carol@acme.test", password: "Demo@1234" };

const picksClient = (path: ModelPath) => path.steps.some((step) => step.event.type === "client.picked");
const usesWallet = (path: ModelPath) => path.steps.some((step) => step.event.type === "walletCredit.changed");

/**
 * Agent books for a client: only a travel agent sees "Booking for". "Use wallet credit" is offered only to a user
 * whose wallet holds credit: Carol. Other paths book as Alice.
 */
export const bookerOf = (path: ModelPath): Person => (picksClient(path) ? AGENT : usesWallet(path) ? CAROL : ALICE);

/** The payment this checkout leads to (before the next checkout is submitted) is refused for good. */
export function refusedLater(step: UiStep): boolean {
  for (const later of step.path.steps.slice(step.index + 1)) {
    if (later.event.type === "checkout.submitted") return false;
    if (later.event.type === "xstate.done.actor.payment") return (later.event.output as { status?: string }).status === "refused";
  }
  return false;
}

/** Whether the model's snapshot has "Use wallet credit" ticked, and with what amount typed. */
const walletCreditOf = (snapshot: ExpectedSnapshot) => (snapshot.context as { walletCredit?: { use: boolean; text?: string } | null }).walletCredit ?? null;

const priceDialog = (page: Page) => page.getByRole("alertdialog", { name: "The price has changed" });
const cancelDialog = (page: Page) => page.getByRole("alertdialog", { name: "Cancel booking" });
const cardForm = (page: Page) => page.getByRole("form", { name: "Card payment" });
const walletGroup = (page: Page) => cardForm(page).getByRole("group", { name: "Reward wallet" });
/** spec B add-ons: the checkout's refund protection card; its checkbox is the choice. */
const refundProtection = (page: Page) => page.getByTestId("refund-protection").getByRole("checkbox");
const hasRefundProtection = (snapshot: ExpectedSnapshot) => coreContextOf(snapshot).addOns.some((addOn) => addOn.kind === "refundProtection");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const at = (path: string) => new RegExp(escape(path));

// ------------------------------------------------------------------ planning a vertical's searches

/** What a search answer gives: offers, none, or a failure. */
export type SearchOutcome = "offers" | "empty" | "error";

export function outcomeOfSearch(event: AnyEventObject): SearchOutcome {
  if (event.type.startsWith("xstate.error.")) return "error";
  return ((event.output as { offers?: unknown[] } | undefined)?.offers?.length ?? 0) > 0 ? "offers" : "empty";
}

/** An answer about the offer's price: the details' check, a resume's revalidation, the client's. */
export const isPriceAnswer = (event: AnyEventObject) => /^xstate\.(done|error)\.actor\.(reprice|revalidateOffer|repriceForClient)$/.test(event.type);

/** Some price answer among these steps is a price change (the sandbox's trigger place is then searched). */
function wantsPriceChange(steps: ModelPath["steps"]): boolean {
  return steps.some((step) => {
    if (!isPriceAnswer(step.event) || step.event.type.startsWith("xstate.error.")) return false;
    const output = step.event.output as { priceChanged?: boolean; pricing?: { priceChanged?: boolean } };
    return (output.pricing ?? output).priceChanged === true;
  });
}

/**
 * What the search started by step `from` (-1: the start link) should answer, for the steps that follow
 * until the next search: its outcome (from the vertical's search actor `searchId`), and whether a price
 * answer about its offers is a price change (for a checkout link, about the link's offer).
 */
export function searchPlan(path: ModelPath, from: number, searchId: string): { outcome: SearchOutcome; priceChange: boolean } {
  const later = path.steps.slice(from + 1);
  const answer = later.find((step) => step.event.type === `xstate.done.actor.${searchId}` || step.event.type === `xstate.error.actor.${searchId}`);
  const nextSearch = later.findIndex((step) => step.event.type === "search.submitted");
  return { outcome: answer ? outcomeOfSearch(answer.event) : "offers", priceChange: wantsPriceChange(nextSearch < 0 ? later : later.slice(0, nextSearch)) };
}

// ------------------------------------------------------------------ what no vertical's pages can do

function coreUnsupported(step: Parameters<UnsupportedStep>[0], index: number, path: ModelPath): string | null {
  const { type } = step.event;
  // Sent to the login page: the path cannot go on on the booking pages.
  if (path.steps.slice(0, index).some((earlier) => earlier.event.type === "checkout.requested" && earlier.event.authenticated === false)) {
    return "after 'Please log in to continue to checkout.' the traveller is on the login page";
  }
  const before = (k: number) => (k === 0 ? path.initial : (path.steps[k - 1]?.expected as ExpectedSnapshot));
  // Back from details to the results (details.back, a declined price, a failed reprice) straight to the list.
  if (stateKey(before(index)).includes("details") && stateKey(step.expected).includes("results")) {
    const resumed = path.steps
      .slice(0, index)
      .some(
        (earlier, k) =>
          earlier.event.type === "checkout.resumed" &&
          /details|checkout|payment/.test(stateKey(before(k))) &&
          !path.steps.slice(k, index).some((later) => /^xstate\.(done|error)\.actor\.search/.test(later.event.type)),
      );
    if (resumed) return "a resumed checkout is saved without the results (the booking runtime's `slimmed`): going back searches again, with filters and sort reset";
  }
  // The wallet is the signed-in user's: an agent booking for a client has none in the sandbox (the seed gives one to Carol).
  if (type === "walletCredit.changed" && picksClient(path)) return "a travel agent has no reward wallet in the sandbox: 'Use wallet credit' is not offered to them";
  // A payment resumed with 3-D Secure waiting: the card form, the credit with it, is disabled until the bank answers.
  if (type === "walletCredit.changed") {
    const last = path.steps.slice(0, index).findLast((earlier) => earlier.event.type === "checkout.submitted" || earlier.event.type === "xstate.done.actor.fetchPaymentOutcome");
    if ((last?.event.output as { status?: string } | undefined)?.status === "requires_action") return "while a resumed payment waits for 3-D Secure the card form and its 'Use wallet credit' are disabled";
  }
  if (type === "cancel.requested") {
    const cancelledBefore = path.steps.slice(0, index).some((earlier) => earlier.event.type === "xstate.done.actor.cancellation" && (earlier.event.output as { status?: string }).status === "cancelled");
    if (cancelledBefore) return "after a cancellation the model reloads the booking as paid (its fixture); the page shows it cancelled";
  }
  return null;
}

// ------------------------------------------------------------------ the driver

export function defineBookingDriver(screens: BookingScreens): { driver: UiDriver; unsupportedStep: UnsupportedStep } {
  const { paths, texts } = screens;
  const gateNames = [...Object.keys(screens.gates), "reprice", "reservation", "outcome", "release"];
  const gates = (page: Page) => gateNames.map((name) => bookingGate(page, name));
  const answerReprice = (page: Page, event: AnyEventObject) => screens.answerReprice(page, event);

  const coreChecks: Record<string, StateCheck> = {
    async results(page, snapshot) {
      const { alert } = coreContextOf(snapshot);
      if (alert) {
        await expect(
          page
            .getByRole("status")
            .filter({ hasText: shownAlert(page, alert) })
            .first(),
        ).toBeVisible();
        await expect(page.getByRole("button", { name: "Dismiss" })).toBeVisible();
      } else {
        await expect(page.getByRole("button", { name: "Dismiss" })).toHaveCount(0);
      }
    },
    async "details.repricing"(page) {
      await expect(page.getByText(texts.repricing ?? "Checking the latest price and availability…").first()).toBeVisible();
      await expect(priceDialog(page)).toHaveCount(0);
    },
    async "details.priceChanged"(page) {
      await expect(priceDialog(page)).toBeVisible();
    },
    async "details.reviewing"(page) {
      if (state(page).sentToLogin) {
        // The machine stays on details; the page asks to log in and keeps the checkout as the way back.
        await expect(page.getByText("Please log in to continue to checkout.")).toBeVisible();
        await expect(page).toHaveURL(/\/login/);
        expect(await page.evaluate((key) => sessionStorage.getItem(key), REDIRECT_PATH_KEY)).toContain(paths.checkout);
        return;
      }
      await expect(page).toHaveURL(at(paths.details));
      await expect(priceDialog(page)).toHaveCount(0);
      const proceed = page.getByRole("button", { name: "Continue to checkout" });
      await expect(texts.chooseFirst ? proceed.or(page.getByRole("button", { name: texts.chooseFirst, exact: true })).first() : proceed).toBeEnabled();
    },
    async checkout(page, snapshot) {
      await expect(page).toHaveURL(at(paths.checkout));
      await expect(page.getByRole("form", { name: texts.travellersForm })).toBeVisible();
      await expect(page.getByRole("button", { name: "Continue to payment" })).toBeVisible();
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
    async payment(page, snapshot) {
      // A payment with a page of its own (cars' /checkout after /reservation-details), else the checkout's.
      await expect(page).toHaveURL(at(paths.payment ?? paths.checkout));
      await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
      await expect(
        cardForm(page)
          .or(page.getByRole("dialog", { name: "Confirm your payment" }))
          .first(),
      ).toBeVisible();
      // The wallet credit chosen is the machine's (kept with the checkout): the form shows it, also after a resume.
      const credit = walletCreditOf(snapshot);
      if (credit?.use && (await cardForm(page).isVisible())) {
        await expect(walletGroup(page).getByRole("checkbox", { name: "Use wallet credit" })).toBeChecked();
        await expect(walletGroup(page).getByRole("textbox", { name: /^Credit to use/ })).toHaveValue(credit.text ?? "");
      }
    },
    async resuming(page) {
      // Resumed where it was saved: the checkout, or the payment's own page.
      await expect(page).toHaveURL(paths.payment ? new RegExp(`${escape(paths.checkout)}|${escape(paths.payment)}`) : at(paths.checkout));
    },
    async "resuming.fetchingOutcome"(page) {
      await expect(page.getByRole("status").filter({ hasText: "Checking your payment…" })).toBeVisible();
    },
    async "resuming.waitingForOutcome"(page) {
      await expect(page.getByRole("status").filter({ hasText: "Checking your payment…" })).toBeVisible();
    },
    async "resuming.revalidating"(page) {
      await expect(page.getByText("Checking the latest price and availability…").first()).toBeVisible();
    },
    async "resuming.failed"(page) {
      await expect(page.getByRole("alert").filter({ hasText: "We could not check what happened to your payment" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    },
    async confirmation(page) {
      await expect(page).toHaveURL(new RegExp(`${escape(paths.confirmation)}|${escape(paths.reservation)}`));
      await expect(cancelDialog(page)).toHaveCount(0);
    },
    async "confirmation.loading"(page, snapshot) {
      // A reload starts from the link (a confirmed booking has no saved checkout): the page loads it afresh.
      const label = coreContextOf(snapshot).reservation && !state(page).reloaded ? "Refreshing…" : "Loading your booking…";
      await expect(page.getByRole("status").filter({ hasText: label })).toBeVisible();
    },
    async "confirmation.loaded"(page) {
      await expect(page.getByRole("heading", { name: "Reference number" })).toBeVisible();
      await expect(page.getByTestId("reference-number")).not.toBeEmpty();
      await expect(page.getByRole("button", { name: texts.bookAnother })).toBeVisible();
    },
    async "confirmation.releasing"(page) {
      await expect(page.getByRole("status").filter({ hasText: "Releasing…" })).toBeVisible();
    },
    async "confirmation.failed"(page) {
      await expect(page.getByText("We could not load this booking.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    },
    async cancel(page) {
      await expect(page).toHaveURL(at(paths.reservation));
      await expect(cancelDialog(page)).toBeVisible();
    },
  };

  // The vertical's check of a state runs first, then the core's (both must hold).
  const stateChecks: Record<string, StateCheck> = { ...coreChecks };
  for (const [key, check] of Object.entries(screens.stateChecks)) {
    const core = coreChecks[key];
    stateChecks[key] = core
      ? async (page, snapshot) => {
          await check(page, snapshot);
          await core(page, snapshot);
        }
      : check;
  }

  const coreActions: Record<string, EventAction> = {
    async "walletCredit.changed"(page, event) {
      // docs/decisions.md "Reward wallet": ticking fills in the most allowed; the amount is then typed as chosen.
      const choice = event.choice as { use: boolean; text?: string };
      const use = walletGroup(page).getByRole("checkbox", { name: "Use wallet credit" });
      if (!choice.use) return use.uncheck();
      await use.check();
      await walletGroup(page)
        .getByRole("textbox", { name: /^Credit to use/ })
        .fill(choice.text ?? "");
    },
    async "alert.dismissed"(page, _event, step) {
      // No notice: there is nothing to dismiss (the model's no-op).
      if (!coreContextOf(step.before).alert) return expect(page.getByRole("button", { name: "Dismiss" })).toHaveCount(0);
      await page.getByRole("button", { name: "Dismiss" }).click();
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
      await priceDialog(page).getByRole("button", { name: texts.acceptPrice }).click();
    },
    async "price.declined"(page) {
      await priceDialog(page).getByRole("button", { name: texts.declinePrice }).click();
    },
    async "checkout.requested"(page, event, step) {
      // A details page that asks for a choice first (texts.chooseFirst) offers no Continue to checkout before it: nothing to press.
      if (event.authenticated !== false && unchanged(step)) return expect(page.getByRole("button", { name: "Continue to checkout" })).toHaveCount(0);
      if (event.authenticated === false) {
        // The session ended elsewhere (logged out in another tab): the token cookie is gone.
        await page.context().clearCookies({ name: "token" });
        state(page).sentToLogin = true;
      }
      await page.getByRole("button", { name: "Continue to checkout" }).click();
    },
    async "checkout.back"(page) {
      await page.getByRole("button", { name: texts.backToDetails }).click();
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
    async "checkout.submitted"(page, event, step) {
      // Refused (no traveller, or one the vertical's rules refuse: a car's driver too young): the form says why.
      if ((event.passengers as unknown[]).length === 0 || unchanged(step)) return screens.refuseTravellers(page);
      await screens.fillTravellers(page, step, refusedLater(step));
      await page.getByRole("button", { name: "Continue to payment" }).click();
    },
    async "xstate.done.actor.payment"(page, event) {
      const challenge = page.getByRole("dialog", { name: "Confirm your payment" });
      const output = event.output as { status: string; message?: unknown };
      if (output.status === "succeeded") {
        if (await challenge.isVisible()) return challenge.getByRole("button", { name: "Complete authentication" }).click();
        return fillCard(page, CARDS.ok);
      }
      if (output.status === "refused") {
        // The travellers carry the sandbox's refusal trigger (checkout.submitted, refusedLater): the card is authorised,
        // the vendor refuses, the card is released. The web then asks what became of the attempt (the payment outcome,
        // held by the outcome gate): failed, so the payment shows why with "Back to results" and no Pay.
        if (await challenge.isVisible()) await challenge.getByRole("button", { name: "Complete authentication" }).click();
        else await fillCard(page, CARDS.ok);
        await bookingGate(page, "outcome").release();
        const back = page.getByRole("main").getByRole("button", { name: "Back to results" });
        await expect(back).toBeVisible({ timeout: scaled(20_000) });
        await expect(cardForm(page)).toHaveCount(0);
        const words = page.getByRole("main").getByRole("alert").first();
        state(page).refusal = { model: textOf(output.message), page: (await words.innerText()).trim() };
        return back.click();
      }
      // Abandoned: back to the traveller forms (after failing a pending 3-D Secure check first).
      if (await challenge.isVisible()) await challenge.getByRole("button", { name: "Fail authentication" }).click();
      await cardForm(page).getByRole("button", { name: "Back to traveller details" }).click();
    },
    async "xstate.done.actor.loadReservation"(page, event) {
      state(page).reloaded = false;
      if (stagedStep(event) !== "shownOnHold") return bookingGate(page, "reservation").release();
      // On hold (a declined card): the sandbox's booking is the one just paid, so its answer is shown as held (a staged
      // step: the paths say so, staged-steps.ts).
      await bookingGate(page, "reservation").release(async (route) => {
        const response = await fetchReal(route);
        const body = (await response.json()) as { data: unknown };
        await route.fulfill({ response, json: screens.asHeld(body) });
      });
    },
    async "hold.paymentRequested"(page, _event, step) {
      if (unchanged(step)) return expect(page.getByRole("button", { name: "Continue to payment" })).toHaveCount(0);
      await page.getByRole("button", { name: "Continue to payment" }).click();
    },
    async "hold.released"(page, _event, step) {
      if (unchanged(step)) return expect(page.getByRole("button", { name: "Release booking" })).toHaveCount(0);
      await page.getByRole("button", { name: "Release booking" }).click();
    },
    async "xstate.done.actor.releaseHold"(page) {
      // The booking shown as held is really paid (see loadReservation): the server's release is answered here (a staged
      // step: the paths say so, staged-steps.ts).
      await bookingGate(page, "release").release((route) =>
        route.fulfill({ json: { status: true, message: "Booking released. Your card was not charged.", data: { referenceNumber: "x", bookingStatus: "failed" } } }),
      );
    },
    async "xstate.error.actor.releaseHold"(page) {
      await bookingGate(page, "release").fail();
    },
    async "xstate.error.actor.loadReservation"(page) {
      await bookingGate(page, "reservation").fail();
    },
    async "reservation.retried"(page) {
      await page.getByRole("button", { name: "Try again" }).click();
    },
    async "cancel.requested"(page, _event, step) {
      if (unchanged(step)) return expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
      await page.getByRole("button", { name: "Cancel booking" }).click();
    },
    async "xstate.done.actor.cancellation"(page, event) {
      const dialog = cancelDialog(page);
      const withPenalty = dialog.getByRole("button", { name: "Cancel with penalty" });
      await expect(withPenalty.or(dialog.getByRole("button", { name: "Keep booking" })).first()).toBeVisible({ timeout: scaled(15_000) });
      await expect(withPenalty).toBeVisible({ timeout: scaled(15_000) });
      if ((event.output as { status: string }).status === "dismissed") return dialog.getByRole("button", { name: "Keep booking" }).click();
      await withPenalty.click();
      await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
      await expect(page.getByText(texts.cancelled).first()).toBeVisible({ timeout: scaled(15_000) });
    },
    async "search.restarted"(page, _event, step) {
      // "Book another …" shows with the booking; while it loads (or failed to), the booking menu's link starts over.
      if (stateKey(step.before).includes("loaded")) await page.getByRole("button", { name: texts.bookAnother }).click();
      else await page.getByRole("navigation", { name: "Booking menu" }).getByRole("link", { name: texts.menuLink }).click();
    },
    async "checkout.resumed"(page, _event, step: UiStep) {
      const next = step.next;
      await state(page).saves?.();
      // A failed attempt is made once the page has read its saved checkout (see fetchPaymentOutcome): a refused
      // booking's saved checkout is closed by the server, so a reload after it resumes nothing.
      const status = next?.type === "xstate.done.actor.fetchPaymentOutcome" ? ((next.output as { status?: string }).status ?? "none") : null;
      // A payment waiting for 3-D Secure that the path then sees refused: the other tab's booking carries the refusal trigger.
      if (status !== null && status !== "failed") await screens.payElsewhere(page, state(page).token ?? "", status, refusedLater(step));
      for (const gate of gates(page)) gate.forget();
      state(page).reloaded = true;
      await page.reload();
    },
    async "xstate.done.actor.fetchPaymentOutcome"(page, event) {
      const outcome = event.output as { status?: string };
      if (outcome.status === "failed") {
        // Refused elsewhere (another tab paid with the vendor's refusal trigger) after this page read the saved checkout
        // and while it asks what became of the payment: the server then closes that checkout, and answers failed.
        await screens.payElsewhere(page, state(page).token ?? "", "failed", true);
      }
      if (outcome.status === "processing") {
        // "Still processing" has no sandbox trigger: served.
        return void (await bookingGate(page, "outcome").release((route) => route.fulfill({ json: { status: true, message: "Success", data: outcome } })));
      }
      await bookingGate(page, "outcome").release();
    },
    async "xstate.error.actor.fetchPaymentOutcome"(page) {
      await bookingGate(page, "outcome").fail();
    },
    [`xstate.after.outcomePollInterval.${screens.machineId}.resuming.waitingForOutcome`]: async (page) => {
      // The page asks again after 2 s by itself.
      await bookingGate(page, "outcome")
        .next(10_000)
        .then((route) => bookingGate(page, "outcome").hold(route));
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
  };

  const driver = defineDriver({
    async setup(page, input) {
      const path = pathOfInput(input);
      const who = bookerOf(path);
      const token = await signIn(page, who);
      const opened: Record<string, Gate> = {};
      for (const [name, spec] of Object.entries(screens.gates)) opened[name] = await Gate.on(page, name, spec.url, spec.method);
      const { reprice, reservation, release } = screens.api;
      opened.reprice = await Gate.on(page, "reprice", reprice.url, reprice.method);
      opened.reservation = await Gate.on(page, "reservation details", reservation.url, reservation.method ?? "GET");
      opened.outcome = await Gate.on(page, "payment outcome", /\/api\/checkout-sessions\/payment-outcome\?/, "GET");
      opened.release = await Gate.on(page, "release hold", release.url, release.method);
      Object.assign(state(page), { token, saves: trackSaves(page), gates: opened });
      await screens.open(page, input, path, who, token);
    },
    stateChecks,
    eventActions: closingGates(gates, { ...coreActions, ...screens.eventActions }),
  });

  const unsupportedStep: UnsupportedStep = (step, index, path) => coreUnsupported(step, index, path) ?? screens.unsupportedStep?.(step, index, path) ?? null;
  return { driver, unsupportedStep };
}

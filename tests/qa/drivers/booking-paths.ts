/**
 * What a booking path asks of the pages, read from the path alone (tests/qa/drivers/booking-core.ts walks it): who
 * books, what each search should answer, the steps no vertical's pages can produce, and the snapshot's slots the
 * core reads.
 */
import type { AnyEventObject } from "xstate";
import type { ExpectedSnapshot, ModelPath } from "../../model/harness";
import type { UiStep } from "../ui-model";
import { AGENT, ALICE, type UnsupportedStep } from "./flights-common";

/** The context slots the core's checks read. */
interface CoreContext {
  alert: unknown;
  addOns: Array<{ kind: string }>;
  reservation: unknown;
  /** Resumable checkouts: what the server said of the payment when the checkout resumed (this payment's start). */
  paymentResume: { status: string; challengeId?: string | null } | null;
}

export const coreContextOf = (snapshot: ExpectedSnapshot) => snapshot.context as unknown as CoreContext;
export const stateKey = (snapshot: ExpectedSnapshot) => (typeof snapshot.value === "string" ? snapshot.value : JSON.stringify(snapshot.value));
/** The step changed nothing (the model's no-op: a refused or repeated event); there is nothing to press. */
export const unchanged = (step: UiStep) => JSON.stringify(step.before) === JSON.stringify(step.after);

export type Person = typeof ALICE;

/** Whether the model's snapshot has "Use wallet credit" ticked, and with what amount typed. */
export const walletCreditOf = (snapshot: ExpectedSnapshot) => (snapshot.context as { walletCredit?: { use: boolean; text?: string } | null }).walletCredit ?? null;
/** spec B add-ons: refund protection among the machine's add-ons. */
export const hasRefundProtection = (snapshot: ExpectedSnapshot) => coreContextOf(snapshot).addOns.some((addOn) => addOn.kind === "refundProtection");

/**
 * The payment resumed while the bank waited for 3-D Secure (the payment machine's `resumesChallenge`): the page shows
 * the challenge; nothing in the model moves the payment on from there but the challenge's answer (xstate.done.actor.payment).
 */
export function waitsForChallenge(snapshot: ExpectedSnapshot): boolean {
  const resume = coreContextOf(snapshot).paymentResume;
  return resume?.status === "requires_action" && !!resume.challengeId;
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

export function coreUnsupported(step: Parameters<UnsupportedStep>[0], index: number, path: ModelPath): string | null {
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

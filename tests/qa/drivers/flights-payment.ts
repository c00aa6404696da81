/**
 * Browser driver of the payment machine: the card form and 3-D Secure step of the flight checkout
 * (src/web/components/booking/card-payment-form.tsx, three-d-secure-challenge.tsx; the flight
 * machine's `payment` child) on /booknow/flights/checkout.
 *
 * - Setup: a sandbox offer's checkout link, Jane Doe's details, "Continue to payment".
 * - The booking and 3-D Secure requests are held until the step that answers them
 *   (flights-common.ts `Gate`), so "Processing payment…" and "Confirming with your bank…" are seen.
 * - Each submit picks the sandbox card that gives the outcomes that follow (docs/sandbox.md): 4242
 *   accepted, 0002 declined, 3155 3-D Secure (Complete → accepted, Fail → authentication_failed),
 *   1629 3-D Secure then declined. No card asks for 3-D Secure twice: that answer is the first
 *   challenge again (the page's own earlier answer, served for the 3-D Secure report). A failure before the card is
 *   charged is a network failure of the booking request (a passenger named TIMEOUT fails the booking for good after
 *   the card was authorised, which the page shows as `refused`). A failed 3-D Secure report is a network failure.
 * - A booking refused after the card was authorised (`refused`): the passenger is named SOLDOUT.
 * - Resumed payments (`resume` inputs, resumable checkouts): the 3-D Secure check or the decline happened in
 *   another tab (the API, with this checkout's idempotency key), then this checkout is reloaded and
 *   restored from its saved session. An approval after "Fail" is an outcome the sandbox has no card
 *   for (`unsupportedPaymentStep`).
 */
import { expect, type Page } from "@playwright/test";
import type { AnyEventObject } from "xstate";
import type { PaymentContext, PaymentInput, PaymentOutcome } from "@machines/payment/payment.machine";
import { declineMessage } from "@machines/payment/messages";
import { SANDBOX_TRIGGERS as FLIGHT_TRIGGERS } from "@/server/suppliers/flights/sandbox-triggers";
import type { ExpectedSnapshot, ModelPath } from "../../model/harness";
import { defineDriver, type UiStep } from "../ui-model";
import {
  CARDS,
  checkoutUrl,
  fillCard,
  closingGates,
  fillTraveller,
  Gate,
  isoDay,
  notes,
  pathOfInput,
  payElsewhere,
  searchOffers,
  signIn,
  textOf,
  trackSaves,
  type SearchRoute,
  type UnsupportedStep,
} from "./flights-common";
import { scaled } from "../../browser/slowdown";

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as PaymentContext;
const outcomeOf = (event: AnyEventObject) => event.output as PaymentOutcome;

export const unsupportedPaymentStep: UnsupportedStep = (step, index, path) => {
  if (step.event.type !== "xstate.done.actor.completeChallenge") return null;
  const answered = path.steps[index - 1]?.event.type;
  const { status } = outcomeOf(step.event);
  if (answered === "challenge.declined" && status !== "declined") return "no sandbox card accepts a failed 3-D Secure check";
  return null;
};

interface PaymentNotes extends Record<string, unknown> {
  booking: Gate;
  challenge: Gate;
  /** The card number in the form now. */
  card: string;
  /** The gateway's answer that asked for 3-D Secure (served again when the bank asks twice). */
  challengeAnswer: unknown;
  /** The decline code the page shows when the sandbox's card differs from the model's (1629). */
  shownDecline: string;
}

const form = (page: Page) => page.getByRole("form", { name: "Card payment" });
const challenge = (page: Page) => page.getByRole("dialog", { name: "Confirm your payment" });
const gate = (page: Page, name: "booking" | "challenge") => {
  const found = notes<PaymentNotes>(page)[name];
  if (!found) throw new Error("setup did not run");
  return found;
};

/**
 * The booking is refused for good after the card was authorised (the payment's `refused`): the passenger is named
 * SOLDOUT (docs/sandbox.md), so the sandbox books nothing and the card is released.
 */
function planRefusal(path: ModelPath): boolean {
  return path.steps.some((step) => /^xstate\.done\.actor\.(confirmPayment|completeChallenge)$/.test(step.event.type) && outcomeOf(step.event).status === "refused");
}

/** The card whose sandbox outcome is the one the path takes after this submit. */
function cardFor(step: UiStep): string | null {
  const { path, index } = step;
  const answer = path.steps[index + 1]?.event;
  if (!answer || answer.type !== "xstate.done.actor.confirmPayment") return null; // failure, or the path ends while paying
  const outcome = outcomeOf(answer);
  if (outcome.status === "succeeded" || outcome.status === "refused") return CARDS.ok;
  if (outcome.status === "declined") return CARDS.declined;
  // A challenge: approved then declined is the card that fails after approval.
  const next = path.steps.slice(index + 2).find((later) => later.event.type === "xstate.done.actor.completeChallenge");
  const answeredBy = path.steps[index + 2]?.event.type;
  return next && answeredBy === "challenge.approved" && outcomeOf(next.event).status === "declined" ? CARDS.challengeThenDeclined : CARDS.challenge;
}

export async function openPayment(page: Page, lastName: string): Promise<string> {
  const token = await signIn(page);
  const route: SearchRoute = { from: "JFK", to: "LHR", depart: isoDay(26) };
  const offer = (await searchOffers(page.request, route))[0];
  if (!offer) throw new Error("the sandbox found no JFK-LHR flight");
  await page.goto(checkoutUrl(offer.id, route));
  await expect(page.getByRole("form", { name: "Traveller details" })).toBeVisible({ timeout: scaled(15_000) });
  await fillTraveller(page, lastName);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(form(page)).toBeVisible();
  return token;
}

export const paymentDriver = defineDriver({
  async setup(page, input) {
    const refused = planRefusal(pathOfInput(input));
    Object.assign(notes<PaymentNotes>(page), {
      card: "",
      booking: await Gate.on(page, "booking", "**/api/flight/booking"),
      challenge: await Gate.on(page, "3-D Secure", "**/api/flight/payment/3ds"),
    });
    page.on("response", async (response) => {
      if (!response.url().endsWith("/api/flight/payment") || response.request().method() !== "POST") return;
      const body = (await response.json().catch(() => null)) as { data?: { paymentStatus?: string } } | null;
      if (body?.data?.paymentStatus === "requires_action") notes<PaymentNotes>(page).challengeAnswer = body;
    });
    const saves = trackSaves(page);
    const token = await openPayment(page, refused ? FLIGHT_TRIGGERS.soldOutLastName : "Doe");
    const resume = (input as PaymentInput).resume;
    if (resume) {
      // A payment left open (3-D Secure waiting, or declined) in another tab; this checkout is reopened.
      await saves();
      const answer = await payElsewhere(page, token, resume.status, refused ? FLIGHT_TRIGGERS.soldOutLastName : undefined);
      if (resume.status === "requires_action") notes<PaymentNotes>(page).challengeAnswer = answer;
      await page.reload();
      await expect(form(page)).toBeVisible({ timeout: scaled(15_000) });
    }
  },
  stateChecks: {
    async editing(page, snapshot) {
      const { alert } = contextOf(snapshot);
      await expect(challenge(page)).toHaveCount(0);
      await expect(form(page).getByRole("button", { name: /^Pay / })).toBeEnabled();
      if (alert) await expect(form(page).getByRole("alert")).not.toBeEmpty();
      else await expect(form(page).getByRole("alert")).toHaveCount(0);
    },
    async submitting(page) {
      // The busy Pay button has no accessible name of its own (its spinner is a status inside it).
      await expect(form(page).getByRole("status").filter({ hasText: "Processing payment…" })).toBeVisible();
      await expect(form(page).getByRole("button", { name: "Back to traveller details" })).toBeDisabled();
    },
    async requiresAction(page) {
      await expect(challenge(page).getByRole("button", { name: "Complete authentication" })).toBeVisible();
      await expect(challenge(page).getByRole("button", { name: "Fail authentication" })).toBeVisible();
    },
    async completingChallenge(page) {
      await expect(challenge(page).getByText("Confirming with your bank…")).toBeVisible();
    },
    async declined(page, snapshot) {
      const { decline } = contextOf(snapshot);
      const shown = notes<PaymentNotes>(page).shownDecline;
      const text = shown ? textOf(declineMessage(shown)) : textOf(decline?.message);
      await expect(challenge(page)).toHaveCount(0);
      await expect(form(page).getByRole("alert")).toHaveText(text);
      await expect(form(page).getByRole("button", { name: /^Pay / })).toBeEnabled();
    },
    async succeeded(page) {
      await expect(page).toHaveURL(/\/booknow\/flights\/confirmation/, { timeout: scaled(20_000) });
      await expect(page.getByRole("heading", { name: "Your flight is booked" })).toBeVisible();
    },
    async refused(page) {
      // Why, and the way back to the results; no Pay for this offer any more.
      await expect(page.getByRole("main").getByRole("button", { name: "Back to results" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("alert").first()).not.toBeEmpty();
      await expect(form(page)).toHaveCount(0);
      await expect(challenge(page)).toHaveCount(0);
    },
    async closed(page) {
      // The flight machine goes back to the same search's results.
      await expect(page).toHaveURL(/\/booknow\/flights\/search/);
      await expect(form(page)).toHaveCount(0);
    },
    async abandoned(page) {
      await expect(page.getByRole("form", { name: "Traveller details" })).toBeVisible();
      await expect(form(page)).toHaveCount(0);
    },
  },
  eventActions: closingGates((page) => [gate(page, "booking"), gate(page, "challenge")], {
    async "payment.submitted"(page, event, step) {
      const state = notes<PaymentNotes>(page);
      const number = String((event.card as { number?: unknown }).number ?? "");
      if (number.length < 12) {
        // Incomplete: the form says so and nothing is sent.
        await form(page).getByLabel("Card number").fill(number);
        await form(page).getByRole("button", { name: /^Pay / }).click();
        await expect(form(page).getByText("Enter a valid card number")).toBeVisible();
        state.card = number;
        return;
      }
      const card = cardFor(step) ?? CARDS.ok;
      state.shownDecline = card === CARDS.challengeThenDeclined ? "card_declined" : "";
      if (state.card === card) await form(page).getByRole("button", { name: /^Pay / }).click();
      else await fillCard(page, card);
      state.card = card;
    },
    async "payment.edited"(page) {
      const state = notes<PaymentNotes>(page);
      const field = form(page).getByLabel("Card number");
      await field.fill(state.card === CARDS.ok ? CARDS.declined : CARDS.ok);
      state.card = (await field.inputValue()).trim();
    },
    async "payment.refusalClosed"(page) {
      await page.getByRole("main").getByRole("button", { name: "Back to results" }).click();
    },
    async "payment.abandoned"(page) {
      await form(page).getByRole("button", { name: "Back to traveller details" }).click();
    },
    async "challenge.approved"(page) {
      await challenge(page).getByRole("button", { name: "Complete authentication" }).click();
    },
    async "challenge.declined"(page) {
      await challenge(page).getByRole("button", { name: "Fail authentication" }).click();
    },
    async "xstate.done.actor.confirmPayment"(page) {
      await gate(page, "booking").release();
    },
    async "xstate.error.actor.confirmPayment"(page) {
      await gate(page, "booking").fail();
    },
    async "xstate.done.actor.completeChallenge"(page, event) {
      if (outcomeOf(event).status !== "requires_action") return void (await gate(page, "challenge").release());
      const answer = notes<PaymentNotes>(page).challengeAnswer;
      if (!answer) throw new Error("no 3-D Secure answer to serve again");
      await gate(page, "challenge").release((route) => route.fulfill({ json: answer }));
    },
    async "xstate.error.actor.completeChallenge"(page) {
      await gate(page, "challenge").fail();
    },
  }),
});

/**
 * Browser driver of the cancellation machine: the "Cancel booking" dialog of a flight booking
 * (src/web/components/booking/cancellation-dialog.tsx, the flight machine's `cancel` child) on
 * /booknow/flights/reservation-details.
 *
 * - Setup books and pays a sandbox flight through the API (today, so it can be voided), opens its
 *   confirmation and presses "Cancel booking". The penalty and cancel requests are held until the
 *   step that answers them (flights-common.ts `Gate`), so "Checking cancellation charges…" and
 *   "Cancelling your booking…" are seen.
 * - Outcomes: the real quote; "can no longer be cancelled" because the booking was cancelled from
 *   another device meanwhile (the API, before the quote is answered); a refused cancellation by a
 *   passenger named CANCELFAIL, or a network failure when the same path cancels later (here or from
 *   another device) or its refund changes too.
 *   A failed penalty lookup is a network failure (the sandbox quotes every ticketed booking).
 * - A changed refund (`priceChanged`): a passenger named REQUOTE, whose airline refund drops after
 *   the booking's first penalty quote (docs/sandbox.md), so the first confirmation answers the new
 *   quote; the dialog shows it with the alert, and confirming it again cancels.
 * - Flights always offer void (the machine's `allowVoid: false` input is for other verticals); a
 *   void refunds everything, so its refund never changes; the sandbox changes a refund once per
 *   booking, after its first quote: those inputs and steps are not something the page does.
 */
import { expect, type Page } from "@playwright/test";
import type { CancelBookingOutput, CancellationContext, CancellationInput } from "@machines/cancellation/cancellation.machine";
import type { Money } from "@/shared/money";
import { formatMoney } from "@/web/lib/money";
import type { ExpectedSnapshot, ModelPath } from "../../model/harness";
import { defineDriver } from "../ui-model";
import { ACME, acmeApi, bookViaApi, closingGates, Gate, isoDay, notes, pathOfInput, searchOffers, signIn, textOf, type UnsupportedStep } from "./flights-common";
import { scaled } from "../../browser/slowdown";

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as CancellationContext;

const refundChanged = (event: { type: string; output?: unknown }) => event.type === "xstate.done.actor.cancelBooking" && (event.output as CancelBookingOutput).priceChanged === true;

export const unsupportedCancellationStep: UnsupportedStep = (step, index, path) => {
  if (!refundChanged(step.event)) return null;
  if (contextOf(step.expected).action === "void") return "a void refunds everything, so its refund never changes";
  const before = path.steps.slice(0, index);
  const quotes = before.filter((candidate) => candidate.event.type === "xstate.done.actor.getPenalty").length;
  if (quotes !== 1 || before.some((candidate) => refundChanged(candidate.event))) {
    return "the sandbox changes a booking's refund once, right after its first quote (REQUOTE)";
  }
  return null;
};

interface CancelNotes extends Record<string, unknown> {
  penalty: Gate;
  cancel: Gate;
  reference: string;
  token: string;
  /** Cancellations are refused by the supplier (CANCELFAIL) rather than by the network. */
  supplierRefuses: boolean;
  /** The new quote of the last `priceChanged` answer, as the server sent it. */
  requote: { penalty: Money; refund: Money };
}

const dialog = (page: Page) => page.getByRole("alertdialog", { name: "Cancel booking" });
const gateOf = (page: Page, name: "penalty" | "cancel") => {
  const gate = notes<CancelNotes>(page)[name];
  if (!gate) throw new Error("setup did not run");
  return gate;
};

/**
 * Opens a fresh, paid booking's confirmation and presses "Cancel booking". Shared with the flight
 * booking driver's setup of its confirmation input.
 */
export async function openPaidBooking(page: Page, lastName = "Doe", who?: Parameters<typeof signIn>[1]): Promise<{ reference: string; token: string }> {
  const token = await signIn(page, who);
  const offers = await searchOffers(page.request, { from: "JFK", to: "LHR", depart: isoDay(24) });
  const offer = offers[0];
  if (!offer) throw new Error("the sandbox found no JFK-LHR flight");
  const reference = await bookViaApi(page.request, token, offer.id, lastName);
  return { reference, token };
}

function plan(path: ModelPath): { supplierRefuses: boolean; lastName: string } {
  const types = path.steps.map((step) => step.event.type);
  // A changed refund needs REQUOTE; a cancel failing on that booking is then a network failure.
  const requotes = path.steps.some((step) => refundChanged(step.event));
  const fails = types.includes("xstate.error.actor.cancelBooking");
  const succeeds = path.steps.some((step) => step.event.type === "xstate.done.actor.cancelBooking" && !(step.event.output as { priceChanged?: boolean }).priceChanged);
  // Cancelling elsewhere (for a "no longer cancellable" quote) fails on a CANCELFAIL booking too.
  const cancelledElsewhere = path.steps.some((step) => step.event.type === "xstate.done.actor.getPenalty" && !(step.event.output as { cancellable?: boolean }).cancellable);
  const supplierRefuses = fails && !succeeds && !cancelledElsewhere && !requotes;
  return { supplierRefuses, lastName: requotes ? "REQUOTE" : supplierRefuses ? "CANCELFAIL" : "Doe" };
}

export const cancellationDriver = defineDriver({
  unsupportedInput: (input) => ((input as CancellationInput).allowVoid === false ? "flights always offer void (allowVoid: false is for other verticals)" : null),
  async setup(page, input) {
    const { supplierRefuses, lastName } = plan(pathOfInput(input));
    const { reference, token } = await openPaidBooking(page, lastName);
    Object.assign(notes<CancelNotes>(page), {
      reference,
      token,
      supplierRefuses,
      penalty: await Gate.on(page, "get-penalty", "**/api/flight/get-penalty"),
      cancel: await Gate.on(page, "flightCancelVoidBooking", "**/api/flight/flightCancelVoidBooking"),
    });
    await page.goto(`${ACME}/booknow/flights/confirmation?ref=${encodeURIComponent(reference)}`);
    await expect(page.getByText("Confirmed and ticketed")).toBeVisible({ timeout: scaled(15_000) });
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await expect(page).toHaveURL(/\/booknow\/flights\/reservation-details/);
  },
  stateChecks: {
    async loadingPenalty(page) {
      await expect(dialog(page).getByText("Checking cancellation charges…")).toBeVisible();
    },
    async quoting(page, snapshot) {
      const { quote, alert, allowVoid } = contextOf(snapshot);
      const box = dialog(page);
      await expect(box.getByText("Cancellation penalty")).toBeVisible();
      await expect(box.getByText("Refund to your card")).toBeVisible();
      await expect(box.getByRole("button", { name: "Keep booking" })).toBeVisible();
      await expect(box.getByRole("button", { name: "Void booking" })).toHaveCount(allowVoid && quote?.voidable ? 1 : 0);
      await expect(box.getByRole("button", { name: "Cancel with penalty" })).toHaveCount(quote?.cancellable ? 1 : 0);
      if (!quote?.cancellable && !quote?.voidable) await expect(box.getByText("This booking can no longer be cancelled online.")).toBeVisible();
      await expect(box.getByRole("alert")).toHaveCount(alert ? 1 : 0);
      if (alert) {
        // Requoted: the alert and the server's new amounts (nothing cancelled yet).
        await expect(box.getByRole("alert")).toHaveText(textOf(alert));
        const { requote } = notes<CancelNotes>(page);
        if (!requote) throw new Error("a changed refund was shown without a priceChanged answer");
        await expect(box.locator("dd").first()).toHaveText(formatMoney(requote.penalty.amount, requote.penalty.currency, "en"));
        await expect(box.locator("dd").last()).toHaveText(formatMoney(requote.refund.amount, requote.refund.currency, "en"));
      }
    },
    async confirming(page, snapshot) {
      const box = dialog(page);
      const voiding = contextOf(snapshot).action === "void";
      await expect(box.getByText(voiding ? /^Void this booking\?/ : /^Cancel this booking\?/)).toBeVisible();
      await expect(box.getByRole("button", { name: voiding ? "Confirm void" : "Confirm cancellation" })).toBeVisible();
      await expect(box.getByRole("button", { name: "Back" })).toBeVisible();
    },
    async cancelling(page) {
      await expect(dialog(page).getByText("Cancelling your booking…")).toBeVisible();
    },
    async failed(page) {
      const box = dialog(page);
      await expect(box.getByRole("alert")).not.toBeEmpty();
      await expect(box.getByRole("button", { name: "Try again" })).toBeVisible();
      await expect(box.getByRole("button", { name: "Close" }).last()).toBeVisible();
    },
    async cancelled(page, snapshot) {
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByRole("status").filter({ hasText: "Flight cancelled successfully" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Booking cancelled" })).toBeVisible({ timeout: scaled(15_000) });
      const status = contextOf(snapshot).outcome === "voided" ? "Voided" : "Cancelled";
      await expect(page.getByRole("status").filter({ hasText: new RegExp(`^${status}$`) })).toBeVisible();
    },
    async dismissed(page) {
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Your flight is booked" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Cancel booking" })).toBeVisible();
    },
  },
  eventActions: closingGates((page) => [gateOf(page, "penalty"), gateOf(page, "cancel")], {
    async "xstate.done.actor.getPenalty"(page, event) {
      const { reference, token } = notes<CancelNotes>(page);
      if (!(event.output as { cancellable: boolean }).cancellable) {
        // Cancelled from another device while this page asked for the quote.
        const done = await acmeApi(page.request, "POST", "/api/flight/flightCancelVoidBooking", { token, data: { referenceNumber: reference, action: "cancel" } });
        expect(done.status, done.body.message).toBe(200);
      }
      await gateOf(page, "penalty").release();
    },
    async "xstate.error.actor.getPenalty"(page) {
      await gateOf(page, "penalty").fail();
    },
    async "cancel.requested"(page, _event, step) {
      const button = dialog(page).getByRole("button", { name: "Cancel with penalty" });
      if (!contextOf(step.before).quote?.cancellable) return expect(button).toHaveCount(0);
      await button.click();
    },
    async "void.requested"(page, _event, step) {
      const button = dialog(page).getByRole("button", { name: "Void booking" });
      const { quote, allowVoid } = contextOf(step.before);
      if (!(allowVoid && quote?.voidable)) return expect(button).toHaveCount(0);
      await button.click();
    },
    async "cancel.confirmed"(page, _event, step) {
      await dialog(page)
        .getByRole("button", { name: contextOf(step.before).action === "void" ? "Confirm void" : "Confirm cancellation" })
        .click();
    },
    async "cancel.back"(page) {
      await dialog(page).getByRole("button", { name: "Back" }).click();
    },
    async "cancel.dismissed"(page, _event, step) {
      await dialog(page)
        .getByRole("button", { name: step.before.value === "failed" ? "Close" : "Keep booking", exact: true })
        .last()
        .click();
    },
    async "cancel.retried"(page) {
      await dialog(page).getByRole("button", { name: "Try again" }).click();
    },
    async "xstate.done.actor.cancelBooking"(page, event) {
      if (!refundChanged(event)) return gateOf(page, "cancel").release();
      const answered = page.waitForResponse((r) => r.url().endsWith("/api/flight/flightCancelVoidBooking") && r.request().method() === "POST");
      await gateOf(page, "cancel").release();
      const response = await answered;
      const sent = response.request().postDataJSON() as { action: string; expectedRefund?: Money };
      const { data } = (await response.json()) as { data: { priceChanged?: boolean; bookingStatus: string; penalty: Money; refund: Money } };
      expect(sent.action).toBe("cancel");
      expect(data).toMatchObject({ priceChanged: true, bookingStatus: "ticketed" });
      expect(data.refund.amount).not.toBe(sent.expectedRefund?.amount);
      notes<CancelNotes>(page).requote = { penalty: data.penalty, refund: data.refund };
    },
    async "xstate.error.actor.cancelBooking"(page) {
      if (notes<CancelNotes>(page).supplierRefuses) await gateOf(page, "cancel").release();
      else await gateOf(page, "cancel").fail();
    },
  }),
});

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
import { REDIRECT_PATH_KEY } from "@/shared/constants";
import { defineDriver, type EventAction, type StateCheck, type UiDriver, type UiStep } from "../ui-model";
import { stagedStep } from "../staged-steps";
import { fetchReal } from "./accounts";
import { bookerOf, coreContextOf, coreUnsupported, hasRefundProtection, refusedLater, stateKey, unchanged, waitsForChallenge, walletCreditOf } from "./booking-paths";
import { bookingGate, shownAlert, state, type BookingScreens } from "./booking-screens";
import { CARDS, closingGates, fillCard, Gate, pathOfInput, signIn, textOf, trackSaves, type UnsupportedStep } from "./flights-common";
import { scaled } from "../../browser/slowdown";

// The verticals' drivers read a path's plan and the page's notes from here, as before the split.
export { isPriceAnswer, outcomeOfSearch, searchPlan, stateKey, unchanged, type SearchOutcome } from "./booking-paths";
export { bookingGate, shownAlert } from "./booking-screens";

const priceDialog = (page: Page) => page.getByRole("alertdialog", { name: "The price has changed" });
const cancelDialog = (page: Page) => page.getByRole("alertdialog", { name: "Cancel booking" });
const cardForm = (page: Page) => page.getByRole("form", { name: "Card payment" });
const challengeDialog = (page: Page) => page.getByRole("dialog", { name: "Confirm your payment" });
const walletGroup = (page: Page) => cardForm(page).getByRole("group", { name: "Reward wallet" });
/** spec B add-ons: the checkout's refund protection card; its checkbox is the choice. */
const refundProtection = (page: Page) => page.getByTestId("refund-protection").getByRole("checkbox");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const at = (path: string) => new RegExp(escape(path));

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
      // Resumed with the bank waiting: the challenge, which comes after the card form (its dialog's code loads as it opens).
      await expect(waitsForChallenge(snapshot) ? challengeDialog(page) : cardForm(page).or(challengeDialog(page)).first()).toBeVisible();
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
    async "xstate.done.actor.payment"(page, event, step) {
      // The model says whether the bank's challenge is open (never the page at one instant: it may be still arriving).
      const challenge = challengeDialog(page);
      const waiting = waitsForChallenge(step.before);
      const output = event.output as { status: string; message?: unknown };
      if (output.status === "succeeded") {
        if (waiting) return challenge.getByRole("button", { name: "Complete authentication" }).click();
        return fillCard(page, CARDS.ok);
      }
      if (output.status === "refused") {
        // The travellers carry the sandbox's refusal trigger (checkout.submitted, refusedLater): the card is authorised,
        // the vendor refuses, the card is released. The web then asks what became of the attempt (the payment outcome,
        // held by the outcome gate): failed, so the payment shows why with "Back to results" and no Pay. The gate lets the
        // question through as soon as it is asked: the page gives it ten seconds (the API client's timeout, the hold's
        // time included), and a busy worker slow to come back to it must not make the page show the refusal as one it
        // could not confirm (the card form again, with Pay).
        const outcome = bookingGate(page, "outcome").release();
        outcome.catch(() => undefined); // awaited below; a failed step before it must not leave it unhandled
        if (waiting) await challenge.getByRole("button", { name: "Complete authentication" }).click();
        else await fillCard(page, CARDS.ok);
        await outcome;
        const back = page.getByRole("main").getByRole("button", { name: "Back to results" });
        await expect(back).toBeVisible({ timeout: scaled(20_000) });
        await expect(cardForm(page)).toHaveCount(0);
        const words = page.getByRole("main").getByRole("alert").first();
        state(page).refusal = { model: textOf(output.message), page: (await words.innerText()).trim() };
        return back.click();
      }
      // Abandoned: back to the traveller forms (after failing a pending 3-D Secure check first).
      if (waiting) await challenge.getByRole("button", { name: "Fail authentication" }).click();
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

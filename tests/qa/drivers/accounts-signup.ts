/**
 * Browser driver of the signup machine: the /signup page (src/web/routes/-components/auth/
 * signup-form.tsx) on Acme or Dormant Tours (inactive), opened from an invitation link, or reached
 * from a login the server answered "no such user" (the real hand-over through session storage).
 *
 * - The invitation answer is the model's (`GET /api/agency/invitations/:token`, held until its step).
 * - A sign-up that succeeds is a real one with a fresh address; one that fails gets the model's
 *   failure. With an invitation the success is the model's answer (the token is not a real one).
 * - The 1 s button revert runs on `page.clock`, paused from the start.
 */
import { expect, type Page } from "@playwright/test";
import type { SignupContext, SignupInput } from "@machines/signup/signup.machine";
import { SIGNUP_BUTTON_REVERT_MS } from "@/shared/constants";
import { accountMessages } from "@/shared/validation";
import type { ExpectedSnapshot } from "../../model/harness";
import { defineDriver } from "../ui-model";
import { ACME, answer, DORMANT, exactUrl, hold, named, pausedClock, preparePage, shown, toast, tr, uniqueEmail } from "./accounts";

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as SignupContext;
const signUpButton = (page: Page) => page.getByRole("button", named(page, "Sign up"));
const field = (page: Page, label: "Name" | "Email") => page.getByRole("textbox", named(page, label));
const passwordField = (page: Page) => page.getByLabel(tr(page, "Password"), { exact: true });
const terms = (page: Page) => page.getByRole("checkbox", { name: /I agree/ });

/** The login page hands the typed credentials over to /signup when the server knows no such user. */
async function handedOverFromLogin(page: Page, handedOver: { email: string; password: string }): Promise<void> {
  await page.route("**/api/user/login", (route) => route.fulfill({ status: 404, json: { message: "User not found", data: null } }));
  await page.goto(`${ACME}/login`);
  await page.getByRole("textbox", named(page, "Email")).fill(handedOver.email);
  await page.getByLabel(tr(page, "Password"), { exact: true }).fill(handedOver.password);
  await page.getByRole("button", named(page, "Log in")).click();
  await expect(page).toHaveURL(exactUrl(`${ACME}/signup`));
  await expect(toast(page, tr(page, accountMessages.userNotFound))).toBeVisible();
  await expect(field(page, "Email")).toHaveValue(handedOver.email);
}

export const signupDriver = defineDriver({
  async setup(page, input) {
    const { agencyStatus, invitationToken, handedOver } = input as SignupInput;
    preparePage(page);
    await pausedClock(page);
    await hold(page, "invitation", "**/api/agency/invitations/*", "GET");
    await hold(page, "signUp", /\/api\/(user\/signUp|agency\/agents)$/);
    const origin = agencyStatus === "Active" ? ACME : DORMANT;
    if (handedOver) return handedOverFromLogin(page, handedOver);
    await page.goto(invitationToken ? `${origin}/signup?invitationToken=${encodeURIComponent(invitationToken)}` : `${origin}/signup`);
  },
  stateChecks: {
    async agencyInactive(page) {
      await expect(page.getByText(tr(page, "Agency is inactive, Please contact the administrator")).first()).toBeVisible();
      await expect(signUpButton(page)).toBeDisabled();
      await expect(field(page, "Name")).toBeDisabled();
    },
    async loadingInvitation(page) {
      await expect(page.getByRole("status").filter({ hasText: tr(page, "Checking your invitation…") })).toBeVisible();
    },
    async invitationExpired(page) {
      await expect(page).toHaveURL(/\/expired$/);
      await expect(page.getByRole("heading", { level: 1, ...named(page, "This link has expired") })).toBeVisible();
    },
    async editing(page, snapshot) {
      const { lockedEmail, alert } = contextOf(snapshot);
      await expect(signUpButton(page)).toBeEnabled();
      await expect(field(page, "Name")).toBeEditable();
      await expect(passwordField(page)).toBeEditable();
      await expect(terms(page)).toBeEnabled();
      if (lockedEmail === null) await expect(field(page, "Email")).toBeEditable();
      else {
        await expect(field(page, "Email")).toHaveValue(lockedEmail);
        await expect(field(page, "Email")).toHaveAttribute("readonly", "");
      }
      if (alert === null) await expect(page.getByRole("alert")).toHaveCount(0);
      else await expect(page.getByRole("alert")).toHaveText(shown(page, alert));
    },
    async submitting(page) {
      await expect(page.getByRole("button", named(page, "Signing up…"))).toBeDisabled();
    },
    async succeeded(page) {
      await expect(toast(page, tr(page, accountMessages.checkInbox))).toBeVisible();
      await expect(signUpButton(page)).toBeDisabled();
      // The form is emptied.
      await expect(field(page, "Name")).toHaveValue("");
    },
    async failed(page, snapshot) {
      const { alert } = contextOf(snapshot);
      await expect(page.getByRole("alert")).toHaveText(alert === null ? "" : shown(page, alert));
      await expect(signUpButton(page)).toBeDisabled();
    },
  },
  eventActions: {
    async "signup.submitted"(page, event, step) {
      const { lockedEmail, invitationToken } = contextOf(step.before);
      const realSignUp = step.next?.type === "xstate.done.actor.signUp" && !invitationToken;
      await field(page, "Name").fill(String(event.name));
      if (lockedEmail === null) await field(page, "Email").fill(realSignUp ? uniqueEmail("model-signup") : String(event.email));
      await passwordField(page).fill(String(event.password));
      await terms(page).setChecked(Boolean(event.checked));
      await signUpButton(page).click();
      // Terms not agreed: the checkbox says so and nothing is sent.
      if (!event.checked) await expect(terms(page)).toHaveAttribute("aria-invalid", "true");
    },
    async "signup.edited"(page) {
      await field(page, "Name").press("End");
      await field(page, "Name").pressSequentially("e");
    },
    async "xstate.done.actor.fetchInvitation"(page, event) {
      await answer(page, "invitation", { data: event.output });
    },
    async "xstate.error.actor.fetchInvitation"(page, event) {
      await answer(page, "invitation", { failure: event.error });
    },
    async "xstate.done.actor.signUp"(page, event, step) {
      const { message } = event.output as { message: string };
      await answer(page, "signUp", contextOf(step.before).invitationToken ? { data: null, message } : { real: true });
    },
    async "xstate.error.actor.signUp"(page, event) {
      await answer(page, "signUp", { failure: event.error });
    },
    async "xstate.after.buttonRevert.signup.succeeded"(page) {
      await page.clock.runFor(SIGNUP_BUTTON_REVERT_MS);
    },
    async "xstate.after.buttonRevert.signup.failed"(page) {
      await page.clock.runFor(SIGNUP_BUTTON_REVERT_MS);
    },
  },
});

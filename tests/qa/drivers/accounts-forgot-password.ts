/**
 * Browser driver of the forgot-password machine: the /forgotpassword page on Acme
 * (src/web/routes/forgotpassword.tsx). A link that is sent is the real server's answer (it always
 * says it sent one); a refusal is the model's failure. The 2 s redirect to /login runs on
 * `page.clock`, paused from the start.
 */
import { expect, type Page } from "@playwright/test";
import type { ForgotPasswordContext } from "@machines/forgot-password/forgot-password.machine";
import { FORGOT_PASSWORD_REDIRECT_MS } from "@/shared/constants";
import { forgotPasswordEmailError } from "@/shared/validation";
import type { ExpectedSnapshot } from "../../model/harness";
import { defineDriver } from "../ui-model";
import { ACME, answer, exactUrl, expectFieldError, hold, named, note, pausedClock, preparePage, setNote, shown, toast, tr } from "./accounts";

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as ForgotPasswordContext;
const email = (page: Page) => page.getByRole("textbox", named(page, "Email"));
const send = (page: Page) => page.getByRole("button", named(page, "Send"));
const sentNotice = (page: Page) => page.getByRole("status").filter({ hasText: tr(page, "Check your inbox. Taking you back to log in…") });

export const forgotPasswordDriver = defineDriver({
  async setup(page) {
    preparePage(page);
    await pausedClock(page);
    await hold(page, "sendResetLink", "**/api/user/forgotPassword");
    await page.goto(`${ACME}/forgotpassword`);
  },
  stateChecks: {
    async editing(page, snapshot) {
      const { alert } = contextOf(snapshot);
      await expect(page.getByRole("heading", { level: 1, ...named(page, "Forgot password") })).toBeVisible();
      await expect(email(page)).toBeEditable();
      await expect(send(page)).toBeEnabled();
      if (alert === null) await expect(page.getByRole("alert")).toHaveCount(0);
      else await expect(page.getByRole("alert")).toHaveText(shown(page, alert));
    },
    async sending(page) {
      await expect(send(page)).toBeDisabled();
      await expect(sentNotice(page)).toHaveCount(0);
    },
    async sent(page) {
      await expect(toast(page, note<string>(page, "sentMessage") ?? "")).toBeVisible();
      await expect(sentNotice(page)).toBeVisible();
      await expect(send(page)).toBeDisabled();
      await expect(page).toHaveURL(/\/forgotpassword$/);
    },
    async done(page) {
      await expect(page).toHaveURL(exactUrl(`${ACME}/login`));
      await expect(page.getByRole("button", named(page, "Log in"))).toBeVisible();
    },
  },
  eventActions: {
    async "forgotPassword.submitted"(page, event) {
      const value = String(event.email);
      await email(page).fill(value);
      await send(page).click();
      const refused = forgotPasswordEmailError(value);
      if (refused !== null) await expectFieldError(page, email(page), refused);
    },
    async "forgotPassword.edited"(page) {
      await email(page).press("End");
      await email(page).pressSequentially("m");
    },
    async "xstate.done.actor.sendResetLink"(page) {
      const { message } = await answer(page, "sendResetLink", { real: true });
      setNote(page, "sentMessage", message);
    },
    async "xstate.error.actor.sendResetLink"(page, event) {
      await answer(page, "sendResetLink", { failure: event.error });
    },
    async "xstate.after.redirect.forgotPassword.sent"(page) {
      await page.clock.runFor(FORGOT_PASSWORD_REDIRECT_MS);
    },
  },
});

/**
 * Browser driver of the new-password machine: the reset link's page /newPassword
 * (src/web/routes/newPassword.tsx). A path with a token opens a real reset link: a fresh customer
 * signs up and asks for a reset through the API, and the link is read from the embedded mailbox.
 * The link check and the save are held until their step: the real answers (patched with the
 * model's `isValid`), or the model's failures (a 410 for a link that expired meanwhile, a network
 * failure while checking).
 */
import { expect, type Page } from "@playwright/test";
import type { NewPasswordContext, NewPasswordInput } from "@machines/new-password/new-password.machine";
import { HOSTS } from "../../browser/fixtures/site";
import { apiPost } from "../../browser/fixtures/accounts";
import { passwordError } from "@/shared/validation";
import type { ExpectedSnapshot } from "../../model/harness";
import { defineDriver } from "../ui-model";
import { ACME, answer, exactUrl, expectFieldError, hold, linkToken, named, newestMail, note, preparePage, setNote, shown, signedUpCustomer, toast, tr } from "./accounts";

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as NewPasswordContext;
const passwordField = (page: Page) => page.getByLabel(tr(page, "New password"), { exact: true });
const save = (page: Page) => page.getByRole("button", named(page, "Save password"));

export const newPasswordDriver = defineDriver({
  async setup(page, input) {
    const { token } = input as NewPasswordInput;
    preparePage(page);
    await hold(page, "checkLinkValidity", "**/api/user/forgotPwdValidity");
    await hold(page, "setNewPassword", "**/api/user/forgotPasswordLink");
    if (token === null) return void (await page.goto(`${ACME}/newPassword`));
    // The link from a real reset mail.
    const email = await signedUpCustomer(page.request, "model-reset");
    const asked = await apiPost(page.request, HOSTS.acme, "/api/user/forgotPassword", { data: { email, hostName: ACME } });
    expect(asked.status()).toBe(200);
    const mail = await newestMail(page.request, email, /Reset your .* password/);
    await page.goto(`${ACME}/newPassword?token=${linkToken(mail, "/newPassword")}`);
  },
  stateChecks: {
    async validatingLink(page) {
      await expect(page.getByRole("status").filter({ hasText: tr(page, "Checking your link…") })).toBeVisible();
    },
    async linkExpired(page) {
      await expect(page).toHaveURL(exactUrl(`${ACME}/expired`));
      await expect(page.getByRole("heading", { level: 1, ...named(page, "This link has expired") })).toBeVisible();
    },
    async editing(page, snapshot) {
      const { alert } = contextOf(snapshot);
      await expect(page.getByRole("heading", { level: 1, ...named(page, "Choose a new password") })).toBeVisible();
      await expect(passwordField(page)).toBeEditable();
      await expect(save(page)).toBeEnabled();
      if (alert === null) await expect(page.getByRole("alert")).toHaveCount(0);
      else await expect(page.getByRole("alert")).toHaveText(shown(page, alert));
    },
    async submitting(page) {
      await expect(save(page)).toBeDisabled();
      await expect(page).toHaveURL(/\/newPassword\?token=/);
    },
    async done(page) {
      await expect(page).toHaveURL(exactUrl(`${ACME}/login`));
      await expect(toast(page, note<string>(page, "savedMessage") ?? "")).toBeVisible();
    },
  },
  eventActions: {
    async "newPassword.submitted"(page, event) {
      const value = String(event.password);
      await passwordField(page).fill(value);
      await save(page).click();
      const refused = passwordError(value.trim());
      if (refused !== null) await expectFieldError(page, passwordField(page), refused);
    },
    async "newPassword.edited"(page) {
      await passwordField(page).press("End");
      await passwordField(page).pressSequentially("x");
    },
    async "xstate.done.actor.checkLinkValidity"(page, event) {
      await answer(page, "checkLinkValidity", { real: true, patch: { isValid: (event.output as { isValid: boolean }).isValid } });
    },
    async "xstate.error.actor.checkLinkValidity"(page, event) {
      await answer(page, "checkLinkValidity", { failure: event.error });
    },
    async "xstate.done.actor.setNewPassword"(page) {
      const { message } = await answer(page, "setNewPassword", { real: true });
      setNote(page, "savedMessage", message);
    },
    async "xstate.error.actor.setNewPassword"(page, event) {
      await answer(page, "setNewPassword", { failure: event.error });
    },
  },
});

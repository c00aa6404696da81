/**
 * Browser driver of the verify-email machine: the signup mail's link /verify
 * (src/web/routes/verify.tsx). A path with a token opens a real verification link (a fresh
 * customer signs up through the API; the link is read from the embedded mailbox). The check is
 * held until its step: the real confirmation, or the model's failure (a used or expired link).
 */
import { expect } from "@playwright/test";
import type { VerifyEmailInput } from "@machines/verify-email/verify-email.machine";
import { defineDriver } from "../ui-model";
import { ACME, answer, exactUrl, hold, linkToken, named, newestMail, note, preparePage, setNote, signedUpCustomer, toast, tr } from "./accounts";

export const verifyEmailDriver = defineDriver({
  async setup(page, input) {
    const { token } = input as VerifyEmailInput;
    preparePage(page);
    await hold(page, "verifyAccount", "**/api/user/verify");
    if (token === null) return void (await page.goto(`${ACME}/verify`));
    const email = await signedUpCustomer(page.request, "model-verify");
    const mail = await newestMail(page.request, email, /Confirm your email/);
    await page.goto(`${ACME}/verify?token=${linkToken(mail, "/verify")}`);
  },
  stateChecks: {
    async verifying(page) {
      await expect(page.getByRole("status").filter({ hasText: tr(page, "Verifying your email…") })).toBeVisible();
    },
    async verified(page) {
      await expect(page).toHaveURL(exactUrl(`${ACME}/login`));
      await expect(toast(page, note<string>(page, "verifiedMessage") ?? "")).toBeVisible();
    },
    async linkExpired(page) {
      await expect(page).toHaveURL(exactUrl(`${ACME}/expired`));
      await expect(page.getByRole("heading", { level: 1, ...named(page, "This link has expired") })).toBeVisible();
    },
  },
  eventActions: {
    async "xstate.done.actor.verifyAccount"(page) {
      const { message } = await answer(page, "verifyAccount", { real: true });
      setNote(page, "verifiedMessage", message);
    },
    async "xstate.error.actor.verifyAccount"(page, event) {
      await answer(page, "verifyAccount", { failure: event.error });
    },
  },
});

/**
 * Browser driver of the SSO machine: /sso?token=…&navigateTo=… on Acme, which has SSO enabled with
 * the public dev secret (docs/accounts.md "SSO"). A path with a token opens a real, freshly signed
 * token (jose, DEV_SSO_SECRET); the login is held until its step and answered by the server, with
 * the model's deep link patched in (the server echoes it only when it was asked for one), or by
 * the model's failure. The agency's return URL is patched into `GET /api/agency` and stubbed.
 */
import { expect } from "@playwright/test";
import type { SsoContext, SsoInput } from "@machines/sso/sso.machine";
import { postLoginTarget } from "@machines/login/post-login-route";
import type { SsoResult } from "@/shared/api/auth";
import { accountMessages } from "@/shared/validation";
import type { ExpectedSnapshot } from "../../model/harness";
import { defineDriver } from "../ui-model";
import {
  ACME,
  agencyAs,
  answer,
  chooseLanguage,
  exactUrl,
  externalUrl,
  expectSignedIn,
  expectVisited,
  freshSsoToken,
  hold,
  note,
  preparePage,
  routingFields,
  setNote,
  stubExternalSites,
  toast,
  tr,
} from "./accounts";

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as SsoContext;

export const ssoDriver = defineDriver({
  async setup(page, input) {
    const { token, deepLink, returnUrl, routing } = input as SsoInput;
    preparePage(page, routing.language);
    await chooseLanguage(page, ACME, routing.language);
    await stubExternalSites(page, returnUrl);
    await agencyAs(page, { bookingMenuItemOptions: routing.bookingMenu, returnUrl });
    await hold(page, "ssoLogin", "**/api/sso");
    const query = new URLSearchParams();
    if (token !== null) query.set("token", await freshSsoToken());
    if (deepLink !== null) query.set("navigateTo", deepLink);
    await page.goto(`${ACME}/sso${query.size ? `?${query.toString()}` : ""}`);
  },
  stateChecks: {
    async authenticating(page) {
      await expect(page.getByRole("status").filter({ hasText: tr(page, "Signing you in…") })).toBeVisible();
    },
    async loggedIn(page) {
      await expectVisited(page, note<RegExp>(page, "target") ?? /^$/);
      await expectSignedIn(page, true);
    },
    async failed(page, snapshot) {
      const { returnUrl } = contextOf(snapshot);
      if (returnUrl) {
        // The SPA is gone (and its toast with it): the agency's own site.
        await expect(page).toHaveURL(externalUrl(returnUrl));
        await expectVisited(page, /\/sso/);
        return;
      }
      await expect(toast(page, tr(page, accountMessages.ssoError))).toBeVisible();
      await expect(page).toHaveURL(exactUrl(`${ACME}/errors/500`));
    },
  },
  eventActions: {
    async "xstate.done.actor.ssoLogin"(page, event, step) {
      const result = event.output as SsoResult;
      const target = result.deepLink ? { kind: "route" as const, to: result.deepLink } : postLoginTarget(result, contextOf(step.before).routing);
      setNote(page, "target", target.kind === "route" ? exactUrl(`${ACME}${target.to}`) : exactUrl(target.href));
      await answer(page, "ssoLogin", { real: true, patch: { ...routingFields(result), deepLink: result.deepLink } });
    },
    async "xstate.error.actor.ssoLogin"(page, event) {
      await answer(page, "ssoLogin", { failure: event.error });
    },
  },
});

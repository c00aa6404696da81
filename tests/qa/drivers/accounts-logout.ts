/**
 * Browser driver of the logout machine: the header's 'Log out' on Acme, which opens /logout
 * ('Logging out...') and leaves 100 ms later. A travel agent (agent@acme.test) or a customer
 * (alice@acme.test) logs in first on /login; the agency's return URL is patched into
 * `GET /api/agency` and stubbed. The 100 ms wait runs on `page.clock`, paused before 'Log out'.
 */
import { expect } from "@playwright/test";
import type { LogoutContext, LogoutInput } from "@machines/logout/logout.machine";
import { LOGOUT_REDIRECT_MS } from "@/shared/constants";
import { accountMessages } from "@/shared/validation";
import type { ExpectedSnapshot } from "../../model/harness";
import { defineDriver } from "../ui-model";
import { ACME, agencyAs, exactUrl, externalUrl, expectSignedIn, named, signedInAt, pausedClock, preparePage, stubExternalSites, tokenOf, tr } from "./accounts";

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as LogoutContext;

export const logoutDriver = defineDriver({
  async setup(page, input) {
    const { isTravelAgent, returnUrl } = input as LogoutInput;
    preparePage(page);
    await pausedClock(page);
    await stubExternalSites(page, returnUrl);
    await agencyAs(page, { returnUrl });
    await signedInAt(page, isTravelAgent ? "agent@acme.test" : "alice@acme.test", isTravelAgent ? "/dashboard" : "/");
    await page.getByRole("banner").getByRole("link", named(page, "Log out")).click();
  },
  stateChecks: {
    async loggingOut(page) {
      await expect(page).toHaveURL(exactUrl(`${ACME}/logout`));
      await expect(page.getByRole("status").filter({ hasText: tr(page, accountMessages.loggingOut) })).toBeVisible();
    },
    async done(page, snapshot) {
      const { isTravelAgent, returnUrl } = contextOf(snapshot);
      expect(await tokenOf(page), "the token cookie").toBeNull();
      if (!isTravelAgent && returnUrl) return expect(page).toHaveURL(externalUrl(returnUrl));
      await expect(page).toHaveURL(exactUrl(`${ACME}/`));
      await expectSignedIn(page, false);
    },
  },
  eventActions: {
    async "xstate.after.redirect.logout.loggingOut"(page) {
      await page.clock.runFor(LOGOUT_REDIRECT_MS);
    },
  },
});

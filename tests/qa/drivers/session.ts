/**
 * Browser driver of the session machine: who is logged in on Acme, as the header shows it ('Log in'
 * or 'Log out'), and the expiry flow (src/web/state/session.tsx).
 *
 * - A saved login is a real one: the travel agent agent@acme.test logs in on /login, then the site
 *   is opened again, so the app starts from the token cookie.
 * - Logging in is the header's dialog (or /login when already logged in), logging out the header's
 *   'Log out' (or opening /logout when there is nothing to log out of).
 * - A 401: the session is revoked on the server, then the agent picks another language in the
 *   header, which the app saves on the server with the token.
 * - `page.clock` is paused from the start: the 1 s redirect after expiry and the 100 ms of /logout
 *   only pass when a step waits.
 */
import { expect, type Page, type Route } from "@playwright/test";
import type { SessionInput } from "@machines/session/session.machine";
import { LOGOUT_REDIRECT_MS, SESSION_EXPIRED_REDIRECT_MS, TOKEN_COOKIE } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { accountMessages } from "@/shared/validation";
import { defineDriver } from "../ui-model";
import {
  ACME,
  apiQuiet,
  exactUrl,
  expectSignedIn,
  logInOnLoginPage,
  signedInAt,
  logInThroughHeader,
  named,
  pageState,
  pausedClock,
  preparePage,
  revokeSession,
  setPageLocale,
  toast,
  tokenOf,
  tr,
} from "./accounts";
import { scaled } from "../../browser/slowdown";

const AGENT = "agent@acme.test";

const logOutLink = (page: Page) => page.getByRole("banner").getByRole("link", named(page, "Log out"));

/** Logs out the way the page allows: the header's link, or /logout typed in when there is none. */
async function logOut(page: Page): Promise<void> {
  if (await logOutLink(page).isVisible()) await logOutLink(page).click();
  else await page.goto(`${ACME}/logout`);
  await expect(page).toHaveURL(exactUrl(`${ACME}/logout`));
  // 'Logging out...' is on screen once its machine runs (and its 100 ms have started).
  await expect(page.getByRole("status").filter({ hasText: tr(page, accountMessages.loggingOut) })).toBeVisible();
  await page.clock.runFor(LOGOUT_REDIRECT_MS);
  await expect(page).toHaveURL(exactUrl(`${ACME}/`));
}

export const sessionDriver = defineDriver({
  async setup(page, input) {
    const { token } = input as SessionInput;
    preparePage(page);
    await pausedClock(page);
    if (token === "") await page.context().addCookies([{ name: TOKEN_COOKIE, value: "", url: ACME }]);
    // Signed in before the site opens (the login screen is the login machine's walk): the session starts from the cookie.
    if (token) await signedInAt(page, AGENT, "/dashboard");
    else await page.goto(`${ACME}/`);
  },
  stateChecks: {
    async anonymous(page) {
      await expectSignedIn(page, false);
      expect(await tokenOf(page), "the token cookie").toBeFalsy();
    },
    async authenticated(page) {
      await expectSignedIn(page, true);
      expect(await tokenOf(page), "the token cookie").toBeTruthy();
    },
    async expired(page) {
      await expect(toast(page, tr(page, messages.sessionExpired))).toBeVisible();
      await expectSignedIn(page, false);
      expect(await tokenOf(page), "the token cookie").toBeNull();
    },
  },
  eventActions: {
    async "session.started"(page, event) {
      if (event.token === "") {
        // A login answered without a token: the session has nothing to start with.
        await page.route(
          "**/api/user/login",
          async (route) => {
            const response = await route.fetch({
              url: route
                .request()
                .url()
                .replace(/\/\/[^/]+/, "//127.0.0.1:" + new URL(ACME).port),
              headers: { ...route.request().headers(), host: new URL(ACME).host },
            });
            const body = (await response.json()) as { data: Record<string, unknown> };
            await route.fulfill({ response, json: { ...body, data: { ...body.data, token: "" } } });
          },
          { times: 1 },
        );
      }
      if (await logOutLink(page).isVisible()) await logInOnLoginPage(page, AGENT);
      else await logInThroughHeader(page, AGENT, true);
      await expect(page).toHaveURL(exactUrl(`${ACME}/dashboard`));
    },
    async "session.ended"(page) {
      await logOut(page);
    },
    async "session.unauthorized"(page) {
      const token = await tokenOf(page);
      if (!token) throw new Error("no session to revoke");
      // The page has loaded what it shows; from now on its calls carry a revoked token. The
      // dashboard's unfinished checkouts load after it renders: a call still to come would meet
      // the revoked token before the language switch does, so wait for that list's answer first
      // (its spinner is on screen from the first render, with the heading).
      if (new URL(page.url()).pathname === "/dashboard") {
        // The dashboard's own heading, not any h1: after the header's login the address is /dashboard while the
        // router still shows the landing page (and its h1) until the dashboard's loader answers.
        await expect(page.getByRole("heading", { level: 2, ...named(page, "Agency figures") })).toBeVisible();
        // The dashboard's charts load lazily, and React reveals a resolved lazy part on a timer (its
        // fallback throttle): on this walk's paused clock they would spin for ever. The 1 s expiry redirect
        // starts only after the revoke.
        // The chart chunk may arrive after a first run of the clock (it is large, and the machine busy): run it in
        // small steps until nothing is loading (each step far below the timers the walk checks).
        const loading = page
          .getByRole("main")
          .getByRole("status")
          .filter({ hasText: tr(page, "Loading") });
        await expect(async () => {
          await page.clock.runFor(100);
          await expect(loading).toHaveCount(0, { timeout: scaled(250) });
        }).toPass({ timeout: scaled(20_000) });
      }
      await apiQuiet(page);
      await revokeSession(page.request, token);
      // Any call with the revoked token: saving the language picked in the header. Its answer
      // waits until the page speaks the new language, so the expiry toast does too.
      const language = pageState(page).locale === "es" ? "en" : "es";
      let switched: () => void = () => {};
      const pageSwitched = new Promise<void>((resolve) => (switched = resolve));
      // Every API call the page makes meanwhile waits too, not only the language save: on two busy
      // cores another call's 401 (a list the page refreshes) could expire the session first.
      const hold = async (route: Route) => {
        await pageSwitched;
        await route.fallback();
      };
      await page.route("**/api/**", hold);
      const unauthorized = page.waitForResponse((response) => response.url().includes("/api/user/changeLanguage/") && response.status() === 401);
      await page.getByRole("banner").getByRole("combobox", named(page, "Language")).selectOption(language);
      setPageLocale(page, language);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("banner").getByRole("link", named(page, "Log out"))).toBeVisible();
      switched();
      await unauthorized;
      await page.unroute("**/api/**", hold);
    },
    async "xstate.after.expiredRedirect.session.expired"(page) {
      await page.clock.runFor(SESSION_EXPIRED_REDIRECT_MS);
      await expect(page).toHaveURL(exactUrl(`${ACME}/`));
    },
  },
});

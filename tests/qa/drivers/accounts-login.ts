/**
 * Browser driver of the login machine: the /login page (src/web/features/accounts/components/
 * login-form.tsx), or the header's 'Log in' dialog on a booking page (the "active navigation"
 * input). Inputs become the real page:
 *   - agency: Acme (active), Dormant Tours (inactive), or Acme patched to "SSO users only" with a
 *     return URL (stubbed, never reached);
 *   - routing: the booking menu is patched in, the language is chosen with `?lng=`, a redirect path
 *     is saved the real way (opening the protected page while logged out), an active navigation
 *     item by logging in from that booking page.
 * The submit picks the seeded account whose real login gives the next step's outcome; the login
 * answer is held until that step (accounts.ts) and patched with the model's routing fields.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import type { LoginContext, LoginInput } from "@machines/login/login.machine";
import { postLoginTarget } from "@machines/login/post-login-route";
import type { LoginResult } from "@/shared/api/auth";
import type { ExpectedSnapshot } from "../../model/harness";
import { defineDriver } from "../ui-model";
import {
  ACME,
  agencyAs,
  answer,
  chooseLanguage,
  DEMO_PASSWORD,
  DORMANT,
  exactUrl,
  externalUrl,
  expectVisited,
  hold,
  named,
  note,
  preparePage,
  routingFields,
  seededAccountFor,
  setNote,
  shown,
  stubExternalSites,
  toast,
  tr,
  uniqueEmail,
  urlWithQuery,
} from "./accounts";

/** Booking pages that exist in the SPA; the login dialog can only be opened from one of them. */
const BOOKING_PAGES = ["/booknow/flights/search"];

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as LoginContext;
const ssoOnly = ({ agency }: Pick<LoginContext, "agency">) => agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers && agency.returnUrl !== null;

/** The login form: the header's dialog when the path started there, else the page. */
const form = (page: Page) => (note<boolean>(page, "inDialog") ? page.getByRole("dialog", named(page, "Log in")) : page.getByRole("main"));
const loginButton = (page: Page) => form(page).getByRole("button", named(page, "Log in"));

async function opensLoginForm(page: Page, input: LoginInput): Promise<void> {
  const { agency, routing } = input;
  const origin = agency.status === "Active" ? ACME : DORMANT;
  await chooseLanguage(page, origin, routing.language);
  if (routing.redirectPath) {
    // The protected page saves itself and sends the visitor through /logout to '/'.
    await page.goto(`${origin}${routing.redirectPath}`);
    await expect(page).toHaveURL(exactUrl(`${origin}/`));
  }
  if (routing.activeNavigationPath) {
    await page.goto(`${origin}${routing.activeNavigationPath}`);
    await page.getByRole("banner").getByRole("button", named(page, "Log in")).click();
    setNote(page, "inDialog", true);
    await expect(form(page)).toBeVisible();
    return;
  }
  await page.goto(`${origin}/login`);
}

async function fillIfDifferent(field: Locator, value: string): Promise<void> {
  if ((await field.inputValue()) !== value) await field.fill(value);
}

/** After a button that leaves for the agency's portal (SSO-only agencies): see it, then come back. */
async function leavesForPortalAndBack(page: Page, context: LoginContext): Promise<void> {
  await expect(page).toHaveURL(externalUrl(context.agency.returnUrl ?? ""));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
}

export const loginDriver = defineDriver({
  unsupportedInput: (input) => {
    const path = (input as LoginInput).routing.activeNavigationPath;
    return path && !BOOKING_PAGES.includes(path) ? `${path} has no page in the SPA (signed out it redirects to /login), so no login dialog can be opened from it` : null;
  },
  async setup(page, input) {
    const { agency, routing } = input as LoginInput;
    preparePage(page, routing.language);
    await stubExternalSites(page, agency.returnUrl);
    await agencyAs(page, {
      bookingMenuItemOptions: routing.bookingMenu,
      ...(ssoOnly({ agency }) ? { sso: agency.sso, returnUrl: agency.returnUrl } : {}),
    });
    await hold(page, "login", "**/api/user/login");
    await opensLoginForm(page, input as LoginInput);
  },
  stateChecks: {
    async agencyInactive(page) {
      await expect(page.getByText(tr(page, "Agency is inactive, Please contact the administrator")).first()).toBeVisible();
      await expect(loginButton(page)).toBeDisabled();
      await expect(form(page).getByRole("textbox", named(page, "Email"))).toBeDisabled();
      await expect(form(page).getByRole("button", named(page, "Forgot password?"))).toBeDisabled();
    },
    async editing(page, snapshot) {
      const context = contextOf(snapshot);
      await expect(loginButton(page)).toBeEnabled();
      if (ssoOnly(context)) {
        await expect(form(page).getByText(tr(page, "Your agency signs you in through its own portal."))).toBeVisible();
        await expect(form(page).getByRole("textbox", named(page, "Email"))).toHaveCount(0);
      } else {
        await expect(form(page).getByRole("textbox", named(page, "Email"))).toBeEditable();
        await expect(form(page).getByLabel(tr(page, "Password"), { exact: true })).toBeEditable();
        await expect(form(page).getByRole("checkbox", named(page, "Remember me"))).toBeVisible();
      }
      const alert = form(page).getByRole("alert");
      if (context.alert === null) await expect(alert).toHaveCount(0);
      else await expect(alert).toHaveText(shown(page, context.alert));
    },
    async submitting(page) {
      const busy = form(page).getByRole("button", named(page, "Logging in…"));
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();
    },
    async loggedIn(page) {
      const target = note<{ url: RegExp; external: boolean }>(page, "target");
      if (!target) throw new Error("no login answer was given on this path");
      await expectVisited(page, target.url);
      // An external target (the payment page) replaces the SPA, toast and all.
      if (!target.external) await expect(toast(page, tr(page, "Logged in successfully"))).toBeVisible();
    },
    async redirectingToSignup(page) {
      await expect(page).toHaveURL(/\/signup$/);
      await expect(toast(page, tr(page, "user doesn't exist, Please sign up"))).toBeVisible();
      await expect(page.getByRole("textbox", named(page, "Email"))).toHaveValue(note<string>(page, "typedEmail") ?? "");
    },
  },
  eventActions: {
    async "login.submitted"(page, event, step) {
      const context = contextOf(step.before);
      if (ssoOnly(context)) {
        // The only control is the button; it sends the person to the portal.
        await loginButton(page).click();
        return leavesForPortalAndBack(page, context);
      }
      const next = step.next;
      // The account whose real login answers the next step; failures are the model's own answer.
      const email = next?.type === "xstate.done.actor.login" ? seededAccountFor(next.output as LoginResult) : next?.type === "xstate.error.actor.login" ? uniqueEmail("nobody") : String(event.email);
      const typed = /@/.test(String(event.email)) ? email : String(event.email);
      setNote(page, "typedEmail", typed);
      const scope = form(page);
      // A real login needs the seeded password; a failure is answered without asking the server.
      const password = next?.type === "xstate.done.actor.login" ? DEMO_PASSWORD : String(event.password);
      // Typing is an edit (it clears the red alert): fields that already hold the value stay as they are.
      await fillIfDifferent(scope.getByRole("textbox", named(page, "Email")), typed);
      await fillIfDifferent(scope.getByLabel(tr(page, "Password"), { exact: true }), password);
      await scope.getByRole("checkbox", named(page, "Remember me")).setChecked(Boolean(event.remember));
      await loginButton(page).click();
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(typed)) {
        // Not an email: the form refuses it and nothing is sent.
        await expect(scope.getByRole("textbox", named(page, "Email"))).toHaveAttribute("aria-invalid", "true");
      }
    },
    async "login.edited"(page) {
      await form(page).getByLabel(tr(page, "Password"), { exact: true }).press("End");
      await form(page).getByLabel(tr(page, "Password"), { exact: true }).pressSequentially("x");
    },
    async "login.forgotPasswordRequested"(page, _event, step) {
      const context = contextOf(step.before);
      await form(page).getByRole("button", named(page, "Forgot password?")).click();
      if (ssoOnly(context)) return leavesForPortalAndBack(page, context);
      // The link leads to /forgotpassword; the login form is where the person comes back to.
      await expect(page).toHaveURL(/\/forgotpassword$/);
      await expect(page.getByRole("heading", { level: 1, ...named(page, "Forgot password") })).toBeVisible();
      await page.goBack();
      if (note<boolean>(page, "inDialog")) await page.getByRole("banner").getByRole("button", named(page, "Log in")).click();
    },
    async "xstate.done.actor.login"(page, event, step) {
      const user = event.output as LoginResult;
      const target = postLoginTarget(user, contextOf(step.before).routing);
      const origin = new URL(page.url()).origin;
      setNote(page, "target", target.kind === "external" ? { url: urlWithQuery(target.href.split("?")[0] ?? target.href), external: true } : { url: exactUrl(`${origin}${target.to}`), external: false });
      await answer(page, "login", { real: true, patch: routingFields(user) });
    },
    async "xstate.error.actor.login"(page, event) {
      await answer(page, "login", { failure: event.error });
    },
  },
});

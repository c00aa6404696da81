/**
 * Browser driver of the social-login machine: the Google/Facebook buttons of /login and /signup
 * (no callback), and the provider's way back to /social (src/web/routes/social.tsx).
 *
 * A path with a callback signs in for real at the browser tests' OpenID provider
 * (tests/browser/fixtures/openid-provider.ts) as an account it knows no email of, so the server's own answer to the code exchange is "prove an email with a code"; the
 * exchange is held until its step. A "logged in" answer there is a seeded customer's real login
 * (the provider gave no email to log in with), failures are the model's. The emailed-code step is
 * real: the code is mailed to a seeded customer and read from the embedded mailbox.
 */
import { expect, type Page } from "@playwright/test";
import type { SocialLoginContext, SocialLoginInput } from "@machines/social-login/social-login.machine";
import { postLoginTarget } from "@machines/login/post-login-route";
import { failureMessage } from "@machines/effects";
import { type LoginResult, type SocialProvider, type SocialResult } from "@/shared/api/auth";
import { toApiFailure } from "@/shared/api/failure";
import { accountMessages, emailError } from "@/shared/validation";
import { loginWithoutEmail, openIdIssuer, signInAtProvider } from "../../browser/fixtures/openid-provider";
import { PORT } from "../../browser/fixtures/site";
import type { ExpectedSnapshot } from "../../model/harness";
import { defineDriver } from "../ui-model";
import {
  ACME,
  agencyAs,
  answer,
  chooseLanguage,
  exactUrl,
  expectFieldError,
  expectVisited,
  hold,
  named,
  newestMail,
  note,
  preparePage,
  realLogin,
  routingFields,
  seededAccountFor,
  setNote,
  shown,
  toast,
  tr,
} from "./accounts";

/** The seeded customer who proves an email with the mailed code. */
const CODE_ACCOUNT = "alice@acme.test";
const PROVIDER_NAMES: Record<SocialProvider, string> = { google: "Google", facebook: "Facebook" };

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as SocialLoginContext;
const emailField = (page: Page) => page.getByRole("textbox", named(page, "Email"));
const codeField = (page: Page) => page.getByRole("textbox", named(page, "Verification code"));
const sendCode = (page: Page) => page.getByRole("button", named(page, "Send code"));
const verify = (page: Page) => page.getByRole("button", named(page, "Verify and log in"));
const onSignup = (page: Page) => new URL(page.url()).pathname === "/signup";
const providerButton = (page: Page, provider: SocialProvider, isSignup: boolean) => page.getByRole("button", named(page, `${isSignup ? "Sign up with" : "Continue with"} ${PROVIDER_NAMES[provider]}`));

/** The terms checkbox, named by its label as read aloud (its link's markup gone). */
const terms = (page: Page) => page.getByRole("checkbox", { name: tr(page, "I agree to the <0>Terms and Conditions</0>").replace(/<\/?\d+>/g, ""), exact: true });

/** On /signup the buttons show once 'Social Signup' is on; the terms box is beside them. */
async function socialSignup(page: Page, termsAccepted: boolean): Promise<void> {
  if (!onSignup(page)) await page.goto(`${ACME}/signup`);
  const toggle = page.getByRole("switch", named(page, "Social Signup"));
  if (!(await toggle.isChecked())) await toggle.click();
  await terms(page).setChecked(termsAccepted);
}

/** Where the session lands after the logged-in answer (spec A §4), noted for the loggedIn check. */
function expectLanding(page: Page, user: LoginResult, context: SocialLoginContext): void {
  const target = postLoginTarget(user, context.routing);
  setNote(page, "target", target.kind === "route" ? exactUrl(`${ACME}${target.to}`) : exactUrl(target.href));
}

export const socialLoginDriver = defineDriver({
  async setup(page, input) {
    const { callback, routing } = input as SocialLoginInput;
    preparePage(page, routing.language);
    await chooseLanguage(page, ACME, routing.language);
    await agencyAs(page, { bookingMenuItemOptions: routing.bookingMenu });
    await hold(page, "exchange", /\/api\/social(\/signup)?$/);
    await hold(page, "registerEmail", "**/api/social/registerEmail");
    await hold(page, "verifyCode", "**/api/social/verifyCode");
    if (!callback) return void (await page.goto(`${ACME}/login`));
    // Sign in at the provider without an email; it sends the browser back through /social.
    if (callback.isSignup) await socialSignup(page, true);
    else await page.goto(`${ACME}/login`);
    await providerButton(page, callback.type, callback.isSignup).click();
    await signInAtProvider(page, PORT, loginWithoutEmail());
    await expect(page).toHaveURL(new RegExp(`^${ACME}/social\\?code=.+&type=${callback.type}`));
  },
  stateChecks: {
    async idle(page) {
      const isSignup = onSignup(page);
      for (const provider of ["google", "facebook"] as const) await expect(providerButton(page, provider, isSignup)).toBeEnabled();
    },
    async redirecting(page) {
      await expect(page).toHaveURL((url) => url.origin === openIdIssuer(PORT));
      await expect(page.getByRole("heading", { name: "Sign-in" })).toBeVisible();
    },
    async exchanging(page) {
      await expect(page.getByRole("status").filter({ hasText: tr(page, "Signing you in…") })).toBeVisible();
    },
    async awaitingCode(page, snapshot) {
      const { alert } = contextOf(snapshot);
      await expect(page.getByRole("heading", { level: 1, ...named(page, "Confirm your email") })).toBeVisible();
      if (alert === null) await expect(page.getByRole("alert")).toHaveCount(0);
      else await expect(page.getByRole("alert")).toHaveText(shown(page, alert));
    },
    async "awaitingCode.enteringEmail"(page) {
      await expect(emailField(page)).toBeEditable();
      await expect(sendCode(page)).toBeEnabled();
    },
    async "awaitingCode.registeringEmail"(page) {
      await expect(sendCode(page)).toBeDisabled();
    },
    async "awaitingCode.enteringCode"(page) {
      await expect(codeField(page)).toBeEditable();
      await expect(codeField(page)).toHaveAccessibleDescription(new RegExp(note<string>(page, "codeEmail") ?? ""));
      await expect(verify(page)).toBeEnabled();
    },
    async "awaitingCode.verifyingCode"(page) {
      await expect(verify(page)).toBeDisabled();
    },
    async loggedIn(page) {
      await expectVisited(page, note<RegExp>(page, "target") ?? /^$/);
      await expect(toast(page, tr(page, accountMessages.loggedIn))).toBeVisible();
    },
    async failed(page) {
      const failed = note<{ url: RegExp; message: string }>(page, "failed");
      if (!failed) throw new Error("no failure was answered on this path");
      await expect(page).toHaveURL(failed.url);
      await expect(toast(page, failed.message)).toBeVisible();
    },
  },
  eventActions: {
    async "social.requested"(page, event) {
      const provider = event.provider as SocialProvider;
      const isSignup = Boolean(event.isSignup);
      if (isSignup) await socialSignup(page, Boolean(event.termsAccepted));
      await providerButton(page, provider, isSignup).click();
      // Social signup without the terms: the box says it is required and the browser stays.
      if (isSignup && !event.termsAccepted) {
        await expectFieldError(page, terms(page), "validation.required");
      }
    },
    async "social.emailSubmitted"(page, event) {
      const valid = emailError(String(event.email)) === null;
      // A code that will be mailed for real goes to a seeded customer, who then logs in with it.
      const email = valid && event.email !== CODE_ACCOUNT ? CODE_ACCOUNT : String(event.email);
      await emailField(page).fill(email);
      await sendCode(page).click();
      if (!valid) return expectFieldError(page, emailField(page), emailError(email));
      setNote(page, "codeEmail", email);
    },
    async "social.codeSubmitted"(page, event, step) {
      let code = String(event.code);
      if (step.next?.type === "xstate.done.actor.verifyCode") {
        const mail = await newestMail(page.request, note<string>(page, "codeEmail") ?? CODE_ACCOUNT, /\d{6}/);
        code = /\b(\d{6})\b/.exec(mail)?.[1] ?? code;
      }
      await codeField(page).fill(code);
      await verify(page).click();
      if (code.trim() === "") await expectFieldError(page, codeField(page), "validation.required");
    },
    async "social.emailChangeRequested"(page) {
      await page.getByRole("button", named(page, "Use a different email")).click();
    },
    async "xstate.done.actor.exchangeSocialCode"(page, event, step) {
      const result = event.output as SocialResult;
      if (result.requireEmailVerification) return void (await answer(page, "exchange", { real: true }));
      // The provider gave no email: a seeded customer's real login stands for the logged-in answer.
      const login = await realLogin(page.request, seededAccountFor(result));
      expectLanding(page, result, contextOf(step.before));
      await answer(page, "exchange", { data: { ...login, ...routingFields(result), requireEmailVerification: false } });
    },
    async "xstate.error.actor.exchangeSocialCode"(page, event) {
      const failure = toApiFailure(event.error);
      setNote(page, "failed", {
        url: exactUrl(`${ACME}${failure.httpStatus === 404 ? "/signup" : "/errors/500"}`),
        message: shown(page, failureMessage(failure, accountMessages.socialLoginError)),
      });
      await answer(page, "exchange", { failure: event.error });
    },
    async "xstate.done.actor.registerEmail"(page) {
      await answer(page, "registerEmail", { real: true });
    },
    async "xstate.error.actor.registerEmail"(page, event) {
      await answer(page, "registerEmail", { failure: event.error });
    },
    async "xstate.done.actor.verifyCode"(page, event, step) {
      const user = event.output as LoginResult;
      expectLanding(page, user, contextOf(step.before));
      await answer(page, "verifyCode", { real: true, patch: routingFields(user) });
    },
    async "xstate.error.actor.verifyCode"(page, event) {
      await answer(page, "verifyCode", { failure: event.error });
    },
  },
});

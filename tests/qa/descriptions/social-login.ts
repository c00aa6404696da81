import { postLoginTarget } from "@machines/login/post-login-route";
import type { SocialLoginContext, SocialLoginInput } from "@machines/social-login/social-login.machine";
import type { LoginResult } from "@/shared/api/auth";
import { describeMachine } from "../describe";
import { accountMessages } from "@/shared/validation/messages";
import { say, shown } from "../labels";
import { tr } from "../phrases";

const providerName = (provider: unknown) => (provider === "google" ? "Google" : "Facebook");
/** The provider button: 'Sign up with Google' on /signup, 'Continue with Google' elsewhere. */
const providerButton = (event: { type: string; provider?: unknown; isSignup?: unknown }) => say(`${event.isSignup ? "Sign up" : "Continue"} with ${providerName(event.provider)}`);

export const socialLoginDescriptions = describeMachine<SocialLoginContext>({
  start: (input) =>
    (input as SocialLoginInput).callback
      ? tr`Come back from Google to /social?code=…&type=google (after choosing your Google account)`
      : tr`Open /login (or /signup) on Acme and look at the Google and Facebook buttons`,
  states: {
    starting: tr`(the page checks whether it is a provider callback)`,
    idle: tr`The ${say("Continue with Google")} and ${say("Continue with Facebook")} buttons are shown`,
    redirecting: tr`The browser leaves for the provider's sign-in page`,
    exchanging: tr`The /social page says it is logging you in`,
    "awaitingCode.enteringEmail": (context) => (context.alert ? tr`The page asks for your email again and shows the server's message in a red alert` : tr`The page asks for your email to send you a code`),
    "awaitingCode.registeringEmail": tr`The ${say("Send code")} button shows it is working`,
    "awaitingCode.enteringCode": (context) =>
      context.alert ? tr`The code field shows the server's message in a red alert` : tr`The page says ${say("Sent to {email}", { email: context.email })} and asks for the code`,
    "awaitingCode.verifyingCode": tr`The ${say("Verify and log in")} button shows it is working`,
    awaitingCode: tr`The page asks for the emailed code`,
    loggedIn: tr`A toast says ${say(accountMessages.loggedIn)} and you leave the /social page`,
    failed: tr`A toast says ${say(accountMessages.socialLoginError)} (or the server's message) and you leave the /social page`,
  },
  events: {
    "social.requested": ({ event }) => (event.isSignup && !event.termsAccepted ? tr`On /signup, press ${providerButton(event)} without ticking the terms: nothing happens` : tr`Press ${providerButton(event)}`),
    "social.emailSubmitted": ({ event }) =>
      String(event.email).includes("@") ? tr`Enter "${String(event.email)}" and press ${say("Send code")}` : tr`Enter "${String(event.email)}" and press ${say("Send code")}: the field refuses it`,
    "social.codeSubmitted": ({ event }) =>
      String(event.code).trim() ? tr`Enter the code from the email and press ${say("Verify and log in")}` : tr`Press ${say("Verify and log in")} with an empty code: nothing is sent`,
    "social.emailChangeRequested": tr`Press ${say("Use a different email")}`,
    "xstate.done.actor.exchangeSocialCode": ({ event, context }) => {
      const output = event.output as { requireEmailVerification: boolean };
      if (output.requireEmailVerification) return tr`The provider account has no verified email here: the server asks for an emailed code`;
      const target = postLoginTarget(event.output as LoginResult, context.routing);
      return tr`The server logs you in; you are sent to ${target.kind === "route" ? target.to : target.href}`;
    },
    "xstate.error.actor.exchangeSocialCode": ({ event }) =>
      (event.error as { httpStatus?: number }).httpStatus === 404
        ? tr`The server finds no account: you are sent to /signup with ${shown(event.error, tr`the server's message`)}`
        : tr`The exchange fails (e.g. offline): you are sent to /errors/500`,
    "xstate.done.actor.registerEmail": tr`The server emails a code (open /mailbox to read it)`,
    "xstate.error.actor.registerEmail": ({ event }) => tr`The server refuses the email: ${shown(event.error, tr`the server's message`)}`,
    "xstate.done.actor.verifyCode": tr`The server accepts the code and logs you in`,
    "xstate.error.actor.verifyCode": ({ event }) => tr`The server refuses the code: ${shown(event.error, tr`the server's message`)}`,
  },
});

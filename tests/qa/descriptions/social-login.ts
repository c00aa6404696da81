import { postLoginTarget } from "../../../machines/login/post-login-route";
import type { SocialLoginContext, SocialLoginInput } from "../../../machines/social-login/social-login.machine";
import type { LoginResult } from "../../../src/shared/api/auth";
import { describeMachine } from "../describe";
import { accountMessages } from "../../../src/shared/validation/messages";
import { say, shown } from "../labels";

const providerName = (provider: unknown) => (provider === "google" ? "Google" : "Facebook");
/** The provider button: 'Sign up with Google' on /signup, 'Continue with Google' elsewhere. */
const providerButton = (event: { type: string; provider?: unknown; isSignup?: unknown }) =>
  say(`${event.isSignup ? "Sign up" : "Continue"} with ${providerName(event.provider)}`);

export const socialLoginDescriptions = describeMachine<SocialLoginContext>({
  start: (input) =>
    (input as SocialLoginInput).callback
      ? "Come back from Google to /social?code=…&type=google (after choosing your Google account)"
      : "Open /login (or /signup) on Acme and look at the Google and Facebook buttons",
  states: {
    starting: "(the page checks whether it is a provider callback)",
    idle: `The ${say("Continue with Google")} and ${say("Continue with Facebook")} buttons are shown`,
    redirecting: "The browser leaves for the provider's sign-in page",
    exchanging: "The /social page says it is logging you in",
    "awaitingCode.enteringEmail": (context) =>
      context.alert ? "The page asks for your email again and shows the server's message in a red alert" : "The page asks for your email to send you a code",
    "awaitingCode.registeringEmail": `The ${say("Send code")} button shows it is working`,
    "awaitingCode.enteringCode": (context) =>
      context.alert ? "The code field shows the server's message in a red alert" : `The page says ${say("Sent to {email}", { email: context.email })} and asks for the code`,
    "awaitingCode.verifyingCode": `The ${say("Verify and log in")} button shows it is working`,
    awaitingCode: "The page asks for the emailed code",
    loggedIn: `A toast says ${say(accountMessages.loggedIn)} and you leave the /social page`,
    failed: `A toast says ${say(accountMessages.socialLoginError)} (or the server's message) and you leave the /social page`,
  },
  events: {
    "social.requested": ({ event }) =>
      event.isSignup && !event.termsAccepted
        ? `On /signup, press ${providerButton(event)} without ticking the terms: nothing happens`
        : `Press ${providerButton(event)}`,
    "social.emailSubmitted": ({ event }) =>
      String(event.email).includes("@") ? `Enter "${String(event.email)}" and press ${say("Send code")}` : `Enter "${String(event.email)}" and press ${say("Send code")}: the field refuses it`,
    "social.codeSubmitted": ({ event }) =>
      String(event.code).trim() ? `Enter the code from the email and press ${say("Verify and log in")}` : `Press ${say("Verify and log in")} with an empty code: nothing is sent`,
    "social.emailChangeRequested": `Press ${say("Use a different email")}`,
    "xstate.done.actor.exchangeSocialCode": ({ event, context }) => {
      const output = event.output as { requireEmailVerification: boolean };
      if (output.requireEmailVerification) return "The provider account has no verified email here: the server asks for an emailed code";
      const target = postLoginTarget(event.output as LoginResult, context.routing);
      return `The server logs you in; you are sent to ${target.kind === "route" ? target.to : target.href}`;
    },
    "xstate.error.actor.exchangeSocialCode": ({ event }) =>
      (event.error as { httpStatus?: number }).httpStatus === 404
        ? `The server finds no account: you are sent to /signup with ${shown(event.error, "the server's message")}`
        : "The exchange fails (e.g. offline): you are sent to /errors/500",
    "xstate.done.actor.registerEmail": "The server emails a code (open /mailbox to read it)",
    "xstate.error.actor.registerEmail": ({ event }) => `The server refuses the email: ${shown(event.error, "the server's message")}`,
    "xstate.done.actor.verifyCode": "The server accepts the code and logs you in",
    "xstate.error.actor.verifyCode": ({ event }) => `The server refuses the code: ${shown(event.error, "the server's message")}`,
  },
});

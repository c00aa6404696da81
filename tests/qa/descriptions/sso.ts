import type { SsoContext, SsoInput } from "../../../machines/sso/sso.machine";
import { describeMachine } from "../describe";
import { accountMessages } from "../../../src/shared/validation/messages";
import { say } from "../labels";

export const ssoDescriptions = describeMachine<SsoContext>({
  start: (input) => {
    const { token, deepLink, returnUrl } = input as SsoInput;
    if (!token) return "Open /sso without a token";
    return `Open /sso?token=…${deepLink ? `&navigateTo=${deepLink}` : ""} from the agency's portal${returnUrl ? "" : " (the agency has no return URL)"}`;
  },
  states: {
    starting: "(the page reads the link)",
    authenticating: "The /sso page says it is logging you in",
    failing: `A toast says ${say(accountMessages.ssoError)}`,
    loggedIn: (context) => `You are logged in and sent on${context.deepLink ? ` to ${context.deepLink}` : ""}`,
    failed: (context) => `A toast says ${say(accountMessages.ssoError)} and you are sent to ${context.returnUrl ? `the agency's return URL (${context.returnUrl})` : "/errors/500"}`,
  },
  events: {
    "xstate.done.actor.ssoLogin": "The server accepts the SSO token",
    "xstate.error.actor.ssoLogin": "The server refuses the token (expired or already used: open the link twice)",
  },
});

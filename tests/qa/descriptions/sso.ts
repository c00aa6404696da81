import type { SsoContext, SsoInput } from "@machines/sso/sso.machine";
import { describeMachine } from "../describe";
import { accountMessages } from "@/shared/validation/messages";
import { say } from "../labels";
import { tr } from "../phrases";

export const ssoDescriptions = describeMachine<SsoContext>({
  start: (input) => {
    const { token, deepLink, returnUrl } = input as SsoInput;
    if (!token) return tr`Open /sso without a token`;
    return tr`Open /sso?token=…${deepLink ? `&navigateTo=${deepLink}` : ""} from the agency's portal${returnUrl ? "" : tr` (the agency has no return URL)`}`;
  },
  states: {
    starting: tr`(the page reads the link)`,
    authenticating: tr`The /sso page says it is logging you in`,
    failing: tr`A toast says ${say(accountMessages.ssoError)}`,
    loggedIn: (context) => tr`You are logged in and sent on${context.deepLink ? tr` to ${context.deepLink}` : ""}`,
    failed: (context) => tr`A toast says ${say(accountMessages.ssoError)} and you are sent to ${context.returnUrl ? tr`the agency's return URL (${context.returnUrl})` : "/errors/500"}`,
  },
  events: {
    "xstate.done.actor.ssoLogin": tr`The server accepts the SSO token`,
    "xstate.error.actor.ssoLogin": tr`The server refuses the token (expired or already used: open the link twice)`,
  },
});

import type { LogoutContext, LogoutInput } from "../../../machines/logout/logout.machine";
import { describeMachine } from "../describe";
import { accountMessages } from "../../../src/shared/validation/messages";
import { say } from "../labels";
import { asLogin, demoLogin } from "../sandbox";

export const logoutDescriptions = describeMachine<LogoutContext>({
  start: (input) => {
    const { isTravelAgent, returnUrl } = input as LogoutInput;
    return `Logged in as ${isTravelAgent ? `a travel agent (${asLogin(demoLogin("Agent"))})` : `a customer (${asLogin(demoLogin("Customer"))})`} on an agency ${returnUrl ? `whose website settings have a ${say("Return URL")} (the owner sets one in the agent area's website settings)` : `whose website settings have no ${say("Return URL")}`}, press ${say("Log out")} in the header`;
  },
  states: {
    loggingOut: `The page says ${say(accountMessages.loggingOut)}`,
    done: "You are logged out and have left the page",
  },
  events: {
    "xstate.after.redirect.logout.loggingOut": ({ context }) =>
      `Wait a moment (0.1 s): you are sent to ${context.isTravelAgent || !context.returnUrl ? "the home page (/)" : "the agency's return URL"}`,
  },
});

import type { LogoutContext, LogoutInput } from "@machines/logout/logout.machine";
import { describeMachine } from "../describe";
import { accountMessages } from "@/shared/validation/messages";
import { say } from "../labels";
import { asLogin, demoLogin } from "../sandbox";
import { tr } from "../phrases";

export const logoutDescriptions = describeMachine<LogoutContext>({
  start: (input) => {
    const { isTravelAgent, returnUrl } = input as LogoutInput;
    return tr`Logged in as ${isTravelAgent ? tr`a travel agent (${asLogin(demoLogin("Agent"))})` : tr`a customer (${asLogin(demoLogin("Customer"))})`} on an agency ${returnUrl ? tr`whose website settings have a ${say("Return URL")} (the owner sets one in the agent area's website settings)` : tr`whose website settings have no ${say("Return URL")}`}, press ${say("Log out")} in the header`;
  },
  states: {
    loggingOut: tr`The page says ${say(accountMessages.loggingOut)}`,
    done: tr`You are logged out and have left the page`,
  },
  events: {
    "xstate.after.redirect.logout.loggingOut": ({ context }) => tr`Wait a moment (0.1 s): you are sent to ${context.isTravelAgent || !context.returnUrl ? tr`the home page (/)` : tr`the agency's return URL`}`,
  },
});

import type { SessionContext } from "@machines/session/session.machine";
import { describeMachine } from "../describe";
import { messages } from "@/shared/messages";
import { say } from "../labels";
import { tr } from "../phrases";

export const sessionDescriptions = describeMachine<SessionContext>({
  start: (input) => {
    const { token } = input as { token: string | null };
    return token ? tr`Open the Acme site with a saved login (token cookie present)` : token === "" ? tr`Open the Acme site with an empty token cookie` : tr`Open the Acme site with no login cookie`;
  },
  states: {
    restoring: tr`(the site checks the login cookie)`,
    anonymous: tr`You are not logged in: the header shows ${say("Log in")}`,
    authenticated: tr`You are logged in: the header shows ${say("Log out")}`,
    expired: tr`A toast says ${say(messages.sessionExpired)}; you are logged out`,
  },
  events: {
    "session.started": ({ event, context }) =>
      event.token === "" ? tr`A login answers without a token: nothing changes` : event.token === context.token ? tr`Log in again with the same account` : tr`Log in (email and password, social login or SSO)`,
    "session.ended": tr`Press ${say("Log out")} in the header`,
    "session.unauthorized": tr`Do anything that calls the server after the login has expired or was revoked (the server answers 401)`,
    "xstate.after.expiredRedirect.session.expired": tr`Wait 1 second: you are taken to the home page (/)`,
  },
});

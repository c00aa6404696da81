import type { SessionContext } from "../../../machines/session/session.machine";
import { describeMachine } from "../describe";
import { messages } from "../../../src/shared/messages";
import { say } from "../labels";

export const sessionDescriptions = describeMachine<SessionContext>({
  start: (input) => {
    const { token } = input as { token: string | null };
    return token ? "Open the Acme site with a saved login (token cookie present)" : token === "" ? "Open the Acme site with an empty token cookie" : "Open the Acme site with no login cookie";
  },
  states: {
    restoring: "(the site checks the login cookie)",
    anonymous: `You are not logged in: the header shows ${say("Log in")}`,
    authenticated: `You are logged in: the header shows ${say("Log out")}`,
    expired: `A toast says ${say(messages.sessionExpired)}; you are logged out`,
  },
  events: {
    "session.started": ({ event, context }) =>
      event.token === "" ? "A login answers without a token: nothing changes" : event.token === context.token ? "Log in again with the same account" : "Log in (email and password, social login or SSO)",
    "session.ended": `Press ${say("Log out")} in the header`,
    "session.unauthorized": "Do anything that calls the server after the login has expired or was revoked (the server answers 401)",
    "xstate.after.expiredRedirect.session.expired": "Wait 1 second: you are taken to the home page (/)",
  },
});

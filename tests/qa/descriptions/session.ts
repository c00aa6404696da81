import type { SessionContext } from "../../../machines/session/session.machine";
import { describeMachine } from "../describe";

export const sessionDescriptions = describeMachine<SessionContext>({
  start: (input) => {
    const { token } = input as { token: string | null };
    return token ? "Open the Acme site with a saved login (token cookie present)" : token === "" ? "Open the Acme site with an empty token cookie" : "Open the Acme site with no login cookie";
  },
  states: {
    restoring: "(the site checks the login cookie)",
    anonymous: "You are not logged in: the header shows 'Login'",
    authenticated: "You are logged in: the header shows your account menu",
    expired: "A toast says 'Your session has expired, Please login again.'; you are logged out",
  },
  events: {
    "session.started": ({ event, context }) =>
      event.token === "" ? "A login answers without a token: nothing changes" : event.token === context.token ? "Log in again with the same account" : "Log in (email and password, social login or SSO)",
    "session.ended": "Choose 'Logout' in the account menu",
    "session.unauthorized": "Do anything that calls the server after the login has expired or was revoked (the server answers 401)",
    "xstate.after.expiredRedirect.session.expired": "Wait 1 second: you are taken to the home page '/'",
  },
});

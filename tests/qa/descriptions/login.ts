import type { LoginContext, LoginInput } from "../../../machines/login/login.machine";
import type { LoginResult } from "../../../src/shared/api/auth";
import { postLoginTarget } from "../../../machines/login/post-login-route";
import { describeMachine } from "../describe";
import { accountServerMessages } from "../../../src/server/accounts/messages";
import { messages } from "../../../src/shared/messages";
import { accountMessages } from "../../../src/shared/validation/messages";
import { say } from "../labels";

/** Which seeded account (docs/demo-logins.md) gives each post-login branch, and where it leads (spec A §4). */
function whoLogsIn(output: LoginResult, context: LoginContext): string {
  const who = output.isTravelAgent && !output.isSubscribed
    ? "an agent of an agency that has not subscribed"
    : output.isTravelAgent && output.loginCount <= 1
      ? `the ${output.userType === "Admin" ? "admin (admin@acme.test)" : "agency owner (owner@acme.test)"} logging in for the first time`
      : output.isTravelAgent
        ? `a travel agent (${output.userType}, e.g. agent@acme.test)`
        : output.navigateTo
          ? "a customer whose account says where to go next"
          : "a customer (alice@acme.test)";
  const target = postLoginTarget(output, context.routing);
  return `${who}; you are sent to ${target.kind === "route" ? target.to : target.href}`;
}

export const loginDescriptions = describeMachine<LoginContext>({
  start: (input) => {
    const { agency, routing } = input as LoginInput;
    const site = agency.status !== "Active" ? "Dormant Tours (an inactive agency)" : agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers ? "an agency that allows SSO login only" : "Acme";
    const from = routing.redirectPath
      ? ` after being sent there from ${routing.redirectPath}`
      : routing.activeNavigationPath
        ? ` after browsing ${routing.activeNavigationPath}`
        : "";
    return `Open /login on ${site}${from}`;
  },
  states: {
    checkingAgency: "(the page checks the agency)",
    agencyInactive: `The login page says ${say(messages.agencyInactive)} and every button is disabled`,
    editing: (context) => (context.alert ? "The login form shows a red alert under the fields" : `The login form shows ${say("Email")}, ${say("Password")}, ${say("Remember me")} and ${say("Log in")}`),
    submitting: `The login button reads ${say("Logging in…")}`,
    redirectingToSignup: "You are taken to /signup with the email and password you typed",
    loggedIn: `A toast says ${say(accountMessages.loggedIn)} and you leave the login page`,
  },
  events: {
    "login.submitted": ({ event, context }) => {
      const what = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(event.email))
        ? `Enter the email "${String(event.email)}" and a password${event.remember ? `, tick ${say("Remember me")}` : ""} and press ${say("Log in")}`
        : `Enter the incomplete email "${String(event.email)}" and press ${say("Log in")}: the form refuses it`;
      return context.agency.sso.isSSOEnabled && !context.agency.sso.isDirectLoginAllowedForSSOUsers ? `${what} (this agency sends you to its own portal instead)` : what;
    },
    "login.edited": "Change the email or the password",
    "login.forgotPasswordRequested": `Press ${say("Forgot password?")}`,
    "xstate.done.actor.login": ({ event, context }) => `The server accepts the login of ${whoLogsIn(event.output as LoginResult, context)}`,
    "xstate.error.actor.login": ({ event }) => {
      const error = event.error as { httpStatus?: number; status?: unknown; message?: string };
      return error.httpStatus === 404 && error.status === undefined
        ? "The server answers that no such user exists (use an email nobody signed up with)"
        : `The server refuses the login (wrong password): the form shows ${say(accountServerMessages.invalidCredentials)}`;
    },
  },
});

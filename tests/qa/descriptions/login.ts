import type { LoginContext, LoginInput } from "../../../machines/login/login.machine";
import type { LoginResult } from "../../../src/shared/api/auth";
import { postLoginTarget } from "../../../machines/login/post-login-route";
import { describeMachine } from "../describe";
import { accountServerMessages } from "../../../src/server/accounts/messages";
import { messages } from "../../../src/shared/messages";
import { accountMessages } from "../../../src/shared/validation/messages";
import { say } from "../labels";
import { asLogin, demoLogin, type DemoLogin } from "../sandbox";
import type { AnyEventObject } from "xstate";

/**
 * The seeded account (DEMO_LOGINS, docs/demo-logins.md) whose real login gives a post-login branch (spec A §4),
 * as the browser driver picks it (tests/qa/drivers/accounts.ts seededAccountFor).
 */
function accountFor(output: LoginResult): DemoLogin {
  if (!output.isTravelAgent) return demoLogin("Customer");
  if (output.userType === "Admin") return demoLogin("Admin");
  if (output.userType === "AgencyOwner") return demoLogin("AgencyOwner");
  return demoLogin(output.isSubscribed === false ? "Agent (restricted)" : "Agent");
}

/** Who logs in and where the branch leads. */
function whoLogsIn(output: LoginResult, context: LoginContext): string {
  const account = accountFor(output).email;
  const who = output.isTravelAgent && !output.isSubscribed
    ? `an agent (${account}) of an agency whose subscription has lapsed`
    : output.isTravelAgent && output.loginCount <= 1
      ? `${account} (${output.userType}) logging in for the first time`
      : output.isTravelAgent
        ? `${account} (${output.userType})`
        : output.navigateTo
          ? `${account} (Customer) whose account says where to go next`
          : `${account} (Customer)`;
  const target = postLoginTarget(output, context.routing);
  return `${who}; you are sent to ${target.kind === "route" ? target.to : target.href}`;
}

/** What to type so the server gives the answer the path goes on to (the next step). */
function credentialsFor(next: AnyEventObject | undefined): string {
  if (next?.type === "xstate.done.actor.login" && "output" in next) return `the email ${asLogin(accountFor(next.output as LoginResult))}`;
  if (next?.type === "xstate.error.actor.login" && "error" in next) {
    const error = next.error as { httpStatus?: number; status?: unknown };
    if (error.httpStatus === 404 && error.status === undefined) return "an email nobody signed up with (e.g. \"nobody@example.com\") and any password";
    return `the email ${demoLogin("Customer").email} and a wrong password`;
  }
  return `the email ${asLogin(demoLogin("Customer"))}`;
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
    "login.submitted": ({ event, context, next }) => {
      const what = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(event.email))
        ? `Enter ${credentialsFor(next)}${event.remember ? `, tick ${say("Remember me")}` : ""} and press ${say("Log in")}`
        : `Enter an incomplete email (no @, e.g. "${String(event.email)}") and press ${say("Log in")}: the form refuses it`;
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

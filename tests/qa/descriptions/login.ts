import type { LoginContext, LoginInput } from "@machines/login/login.machine";
import type { LoginResult } from "@/shared/api/auth";
import { postLoginTarget } from "@machines/login/post-login-route";
import { describeMachine } from "../describe";
import { accountServerMessages } from "@/server/accounts/messages";
import { messages } from "@/shared/messages";
import { accountMessages } from "@/shared/validation/messages";
import { say } from "../labels";
import { asLogin, demoLogin, type DemoLogin } from "../sandbox";
import type { AnyEventObject } from "xstate";
import { tr } from "../phrases";

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
  const who =
    output.isTravelAgent && !output.isSubscribed
      ? tr`an agent (${account}) of an agency whose subscription has lapsed`
      : output.isTravelAgent && output.loginCount <= 1
        ? tr`${account} (${output.userType}) logging in for the first time`
        : output.isTravelAgent
          ? `${account} (${output.userType})`
          : output.navigateTo
            ? tr`${account} (Customer) whose account says where to go next`
            : tr`${account} (Customer)`;
  const target = postLoginTarget(output, context.routing);
  return tr`${who}; you are sent to ${target.kind === "route" ? target.to : target.href}`;
}

/** What to type so the server gives the answer the path goes on to (the next step). */
function credentialsFor(next: AnyEventObject | undefined): string {
  if (next?.type === "xstate.done.actor.login" && "output" in next) return tr`the email ${asLogin(accountFor(next.output as LoginResult))}`;
  if (next?.type === "xstate.error.actor.login" && "error" in next) {
    const error = next.error as { httpStatus?: number; status?: unknown };
    if (error.httpStatus === 404 && error.status === undefined) return tr`an email nobody signed up with (e.g. "nobody@example.com") and any password`;
    return tr`the email ${demoLogin("Customer").email} and a wrong password`;
  }
  return tr`the email ${asLogin(demoLogin("Customer"))}`;
}

export const loginDescriptions = describeMachine<LoginContext>({
  start: (input) => {
    const { agency, routing } = input as LoginInput;
    const site = agency.status !== "Active" ? tr`Dormant Tours (an inactive agency)` : agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers ? tr`an agency that allows SSO login only` : "Acme";
    const from = routing.redirectPath ? tr` after being sent there from ${routing.redirectPath}` : routing.activeNavigationPath ? tr` after browsing ${routing.activeNavigationPath}` : "";
    return tr`Open /login on ${site}${from}`;
  },
  states: {
    checkingAgency: tr`(the page checks the agency)`,
    agencyInactive: tr`The login page says ${say(messages.agencyInactive)} and every button is disabled`,
    editing: (context) => (context.alert ? tr`The login form shows a red alert under the fields` : tr`The login form shows ${say("Email")}, ${say("Password")}, ${say("Remember me")} and ${say("Log in")}`),
    submitting: tr`The login button reads ${say("Logging in…")}`,
    redirectingToSignup: tr`You are taken to /signup with the email and password you typed`,
    loggedIn: tr`A toast says ${say(accountMessages.loggedIn)} and you leave the login page`,
  },
  events: {
    "login.submitted": ({ event, context, next }) => {
      const what = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(event.email))
        ? tr`Enter ${credentialsFor(next)}${event.remember ? tr`, tick ${say("Remember me")}` : ""} and press ${say("Log in")}`
        : tr`Enter an incomplete email (no @, e.g. "${String(event.email)}") and press ${say("Log in")}: the form refuses it`;
      return context.agency.sso.isSSOEnabled && !context.agency.sso.isDirectLoginAllowedForSSOUsers ? tr`${what} (this agency sends you to its own portal instead)` : what;
    },
    "login.edited": tr`Change the email or the password`,
    "login.forgotPasswordRequested": tr`Press ${say("Forgot password?")}`,
    "xstate.done.actor.login": ({ event, context }) => tr`The server accepts the login of ${whoLogsIn(event.output as LoginResult, context)}`,
    "xstate.error.actor.login": ({ event }) => {
      const error = event.error as { httpStatus?: number; status?: unknown; message?: string };
      return error.httpStatus === 404 && error.status === undefined
        ? tr`The server answers that no such user exists (use an email nobody signed up with)`
        : tr`The server refuses the login (wrong password): the form shows ${say(accountServerMessages.invalidCredentials)}`;
    },
  },
});

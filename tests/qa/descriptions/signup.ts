import type { SignupContext, SignupInput } from "../../../machines/signup/signup.machine";
import { describeMachine } from "../describe";
import { demoLogin } from "../sandbox";
import { accountServerMessages } from "../../../src/server/accounts/messages";
import { messages } from "../../../src/shared/messages";
import { accountMessages } from "../../../src/shared/validation/messages";
import { say } from "../labels";

export const signupDescriptions = describeMachine<SignupContext>({
  start: (input) => {
    const { agencyStatus, invitationToken, handedOver } = input as SignupInput;
    if (agencyStatus !== "Active") return "Open /signup on Dormant Tours (an inactive agency)";
    if (invitationToken) return "Open the invitation link from an agent invitation email (/signup?invitationToken=…)";
    if (handedOver) return "Log in with an email nobody has signed up with, so the login page hands you over to /signup";
    return "Open /signup on Acme";
  },
  states: {
    starting: "(the page checks the agency and the link)",
    agencyInactive: `The signup page says ${say(messages.agencyInactive)} and the form is disabled`,
    loadingInvitation: "The signup page loads the invitation",
    invitationExpired: "You are taken to /expired: the invitation link is used or expired",
    editing: (context) =>
      context.lockedEmail
        ? `The signup form shows the invited email ${context.lockedEmail} read-only`
        : context.handedOver
          ? `A toast says ${say(accountMessages.userNotFound)}; the signup form shows ${say("Name")}, ${say("Email")}, ${say("Password")} and the terms checkbox`
          : `The signup form shows ${say("Name")}, ${say("Email")}, ${say("Password")} and the terms checkbox`,
    submitting: `The sign-up button reads ${say("Signing up…")}`,
    succeeded: `A toast says ${say(accountMessages.checkInbox)}; the form is emptied and the button stays in its sent state for a moment`,
    failed: "The form shows the server's message in a red alert; the button stays in its sent state for a moment",
  },
  events: {
    "signup.submitted": ({ event, next }) =>
      event.checked
        ? `Enter the name "${String(event.name)}", ${next?.type === "xstate.error.actor.signUp" ? `the email of an existing account (${demoLogin("Customer").email})` : "an email nobody has signed up with yet"}, a password like "Abcdef1!", tick the terms checkbox and press ${say("Sign up")}`
        : `Fill in the form but leave the terms checkbox empty, and press ${say("Sign up")}: nothing is sent`,
    "signup.edited": "Change any field",
    "xstate.done.actor.fetchInvitation": "The invitation is valid: the form shows the email it was sent to",
    "xstate.error.actor.fetchInvitation": "The invitation is unknown, used or expired",
    "xstate.done.actor.signUp": "The server registers you",
    "xstate.error.actor.signUp": () => `The server refuses (the email already has an account): ${say(accountServerMessages.emailTaken)}`,
    "xstate.after.buttonRevert.signup.succeeded": `Wait 1 second: the button becomes ${say("Sign up")} again`,
    "xstate.after.buttonRevert.signup.failed": `Wait 1 second: the button becomes ${say("Sign up")} again`,
  },
});

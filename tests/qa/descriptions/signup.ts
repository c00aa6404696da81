import type { SignupContext, SignupInput } from "@machines/signup/signup.machine";
import { describeMachine } from "../describe";
import { demoLogin } from "../sandbox";
import { accountServerMessages } from "@/server/accounts/messages";
import { messages } from "@/shared/messages";
import { accountMessages } from "@/shared/validation/messages";
import { say } from "../labels";
import { tr } from "../phrases";

export const signupDescriptions = describeMachine<SignupContext>({
  start: (input) => {
    const { agencyStatus, invitationToken, handedOver } = input as SignupInput;
    if (agencyStatus !== "Active") return tr`Open /signup on Dormant Tours (an inactive agency)`;
    if (invitationToken) return tr`Open the invitation link from an agent invitation email (/signup?invitationToken=…)`;
    if (handedOver) return tr`Log in with an email nobody has signed up with, so the login page hands you over to /signup`;
    return tr`Open /signup on Acme`;
  },
  states: {
    starting: tr`(the page checks the agency and the link)`,
    agencyInactive: tr`The signup page says ${say(messages.agencyInactive)} and the form is disabled`,
    loadingInvitation: tr`The signup page loads the invitation`,
    invitationExpired: tr`You are taken to /expired: the invitation link is used or expired`,
    editing: (context) =>
      context.lockedEmail
        ? tr`The signup form shows the invited email ${context.lockedEmail} read-only`
        : context.handedOver
          ? tr`A toast says ${say(accountMessages.userNotFound)}; the signup form shows ${say("Name")}, ${say("Email")}, ${say("Password")} and the terms checkbox`
          : tr`The signup form shows ${say("Name")}, ${say("Email")}, ${say("Password")} and the terms checkbox`,
    submitting: tr`The sign-up button reads ${say("Signing up…")}`,
    succeeded: tr`A toast says ${say(accountMessages.checkInbox)}; the form is emptied and the button stays in its sent state for a moment`,
    failed: tr`The form shows the server's message in a red alert; the button stays in its sent state for a moment`,
  },
  events: {
    "signup.submitted": ({ event, next }) =>
      event.checked
        ? tr`Enter the name "${String(event.name)}", ${next?.type === "xstate.error.actor.signUp" ? tr`the email of an existing account (${demoLogin("Customer").email})` : tr`an email nobody has signed up with yet`}, a password like "Abcdef1!", tick the terms checkbox and press ${say("Sign up")}`
        : tr`Fill in the form but leave the terms checkbox empty, and press ${say("Sign up")}: nothing is sent`,
    "signup.edited": tr`Change any field`,
    "xstate.done.actor.fetchInvitation": tr`The invitation is valid: the form shows the email it was sent to`,
    "xstate.error.actor.fetchInvitation": tr`The invitation is unknown, used or expired`,
    "xstate.done.actor.signUp": tr`The server registers you`,
    "xstate.error.actor.signUp": () => tr`The server refuses (the email already has an account): ${say(accountServerMessages.emailTaken)}`,
    "xstate.after.buttonRevert.signup.succeeded": tr`Wait 1 second: the button becomes ${say("Sign up")} again`,
    "xstate.after.buttonRevert.signup.failed": tr`Wait 1 second: the button becomes ${say("Sign up")} again`,
  },
});

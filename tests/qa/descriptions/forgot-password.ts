import type { ForgotPasswordContext } from "../../../machines/forgot-password/forgot-password.machine";
import { describeMachine } from "../describe";
import { validationMessages } from "../../../src/shared/validation/messages";
import { say, shown } from "../labels";

export const forgotPasswordDescriptions = describeMachine<ForgotPasswordContext>({
  start: () => "Open /forgotpassword on Acme",
  states: {
    editing: (context) => (context.alert ? "The forgot-password form shows the server's message in a red alert" : "The forgot-password form asks for your email"),
    sending: `The ${say("Send")} button shows it is working`,
    sent: `The page says ${say("Check your inbox. Taking you back to log in…")}`,
    done: "After 2 seconds you are on /login",
  },
  events: {
    "forgotPassword.submitted": ({ event }) =>
      String(event.email).includes("@@")
        ? `Enter "${String(event.email)}" and press ${say("Send")}: the field says ${say(validationMessages.emailDoubleAt)} and nothing is sent`
        : `Enter "${String(event.email)}" and press ${say("Send")}`,
    "forgotPassword.edited": "Change the email",
    "xstate.done.actor.sendResetLink": "The server sends the reset link (open /mailbox to see it)",
    "xstate.error.actor.sendResetLink": ({ event }) => `The server refuses: the form shows ${shown(event.error, "the server's message")}`,
    "xstate.after.redirect.forgotPassword.sent": "Wait 2 seconds",
  },
});

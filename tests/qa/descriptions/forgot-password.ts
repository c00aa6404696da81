import type { ForgotPasswordContext } from "@machines/forgot-password/forgot-password.machine";
import { describeMachine } from "../describe";
import { validationMessages } from "@/shared/validation/messages";
import { say, shown } from "../labels";
import { tr } from "../phrases";

export const forgotPasswordDescriptions = describeMachine<ForgotPasswordContext>({
  start: () => tr`Open /forgotpassword on Acme`,
  states: {
    editing: (context) => (context.alert ? tr`The forgot-password form shows the server's message in a red alert` : tr`The forgot-password form asks for your email`),
    sending: tr`The ${say("Send")} button shows it is working`,
    sent: tr`The page says ${say("Check your inbox. Taking you back to log in…")}`,
    done: tr`After 2 seconds you are on /login`,
  },
  events: {
    "forgotPassword.submitted": ({ event }) =>
      String(event.email).includes("@@")
        ? tr`Enter "${String(event.email)}" and press ${say("Send")}: the field says ${say(validationMessages.emailDoubleAt)} and nothing is sent`
        : tr`Enter "${String(event.email)}" and press ${say("Send")}`,
    "forgotPassword.edited": tr`Change the email`,
    "xstate.done.actor.sendResetLink": tr`The server sends the reset link (open /mailbox to see it)`,
    "xstate.error.actor.sendResetLink": ({ event }) => tr`The server refuses: the form shows ${shown(event.error, tr`the server's message`)}`,
    "xstate.after.redirect.forgotPassword.sent": tr`Wait 2 seconds`,
  },
});

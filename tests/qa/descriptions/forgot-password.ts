import type { ForgotPasswordContext } from "../../../machines/forgot-password/forgot-password.machine";
import { describeMachine } from "../describe";

export const forgotPasswordDescriptions = describeMachine<ForgotPasswordContext>({
  start: () => "Open /forgotpassword on Acme",
  states: {
    editing: (context) => (context.alert ? "The forgot-password form shows the server's message in a red alert" : "The forgot-password form asks for your email"),
    sending: "The 'Send' button shows it is working",
    sent: "A toast says the reset link was sent",
    done: "After 2 seconds you are on /login",
  },
  events: {
    "forgotPassword.submitted": ({ event }) =>
      String(event.email).includes("@@")
        ? `Enter '${String(event.email)}' and press 'Send': the field says '@@ are not allowed' and nothing is sent`
        : `Enter '${String(event.email)}' and press 'Send'`,
    "forgotPassword.edited": "Change the email",
    "xstate.done.actor.sendResetLink": "The server sends the reset link (open /mailbox to see it)",
    "xstate.error.actor.sendResetLink": ({ event }) => `The server refuses: '${String((event.error as { message?: string }).message ?? "Something went wrong")}'`,
    "xstate.after.redirect.forgotPassword.sent": "Wait 2 seconds",
  },
});

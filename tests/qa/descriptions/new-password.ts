import type { NewPasswordContext } from "../../../machines/new-password/new-password.machine";
import { describeMachine } from "../describe";
import { say, shown } from "../labels";

export const newPasswordDescriptions = describeMachine<NewPasswordContext>({
  start: (input) => ((input as { token: string | null }).token ? "Open the reset link from the forgot-password email (/newPassword?token=…)" : "Open /newPassword without a token"),
  states: {
    starting: "(the page reads the link)",
    validatingLink: "The page checks the reset link",
    linkExpired: "You are taken to /expired: the link is invalid, used or expired",
    editing: (context) => (context.alert ? "The new-password form shows the server's message in a red alert" : "The new-password form asks for a new password"),
    submitting: `The ${say("Save password")} button shows it is working`,
    done: "A toast confirms the new password and you are on /login",
  },
  events: {
    "xstate.done.actor.checkLinkValidity": ({ event }) => ((event.output as { isValid: boolean }).isValid ? "The link is valid" : "The server says the link is no longer valid"),
    "xstate.error.actor.checkLinkValidity": "Checking the link fails (e.g. you are offline)",
    "newPassword.submitted": ({ event }) =>
      String(event.password).length >= 8
        ? `Enter the new password "${String(event.password)}" and press ${say("Save password")}`
        : `Enter the weak password "${String(event.password)}" and press ${say("Save password")}: the rules under the field stay red and nothing is sent`,
    "newPassword.edited": "Change the password",
    "xstate.done.actor.setNewPassword": "The server saves the new password",
    "xstate.error.actor.setNewPassword": ({ event }) =>
      [404, 410].includes(Number((event.error as { httpStatus?: number }).httpStatus))
        ? "The link was used or expired meanwhile (use it in another tab first)"
        : `The server refuses: the form shows ${shown(event.error, "the server's message")}`,
  },
});

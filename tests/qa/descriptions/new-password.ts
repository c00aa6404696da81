import type { NewPasswordContext } from "@machines/new-password/new-password.machine";
import { describeMachine } from "../describe";
import { say, shown } from "../labels";
import { tr } from "../phrases";

export const newPasswordDescriptions = describeMachine<NewPasswordContext>({
  start: (input) => ((input as { token: string | null }).token ? tr`Open the reset link from the forgot-password email (/newPassword?token=…)` : tr`Open /newPassword without a token`),
  states: {
    starting: tr`(the page reads the link)`,
    validatingLink: tr`The page checks the reset link`,
    linkExpired: tr`You are taken to /expired: the link is invalid, used or expired`,
    editing: (context) => (context.alert ? tr`The new-password form shows the server's message in a red alert` : tr`The new-password form asks for a new password`),
    submitting: tr`The ${say("Save password")} button shows it is working`,
    done: tr`A toast confirms the new password and you are on /login`,
  },
  events: {
    "xstate.done.actor.checkLinkValidity": ({ event }) => ((event.output as { isValid: boolean }).isValid ? tr`The link is valid` : tr`The server says the link is no longer valid`),
    "xstate.error.actor.checkLinkValidity": tr`Checking the link fails (e.g. you are offline)`,
    "newPassword.submitted": ({ event }) =>
      String(event.password).length >= 8
        ? tr`Enter the new password "${String(event.password)}" and press ${say("Save password")}`
        : tr`Enter the weak password "${String(event.password)}" and press ${say("Save password")}: the rules under the field stay red and nothing is sent`,
    "newPassword.edited": tr`Change the password`,
    "xstate.done.actor.setNewPassword": tr`The server saves the new password`,
    "xstate.error.actor.setNewPassword": ({ event }) =>
      [404, 410].includes(Number((event.error as { httpStatus?: number }).httpStatus))
        ? tr`The link was used or expired meanwhile (use it in another tab first)`
        : tr`The server refuses: the form shows ${shown(event.error, tr`the server's message`)}`,
  },
});

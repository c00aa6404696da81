import type { SettingsFormContext } from "@machines/settings-form/settings-form.machine";
import { websiteMessages } from "@/shared/branding/messages";
import { describeMachine } from "../describe";
import { asLogin, demoLogin } from "../sandbox";
import { say, shown } from "../labels";
import { tr } from "../phrases";

export const settingsFormDescriptions = describeMachine<SettingsFormContext>({
  start: () => tr`Log in as the Acme owner (${asLogin(demoLogin("AgencyOwner"))}) and open /settings/website`,
  states: {
    editing: tr`The website settings show the saved values; ${say("Save changes")} is not available`,
    dirty: tr`The bar at the bottom says ${say("Unsaved changes")} and ${say("Save changes")} is available`,
    saving: tr`The save button says ${say("Saving…")}`,
    saved: tr`A toast says ${say(websiteMessages.updated)} and the bar says ${say("All changes saved")}`,
    failed: (context) =>
      Object.keys(context.fieldErrors).length > 0
        ? tr`The refused field shows the server's reason under it, and the cursor is in it`
        : tr`A toast shows the server's message and the bar says ${say("Not saved")}`,
  },
  events: {
    "form.changed": tr`Type into ${say("Google Analytics ID")}`,
    "form.submitted": tr`Press ${say("Save changes")}`,
    "form.discarded": tr`Press ${say("Discard changes")}: the form goes back to the saved values`,
    "xstate.done.actor.save": tr`The server saves the settings`,
    "xstate.error.actor.save": ({ event }) => tr`The server refuses: ${shown(event.error, tr`the server's message`)}`,
  },
});

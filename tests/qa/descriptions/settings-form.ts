import type { SettingsFormContext } from "../../../machines/settings-form/settings-form.machine";
import { websiteMessages } from "../../../src/shared/branding/messages";
import { describeMachine } from "../describe";
import { asLogin, demoLogin } from "../sandbox";
import { say, shown } from "../labels";

export const settingsFormDescriptions = describeMachine<SettingsFormContext>({
  start: () => `Log in as the Acme owner (${asLogin(demoLogin("AgencyOwner"))}) and open /settings/website`,
  states: {
    editing: `The website settings show the saved values; ${say("Save changes")} is not available`,
    dirty: `The bar at the bottom says ${say("Unsaved changes")} and ${say("Save changes")} is available`,
    saving: `The save button says ${say("Saving…")}`,
    saved: `A toast says ${say(websiteMessages.updated)} and the bar says ${say("All changes saved")}`,
    failed: (context) =>
      Object.keys(context.fieldErrors).length > 0
        ? "The refused field shows the server's reason under it, and the cursor is in it"
        : `A toast shows the server's message and the bar says ${say("Not saved")}`,
  },
  events: {
    "form.changed": `Type into ${say("Google Analytics ID")}`,
    "form.submitted": `Press ${say("Save changes")}`,
    "form.discarded": `Press ${say("Discard changes")}: the form goes back to the saved values`,
    "xstate.done.actor.save": "The server saves the settings",
    "xstate.error.actor.save": ({ event }) => `The server refuses: ${shown(event.error, "the server's message")}`,
  },
});

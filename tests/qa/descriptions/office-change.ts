import type { OfficeChangeContext } from "@machines/office-change/office-change.machine";
import { backOfficeMessages } from "@/shared/back-office/messages";
import { describeMachine } from "../describe";
import { say } from "../labels";
import { asLogin, demoLogin } from "../sandbox";
import { tr } from "../phrases";

// Walked on the agency's markup editor (/markups, as Acme's owner); the same machine saves invitations,
// statuses, promotions and clients' markups.
export const officeChangeDescriptions = describeMachine<OfficeChangeContext>({
  start: () => tr`Log in to Acme as the owner (${asLogin(demoLogin("AgencyOwner"))}) and open ${say("Markups")} in the agent area`,
  states: {
    editing: tr`The agency's markups are shown in the form, with the ${say("Save markups")} button and no message beside it`,
    saving: tr`The ${say("Save markups")} button is disabled and ${say("Saving…")} shows beside it`,
    saved: tr`${say(backOfficeMessages.markupUpdated)} pops up and ${say("Saved")} shows beside the button`,
    // The server's own words (or the app's 'Something went wrong' offline): described, not quoted from the model's fixture.
    failed: tr`The form shows in red why the markups were not saved`,
  },
  events: {
    "change.submitted": ({ state }) =>
      state === "editing" ? tr`Set the ${say("Hotels")} markup to 8 % with a fee of 15.00 and press ${say("Save markups")}` : tr`Press ${say("Save markups")} again, without changing anything`,
    "change.edited": tr`Type in one of the markup fields`,
    "xstate.done.actor.save": tr`The server saves the markups`,
    "xstate.error.actor.save": ({ event }) =>
      event.error instanceof Error ? tr`The save does not reach the server (you are offline)` : tr`The server refuses the markups (e.g. a percent markup over 1000 %) and says why`,
  },
});

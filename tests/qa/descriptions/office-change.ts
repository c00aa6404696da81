import type { OfficeChangeContext } from "../../../machines/office-change/office-change.machine";
import { describeMachine } from "../describe";
import { asLogin, demoLogin } from "../sandbox";

// Walked on the agency's markup editor (/markups, as Acme's owner); the same machine saves invitations,
// statuses, promotions and clients' markups.
export const officeChangeDescriptions = describeMachine<OfficeChangeContext>({
  start: () => `Log in to Acme as the owner (${asLogin(demoLogin("AgencyOwner"))}) and open Markups in the agent area`,
  states: {
    editing: "The agency's markups are shown in the form, with the 'Save markups' button and no message beside it",
    saving: "The 'Save markups' button is disabled and 'Saving…' shows beside it",
    saved: "'Markup updated successfully' pops up and 'Saved' shows beside the button",
    // The server's own words (or the app's 'Something went wrong' offline): described, not quoted from the model's fixture.
    failed: "The form shows in red why the markups were not saved",
  },
  events: {
    "change.submitted": ({ state }) =>
      state === "editing" ? "Set the Hotels markup to 8 % with a fee of 15.00 and press 'Save markups'" : "Press 'Save markups' again, without changing anything",
    "change.edited": "Type in one of the markup fields",
    "xstate.done.actor.save": "The server saves the markups",
    "xstate.error.actor.save": ({ event }) =>
      event.error instanceof Error
        ? "The save does not reach the server (you are offline)"
        : "The server refuses the markups (e.g. a percent markup over 1000 %) and says why",
  },
});

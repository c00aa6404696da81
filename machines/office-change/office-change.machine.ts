import { assign, fromPromise, setup } from "xstate";
import { toApiFailure } from "@/shared/api/failure";
import { failureMessage, type AlertMessage } from "../effects";

// One change saved in the agency back office (spec B §6/§7: an invitation, a markup, a status, a promotion):
// the form's fields belong to react-hook-form, what follows the submit belongs here. The server's message is
// the toast (spec B §8: 'Markup updated successfully', 'Status changed Successfully', …); a refusal stays on
// the form (spec A §8: the server's message, else 'Something went wrong') until the person edits or retries.

/** What the `save` actor answers: the server's (translated) message and the saved data. */
export interface SavedChange {
  message: string;
  data: unknown;
}

export interface OfficeChangeContext {
  /** What was last submitted (the `save` actor's input). */
  payload: unknown;
  error: AlertMessage | null;
}

export type OfficeChangeEvent = { type: "change.submitted"; payload: unknown } | { type: "change.edited" };

export const officeChangeMachine = setup({
  types: { context: {} as OfficeChangeContext, events: {} as OfficeChangeEvent },
  actors: {
    save: fromPromise<SavedChange, { payload: unknown }>(() => Promise.reject(new Error("save actor not provided"))),
  },
  actions: {
    keepPayload: assign({ payload: ({ event }) => (event.type === "change.submitted" ? event.payload : null), error: null }),
    keepError: assign({ error: (_, p: { error: AlertMessage }) => p.error }),
    clearError: assign({ error: null }),
    /** The toast with the server's message, and the page takes the saved data (a list refreshes). */
    saved: (_, _p: SavedChange) => {},
  },
}).createMachine({
  id: "officeChange",
  context: { payload: null, error: null },
  initial: "editing",
  states: {
    editing: { on: { "change.submitted": { target: "saving", actions: "keepPayload" } } },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ payload: context.payload }),
        onDone: { target: "saved", actions: { type: "saved", params: ({ event }) => event.output } },
        onError: { target: "failed", actions: { type: "keepError", params: ({ event }) => ({ error: failureMessage(toApiFailure(event.error)) }) } },
      },
    },
    saved: {
      on: {
        "change.submitted": { target: "saving", actions: "keepPayload" },
        "change.edited": { target: "editing" },
      },
    },
    failed: {
      on: {
        "change.submitted": { target: "saving", actions: "keepPayload" },
        "change.edited": { target: "editing", actions: "clearError" },
      },
    },
  },
});

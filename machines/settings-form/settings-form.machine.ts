import { assign, fromPromise, setup } from "xstate";
import { toApiFailure } from "@/shared/api/failure";
import { validationError } from "@/shared/api/website-settings";
import { messages } from "@/shared/messages";
import type { MessageDescriptor } from "@/shared/validation/messages";
import { failureMessage, type ToastParams } from "../effects";

// ---- actor contract ----
/** Saves the form's values (PATCH /api/agency, the profile calls, an application). Rejects with an ApiFailure, maybe with `validationError`. */
export interface SaveInput {
  values: unknown;
}
export interface SaveOutput {
  /** The server's success message (spec A §8 'Data updated successfully'). */
  message: string;
  /** What the server saved, for the page to start its next edit from. */
  data: unknown;
}

export interface SettingsFormInput {
  /** What a failure without field errors says: 'Something went wrong' (agency update) or 'Something went wrong!' (application config). */
  fallback?: MessageDescriptor;
  /** spec A §8 "Application config update rejection": the fallback plus the server's message, not one or the other. */
  withDetail?: boolean;
}

export interface SettingsFormContext {
  fallback: MessageDescriptor;
  withDetail: boolean;
  /** Each refused field's reason, by field path ("heading", "analytics.googleAnalyticsId"). */
  fieldErrors: Record<string, string>;
  /** The server's message shown beside the fallback when `withDetail`. */
  detail: string | null;
}

export type SettingsFormEvent = { type: "form.changed" } | { type: "form.submitted"; values: unknown } | { type: "form.discarded" };

/** The refused fields of a failure (spec A §3 "Application config: validationError, message"). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const list = validationError.safeParse((error as { validationError?: unknown } | null)?.validationError);
  return list.success ? Object.fromEntries(list.data.map((e) => [e.field, e.message])) : {};
}

/**
 * A settings form after its fields are valid: editing (nothing changed), dirty, saving, saved, failed.
 * Its fields live in react-hook-form; this decides what a save does and what it shows.
 */
export const settingsFormMachine = setup({
  types: {
    input: {} as SettingsFormInput,
    context: {} as SettingsFormContext,
    events: {} as SettingsFormEvent,
  },
  actors: {
    save: fromPromise<SaveOutput, SaveInput>(() => Promise.reject(new Error("save actor not provided"))),
  },
  guards: {
    hasFieldErrors: ({ event }) => "error" in event && Object.keys(fieldErrorsOf(event.error)).length > 0,
  },
  actions: {
    clearFailure: assign({ fieldErrors: {}, detail: null }),
    showFieldErrors: assign({ fieldErrors: (_, p: { error: unknown }) => fieldErrorsOf(p.error), detail: null }),
    showDetail: assign({ detail: ({ context }, p: { error: unknown }) => (context.withDetail ? (toApiFailure(p.error).message ?? null) : null) }),
    toast: (_, _p: ToastParams) => {},
    /** The page takes the saved values as its new starting point. */
    saved: (_, _p: { data: unknown }) => {},
  },
}).createMachine({
  id: "settingsForm",
  context: ({ input }) => ({ fallback: input.fallback ?? messages.somethingWentWrong, withDetail: input.withDetail ?? false, fieldErrors: {}, detail: null }),
  initial: "editing",
  states: {
    editing: {
      on: { "form.changed": "dirty" },
    },
    dirty: {
      on: {
        "form.submitted": { target: "saving", actions: "clearFailure" },
        "form.discarded": { target: "editing", actions: "clearFailure" },
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ event }) => ({ values: event.type === "form.submitted" ? event.values : null }),
        onDone: {
          target: "saved",
          actions: [
            { type: "saved", params: ({ event }) => ({ data: event.output.data }) },
            { type: "toast", params: ({ event }) => ({ kind: "success", message: event.output.message }) },
          ],
        },
        onError: [
          // spec A §8 / §3: each validation error at its field.
          { guard: "hasFieldErrors", target: "failed", actions: { type: "showFieldErrors", params: ({ event }) => ({ error: event.error }) } },
          {
            target: "failed",
            actions: [
              { type: "showDetail", params: ({ event }) => ({ error: event.error }) },
              {
                type: "toast",
                params: ({ context, event }) => ({
                  kind: "error",
                  message: context.withDetail ? context.fallback : failureMessage(toApiFailure(event.error), context.fallback),
                }),
              },
            ],
          },
        ],
      },
    },
    saved: {
      on: { "form.changed": "dirty" },
    },
    failed: {
      on: {
        "form.changed": "dirty",
        "form.submitted": { target: "saving", actions: "clearFailure" },
        "form.discarded": { target: "editing", actions: "clearFailure" },
      },
    },
  },
});

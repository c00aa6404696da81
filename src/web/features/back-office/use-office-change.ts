import { useActorRef, useSelector } from "@xstate/react";
import toast from "react-hot-toast/headless";
import { fromPromise } from "xstate";
import { officeChangeMachine, type SavedChange } from "@machines/office-change/office-change.machine";
import type { AlertMessage } from "@machines/effects";
import { useInspectable } from "../../lib/inspector";

export interface OfficeChange<P> {
  submit(payload: P): void;
  /** The person changed the form again: a refusal shown on it goes away. */
  edited(): void;
  busy: boolean;
  saved: boolean;
  error: AlertMessage | null;
}

/**
 * One back-office change (an invitation, a markup, a status…) through the office-change machine: `save`
 * calls the API, the server's message is toasted (spec B §8) and `onSaved` takes what was saved.
 */
export function useOfficeChange<P, T>(name: string, save: (payload: P) => Promise<{ message: string; data: T }>, onSaved?: (data: T) => void): OfficeChange<P> {
  // The machine is made once, with the callbacks of the first render: a page showing another person remounts
  // its forms (keyed by the person), so what they save is always the shown person's.
  const actor = useActorRef(
    officeChangeMachine.provide({
      actors: { save: fromPromise<SavedChange, { payload: unknown }>(({ input }) => save(input.payload as P)) },
      actions: {
        saved: (_, result) => {
          toast.success(result.message);
          onSaved?.(result.data as T);
        },
      },
    }),
  );
  useInspectable(name, actor);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const saved = useSelector(actor, (s) => s.matches("saved"));
  const error = useSelector(actor, (s) => s.context.error);
  return {
    submit: (payload) => actor.send({ type: "change.submitted", payload }),
    edited: () => actor.send({ type: "change.edited" }),
    busy,
    saved,
    error,
  };
}

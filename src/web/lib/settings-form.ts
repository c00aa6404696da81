import { useLingui } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { fromPromise } from "xstate";
import { settingsFormMachine, type SaveInput, type SaveOutput, type SettingsFormInput } from "@machines/settings-form/settings-form.machine";
import { useInspectable } from "./inspector";

interface Options {
  /** The inspector's name for this form's actor. */
  id: string;
  save: (values: unknown) => Promise<SaveOutput>;
  /** The server's saved values: the form's new starting point. */
  onSaved: (data: unknown) => void;
  input?: SettingsFormInput;
}

/** A settings form's machine (machines/settings-form) with its save call, toasts and saved-values effect bound. */
export function useSettingsFormActor({ id, save, onSaved, input }: Options) {
  const { i18n } = useLingui();
  // The machine is made once, with the first render's callbacks: they must only close over stable things (the form, the router).
  const actor = useActorRef(
    settingsFormMachine.provide({
      actors: { save: fromPromise<SaveOutput, SaveInput>(({ input: { values } }) => save(values)) },
      actions: {
        saved: (_, { data }) => onSaved(data),
        toast: (_, { kind, message }) => {
          // spec A §8: server messages arrive translated; our own descriptors are translated here.
          const text = typeof message === "string" ? message : i18n._(message);
          if (kind === "success") toast.success(text);
          else toast.error(text);
        },
      },
    }),
    { input: input ?? {} },
  );
  useInspectable(id, actor);
  return actor;
}

type SettingsFormActor = ReturnType<typeof useSettingsFormActor>;

/**
 * Tells the machine when the person changes a field (not when the form is reset to saved values), and
 * puts the server's refused fields on the fields themselves, focusing the first (spec A §8: each
 * validation error at its field).
 */
export function useFormMachine<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, actor: SettingsFormActor) {
  const fieldErrors = useSelector(actor, (state) => state.context.fieldErrors);
  const status = useSelector(actor, (state) => state.value);
  const detail = useSelector(actor, (state) => state.context.detail);
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name) actor.send({ type: "form.changed" });
    });
    return () => subscription.unsubscribe();
  }, [form, actor]);
  useEffect(() => {
    const entries = Object.entries(fieldErrors);
    entries.forEach(([field, message], index) => form.setError(field as Path<T>, { type: "server", message }, { shouldFocus: index === 0 }));
  }, [fieldErrors, form]);
  return { status, busy: status === "saving", detail, canSave: status === "dirty" || status === "failed" };
}

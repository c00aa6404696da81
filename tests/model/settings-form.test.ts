import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { settingsFormMachine, type SaveInput, type SaveOutput, type SettingsFormInput } from "@machines/settings-form/settings-form.machine";
import { messages } from "@/shared/messages";
import { describeModel } from "./describe-model";
import { settingsFormModel } from "./registry";

describeModel(settingsFormModel);

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(save: (input: SaveInput) => Promise<SaveOutput>, input: SettingsFormInput = {}) {
  const toast = vi.fn();
  const saved = vi.fn();
  const machine = settingsFormMachine.provide({
    actors: { save: fromPromise<SaveOutput, SaveInput>(({ input: i }) => save(i)) },
    actions: { toast: (_, params) => toast(params), saved: (_, params) => saved(params.data) },
  });
  return { actor: createActor(machine, { input }).start(), toast, saved };
}

describe("settings form", () => {
  it("a change makes it dirty; a save sends the values, toasts the server's words and hands the saved data back", async () => {
    const save = vi.fn(async () => ({ message: "Data updated successfully", data: { heading: "New" } }));
    const { actor, toast, saved } = start(save);
    expect(actor.getSnapshot().matches("editing")).toBe(true);
    actor.send({ type: "form.submitted", values: { heading: "ignored while clean" } });
    expect(actor.getSnapshot().matches("editing")).toBe(true);
    actor.send({ type: "form.changed" });
    actor.send({ type: "form.submitted", values: { heading: "New" } });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await flush();
    expect(save).toHaveBeenCalledWith({ values: { heading: "New" } });
    expect(actor.getSnapshot().matches("saved")).toBe(true);
    expect(saved).toHaveBeenCalledWith({ heading: "New" });
    expect(toast).toHaveBeenCalledWith({ kind: "success", message: "Data updated successfully" });
  });

  it("spec A §8: each validation error goes to its field, without a toast", async () => {
    const { actor, toast } = start(async () => {
      throw {
        httpStatus: 400,
        message: "x",
        validationError: [
          { field: "heading", message: "Too long" },
          { field: "primaryColor", message: "Bad" },
        ],
      };
    });
    actor.send({ type: "form.changed" });
    actor.send({ type: "form.submitted", values: {} });
    await flush();
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ heading: "Too long", primaryColor: "Bad" });
    expect(toast).not.toHaveBeenCalled();
  });

  it("spec A §8 agency update failure: the server's message, else 'Something went wrong'", async () => {
    const withMessage = start(async () => Promise.reject({ httpStatus: 500, message: "Reference: abc" }));
    const without = start(async () => Promise.reject(new Error("offline")));
    for (const { actor } of [withMessage, without]) {
      actor.send({ type: "form.changed" });
      actor.send({ type: "form.submitted", values: {} });
    }
    await flush();
    expect(withMessage.toast).toHaveBeenCalledWith({ kind: "error", message: "Reference: abc" });
    expect(without.toast).toHaveBeenCalledWith({ kind: "error", message: messages.somethingWentWrong });
  });

  it("spec A §8 application config rejection: 'Something went wrong!' plus the message beside it", async () => {
    const { actor, toast } = start(async () => Promise.reject({ httpStatus: 502, message: "Mail provider down" }), {
      fallback: messages.somethingWentWrongBang,
      withDetail: true,
    });
    actor.send({ type: "form.changed" });
    actor.send({ type: "form.submitted", values: {} });
    await flush();
    expect(toast).toHaveBeenCalledWith({ kind: "error", message: messages.somethingWentWrongBang });
    expect(actor.getSnapshot().context.detail).toBe("Mail provider down");
  });

  it("a failed form keeps its field errors while the person edits, and a new save clears them", async () => {
    let fail = true;
    const { actor } = start(async () => {
      if (fail) throw { httpStatus: 400, validationError: [{ field: "heading", message: "Too long" }] };
      return { message: "ok", data: null };
    });
    actor.send({ type: "form.changed" });
    actor.send({ type: "form.submitted", values: {} });
    await flush();
    actor.send({ type: "form.changed" });
    expect(actor.getSnapshot().matches("dirty")).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ heading: "Too long" });
    fail = false;
    actor.send({ type: "form.submitted", values: {} });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    await flush();
    expect(actor.getSnapshot().matches("saved")).toBe(true);
  });
});

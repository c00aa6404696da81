import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { officeChangeMachine, type SavedChange } from "@machines/office-change/office-change.machine";
import { messages } from "@/shared/messages";
import { describeModel } from "../describe-model";
import { officeChangeModel } from "./registry";

describeModel(officeChangeModel);

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(save: (payload: unknown) => Promise<SavedChange>) {
  const saved = vi.fn<(result: SavedChange) => void>();
  const machine = officeChangeMachine.provide({
    actors: { save: fromPromise<SavedChange, { payload: unknown }>(({ input }) => save(input.payload)) },
    actions: { saved: (_, result) => saved(result) },
  });
  return { actor: createActor(machine).start(), saved };
}

describe("officeChange", () => {
  it("saves the payload it was given and hands the server's message and data to `saved`", async () => {
    const save = vi.fn(async (payload: unknown) => ({ message: "Status changed Successfully", data: payload }));
    const { actor, saved } = start(save);
    actor.send({ type: "change.submitted", payload: { isActive: false } });
    expect(actor.getSnapshot().matches("saving")).toBe(true);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await flush();
    expect(save).toHaveBeenCalledExactlyOnceWith({ isActive: false });
    expect(actor.getSnapshot().matches("saved")).toBe(true);
    expect(saved).toHaveBeenCalledExactlyOnceWith({ message: "Status changed Successfully", data: { isActive: false } });
  });

  it("keeps the server's refusal until the person edits, then clears it", async () => {
    const { actor, saved } = start(async () => Promise.reject({ httpStatus: 403, status: false, message: "Only the agency owner can change the owner or an admin" }));
    actor.send({ type: "change.submitted", payload: 1 });
    await flush();
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(actor.getSnapshot().context.error).toBe("Only the agency owner can change the owner or an admin");
    expect(saved).not.toHaveBeenCalled();
    actor.send({ type: "change.edited" });
    expect(actor.getSnapshot().matches("editing")).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("a failure without a message is 'Something went wrong' (spec A §8)", async () => {
    const { actor } = start(async () => Promise.reject(new Error("offline")));
    actor.send({ type: "change.submitted", payload: 1 });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual(messages.somethingWentWrong);
  });
});

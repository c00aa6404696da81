import { describe, expect, it, vi } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { sessionMachine } from "@machines/session/session.machine";
import { SESSION_EXPIRED_REDIRECT_MS } from "@/shared/constants";
import { describeModel } from "./describe-model";
import { sessionModel } from "./registry";

describeModel(sessionModel);

function start(token: string | null) {
  const effects = {
    storeToken: vi.fn<(token: string) => void>(),
    clearSession: vi.fn(),
    notifyExpired: vi.fn(),
    redirectHome: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actions: {
      storeToken: (_, params) => effects.storeToken(params.token),
      clearSession: () => effects.clearSession(),
      notifyExpired: () => effects.notifyExpired(),
      redirectHome: () => effects.redirectHome(),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { token }, clock }).start();
  return { actor, clock, effects };
}

describe("session", () => {
  it("starts authenticated with a stored token and anonymous without one", () => {
    expect(start("abc").actor.getSnapshot().value).toBe("authenticated");
    expect(start(null).actor.getSnapshot().value).toBe("anonymous");
    expect(start("").actor.getSnapshot().context.token).toBeNull();
  });

  it("login stores the token", () => {
    const { actor, effects } = start(null);
    actor.send({ type: "session.started", token: "t1" });
    expect(actor.getSnapshot().value).toBe("authenticated");
    expect(actor.getSnapshot().context.token).toBe("t1");
    expect(effects.storeToken).toHaveBeenCalledExactlyOnceWith("t1");
  });

  it("a 401 clears the session, toasts, and redirects home after exactly 1 s (spec A §4)", () => {
    const { actor, clock, effects } = start("abc");
    actor.send({ type: "session.unauthorized" });
    expect(actor.getSnapshot().value).toBe("expired");
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(effects.clearSession).toHaveBeenCalledOnce();
    expect(effects.notifyExpired).toHaveBeenCalledOnce();
    clock.increment(SESSION_EXPIRED_REDIRECT_MS - 1);
    expect(effects.redirectHome).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.redirectHome).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe("anonymous");
  });

  it("a burst of 401s toasts once and redirects once", () => {
    const { actor, clock, effects } = start("abc");
    for (let i = 0; i < 3; i++) actor.send({ type: "session.unauthorized" });
    clock.increment(SESSION_EXPIRED_REDIRECT_MS * 3);
    expect(effects.notifyExpired).toHaveBeenCalledOnce();
    expect(effects.redirectHome).toHaveBeenCalledOnce();
  });

  it("a 401 while anonymous does nothing", () => {
    const { actor, clock, effects } = start(null);
    actor.send({ type: "session.unauthorized" });
    clock.increment(SESSION_EXPIRED_REDIRECT_MS * 2);
    expect(actor.getSnapshot().value).toBe("anonymous");
    expect(effects.notifyExpired).not.toHaveBeenCalled();
    expect(effects.redirectHome).not.toHaveBeenCalled();
  });

  it("logging in again before the redirect cancels it", () => {
    const { actor, clock, effects } = start("abc");
    actor.send({ type: "session.unauthorized" });
    actor.send({ type: "session.started", token: "t2" });
    clock.increment(SESSION_EXPIRED_REDIRECT_MS * 2);
    expect(actor.getSnapshot().value).toBe("authenticated");
    expect(effects.redirectHome).not.toHaveBeenCalled();
  });

  it("logout forgets the token and clears storage", () => {
    const { actor, effects } = start("abc");
    actor.send({ type: "session.ended" });
    expect(actor.getSnapshot().value).toBe("anonymous");
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(effects.clearSession).toHaveBeenCalledOnce();
  });
});

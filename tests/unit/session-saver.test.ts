// Resumable checkouts' saver (src/web/features/checkout-sessions/session-saver.ts): an agent's own checkout of an
// offer and a client's are two saved checkouts (docs/decisions.md "One saved checkout per offer").
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const puts: { id: string; clientId: string | null }[] = [];
/** The next saves' failures, in order (an error with its httpStatus); a save with none left succeeds. */
const failures: { httpStatus: number }[] = [];
vi.mock("@/web/features/checkout-sessions/api", () => ({
  putCheckoutSession: (id: string, body: { clientId?: string | null }) => {
    puts.push({ id, clientId: body.clientId ?? null });
    const failure = failures.shift();
    return failure ? Promise.reject(Object.assign(new Error("save failed"), failure)) : Promise.resolve();
  },
  deleteCheckoutSession: () => Promise.resolve(),
}));

const { startSessionSaver, SAVE_RETRY_FIRST_MS } = await import("@/web/features/checkout-sessions/session-saver");

/** A booking actor as the saver sees it: a persisted snapshot whose context names the client. */
function fakeActor() {
  let clientId: string | null = null;
  const listeners = new Set<(snapshot: unknown) => void>();
  return {
    getSnapshot: () => ({ clientId }),
    getPersistedSnapshot: () => ({ context: { clientId, offerId: "offer-1" } }),
    subscribe(listener: (snapshot: unknown) => void) {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    bookFor(client: string | null) {
      clientId = client;
      for (const listener of listeners) listener({ clientId });
    },
  };
}

/** A booking actor on a step (`first`); `moveTo` puts it on one and tells the saver. */
function steppingActor(first = "checkout") {
  let step = first;
  const listeners = new Set<(snapshot: unknown) => void>();
  const actor = {
    getSnapshot: () => ({ step }),
    getPersistedSnapshot: () => ({ context: { clientId: null, step } }),
    subscribe(listener: (snapshot: unknown) => void) {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
  const moveTo = (next: string) => {
    step = next;
    for (const listener of listeners) listener({ step });
  };
  return { actor, moveTo };
}

const stepOf = (snapshot: unknown) => (snapshot as { step: string }).step;

const body = (persisted: unknown) => {
  const { context } = persisted as { context: { clientId: string | null } };
  const { clientId } = context;
  return { vertical: "flights", machineId: "flightBooking", machineVersion: 1, snapshot: { context }, clientId, summary: {}, price: null, offerExpiresAt: null } as never;
};

describe("the checkout saver", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    puts.length = 0;
    failures.length = 0;
    vi.stubGlobal("window", { addEventListener: () => {}, removeEventListener: () => {} });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("starting a checkout for a client keeps the agent's own 'Myself' checkout of the same offer (a new session for the client)", async () => {
    const actor = fakeActor();
    const changes: [string, string][] = [];
    let next = 0;
    const saver = startSessionSaver(actor, {
      id: "own",
      toBody: body,
      isFinished: () => false,
      newId: () => `client-${++next}`,
      onIdChanged: (id, previous) => changes.push([id, previous]),
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(puts).toEqual([{ id: "own", clientId: null }]);

    actor.bookFor("c-1");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(puts.at(-1)).toEqual({ id: "client-1", clientId: "c-1" });
    expect(saver.id).toBe("client-1");
    expect(changes).toEqual([["client-1", "own"]]);
    // The old address is still this checkout's: it is not restored from the server over the live one.
    expect(saver.has("own")).toBe(true);

    // Back to "Myself": another new session; the agent's own first one is never written over with a client.
    actor.bookFor(null);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(puts.filter((put) => put.id === "own")).toEqual([{ id: "own", clientId: null }]);
    expect(puts.filter((put) => put.id === "client-1")).toEqual([{ id: "client-1", clientId: "c-1" }]);
    saver.stop();
  });

  it("saves under the same id while the client stays the same", async () => {
    const actor = fakeActor();
    actor.bookFor("c-1");
    const saver = startSessionSaver(actor, { id: "s", toBody: body, isFinished: () => false, newId: () => "other" });
    await vi.advanceTimersByTimeAsync(1_000);
    actor.bookFor("c-1");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(new Set(puts.map((put) => put.id))).toEqual(new Set(["s"]));
    expect(saver.id).toBe("s");
    saver.stop();
  });

  it("a new step is saved at once, not after the quiet time (a refresh a second after reaching Payment resumes there)", async () => {
    const { actor, moveTo } = steppingActor();
    const saver = startSessionSaver(actor, { id: "s", toBody: body, isFinished: () => false, stepOf });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(puts).toHaveLength(1);
    // Typing on the same step waits for the quiet time.
    moveTo("checkout");
    await vi.advanceTimersByTimeAsync(0);
    expect(puts).toHaveLength(1);
    // On to payment: saved with no wait (without idle callbacks, as here: in the next task), not inside the click
    // that moved it, and a change on the new step in the same task does not put it off to the quiet time.
    moveTo("payment");
    moveTo("payment");
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(puts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(puts).toHaveLength(2);
    saver.stop();
  });
  it("the session's first save (the checkout reached from an offer's details) waits for the page to be idle, at the latest 300 ms; the next step's is sent at once", async () => {
    const { actor, moveTo } = steppingActor("details");
    const idle: { work: () => void; timeout: number | undefined; cancelled: boolean }[] = [];
    const pagehide: (() => void)[] = [];
    vi.stubGlobal("window", {
      addEventListener: (type: string, listener: () => void) => type === "pagehide" && pagehide.push(listener),
      removeEventListener: () => {},
      requestIdleCallback: (work: () => void, options?: { timeout?: number }) => idle.push({ work, timeout: options?.timeout, cancelled: false }) - 1,
      cancelIdleCallback: (handle: number) => {
        const request = idle[handle];
        if (request) request.cancelled = true;
      },
    });
    const saver = startSessionSaver(actor, { id: "s", toBody: body, isFinished: () => false, stepOf });
    // "Continue to checkout": the checkout is drawn before its first save.
    moveTo("checkout");
    await vi.advanceTimersByTimeAsync(0);
    expect(puts).toHaveLength(0);
    expect(idle.map((request) => request.timeout)).toEqual([300]);
    idle[0]?.work();
    await vi.advanceTimersByTimeAsync(0);
    expect(puts).toHaveLength(1);

    // On to payment: in the next task, not at an idle moment (a refresh right after it resumes on Payment).
    moveTo("payment");
    await vi.advanceTimersByTimeAsync(0);
    expect(puts).toHaveLength(2);
    expect(idle).toHaveLength(1);
    saver.stop();
  });

  it("a page left before the first save's idle moment still sends it, once", async () => {
    const { actor, moveTo } = steppingActor("details");
    const idle: { cancelled: boolean }[] = [];
    const pagehide: (() => void)[] = [];
    vi.stubGlobal("window", {
      addEventListener: (type: string, listener: () => void) => type === "pagehide" && pagehide.push(listener),
      removeEventListener: () => {},
      requestIdleCallback: () => idle.push({ cancelled: false }) - 1,
      cancelIdleCallback: (handle: number) => {
        const request = idle[handle];
        if (request) request.cancelled = true;
      },
    });
    const saver = startSessionSaver(actor, { id: "s", toBody: body, isFinished: () => false, stepOf });
    await vi.advanceTimersByTimeAsync(0);
    moveTo("checkout");
    for (const listener of pagehide) listener();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(puts).toHaveLength(1);
    expect(idle[0]?.cancelled).toBe(true);
    saver.stop();
  });

  it("with `slim`, what is left out (the offers) is never persisted: the logic persists the slimmed snapshot", async () => {
    const persistedFrom: unknown[] = [];
    const actor = {
      getSnapshot: () => ({ context: { clientId: null, offers: ["a", "b", "c"] } }),
      getPersistedSnapshot: () => {
        throw new Error("the whole snapshot was persisted");
      },
      subscribe: () => ({ unsubscribe: () => {} }),
      logic: {
        getPersistedSnapshot: (snapshot: { context: object }) => {
          persistedFrom.push(snapshot);
          return { context: { ...snapshot.context } };
        },
      },
    };
    const bodies: unknown[] = [];
    const saver = startSessionSaver<{ context: { clientId: null; offers: string[] } }>(actor, {
      id: "s",
      slim: (snapshot) => ({ ...snapshot, context: { ...snapshot.context, offers: [] } }),
      toBody: (persisted) => {
        bodies.push(persisted);
        return body(persisted);
      },
      isFinished: () => false,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(persistedFrom).toEqual([{ context: { clientId: null, offers: [] } }]);
    expect(bodies).toEqual([{ context: { clientId: null, offers: [] } }]);
    expect(puts).toEqual([{ id: "s", clientId: null }]);
    saver.stop();
  });

  it("a save that failed is sent again after a quiet time, doubling, even if nothing changes (nothing typed is lost); a success ends it", async () => {
    const actor = fakeActor();
    failures.push({ httpStatus: 503 }, { httpStatus: 503 });
    const saver = startSessionSaver(actor, { id: "s-1", toBody: body, isFinished: () => false });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(puts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_FIRST_MS);
    expect(puts).toHaveLength(2);
    // The second failure waits twice as long.
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_FIRST_MS);
    expect(puts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_FIRST_MS);
    expect(puts).toHaveLength(3);
    // Saved: nothing more is sent while nothing changes.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(puts).toHaveLength(3);
    saver.stop();
  });

  it("a session the server closed (404) is not saved again", async () => {
    const actor = fakeActor();
    failures.push({ httpStatus: 404 });
    let closed = 0;
    const saver = startSessionSaver(actor, { id: "s-2", toBody: body, isFinished: () => false, onClosed: () => (closed += 1) });
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(puts).toHaveLength(1);
    expect(closed).toBe(1);
    saver.stop();
  });
});

// Focused-test helper: promise actors the test settles by hand, and a log of the named effects
// (toast, navigate, persistSearch, requireLogin) a machine fires.
import { fromPromise } from "xstate";

export interface Call {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export function controllable(names: readonly string[]) {
  const calls = new Map<string, Call[]>(names.map((name) => [name, []]));
  const actors = Object.fromEntries(names.map((name) => [name, fromPromise<unknown, unknown>(({ input }) => new Promise((resolve, reject) => calls.get(name)?.push({ input, resolve, reject })))]));
  const last = (name: string): Call => {
    const call = calls.get(name)?.at(-1);
    if (!call) throw new Error(`${name} was not invoked`);
    return call;
  };
  return {
    actors,
    calls: (name: string) => calls.get(name) ?? [],
    last,
    resolve: async (name: string, output: unknown) => {
      last(name).resolve(output);
      await flush();
    },
    reject: async (name: string, error: unknown) => {
      last(name).reject(error);
      await flush();
    },
  };
}

export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface Effect {
  type: string;
  params: unknown;
}

/** `inspect` callback collecting named (non-xstate) actions from any actor in the system. */
export function effectLog() {
  const effects: Effect[] = [];
  const inspect = (event: { type: string; action?: { type: string; params: unknown } }) => {
    if (event.type === "@xstate.action" && event.action && !event.action.type.startsWith("xstate.")) {
      effects.push({ type: event.action.type, params: event.action.params });
    }
  };
  const of = (type: string) => effects.filter((effect) => effect.type === type).map((effect) => effect.params);
  return { effects, inspect, of };
}

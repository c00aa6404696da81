// Runs an account machine on a real actor with scripted actor outcomes and a simulated clock, and
// records the named actions it fired (type + params), so tests can assert effects, not calls.
import { createActor, fromPromise, SimulatedClock, type AnyStateMachine, type InputFrom } from "xstate";

export interface FiredAction {
  type: string;
  params: unknown;
}

/** Outcome per actor name: resolve with `output`, or reject with `error`. */
export type Script = Record<string, { output: unknown } | { error: unknown }>;

export function run<TMachine extends AnyStateMachine>(machine: TMachine, input: InputFrom<TMachine>, script: Script = {}) {
  const actors = Object.fromEntries(Object.entries(script).map(([name, outcome]) => [name, fromPromise(() => ("error" in outcome ? Promise.reject(outcome.error) : Promise.resolve(outcome.output)))]));
  const fired: FiredAction[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors }) as TMachine, {
    input,
    clock,
    inspect: (event) => {
      if (event.type === "@xstate.action" && !event.action.type.startsWith("xstate.")) {
        fired.push({ type: event.action.type, params: event.action.params });
      }
    },
  });
  actor.start();
  return {
    actor,
    fired,
    /** Only the effects the web binds (navigate, toast, ...), in order. */
    effects: (...types: string[]) => fired.filter((action) => types.includes(action.type)),
    /** Let settled actor promises reach the machine. */
    settle: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    advance: (ms: number) => clock.increment(ms),
  };
}

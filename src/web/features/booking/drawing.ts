// The booking machines of the server's drawing of a first screen (src/web/first-screen.tsx, built for Node only:
// nothing here is in the app's download). The machine enters the state the address names (a search: searching)
// and nothing it starts runs, but a results page's search takes its carried first answer's first step ("Every
// page fast on a phone", part 6), so the first screen draws the first cards the app will draw.
import { createMachine, fromPromise, sendParent, type AnyActorLogic, type AnyStateMachine } from "xstate";
import { readFirstSearch } from "./first-search";
import type { FirstSearchStep, WebBookingVertical } from "./web-vertical";

const nothing = () => {};
const neverSettles = fromPromise(() => new Promise<never>(nothing));

/**
 * The search actor of the drawing of a results page: the first step the app's actor will take on the carried
 * answer (`firstSearch.first`), taken at once (a machine that starts done, or sends its parent `search.progress` as
 * it starts: both within the actor's start, before the markup is made); nothing is asked. Without a carried answer
 * for its search, or a vertical that says no first step, it never settles, as every other actor of the drawing.
 * The answer is read, not taken: the page still carries it to the app.
 */
function drawnSearch(first: NonNullable<WebBookingVertical["firstSearch"]>): AnyActorLogic {
  const stepOf = (search: unknown): FirstSearchStep | null => {
    const carried = readFirstSearch<unknown>(first.call(search));
    return carried && first.first ? first.first(carried.data) : null;
  };
  return createMachine({
    types: {} as { input: unknown; context: { step: FirstSearchStep | null } },
    context: ({ input }) => ({ step: stepOf(input) }),
    initial: "reading",
    states: {
      reading: {
        always: [
          { guard: ({ context }) => context.step !== null && "done" in context.step, target: "done" },
          { guard: ({ context }) => context.step !== null && "progress" in context.step, target: "arriving" },
          { target: "waiting" },
        ],
      },
      arriving: { entry: sendParent(({ context }) => ({ type: "search.progress", result: context.step && "progress" in context.step ? context.step.progress : undefined })) },
      waiting: {},
      done: { type: "final" },
    },
    output: ({ context }) => (context.step && "done" in context.step ? context.step.done : undefined),
  });
}

/** The vertical's machine with every effect held: its runtime actions do nothing, its actors never settle but that search. */
export function drawingOnly(vertical: WebBookingVertical): AnyStateMachine {
  const logic = vertical.logic({ toast: nothing, navigate: nothing, persistSearch: nothing, requireLogin: nothing });
  const actors = Object.fromEntries(Object.keys(logic.implementations.actors).map((name) => [name, name === "search" && vertical.firstSearch ? drawnSearch(vertical.firstSearch) : neverSettles]));
  return logic.provide({ actors });
}

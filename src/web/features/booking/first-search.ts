import { createMachine, sendParent, type AnyActorLogic } from "xstate";
import { canonicalJson, firstSearchKey, type FirstSearchAnswer, type FirstSearchCall } from "@/shared/first-search";
import { pageAnswers } from "../../api/first-answers";
import type { FirstSearchStep, WebBookingVertical } from "./web-vertical";

// "Every page fast on a phone", part 5 (src/shared/first-search.ts): the search's first answer the results page
// came with, for the search actor of a vertical that gives `firstSearch` (./web-vertical.ts).

const dataOf = <T>(answer: unknown): T | undefined => (typeof answer === "object" && answer !== null && "data" in answer ? (answer as { data: T }).data : undefined);

/** The `data` of the answer the page carries for `call`; undefined without one, or with one made for another request. */
function carriedFor<T>(call: FirstSearchCall, take: boolean): { data: T } | undefined {
  const all = pageAnswers();
  const key = firstSearchKey(call.path);
  const carried = all[key] as FirstSearchAnswer | undefined;
  if (carried === undefined) return undefined;
  if (take) delete all[key];
  const data = dataOf<T>(carried.answer);
  if (canonicalJson(carried.request) !== canonicalJson(call.body) || data === undefined) return undefined;
  return { data };
}

/**
 * The `data` of the answer the first HTML carries for `call`, taken once; undefined when the page came without one or with one made for another request (the
 * actor then asks, as it would have). A later search (a new one, a filter, the same search again) asks the server.
 */
export function takeFirstSearch<T>(call: FirstSearchCall): { data: T } | undefined {
  return carriedFor<T>(call, true);
}

/**
 * The search actor of the server's drawing of a results page ("Every page fast on a phone", part 6): the first
 * step the app's actor will take on the carried answer (`firstSearch.first`), taken at once, so the first screen
 * draws the same first cards the app will; nothing more is asked. Without a carried answer for its search, or a
 * vertical that says no first step, it never settles, as every actor of the drawing (runtime.ts `drawingOnly`).
 * The answer is read, not taken: the page still carries it to the app.
 */
export function drawnSearch(first: NonNullable<WebBookingVertical["firstSearch"]>): AnyActorLogic {
  const stepOf = (search: unknown): FirstSearchStep | null => {
    const carried = carriedFor<unknown>(first.call(search), false);
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

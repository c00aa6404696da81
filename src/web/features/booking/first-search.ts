import { canonicalJson, firstSearchKey, type FirstSearchAnswer, type FirstSearchCall } from "@/shared/first-search";
import { pageAnswers } from "../../api/first-answers";

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

/** The same, read and left for the app (the server's drawing of the page: drawing.ts). */
export function readFirstSearch<T>(call: FirstSearchCall): { data: T } | undefined {
  return carriedFor<T>(call, false);
}

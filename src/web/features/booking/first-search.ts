import { canonicalJson, firstSearchKey, type FirstSearchAnswer, type FirstSearchCall } from "@/shared/first-search";
import { pageAnswers } from "../../api/first-answers";

// "Every page fast on a phone", part 5 (src/shared/first-search.ts): the search's first answer the results page
// came with, for the search actor of a vertical that gives `firstSearch` (./web-vertical.ts).

/**
 * The `data` of the answer the first HTML carries for `call`, taken once; undefined when the page came without one or
 * with one made for another request (the actor then asks, as it would have). A later search (a new one, a filter,
 * the same search again) asks the server.
 */
export function takeFirstSearch<T>(call: FirstSearchCall): T | undefined {
  const all = pageAnswers();
  const key = firstSearchKey(call.path);
  const carried = all[key] as FirstSearchAnswer | undefined;
  if (carried === undefined) return undefined;
  delete all[key];
  const answer = carried.answer;
  if (canonicalJson(carried.request) !== canonicalJson(call.body) || typeof answer !== "object" || answer === null || !("data" in answer)) return undefined;
  return (answer as { data: T }).data;
}

import { pageAnswers } from "./first-answers";

// Apart from ./first-answers.ts, which the app's entry carries: only the pages that draw from reference data read it.

/**
 * The `data` of the answer to GET /api/{path} the page came with, left for the next reader: reference data a page
 * draws from at once, on the server and again in the app (a details page's offer, offerReferenceCall); null without it.
 */
export function firstAnswerData<T>(path: string): T | null {
  const answer = pageAnswers()[path];
  return typeof answer === "object" && answer !== null && "data" in answer ? ((answer as { data: T }).data ?? null) : null;
}

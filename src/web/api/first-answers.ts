import { FIRST_ANSWERS_ID } from "@/shared/first-answers";

// The answers the server wrote into this page's first HTML (src/shared/first-answers.ts): each is used once, by
// the first load that would have asked for it; a later call (a retry, a reload of the data) asks the server.
// A page without them (an unknown host's) has none to take.
let held: Record<string, unknown> | undefined;

/** The answer to GET /api/{path} the page came with, taken once; undefined when it did not come with one. */
export function takeFirstAnswer(path: string): unknown {
  held ??= JSON.parse(document.getElementById(FIRST_ANSWERS_ID)?.textContent || "{}") as Record<string, unknown>;
  const answer = held[path];
  delete held[path];
  return answer;
}

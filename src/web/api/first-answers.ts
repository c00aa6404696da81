import { FIRST_ANSWERS_ID } from "../../shared/first-answers";

// The answers the server wrote into this page's first HTML (src/shared/first-answers.ts): each is used once, by
// the first load that would have asked for it; a later call (a retry, a reload of the data) asks the server.

let held: Record<string, unknown> | null = null;

function answers(): Record<string, unknown> {
  if (held) return held;
  held = {};
  const text = document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object") held = parsed as Record<string, unknown>;
    } catch {
      // A page without readable answers loads them as before.
    }
  }
  return held;
}

/** The answer to GET /api/{path} the page came with, taken once; undefined when it did not come with one. */
export function takeFirstAnswer(path: string): unknown {
  const all = answers();
  if (!(path in all)) return undefined;
  const answer = all[path];
  delete all[path];
  return answer;
}

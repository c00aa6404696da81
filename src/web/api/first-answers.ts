import { FIRST_ANSWERS_ID } from "@/shared/first-answers";

// The answers the server wrote into this page's first HTML (src/shared/first-answers.ts): each is used once, by
// the first load that would have asked for it; a later call (a retry, a reload of the data) asks the server.
// A page without them (an unknown host's) has none to take.
let held: Record<string, unknown> | undefined;

/** The answers of the page the server is drawing (withFirstAnswers), read instead of the document's. */
let drawing: Record<string, unknown> | null = null;

/** The page's answers not yet taken (the drawing's on the server). */
export const pageAnswers = (): Record<string, unknown> =>
  drawing ?? (held ??= typeof document === "undefined" ? {} : (JSON.parse(document.getElementById(FIRST_ANSWERS_ID)?.textContent || "{}") as Record<string, unknown>));

/** The answer to GET /api/{path} the page came with, taken once; undefined when it did not come with one. */
export function takeFirstAnswer(path: string): unknown {
  const all = pageAnswers();
  const answer = all[path];
  delete all[path];
  return answer;
}

/** Runs the server's drawing of a page (src/web/first-screen.tsx) with that page's answers, synchronously. */
export function withFirstAnswers<T>(given: Record<string, unknown>, render: () => T): T {
  drawing = given;
  try {
    return render();
  } finally {
    drawing = null;
  }
}

import { takeFirstAnswer } from "./first-answers";
import { addRequestHeaders, noteAnswer } from "./request-headers";

// The answers the first load of every page waits for (the agency, the reference tables): fetched without ky and
// checked by their zod schema imported in parallel with the request, so neither ky nor zod is in that load
// (docs/decisions.md "Fast on a phone: the first load's answers"). The request takes longer than the schema's
// chunk: nothing waits more. The pages' own calls go through ./client.ts.

/** ky's own limit, kept for these calls: an answer that does not come within 10 s is an error. */
const TIMEOUT_MS = 10_000;

/** An answer that was not 2xx; `response` as on ky's HTTPError (spec A §8 reads the server's message from it). */
export class AnswerError extends Error {
  constructor(readonly response: Response) {
    super(`Request failed with status code ${response.status}`);
    this.name = "AnswerError";
  }
}

/**
 * GET /api/{path}, checked by the schema `schema` loads; the answer the page came with, when it has one. That one
 * is not checked again: the server made it with the route's own response schema (first-html.ts injects the
 * call), and checking it would put the schema's chunk back in the first load.
 */
export async function getChecked<T>(path: string, schema: () => Promise<{ parse(value: unknown): T }>): Promise<T> {
  const first = takeFirstAnswer(path);
  if (first !== undefined) return first as T;
  const headers = new Headers({ Accept: "application/json" });
  addRequestHeaders(headers);
  const answer = fetch(`/api/${path}`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) }).then(async (response) => {
    noteAnswer(response, headers);
    if (!response.ok) throw new AnswerError(response);
    return (await response.json()) as unknown;
  });
  const [body, check] = await Promise.all([answer, schema()]);
  return check.parse(body);
}

/** The HTTP status of a failed answer (this module's or ky's), if it had one. */
export function answerStatus(error: unknown): number | null {
  const response = error instanceof Error && "response" in error ? error.response : null;
  return response instanceof Response ? response.status : null;
}

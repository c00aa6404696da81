import type { ApiFailure } from "@/shared/api/failure";
import { nextTask } from "../lib/next-task";
import { addRequestHeaders, noteAnswer } from "./request-headers";

// A page's first call made without ky, its answer checked by the zod schema imported in parallel with the request
// (as ./first-load.ts does for the first load's GETs): the flight search page asks for its offers before ky, zod
// and the schemas have arrived ("Fast on a phone", docs/decisions.md). It rejects as ./accounts.ts's `call` does:
// with an `ApiFailure` (httpStatus 0 for no answer), which the machines' guards read.

/** A refusal as the machines' `ApiFailure`: its status code and the error envelope's `status` and `message` (also ky's, ./accounts.ts). */
export async function failureOf(response: Response): Promise<ApiFailure> {
  const failure: ApiFailure = { httpStatus: response.status };
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object") {
      const { status, message } = body as { status?: unknown; message?: unknown };
      if (typeof status === "boolean") failure.status = status;
      if (typeof message === "string" && message !== "") failure.message = message;
    }
  } catch {
    // Not JSON (proxy error page): the status code alone decides.
  }
  return failure;
}

/** POST /api/{path} with a JSON body, the answer checked by the schema `schema` loads; `timeoutMs` as ky's `timeout`. */
export async function postChecked<T>(path: string, json: unknown, schema: () => Promise<{ parse(value: unknown): T }>, timeoutMs: number): Promise<T> {
  const check = schema();
  const headers = new Headers({ Accept: "application/json", "Content-Type": "application/json" });
  addRequestHeaders(headers);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`/api/${path}`, { method: "POST", headers, body: JSON.stringify(json), signal: AbortSignal.timeout(timeoutMs) });
    noteAnswer(response, headers);
    if (response.ok) body = await response.json();
  } catch {
    // No answer (offline, timed out) or an unreadable one.
    throw { httpStatus: 0 } satisfies ApiFailure;
  }
  if (!response.ok) throw await failureOf(response);
  const checker = await check;
  // Reading the answer and checking it are tasks of their own ("Fast on a phone"); a long list in it is checked
  // a slice per task by checkEach, which also leaves what the page does with it to a task of its own.
  await nextTask();
  return checker.parse(body);
}

/** Offers at a time in `checkEach`'s slices: a few milliseconds each on a slow phone. */
const SLICE = 200;

/**
 * Each item of a long list checked by `schema`, a slice per task (the answer's envelope was checked by
 * postChecked with its list left unchecked): the same check as one parse, without one long task.
 */
export async function checkEach<T>(items: readonly unknown[], schema: { parse(value: unknown): T }): Promise<T[]> {
  const checked: T[] = [];
  for (let start = 0; start < items.length; start += SLICE) {
    for (const item of items.slice(start, start + SLICE)) checked.push(schema.parse(item));
    await nextTask();
  }
  return checked;
}

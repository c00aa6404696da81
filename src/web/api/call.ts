// How the web client calls the API, for every endpoint module of src/web/api: each answer parsed with its shared
// schema, every refusal an `ApiFailure` (never a ky HTTPError), which is what the machines' guards read. Apart from the
// account endpoints (./accounts.ts), so a vertical's calls do not bring the login's and the mailbox's schemas
// ("Every page fast on a phone").
import { HTTPError } from "ky";
import type { z } from "zod";
import { type ApiFailure } from "@/shared/api/failure";
import { api } from "./client";
import { nextTask } from "../lib/next-task";
import { failureOf } from "./post-checked";

/** The one place a ky HTTPError becomes the machines' `ApiFailure` shape. */
export async function toFailure(error: unknown): Promise<ApiFailure> {
  if (!(error instanceof HTTPError)) return { httpStatus: 0 };
  return failureOf(error.response.clone());
}

/**
 * When a request leaves: in a task of its own (below), or "now", in the task that asked: a search a tap starts (the
 * search form's, a filter or sort the provider applies), which the person waits for, leaves before the frame that
 * shows the list busy (bench:lists, activities at 4× CPU: a filter's search left 167–200 ms after the click, behind
 * that frame's ~40 ms and the address's update; 70 ms now).
 */
export type Leave = "next task" | "now";

/**
 * Sends a request and parses its answer with the shared schema; a refusal rejects with an `ApiFailure`. The request
 * is made in a task of its own ("Every page fast on a phone", signed-in pages): making one through the HTTP client
 * and handing it to the browser costs a phone 4–7 ms at 4× CPU, and a page's first draw asks several at once (My
 * trip's four sections, a checkout's refund-protection quote and reward wallet), inside the commit that mounted it.
 */
export async function call<S extends z.ZodType>(schema: S, request: () => Promise<unknown>, leave: Leave = "next task"): Promise<z.infer<S>> {
  let body: unknown;
  if (leave === "next task") await nextTask();
  try {
    body = await request();
  } catch (error) {
    throw await toFailure(error);
  }
  return schema.parse(body);
}

/** A file the API makes for the signed-in user (a PDF, a calendar entry, a CSV), as a blob; a refusal is an `ApiFailure`. */
export async function fetchFile(path: string, accept: string, searchParams?: Record<string, string>): Promise<Blob> {
  try {
    return await api.get(path, { headers: { Accept: accept }, ...(searchParams ? { searchParams } : {}) }).blob();
  } catch (error) {
    throw await toFailure(error);
  }
}

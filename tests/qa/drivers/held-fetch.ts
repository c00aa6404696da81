/**
 * Holding a page's API requests in the page itself, for the walks' gates (flights-common.ts `Gate`).
 *
 * Playwright's `page.route` would hold them at the network, but while any route is registered Chromium hands every
 * request of the page to Playwright (its ~60–110 script files on each load too) and its cache is switched off, so each
 * reload fetches them all again: the two booking walks beside each other took a sixth less CPU when only `/api/`
 * requests were handed over and the cache kept (docs/qa/ci-time.md "The walks' gates in the page"). Here the page's
 * own `fetch` asks the test, through a binding, what to do with a request a gate names: send it (its body changed or
 * not), answer it, or fail it as a lost network does. Nothing else the page loads goes through the test.
 *
 * A held request is a `HeldRoute`: the part of Playwright's `Route` the gates use, so the drivers answer it as before.
 */
import type { APIResponse, Page } from "@playwright/test";

/** What the page sent, as Playwright's `Request` reads it. */
export interface HeldRequest {
  method(): string;
  url(): string;
  headers(): Record<string, string>;
  postData(): string | null;
  postDataJSON(): unknown;
}

/** The part of Playwright's `Route` a gate's answer uses; a `Route` is one too. */
export interface HeldRoute {
  request(): HeldRequest;
  /** Sends the request on, its body replaced when `postData` is given. */
  continue(options?: { postData?: string }): Promise<void>;
  /** Answers without sending: `json` as the body, with `response`'s status and headers when given. */
  fulfill(options: { status?: number; json?: unknown; response?: APIResponse }): Promise<void>;
  /** The page sees the network fail (`fetch` rejects), as Chromium's `internetdisconnected`. */
  abort(errorCode?: string): Promise<void>;
  /** The server's real answer, fetched by the test with the page's cookies. */
  fetch(options?: { url?: string; headers?: Record<string, string>; postData?: string }): Promise<APIResponse>;
}

type Decision = { kind: "continue"; postData?: string } | { kind: "fulfill"; status: number; headers: Record<string, string>; body: string } | { kind: "abort" };

interface Sent {
  gate: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

/** A Playwright glob ("**\/api/flight/reprice") as the RegExp it matches: `**` any characters, `*` any but "/". */
function globSource(glob: string): string {
  if (/[?[\]{}]/.test(glob)) throw new Error(`a gate's glob may use * and ** only: ${glob}`);
  return `^${glob
    .split("**")
    .map((part) =>
      part
        .split("*")
        .map((text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
        .join("[^/]*"),
    )
    .join(".*")}$`;
}

const BINDING = "__waypointHeldFetch";

/**
 * The page's side: `fetch` asks the binding about a request a gate names and does what it answers. A request the page
 * itself aborts while held (ky's timeout, a navigation) rejects then, as it would at the network.
 */
function pageSide(binding: string): void {
  const global = window as unknown as { __waypointGates?: Array<{ name: string; source: string; flags: string; method: string }>; __waypointFetch?: typeof fetch } & Record<string, unknown>;
  if (global.__waypointFetch) return;
  const realFetch = window.fetch.bind(window);
  global.__waypointFetch = realFetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // Every other request goes on untouched, as the page made it.
    const url = new URL(input instanceof Request ? input.url : String(input), location.href).href;
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const gate = (global.__waypointGates ?? []).find((candidate) => candidate.method === method && new RegExp(candidate.source, candidate.flags).test(url));
    if (!gate) return realFetch(input, init);
    // Read from a copy: the page's request goes on as it was made.
    const request = new Request(input instanceof Request ? input.clone() : input, init);
    const body = method === "GET" || method === "HEAD" ? null : await request.clone().text();
    const ask = global[binding] as (sent: unknown) => Promise<Decision>;
    const aborted = new Promise<never>((_, reject) => {
      if (request.signal.aborted) reject(request.signal.reason);
      request.signal.addEventListener("abort", () => reject(request.signal.reason), { once: true });
    });
    // An abort after the answer (the page's own controller, later) is nobody's error: no unhandled rejection.
    aborted.catch(() => undefined);
    const decision = await Promise.race([ask({ gate: gate.name, url, method, headers: Object.fromEntries(request.headers), body }), aborted]);
    if (decision.kind === "abort") throw new TypeError("Failed to fetch");
    if (decision.kind === "fulfill") return new Response(decision.status === 204 ? null : decision.body, { status: decision.status, headers: decision.headers });
    const sentBody = decision.postData ?? body;
    if (sentBody === null) return realFetch(input, init);
    // Sent again from its text: a request whose body was copied goes as a stream, which the DevTools protocol does not
    // show, and a test reads what was sent (postDataJSON).
    const { headers, signal, credentials, cache, redirect, referrer, referrerPolicy, mode, keepalive } = request;
    return realFetch(url, { method, headers, body: sentBody, signal, credentials, cache, redirect, referrer, referrerPolicy, mode, keepalive });
  };
}

function addGate(gate: { name: string; source: string; flags: string; method: string }): void {
  const global = window as unknown as { __waypointGates?: Array<typeof gate> };
  (global.__waypointGates ??= []).push(gate);
}

const handlers = new WeakMap<Page, Map<string, (route: HeldRoute) => void>>();

/** Headers of a real answer that no longer describe the body the page gets. */
const STALE = new Set(["content-length", "content-encoding", "transfer-encoding"]);

function heldRoute(page: Page, sent: Sent, decide: (decision: Decision) => void): HeldRoute {
  const request: HeldRequest = {
    method: () => sent.method,
    url: () => sent.url,
    headers: () => ({ ...sent.headers }),
    postData: () => sent.body,
    postDataJSON: () => (sent.body === null ? null : JSON.parse(sent.body)),
  };
  return {
    request: () => request,
    continue: async (options = {}) => decide(options.postData === undefined ? { kind: "continue" } : { kind: "continue", postData: options.postData }),
    fulfill: async ({ status, json, response }) => {
      const headers = Object.fromEntries(Object.entries(response?.headers() ?? {}).filter(([name]) => !STALE.has(name.toLowerCase())));
      const body = json === undefined ? ((await response?.text()) ?? "") : JSON.stringify(json);
      if (json !== undefined) headers["content-type"] = "application/json";
      decide({ kind: "fulfill", status: status ?? response?.status() ?? 200, headers, body });
    },
    abort: async () => decide({ kind: "abort" }),
    fetch: (options = {}) => {
      const data = options.postData ?? sent.body ?? undefined;
      return page.context().request.fetch(options.url ?? sent.url, { method: sent.method, headers: options.headers ?? sent.headers, ...(data === undefined ? {} : { data }), failOnStatusCode: false });
    },
  };
}

/**
 * Hands every request `method url` the page sends from its next document on to `onHeld` (a gate), unsent until the
 * gate answers it. One binding per page serves all its gates, by name.
 */
export async function holdFetches(page: Page, name: string, url: string | RegExp, method: string, onHeld: (route: HeldRoute) => void): Promise<void> {
  let gates = handlers.get(page);
  if (!gates) {
    gates = new Map();
    handlers.set(page, gates);
    const found = gates;
    await page.exposeBinding(BINDING, (_source, sent: Sent) => {
      const handler = found.get(sent.gate);
      return new Promise<Decision>((resolve) => {
        if (!handler) return resolve({ kind: "continue" });
        handler(heldRoute(page, sent, resolve));
      });
    });
    await page.addInitScript(pageSide, BINDING);
  }
  if (gates.has(name)) throw new Error(`a gate named ${name} already holds this page's requests`);
  gates.set(name, onHeld);
  const matcher = typeof url === "string" ? { source: globSource(url), flags: "" } : { source: url.source, flags: url.flags.replace("g", "") };
  const gate = { name, method, ...matcher };
  await page.addInitScript(addGate, gate);
  // A page already open gets the gate too (a document opened before it would otherwise send unheld).
  if (page.url() !== "about:blank") {
    await page.evaluate(pageSide, BINDING);
    await page.evaluate(addGate, gate);
  }
}

// spec A §8: "A script or stylesheet piece failing to load raises a load error of kind timeout, missing or
// other". Every piece of the app loaded after the first page (a route, the login dialog, a chart) goes
// through Vite's preload helper, which announces a failure as a `vite:preloadError` event on the window;
// the visitor is then offered a reload (LoadErrorPrompt) instead of being left with a blank or half page.
// spec A §9: a piece that has not arrived in 120 s (CHUNK_LOAD_TIMEOUT_MS) fails as a load error of kind timeout,
// with the same prompt: a browser waits on a stalled script for as long as the connection stays open.
import { CHUNK_LOAD_TIMEOUT_MS } from "@/shared/constants";
import { nextTask } from "./next-task";

export type LoadErrorKind = "timeout" | "missing" | "other";

/** How long the check of a failed piece may take before the failure counts as a time-out. */
export const LOAD_PROBE_TIMEOUT_MS = 5000;

/**
 * The address of the piece that failed, from the error the browser or Vite raised (Chromium: "Failed to
 * fetch dynamically imported module: <url>", Firefox: "error loading dynamically imported module: <url>",
 * Vite: "Unable to preload CSS for <url>"); null when the message names none (Safari).
 */
export function failedPieceUrl(error: unknown, base: string): string | null {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  const match = /(?:module|CSS for):?\s+((?:https?:\/\/|\/)\S+)/.exec(message);
  if (!match?.[1]) return null;
  try {
    return new URL(match[1], base).href;
  } catch {
    return null;
  }
}

/**
 * Which kind of load error a failed piece is, by asking for it again: gone from the server (404/410, as
 * after a deploy replaced the build) is "missing", no answer in time is "timeout", anything else "other".
 */
export async function classifyLoadError(url: string | null, fetcher: typeof fetch, timeoutMs = LOAD_PROBE_TIMEOUT_MS): Promise<LoadErrorKind> {
  if (!url) return "other";
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const answer = await fetcher(url, { method: "HEAD", cache: "no-store", signal: controller.signal });
    return answer.status === 404 || answer.status === 410 ? "missing" : "other";
  } catch {
    return controller.signal.aborted ? "timeout" : "other";
  } finally {
    clearTimeout(timer);
  }
}

type Listener = () => void;

/** The first load error of this page (later ones add nothing: one reload fixes them all). */
export function createLoadErrorStore() {
  let current: LoadErrorKind | null = null;
  const listeners = new Set<Listener>();
  return {
    get: (): LoadErrorKind | null => current,
    report(kind: LoadErrorKind) {
      if (current) return;
      current = kind;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type LoadErrorStore = ReturnType<typeof createLoadErrorStore>;

export const loadErrors = createLoadErrorStore();

/**
 * Listens for Vite's `vite:preloadError`. The failure is not swallowed (the import still rejects, so the
 * page's own error view shows under the prompt); the prompt is what lets the visitor recover.
 */
export function watchLoadErrors(target: Window, store: LoadErrorStore = loadErrors, fetcher: typeof fetch = (...args) => fetch(...args)): () => void {
  const onError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    void classifyLoadError(failedPieceUrl(error, target.location.href), fetcher).then(store.report);
  };
  target.addEventListener("vite:preloadError", onError);
  return () => target.removeEventListener("vite:preloadError", onError);
}

/** A lazily loaded piece that did not arrive within spec A §9's time-out. */
export class PieceTimeoutError extends Error {
  override readonly name = "PieceTimeoutError";
}

/**
 * spec A §9: `piece` (a lazily loaded script or stylesheet) not arrived within `timeoutMs` fails: the page's load
 * error of kind timeout is reported (the prompt with its reload) and the returned promise rejects. What arrives
 * in time is passed through as it is.
 */
export function timedPiece<T>(piece: Promise<T>, store: LoadErrorStore = loadErrors, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      store.report("timeout");
      reject(new PieceTimeoutError("a piece of the page did not arrive in time"));
    }, timeoutMs);
    piece.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The views a route loads lazily (the router plugin splits each into a chunk: `lazyRouteComponent`, whose `preload` fetches it). */
const ROUTE_VIEWS = ["component", "errorComponent", "notFoundComponent", "pendingComponent"] as const;

interface RouteLike {
  readonly options: Partial<Record<(typeof ROUTE_VIEWS)[number], unknown>>;
}

/**
 * spec A §9 for the router's pieces: every route view split into a chunk of its own loads under the time-out. The
 * router awaits a view's `preload` before it shows the page; that call is the one timed. The page is drawn a task
 * after its chunk ran ("Every page fast on a phone", signed-in pages): a chunk's evaluation resolves its import in
 * the same task, and the router's continuation drew the page there too (My trip: 20 ms of evaluation and 60–80 ms of
 * drawing in one task at 4× CPU when its chunk arrived with the tap).
 */
export function timeRoutePieces(routes: Iterable<RouteLike>, store: LoadErrorStore = loadErrors, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): void {
  for (const route of routes) {
    for (const key of ROUTE_VIEWS) {
      const view = route.options[key] as { preload?: unknown } | undefined;
      const preload = view?.preload;
      if (!view || typeof preload !== "function") continue;
      let arrived = false;
      view.preload = () => {
        if (arrived) return (preload as () => unknown)();
        return timedPiece(Promise.resolve((preload as () => unknown)()), store, timeoutMs).then(async (piece) => {
          arrived = true;
          await nextTask();
          return piece;
        });
      };
    }
  }
}

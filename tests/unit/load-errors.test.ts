import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS } from "@/shared/constants";
import { classifyLoadError, createLoadErrorStore, failedPieceUrl, PieceTimeoutError, timedPiece, timeRoutePieces, watchLoadErrors, type LoadErrorKind } from "@/web/lib/load-errors";

const BASE = "https://acme.example.test/booknow/flights";

const answering =
  (status: number): typeof fetch =>
  async () =>
    new Response(null, { status });
const failing: typeof fetch = async () => {
  throw new TypeError("Failed to fetch");
};
/** Never answers; rejects as fetch does when its signal aborts. */
const silent: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });

describe("spec A §8 load errors", () => {
  it("finds the failed piece in Chromium's, Firefox's and Vite's messages, and none in Safari's", () => {
    expect(failedPieceUrl(new TypeError("Failed to fetch dynamically imported module: https://acme.example.test/assets/login-dialog-1a2b.js"), BASE)).toBe(
      "https://acme.example.test/assets/login-dialog-1a2b.js",
    );
    expect(failedPieceUrl(new TypeError("error loading dynamically imported module: https://acme.example.test/assets/chart-9f.js"), BASE)).toBe("https://acme.example.test/assets/chart-9f.js");
    expect(failedPieceUrl(new Error("Unable to preload CSS for /assets/search-77.css"), BASE)).toBe("https://acme.example.test/assets/search-77.css");
    expect(failedPieceUrl(new TypeError("Importing a module script failed."), BASE)).toBeNull();
    expect(failedPieceUrl(undefined, BASE)).toBeNull();
  });

  it("a piece the server no longer has is missing; one with no answer in time, a timeout; anything else, other", async () => {
    const url = "https://acme.example.test/assets/a.js";
    expect(await classifyLoadError(url, answering(404))).toBe("missing");
    expect(await classifyLoadError(url, answering(410))).toBe("missing");
    expect(await classifyLoadError(url, answering(503))).toBe("other");
    expect(await classifyLoadError(url, answering(200))).toBe("other");
    expect(await classifyLoadError(url, failing)).toBe("other");
    expect(await classifyLoadError(url, silent, 10)).toBe("timeout");
    expect(await classifyLoadError(null, answering(404))).toBe("other");
  });

  it("asks again for the piece itself, uncached", async () => {
    const asked: Array<{ url: string; init: RequestInit | undefined }> = [];
    const recording: typeof fetch = async (input, init) => {
      asked.push({ url: String(input), init });
      return new Response(null, { status: 404 });
    };
    await classifyLoadError("https://acme.example.test/assets/a.js", recording);
    expect(asked).toEqual([{ url: "https://acme.example.test/assets/a.js", init: expect.objectContaining({ method: "HEAD", cache: "no-store" }) }]);
  });

  it("reports the first load error of a page from Vite's preload event, and stops listening when asked", async () => {
    const target = new EventTarget() as EventTarget & { location: { href: string } };
    target.location = { href: BASE };
    const store = createLoadErrorStore();
    const seen: Array<LoadErrorKind | null> = [];
    store.subscribe(() => seen.push(store.get()));
    const stop = watchLoadErrors(target as unknown as Window, store, answering(404));

    const preloadError = (message: string) => Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload: new TypeError(message) });
    target.dispatchEvent(preloadError("Failed to fetch dynamically imported module: /assets/gone.js"));
    await expect.poll(() => store.get()).toBe("missing");
    target.dispatchEvent(preloadError("Failed to fetch dynamically imported module: /assets/other.js"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(["missing"]);

    stop();
    const fresh = createLoadErrorStore();
    const stopFresh = watchLoadErrors(target as unknown as Window, fresh, answering(404));
    stopFresh();
    target.dispatchEvent(preloadError("Failed to fetch dynamically imported module: /assets/gone.js"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fresh.get()).toBeNull();
  });
});

describe("spec A §9 script chunk load time-out", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is 120 seconds", () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it("a piece not arrived in 120 s fails as a load error of kind timeout; one a moment earlier loads as usual", async () => {
    vi.useFakeTimers();
    const store = createLoadErrorStore();
    const stalled = timedPiece(new Promise<never>(() => {}), store);
    const failure = expect(stalled).rejects.toBeInstanceOf(PieceTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(store.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await failure;
    expect(store.get()).toBe("timeout");

    const calm = createLoadErrorStore();
    let arrive: (module: { ok: true }) => void = () => {};
    const slow = timedPiece(new Promise<{ ok: true }>((resolve) => (arrive = resolve)), calm);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    arrive({ ok: true });
    await expect(slow).resolves.toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(calm.get()).toBeNull();
  });

  it("times the router's lazily loaded route views, and leaves the others alone", async () => {
    vi.useFakeTimers();
    const store = createLoadErrorStore();
    const component = Object.assign(() => null, { preload: () => new Promise<void>(() => {}) });
    const plain = () => null;
    const routes = [{ options: { component } }, { options: { component: plain, errorComponent: undefined } }];
    timeRoutePieces(routes, store);
    expect(routes[1]?.options.component).toBe(plain);
    const loading = component.preload();
    const failure = expect(loading).rejects.toBeInstanceOf(PieceTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await failure;
    expect(store.get()).toBe("timeout");
  });
});

// The search bench's clients on worker threads. One thread driving 20 clients was the bottleneck of the warm hotel
// phase (docs/performance.md part 38: the driver at 100 % of a core parsing ~1 MB lists, the server at 40 %), so a
// client's answer waited for the driver's event loop and the wait counted as the server's latency. On a machine with
// cores to spare, more threads lift that; on two cores they took the server's and PostgreSQL's CPU instead (part 39),
// so the bench runs one unless told. Each thread runs a share of the clients with its own keep-alive connections and
// posts its searches' figures back; client c keeps the seed it had in one thread (`seedBase + c`), so a run's searches
// are the same whatever the threads' number.
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { createClient, type HttpResponse } from "./http";
import { seeded } from "./stats";
import { verticalSearch, type SearchResult, type Vertical } from "./vertical-searches";

/** What the clients do: the health check (each phase's baseline), one vertical's searches, or every vertical's mixed. */
export type Work = { kind: "health" } | { kind: "search"; vertical: Vertical; paged?: boolean; warm: boolean } | { kind: "mixed"; verticals: Vertical[] };

/** A timed run: the thread's clients search until the deadline. An untimed one: it makes `indices`' searches in turn. */
type Run = { work: Work; seconds: number; seedBase: number } | { work: Work; indices: number[]; seedBase: number };
type FromThread = { results: SearchResult[]; done: boolean };

const HOST = { host: "acme.localhost" };

export interface ClientThreads {
  /** Every client searching until `seconds` are up; `onResults` hears each batch as it comes (the memory run's windows). */
  run(work: Work, opts: { seconds: number; seedBase: number; onResults?: (batch: SearchResult[]) => void }): Promise<SearchResult[]>;
  /** Untimed: every thread makes these searches in turn (its code warmed as the server's is, the warm searches cached). */
  warmUp(work: Work, indices: number[], seedBase: number): Promise<void>;
  close(): Promise<void>;
}

/** `clients` clients over `threads` threads; each thread keeps its connections from run to run, as one process's agent did. */
export async function startClientThreads(base: string, clients: number, threads: number): Promise<ClientThreads> {
  // A worker does not inherit tsx's loader from `--import tsx`: it registers it and imports this file through it.
  // (tsx's API by its resolved address: the eval'd code would resolve a bare name from the working directory.)
  const tsx = import.meta.resolve("tsx/esm/api");
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`;
  const workers = Array.from({ length: threads }, (_, index) => new Worker(code, { eval: true, workerData: { clientThread: { base, index, threads, clients } } }));
  await Promise.all(workers.map(ready));
  function send(run: Run, onResults?: (batch: SearchResult[]) => void): Promise<SearchResult[]> {
    const all: SearchResult[] = [];
    return Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            const listen = (m: FromThread) => {
              all.push(...m.results);
              if (m.results.length) onResults?.(m.results);
              if (!m.done) return;
              w.off("message", listen);
              w.off("error", reject);
              resolve();
            };
            w.on("message", listen);
            w.on("error", reject);
            w.postMessage(run);
          }),
      ),
    ).then(() => all);
  }
  return {
    run: (work, { seconds, seedBase, onResults }) => send({ work, seconds, seedBase }, onResults),
    warmUp: async (work, indices, seedBase) => {
      await send({ work, indices, seedBase });
    },
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/** Resolves at the worker's first message (its "ready": its modules loaded), rejects on its error. */
function ready(w: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    w.once("message", () => resolve());
    w.once("error", reject);
  });
}

const thread = isMainThread ? undefined : (workerData as { clientThread?: { base: string; index: number; threads: number; clients: number } } | undefined)?.clientThread;
if (thread && parentPort) {
  const port = parentPort;
  // Client c runs on thread c mod threads. With new connections at each phase's start, the phase's first second had
  // searches of up to a second (a scratch run's car phases), so a thread's connections live as long as it does.
  const mine = Array.from({ length: thread.clients }, (_, c) => c).filter((c) => c % thread.threads === thread.index);
  const http = createClient(thread.base, Math.max(1, mine.length));
  const searches = new Map<string, ReturnType<typeof verticalSearch>>();
  const searchOf = (vertical: Vertical, paged = false) => {
    const key = `${vertical}${paged ? ":paged" : ""}`;
    let search = searches.get(key);
    if (!search) searches.set(key, (search = verticalSearch(vertical, paged)));
    return search;
  };
  const health = async (): Promise<SearchResult> => {
    const res: HttpResponse = await http.request("GET", "/api/health", { headers: HOST });
    return { ms: res.ms, ok: res.status === 200, bytes: res.raw.length, items: 0, ...(res.status === 200 ? {} : { error: `${res.status}` }) };
  };
  /** The n-th search of this work; `k` counts this thread's searches (the mixed run's turn of verticals). */
  const next = (work: Work, n: number, k: number, random: () => number): Promise<SearchResult> => {
    if (work.kind === "health") return health();
    if (work.kind === "search") return searchOf(work.vertical, work.paged)(http, n, random, work.warm);
    const vertical = work.verticals[k % work.verticals.length];
    if (!vertical) return Promise.reject(new Error("a mixed run needs at least one vertical"));
    return searchOf(vertical)(http, n, random, false);
  };
  port.on("message", (run: Run) => {
    void (async () => {
      if ("indices" in run) {
        const random = seeded(run.seedBase);
        for (const i of run.indices) await next(run.work, i, i, random);
        port.postMessage({ results: [], done: true } satisfies FromThread);
        return;
      }
      const deadline = performance.now() + run.seconds * 1000;
      let batch: SearchResult[] = [];
      const flush = setInterval(() => {
        if (batch.length) port.postMessage({ results: batch, done: false } satisfies FromThread);
        batch = [];
      }, 250);
      let k = 0;
      await Promise.all(
        mine.map(async (c) => {
          const random = seeded(run.seedBase + c);
          while (performance.now() < deadline) {
            const mineK = k++;
            // No two threads' n alike (as one process's counter's were not): this thread's k-th search is n = k·threads + index.
            const n = mineK * thread.threads + thread.index;
            const result = await next(run.work, n, mineK, random).catch((error: unknown) => ({ ms: 0, ok: false, bytes: 0, items: 0, error: String(error) }));
            // Into the batch of now: `batch.push(await …)` would read `batch` before the wait, and a flush meanwhile lose it.
            batch.push(result);
          }
        }),
      );
      clearInterval(flush);
      port.postMessage({ results: batch, done: true } satisfies FromThread);
    })();
  });
  port.postMessage("ready");
}

import { Worker } from "node:worker_threads";
import type { BrotliOptions } from "node:zlib";
import { brotliOptionsFor, openBrotliOptionsFor } from "./compression";

/**
 * The thread's own code: CommonJS evaluated as it is (`eval: true`), so it runs the same from source, from the
 * bundle and under the tests, with no file of its own to build or find. It compresses what it is sent, in order,
 * and sends the bytes back (moved, not copied, when they own their memory).
 */
const SOURCE = `
const { parentPort } = require("node:worker_threads");
const { brotliCompressSync } = require("node:zlib");
parentPort.on("message", ({ id, data, options }) => {
  let out;
  try {
    out = brotliCompressSync(typeof data === "string" ? Buffer.from(data) : data, options);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
    return;
  }
  const owned = out.byteOffset === 0 && out.buffer.byteLength === out.length ? out : new Uint8Array(out);
  parentPort.postMessage({ id, out: owned }, [owned.buffer]);
});
`;

interface Reply {
  readonly id: number;
  readonly out?: Uint8Array;
  readonly error?: string;
}

/**
 * Brotli for kept search answers and a hotel search's start, on a thread of its own (issue "Every page fast on a
 * phone": search at 20 clients). Node's asynchronous brotli runs the encoder in libuv's pool but sets it up, collects
 * its output and frees it on the main thread, and under the fixed mmap threshold npm start had then (128 KiB) the free
 * unmapped the encoder's window and tables there: ~1 ms of the main thread for a 27 KiB poll answer, and with the
 * stream's own machinery ~8 ms for a hotel search's four answers, which 20 clients' searches queue behind
 * (docs/performance.md "Search at 20 clients, part 8"). Here the main thread hands the JSON over as it is (a copy
 * of its characters) and the thread does the rest, the UTF-8 encoding included.
 *
 * One thread, started with the first compression; idle, it does not keep the process alive. If it fails or exits, what it
 * was compressing is refused (a kept answer is then made again by its next request) and the next compression starts
 * a new one. It holds nothing between compressions, so instances and restarts need nothing from it.
 */
export class BrotliThread {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (body: Buffer) => void; reject: (error: Error) => void }>();

  /**
   * `json` in brotli, quality 5 with the window fitted to its bytes (compression.ts `brotliOptionsFor`); `open`: flushed,
   * not finished, for an answer whose end is added per request (`brotliWithTail`).
   */
  compress(json: string, open = false): Promise<Buffer> {
    const bytes = Buffer.byteLength(json);
    return this.send(json, open ? openBrotliOptionsFor(bytes) : brotliOptionsFor(bytes));
  }

  /**
   * `data` in brotli with `options` (a setting brotli refuses rejects, as `brotliCompress` would). A string goes as
   * it is and is encoded to UTF-8 on the thread: its bytes are garbage of the thread's small heap, collected as it
   * fills, where moved buffers (external memory, not counted by that heap) were left for its rare collections and
   * held ~20 MiB more of the server's RSS.
   */
  send(data: string | Uint8Array, options: BrotliOptions): Promise<Buffer> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // Held open while it has work, so a script awaiting an answer does not end before it.
      if (this.pending.size === 0) worker.ref();
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, data, options });
    });
  }

  /** Stops the thread; compressions under way are refused. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.fail(new Error("brotli thread closed"));
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    // Its heap holds no more than one message at a time; the buffers are outside it.
    const worker = new Worker(SOURCE, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 } });
    worker.on("message", (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (reply.out) waiting.resolve(Buffer.from(reply.out.buffer, reply.out.byteOffset, reply.out.byteLength));
      else waiting.reject(new Error(reply.error ?? "brotli thread answered nothing"));
    });
    const gone = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.fail(error);
    };
    worker.on("error", gone);
    worker.on("exit", (code) => gone(new Error(`brotli thread exited (${code})`)));
    // Idle, it does not keep the process alive (after the listeners, which would hold it open again).
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private fail(error: Error): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const { reject } of waiting) reject(error);
  }
}

/** The server's one compressing thread (kept answers and fresh ones share it). */
export const brotliThread = new BrotliThread();

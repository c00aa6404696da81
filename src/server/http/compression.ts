import { constants, type BrotliOptions } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Below this many bytes an answer goes out as it is: the headers and the compressor's start-up
 * cost more than the bytes saved (most envelopes — a login, an error — are this small).
 */
export const COMPRESS_THRESHOLD = 1024;

/** The encodings answers are compressed with, in the server's order of preference. */
const ENCODINGS: ("br" | "gzip")[] = ["br", "gzip"];

/**
 * Brotli quality 5 (the plugin's default is 4): on the 1000-offer flight search (2.6 MiB) it gives 38 KiB
 * against 48 KiB for about the same 30 ms; gzip gives 126 KiB. Kept answers, whose size is known before they are
 * compressed, take the same quality with a window fitted to them (`brotliOptionsFor`).
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Brotli's default window (4 MiB), and the smallest one that keeps quality 5's small-window hasher. */
const WINDOW_BITS = { max: 22, min: 16 };

/**
 * Quality 5 for a body of `bytes` compressed in one go (kept search answers, a hotel search's start), with the window
 * no larger than the body and its size told to the encoder. A window at least as long as the body loses nothing, so
 * the output is the same as with the default 4 MiB window (a few bytes smaller under 64 KiB), but the encoder's ring
 * buffer and tables are sized to the body. Under npm start's fixed mmap threshold (`MALLOC_MMAP_THRESHOLD_`, kept for
 * scrypt's blocks: docs/deploy.md) a block above it is mapped, faulted in and unmapped afresh at each compression: at
 * the 128 KiB threshold of then, a hotel search's four answers were ~1.7× cheaper with the fitted window
 * (docs/performance.md "Search at 20 clients, part 8"); at 4 MiB only a large answer's window is still above it.
 */
export function brotliOptionsFor(bytes: number): BrotliOptions {
  const window = Math.min(WINDOW_BITS.max, Math.max(WINDOW_BITS.min, Math.ceil(Math.log2(bytes + 1))));
  return { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: window, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } };
}

/**
 * Brotli, else gzip, for every text answer made on the fly (JSON, CSV, SVG, the HTML page).
 * Registered before any route: the plugin attaches itself to each route as it is declared.
 * Hashed assets are not compressed here: the build writes `.br`/`.gz` beside them at the
 * highest level and @fastify/static sends those (src/server/http/spa.ts), so this only sees
 * answers that are made per request. An answer that already carries a Content-Encoding (a kept
 * flight search answer: `sendBrotli`) passes through the plugin as it is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ENCODINGS,
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    // Request bodies are never compressed by our clients; accepting them would let a small
    // upload inflate past the body limit's intent (a decompression bomb).
    globalDecompression: false,
  });
}

/**
 * Whether the plugin would answer this request in brotli: its own negotiator over the same encodings, with the
 * header read as it reads it (`*` and `x-gzip` stand for gzip; no Accept-Encoding gets the answer as it is).
 */
export function takesBrotli(request: FastifyRequest): boolean {
  const header = request.headers["accept-encoding"];
  return header !== undefined && negotiate(header.toLowerCase().replace(/\*|x-gzip/g, "gzip"), ENCODINGS) === "br";
}

/** Sends a body already compressed with brotli: the plugin leaves it as it is, caches keep one copy per encoding. */
export function sendBrotli(reply: FastifyReply, contentType: string, body: Buffer): FastifyReply {
  const vary = reply.getHeader("vary");
  if (vary === undefined) reply.header("vary", "accept-encoding");
  else if (!/accept-encoding/i.test(String(vary))) reply.header("vary", `${String(vary)}, accept-encoding`);
  return reply.code(200).type(contentType).header("content-encoding", "br").send(body);
}

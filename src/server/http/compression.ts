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

/**
 * Brotli's options for the opening of an answer whose end is added per request (`brotliWithTail`): as
 * `brotliOptionsFor`, but the stream is flushed, not finished, so it stops at a byte after its last meta-block.
 */
export function openBrotliOptionsFor(bytes: number): BrotliOptions {
  return { ...brotliOptionsFor(bytes), finishFlush: constants.BROTLI_OPERATION_FLUSH };
}

/** The meta-block that ends a brotli stream: ISLAST and ISLASTEMPTY set (RFC 7932 §9.2). */
const LAST_EMPTY = Buffer.from([0b11]);

/**
 * A whole brotli stream of an opening compressed once (`openBrotliOptionsFor`) followed by `tail`, without
 * compressing anything: the tail goes as an uncompressed meta-block (RFC 7932 §9.2: ISLAST 0, MNIBBLES 0 for 4
 * nibbles, MLEN − 1 in 16 bits, ISUNCOMPRESSED 1, zero bits to the byte's end, then the MLEN bytes), then the
 * stream's last, empty meta-block. A hotel search's start is its first poll, kept, and the search's own id
 * (issue "Every page fast on a phone": hotel search at 20 clients; docs/performance.md part 38).
 */
export function brotliWithTail(opening: Buffer, tail: Buffer): Buffer {
  const blocks: Buffer[] = [opening];
  for (let at = 0; at < tail.length; at += 65_536) {
    const bytes = tail.subarray(at, at + 65_536);
    const header = ((bytes.length - 1) << 3) | (1 << 19);
    blocks.push(Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), bytes);
  }
  blocks.push(LAST_EMPTY);
  return Buffer.concat(blocks);
}

/** An opening compressed by `openBrotliOptionsFor`, ended as a whole stream (to inflate it). */
export function closedBrotli(opening: Buffer): Buffer {
  return Buffer.concat([opening, LAST_EMPTY]);
}

/** Sends a body already compressed with brotli: the plugin leaves it as it is, caches keep one copy per encoding. */
export function sendBrotli(reply: FastifyReply, contentType: string, body: Buffer): FastifyReply {
  const vary = reply.getHeader("vary");
  if (vary === undefined) reply.header("vary", "accept-encoding");
  else if (!/accept-encoding/i.test(String(vary))) reply.header("vary", `${String(vary)}, accept-encoding`);
  return reply.code(200).type(contentType).header("content-encoding", "br").send(body);
}

import { promisify } from "node:util";
import { brotliDecompress } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import type { z } from "zod";
import { brotliThread } from "./brotli-thread";
import { brotliWithTail, closedBrotli, sendBrotli } from "./compression";

/** What a route sends: brotli when the client takes it (kept, or compressed once for keeping), else JSON. */
export type KeptAnswer = { readonly brotli: Buffer } | { readonly json: string | Buffer };

export interface KeptAnswersOptions {
  /** Budget for kept bodies together, in bytes of brotli. */
  readonly maxBytes: number;
  /** How long a body is sent again; unset: until it is pushed out by newer ones. */
  readonly maxAgeMs?: number;
  readonly now?: () => number;
}

interface Kept<M> {
  /** Resolves to undefined when compressing failed (the entry is gone by then). */
  readonly body: Promise<Buffer | undefined>;
  /** An opening, flushed and not finished (`answer`'s `open`). */
  readonly open: boolean;
  readonly meta: M;
  readonly at: number;
  bytes: number;
}

/** JSON in brotli, the window fitted to it, on the compressing thread (brotli-thread.ts). */
const compress = (json: string, open: boolean): Promise<Buffer> => brotliThread.compress(json, open);
const inflate = promisify(brotliDecompress);
const decompress = (body: Buffer, open: boolean): Promise<Buffer> => inflate(open ? closedBrotli(body) : body);

/**
 * Search answers kept serialised and compressed with brotli, by a key that names everything the answer is made of
 * (the search, the pricing rule, the language's message), in an LRU bounded in bytes (issue "Every page fast on a
 * phone": search at 20 clients; docs/performance.md "Search at 20 clients, part 4"). A repeated search costs neither
 * the route's zod check and `JSON.stringify` nor the compression: a client that takes brotli (every browser) gets the
 * kept bytes as they are; any other client gets the JSON inflated off the main thread.
 *
 * It keeps only what any instance would make the same from the same key, so instances sharing one database need
 * nothing from each other, and nothing is lost with a restart (docs/decisions.md "Several instances").
 * `meta` is what the caller must know of a kept answer without making it again (a hotel poll: whether it completed
 * the search, which the database records).
 */
export class KeptAnswers<M = undefined> {
  private readonly kept = new Map<string, Kept<M>>();
  private keptBytes = 0;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(options: KeptAnswersOptions) {
    this.maxBytes = options.maxBytes;
    this.maxAgeMs = options.maxAgeMs ?? Infinity;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.kept.size;
  }

  /** Bytes of brotli kept together (compressions under way not counted yet). */
  get bytes(): number {
    return this.keptBytes;
  }

  /**
   * The kept answer for `key`; else `make`s it (the JSON, validated against the route's schema) and keeps it. `open`:
   * the JSON is the opening of answers whose ends differ, kept flushed and not finished; `withTail` ends it.
   */
  async answer(key: string, make: () => Promise<{ json: string; meta: M }>, brotli: boolean, open = false): Promise<{ answer: KeptAnswer; meta: M }> {
    const kept = this.fresh(key);
    if (kept !== undefined && kept.open === open) {
      const body = await kept.body;
      if (body !== undefined) return { answer: brotli ? { brotli: body } : { json: await decompress(body, open) }, meta: kept.meta };
    }
    const { json, meta } = await make();
    const body = this.keep(key, json, meta, open);
    const compressed = brotli ? await body : undefined;
    return { answer: compressed !== undefined ? { brotli: compressed } : { json }, meta };
  }

  private fresh(key: string): Kept<M> | undefined {
    const kept = this.kept.get(key);
    if (kept === undefined) return undefined;
    if (this.now() - kept.at > this.maxAgeMs) {
      this.forget(key, kept);
      return undefined;
    }
    this.kept.delete(key);
    this.kept.set(key, kept);
    return kept;
  }

  private keep(key: string, json: string, meta: M, open: boolean): Promise<Buffer | undefined> {
    const entry: Kept<M> = {
      bytes: 0,
      meta,
      open,
      at: this.now(),
      body: compress(json, open).then(
        (body) => {
          if (this.kept.get(key) === entry) this.account(key, entry, body.length);
          return body;
        },
        () => {
          this.forget(key, entry);
          return undefined;
        },
      ),
    };
    const previous = this.kept.get(key);
    if (previous !== undefined) this.forget(key, previous);
    this.kept.set(key, entry);
    return entry.body;
  }

  private account(key: string, entry: Kept<M>, bytes: number): void {
    if (bytes > this.maxBytes) return this.forget(key, entry);
    entry.bytes = bytes;
    this.keptBytes += bytes;
    // Oldest first: over the budget, or past their age (memory follows the recent searches, not the peak's).
    const now = this.now();
    for (const [k, e] of this.kept) {
      if (this.keptBytes <= this.maxBytes && now - e.at <= this.maxAgeMs) break;
      if (k !== key) this.forget(k, e);
    }
  }

  private forget(key: string, entry: Kept<M>): void {
    if (this.kept.get(key) !== entry) return;
    this.kept.delete(key);
    this.keptBytes -= entry.bytes;
  }
}

/**
 * Answers made of a supplier cache's result (frozen, and the same object for every repeat of a search while it is
 * kept: CachingFlightSupplier, CachingCarSupplier), priced by a rule and with a message: kept per (result, rule,
 * message). A result that is not frozen (a supplier without the cache) is never kept: it could be changed after
 * the fact, and it would not repeat anyway. The rule is part of the key, so one agency's or customer's markup never
 * reaches another.
 */
export class KeptResultAnswers {
  private readonly ids = new WeakMap<object, number>();
  private nextId = 1;
  private readonly kept: KeptAnswers;

  constructor(options: KeptAnswersOptions) {
    this.kept = new KeptAnswers(options);
  }

  get size(): number {
    return this.kept.size;
  }

  /** The kept answer, else `make` (the JSON, validated against the route's schema). */
  async answer(found: object, rule: unknown, message: string, make: () => string, brotli: boolean): Promise<KeptAnswer> {
    if (!Object.isFrozen(found)) return { json: make() };
    let id = this.ids.get(found);
    if (id === undefined) this.ids.set(found, (id = this.nextId++));
    const made = await this.kept.answer(`${id}|${JSON.stringify(rule)}|${message}`, () => Promise.resolve({ json: make(), meta: undefined }), brotli);
    return made.answer;
  }
}

/** What a route's zod serializer (fastify-type-provider-zod) does: parse, then stringify the parsed data. */
export function validatedJson(schema: z.ZodType, request: FastifyRequest): (payload: unknown) => string {
  return (payload) => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new ResponseSerializationError(request.method, request.url, { cause: parsed.error });
    return JSON.stringify(parsed.data);
  };
}

/** An opening kept by `answer(…, open)` with its end: in brotli without compressing again, or as JSON. */
export function withTail(opening: KeptAnswer, tail: string): KeptAnswer {
  if ("brotli" in opening) return { brotli: brotliWithTail(opening.brotli, Buffer.from(tail)) };
  return { json: typeof opening.json === "string" ? opening.json + tail : Buffer.concat([opening.json, Buffer.from(tail)]) };
}

const JSON_TYPE = "application/json; charset=utf-8";

/** Sends an already validated body: Fastify skips the route serializer for a string or a Buffer. */
export function sendKeptAnswer(reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  return "brotli" in answer ? sendBrotli(reply, JSON_TYPE, answer.brotli) : reply.code(200).type(JSON_TYPE).send(answer.json);
}

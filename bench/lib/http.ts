import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/** A keep-alive HTTP/1.1 client on loopback (node:http, no extra dependency). */
export interface HttpResponse {
  status: number;
  /** The body as sent, read as UTF-8 when first asked for (JSON unless the request asked for a compressed answer). */
  readonly body: string;
  ms: number;
  /** The body's bytes as they crossed the wire, and their Content-Encoding when there is one (see `decoded`). */
  raw: Buffer;
  encoding?: string;
}

/**
 * The text of an answer that may be compressed (brotli or gzip, as a browser's Accept-Encoding allows). `latin1`: each
 * byte a character, for a caller that reads the JSON's structure, numbers and ASCII values only: UTF-8's multi-byte
 * characters are bytes 0x80–0xF4, never a quote, a backslash or a control character, so `JSON.parse` finds the same
 * structure, and the bytes are copied instead of decoded (the search bench's driver: docs/performance.md part 38).
 */
export function decoded(res: HttpResponse, text: "utf8" | "latin1" = "utf8"): string {
  if (!res.encoding || res.encoding === "identity") return res.raw.toString(text);
  if (res.encoding === "br") return brotliDecompressSync(res.raw).toString(text);
  if (res.encoding === "gzip") return gunzipSync(res.raw).toString(text);
  throw new Error(`unexpected Content-Encoding ${res.encoding}`);
}

export function createClient(base: string, maxSockets: number) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  async function request(method: string, path: string, opts: { body?: unknown; headers?: Record<string, string> } = {}): Promise<HttpResponse> {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (payload !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(payload));
    }
    const started = performance.now();
    return new Promise<HttpResponse>((resolve, reject) => {
      const req = http.request({ host: url.hostname, port: url.port, method, path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          // Decoded as UTF-8 only if something reads `body` (the search driver reads answers through `decoded`).
          let body: string | undefined;
          resolve({
            status: res.statusCode ?? 0,
            ms,
            raw,
            ...(encoding ? { encoding } : {}),
            get body() {
              return (body ??= raw.toString("utf8"));
            },
          });
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.setTimeout(60_000, () => req.destroy(new Error(`timeout ${method} ${path}`)));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }
  return { request, close: () => agent.destroy() };
}

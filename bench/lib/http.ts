import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/** A keep-alive HTTP/1.1 client on loopback (node:http, no extra dependency). */
export interface HttpResponse {
  status: number;
  /** The body as sent, read as UTF-8 (JSON unless the request asked for a compressed answer). */
  body: string;
  ms: number;
  /** The body's bytes and its Content-Encoding, for a request that accepted compression (see `decoded`). */
  raw?: Buffer;
  encoding?: string;
}

/** The text of an answer that may be compressed (brotli or gzip, as a browser's Accept-Encoding allows). */
export function decoded(res: HttpResponse): string {
  if (!res.raw || !res.encoding || res.encoding === "identity") return res.body;
  if (res.encoding === "br") return brotliDecompressSync(res.raw).toString("utf8");
  if (res.encoding === "gzip") return gunzipSync(res.raw).toString("utf8");
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
          resolve({ status: res.statusCode ?? 0, body: raw.toString("utf8"), ms, ...(encoding ? { raw, encoding } : {}) });
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

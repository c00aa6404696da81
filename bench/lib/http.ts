import http from "node:http";

/** A keep-alive HTTP/1.1 client on loopback (node:http, no extra dependency). */
export interface HttpResponse {
  status: number;
  body: string;
  ms: number;
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
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), ms: performance.now() - started }));
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

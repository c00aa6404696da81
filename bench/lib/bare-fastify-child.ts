// The bare baseline of bench/server-overhead.ts: Fastify 5 with one JSON route, nothing else, in its own
// process like the bench server (bench/lib/server-child.ts). Parent ↔ child over IPC: {ready, port} → ; rss → {rss}; close.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/api/health", async () => ({ status: true, message: "ok", data: { ok: true } }));
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.send?.({ type: "ready", port: typeof address === "object" && address ? address.port : 0, database: "none" });
process.on("message", (msg: { type: string }) => {
  if (msg.type === "rss") process.send?.({ type: "rss", rss: process.memoryUsage().rss });
  if (msg.type === "close") void app.close().then(() => process.exit(0));
});
process.on("disconnect", () => void app.close().then(() => process.exit(0)));

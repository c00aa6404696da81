import os from "node:os";

/** Percentiles and small formatting helpers shared by the bench scripts (figures only, no assertions). */

/** Nearest-rank percentile of an ascending-sorted list (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((s, v) => s + v, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    mean: sorted.length ? total / sorted.length : Number.NaN,
  };
}

export const ms = (v: number, digits = 1) => (Number.isFinite(v) ? `${v.toFixed(digits)} ms` : "–");
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A plain-text table: the first row is the header. */
export function table(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const cells = rows.map((r) => r.map(String));
  const widths = cells[0]?.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length))) ?? [];
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  const [head, ...body] = cells;
  return [line(head ?? []), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

/** YYYY-MM-DD `days` from today (UTC), never the 13th (the sandbox's price-change day, docs/sandbox.md). */
export function tripDate(days: number): string {
  const d = new Date();
  for (let i = days; ; i++) {
    const s = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + i)).toISOString().slice(0, 10);
    if (!s.endsWith("-13")) return s;
  }
}

/** Small seeded PRNG (mulberry32) so a run's mix is reproducible. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function machineLine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "cpu"}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ")}`;
}

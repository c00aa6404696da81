// Where a command's CPU goes, by kind of process (docs/qa/ci-time.md "Where the browser step's CPU goes"): runs the
// command, reads every process's CPU time from /proc twice a second while it runs, and prints the CPU seconds each
// kind used meanwhile (Chromium's renderers, its browser process, its GPU and utility processes, the server under
// test, the Playwright runner and workers, anything else by its command) beside the wall time and the cores' total.
// A process that ends between two reads loses at most its last half second. Linux only. Prints; asserts nothing.
// `--threads` splits Chromium's processes by thread name (its renderers' main thread, compositor, raster workers …).
// Usage: node --import tsx bench/process-cpu.ts [--threads] -- <command …>
// e.g. node --import tsx bench/process-cpu.ts -- npx playwright test -c tests/browser/playwright.config.ts model-car-booking.spec.ts
import { spawn } from "node:child_process";
import { cpus } from "node:os";
import { chromiumKind, processesWithCpu, processThreads } from "./lib/server-process";
import { machineLine, table } from "./lib/stats";

const at = process.argv.indexOf("--");
const command = at >= 0 ? process.argv.slice(at + 1) : [];
if (command.length === 0) throw new Error("Usage: node --import tsx bench/process-cpu.ts [--threads] -- <command …>");
const byThread = process.argv.slice(2, at).includes("--threads");

/** A process's kind, from its command line. */
function kindOf(commandLine: string): string {
  const chromium = chromiumKind(commandLine);
  if (chromium) return `chromium ${chromium}`;
  if (commandLine.includes("dist/server/main.js") || commandLine.includes("src/server/main.ts")) return "server under test";
  if (commandLine.includes("playwright")) return "playwright runner and workers";
  const [program = "?", ...rest] = commandLine.split(" ");
  const script = rest.find((part) => !part.startsWith("-") && /\.(ts|js|mjs|cjs)$/.test(part));
  return `${program.split("/").pop()}${script ? ` ${script}` : ""}`;
}

/** Every process's CPU seconds so far and kind, by its id and command line (so a reused id is another process). */
function readAll(): Map<string, { kind: string; seconds: number }> {
  // This bench's own command line names the command it runs (Playwright's, say): counted apart.
  const all = new Map<string, { kind: string; seconds: number }>();
  for (const { pid, commandLine, seconds } of processesWithCpu()) {
    const kind = pid === process.pid ? "this bench" : kindOf(commandLine);
    if (byThread && chromiumKind(commandLine)) {
      for (const thread of processThreads(pid)) all.set(`${pid} ${thread.tid} ${commandLine}`, { kind: `${kind} · ${thread.name}`, seconds: thread.seconds });
    } else all.set(`${pid} ${commandLine}`, { kind, seconds });
  }
  return all;
}

const last = new Map<string, number>(Array.from(readAll(), ([key, { seconds }]) => [key, seconds]));
const byKind = new Map<string, number>();
const read = () => {
  for (const [key, { kind, seconds }] of readAll()) {
    const before = last.get(key) ?? 0;
    if (seconds > before) byKind.set(kind, (byKind.get(kind) ?? 0) + seconds - before);
    last.set(key, seconds);
  }
};

console.log(`machine: ${machineLine()}`);
const started = Date.now();
const child = spawn(command[0] ?? "", command.slice(1), { stdio: "inherit" });
const timer = setInterval(read, 500);
const code = await new Promise<number>((resolve) => child.on("exit", (exitCode) => resolve(exitCode ?? 1)));
clearInterval(timer);
read();
const wall = (Date.now() - started) / 1000;
const total = Array.from(byKind.values()).reduce((sum, seconds) => sum + seconds, 0);
console.log(
  `\nCPU by kind of process while \`${command.join(" ")}\` ran (exit ${code}): ${total.toFixed(1)} CPU s over ${wall.toFixed(1)} s of wall time on ${cpus().length} cores (${((100 * total) / (wall * cpus().length)).toFixed(0)} % of them)`,
);
const rows = Array.from(byKind)
  .sort(([, a], [, b]) => b - a)
  .slice(0, byThread ? 30 : 15)
  .map(([kind, seconds]) => [kind, `${seconds.toFixed(1)} s`, `${((100 * seconds) / total).toFixed(1)} %`]);
console.log(table([["process", "CPU", "share"], ...rows]));
console.log(`machine after: ${machineLine()}`);
process.exitCode = code;

import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Whether a process with this id runs now (signal 0 checks without sending). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let bundled: Promise<string> | undefined;
/**
 * `node` arguments that run the server's bundle, as `npm start` does after its build: src/server/build.ts's bundle of
 * the sources as they are now, built once per process (esbuild, about a second) into a folder of the repository's
 * .tmp (its packages stay external, found in node_modules above it), removed when the process exits. A server process starts from it in
 * about half the CPU of the sources through tsx (docs/qa/ci-time.md "A test's server process from a bundle"); a
 * dist/ left from another commit is never what a test runs. The folder is the worker's, shared by its test files
 * (the server project runs them unisolated): no file removes or rebuilds it, or a later file's server finds no bundle.
 */
export function serverEntry(): Promise<string[]> {
  bundled ??= (async () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const tmp = join(root, ".tmp");
    // A test worker is ended without its exit handlers: the folders of processes gone are removed by the next.
    for (const name of existsSync(tmp) ? readdirSync(tmp) : []) {
      const pid = Number(/^server-bundle-(\d+)$/.exec(name)?.[1] ?? 0);
      if (pid && !isRunning(pid)) rmSync(join(tmp, name), { recursive: true, force: true });
    }
    const out = join(tmp, `server-bundle-${process.pid}`);
    process.once("exit", () => rmSync(out, { recursive: true, force: true }));
    // The bundle carries the compiled catalogs, as npm run build compiles them first: a server test run alone on a
    // clone that never compiled them (npm test's first stage does) compiles them here.
    const { SUPPORTED_LANGUAGES } = await import("@/shared/constants");
    if (SUPPORTED_LANGUAGES.some((lang) => !existsSync(join(root, "locales", lang, "messages.ts")))) {
      execFileSync(process.execPath, [join(root, "node_modules/@lingui/cli/dist/lingui.js"), "compile", "--typescript"], { cwd: root, stdio: "ignore" });
    }
    const { buildServer } = await import("@/server/build");
    return buildServer(out);
  })();
  return bundled.then((entry) => [entry]);
}

/**
 * What `npm start` runs after its build (package.json's "start", the part after the last `&&`): its
 * leading `NAME=value` settings and its node flags, so a bench measures the production start as it is.
 */
export function npmStart(): { env: Record<string, string>; nodeArgs: string[] } {
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
  const words = (scripts.start ?? "").split("&&").at(-1)?.trim().split(/\s+/) ?? [];
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[i] ?? ""); i++) {
    const [name = "", ...value] = (words[i] ?? "").split("=");
    env[name] = value.join("=");
  }
  if (words[i] !== "node") throw new Error(`npm start does not run node: ${scripts.start}`);
  // The last word is the script (dist/server/main.js).
  return { env, nodeArgs: words.slice(i + 1, -1) };
}

/** Whether nothing listens on 127.0.0.1:`port` now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once("error", () => resolve(false));
    s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
  });
}

/** The first port the kernel numbers outgoing connections from (Linux), else the IANA dynamic range's start. */
function ephemeralStart(): number {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 49152;
  } catch {
    return 49152;
  }
}

/**
 * A loopback port nobody listens on now, below the range the kernel takes outgoing connections' ports from: a port
 * from that range (listen on 0) was taken by a connection between this check and the server's own listen, and a
 * clean clone's database tests failed on it (EADDRINUSE). `start` also moves to another port if that happens.
 */
export async function freePort(): Promise<number> {
  const top = ephemeralStart();
  for (let tries = 0; tries < 50; tries++) {
    const port = 20_000 + Math.floor(Math.random() * Math.max(1, top - 20_000));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port found between 20000 and ${top}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A server started as its own process (`node <args>`), ready once `/api/health` answers 200. */
export class ServerProcess {
  child: ChildProcess | null = null;
  output = "";
  constructor(
    readonly name: string,
    readonly args: readonly string[],
    /** Another one after `start` if something else took this one first. */
    public port: number,
    readonly env: Record<string, string>,
  ) {}

  async start(timeoutMs: number): Promise<void> {
    for (let tries = 1; ; tries++) {
      try {
        return await this.startOnce(timeoutMs);
      } catch (error) {
        // Another process took the port between freePort's check and the server's listen: a new port, a new start.
        if (tries >= 3 || !/EADDRINUSE/.test(this.output)) throw error;
        this.port = await freePort();
      }
    }
  }

  private async startOnce(timeoutMs: number): Promise<void> {
    this.output = "";
    const child = spawn(process.execPath, [...this.args], {
      env: { ...process.env, ...this.env, PORT: String(this.port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    child.stdout?.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited with ${child.exitCode}:\n${this.output}`);
      try {
        // Bounded: whatever else holds the port may accept and never answer.
        const res = await fetch(`http://127.0.0.1:${this.port}/api/health`, { signal: AbortSignal.timeout(5_000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${this.name} did not start in ${timeoutMs / 1000} s:\n${this.output}`);
      await sleep(50);
    }
  }

  /** Waits for `text` in what the process printed (the start banner follows the first health answer). */
  async waitForOutput(text: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.output.includes(text)) {
      if (Date.now() > deadline) throw new Error(`${this.name} never printed ${JSON.stringify(text)}:\n${this.output}`);
      await sleep(20);
    }
  }

  /** Resolves once the process has exited (at once when it is not running). */
  kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  }
}

let clockTicks: number | undefined;

/** A live process's /proc stat fields after its command name (which may hold spaces, hence the last ")"). */
function statFields(pid: number, tid?: string): string[] {
  const stat = readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** CPU seconds (user + system) a live process, or one of its threads, has used so far, from /proc (Linux). */
export function processCpuSeconds(pid: number, tid?: string): number {
  clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  // utime is the 12th field after the command name, stime the 13th.
  const fields = statFields(pid, tid);
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/**
 * A process's threads: each one's name (its `comm`, numbers at the end dropped: Chromium's pool threads are numbered)
 * and CPU seconds; none once the process has ended.
 */
export function processThreads(pid: number): Array<{ tid: string; name: string; seconds: number }> {
  const found: Array<{ tid: string; name: string; seconds: number }> = [];
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    // Ended.
  }
  for (const tid of tids) {
    try {
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim().replace(/\d+$/, "");
      found.push({ tid, name, seconds: processCpuSeconds(pid, tid) });
    } catch {
      // Ended while read.
    }
  }
  return found;
}

/** Every live process with a command line (kernel threads have none): its id, command line and CPU seconds so far. */
export function processesWithCpu(): Array<{ pid: number; commandLine: string; seconds: number }> {
  const found: Array<{ pid: number; commandLine: string; seconds: number }> = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ").trim();
      if (commandLine) found.push({ pid: Number(entry), commandLine, seconds: processCpuSeconds(Number(entry)) });
    } catch {
      // Ended while read.
    }
  }
  return found;
}

/**
 * A Chromium process's kind from its command line (/proc/<pid>/cmdline): "browser", its `--type` (renderer,
 * gpu-process, zygote, utility), or "utility (network)" for the network service; null for any other program.
 */
export function chromiumKind(commandLine: string): string | null {
  if (!/chrom(e|ium)/.test(commandLine)) return null;
  const type = /--type=([a-z-]+)/.exec(commandLine)?.[1];
  if (!type) return "browser";
  return type === "utility" && commandLine.includes("NetworkService") ? "utility (network)" : type;
}

/** A live process's parent's id, from /proc (Linux). */
export function processParent(pid: number): number {
  return Number(statFields(pid)[1]);
}

/**
 * The CPU time (user + system) a process has used so far, in ms, from /proc (Linux). Per search it is the figure a
 * saturated machine leaves readable: waiting for a core inflates the latency, not the CPU the server spent.
 */
export function processCpuMs(pid: number): number {
  return processCpuSeconds(pid) * 1000;
}

/** Resident set size of a live process in bytes, from /proc (Linux). */
export function processRss(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) * 1024 : 0;
}

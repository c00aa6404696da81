// Fault points (docs/deploy.md "Several instances", test-only): a named place after each step of the book-and-pay
// saga, and in the mail pass, where a test may kill this process with SIGKILL to prove that another instance's
// sweeps leave the money and the mail right (tests/server/faults-kill-each-step.test.ts). A point does nothing
// unless the process was started with WAYPOINT_FAULT_POINT=<its name>; production refuses to start with it set
// (security/mode.ts). Points are named by step, never by vertical: the vertical is the booking's own value.

export const FAULT_POINTS = ["after-authorise", "after-supplier-hold", "after-capture", "after-issue", "during-mail"] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

let fired = false;

/**
 * Kills this process (SIGKILL: no handler, no flush, no lease released) the first time `name` is reached, when
 * WAYPOINT_FAULT_POINT names it and WAYPOINT_FAULT_VERTICAL, if set, names `vertical` (a point reached for no
 * booking, the mail pass, ignores it). The line on stderr tells the test which point killed it.
 */
export function faultPoint(name: FaultPoint, vertical?: string): void {
  if (fired || process.env.WAYPOINT_FAULT_POINT !== name) return;
  const only = process.env.WAYPOINT_FAULT_VERTICAL;
  if (only && vertical !== undefined && only !== vertical) return;
  fired = true;
  // Synchronous on a pipe or file (Node writes stderr synchronously there), so the line is out before the kill.
  process.stderr.write(`fault point ${name}${vertical ? ` (${vertical})` : ""}: SIGKILL (WAYPOINT_FAULT_POINT)\n`);
  process.kill(process.pid, "SIGKILL");
}

/** A WAYPOINT_FAULT_POINT this server does not know would never fire: refused at start, like a misspelt mode. */
export function unknownFaultPoint(value: string | undefined): boolean {
  return value !== undefined && value !== "" && !(FAULT_POINTS as readonly string[]).includes(value);
}

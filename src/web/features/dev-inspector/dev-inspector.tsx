// The machine inspector (model-based walks in the browser, "Live state in development"; spec A §9
// debug mode): every registered machine actor's current state value and the events it can take now
// (`snapshot.can` over the machine's event types). The root route loads it lazily in debug mode only
// (development, or the debug cookie in a production build: src/web/lib/debug-mode.ts), so it costs
// a visitor nothing. Its text is for developers and QA and is not translated on purpose.
import { useEffect, useState, useSyncExternalStore } from "react";
import type { AnyActor, AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { getInspectables, subscribeInspectables, type Inspectable } from "../../lib/inspector";

const INTERNAL = /^xstate\./;

function useSnapshot(actor: AnyActor): AnyMachineSnapshot {
  const [snapshot, setSnapshot] = useState(() => actor.getSnapshot() as AnyMachineSnapshot);
  useEffect(() => {
    setSnapshot(actor.getSnapshot() as AnyMachineSnapshot);
    const subscription = actor.subscribe((next: AnyMachineSnapshot) => setSnapshot(next));
    return () => subscription.unsubscribe();
  }, [actor]);
  return snapshot;
}

function stateText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => (child && (typeof child === "string" || Object.keys(child as object).length) ? `${key}.${stateText(child)}` : key))
      .join(" + ");
  }
  return "(root)";
}

function ActorRow({ entry }: { entry: Inspectable }) {
  const snapshot = useSnapshot(entry.actor);
  const machine = entry.actor.logic as AnyStateMachine;
  const types = (machine.root.events as string[]).filter((type) => !INTERNAL.test(type) && !type.includes("*"));
  // `can` runs the guards with `{ type }` alone: a guard that reads the payload may throw on it;
  // such an event is listed as possible with "(payload)", since its guard decides on real data.
  const check = (type: string): "yes" | "no" | "payload" => {
    try {
      return snapshot.can({ type }) ? "yes" : "no";
    } catch {
      return "payload";
    }
  };
  const checked = types.map((type) => ({ type, answer: check(type) }));
  const possible = checked.filter(({ answer }) => answer !== "no").map(({ type, answer }) => (answer === "payload" ? `${type} (payload)` : type));
  const blocked = checked.filter(({ answer }) => answer === "no").map(({ type }) => type);
  return (
    <li className="border-t border-white/10 py-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-sky-300">{entry.name}</span>
        <span className="text-white/50">{snapshot.status}</span>
      </div>
      <div className="text-emerald-300" aria-label="state">
        {stateText(snapshot.value)}
        {snapshot.tags.size > 0 && <span className="text-white/50"> [{[...snapshot.tags].join(", ")}]</span>}
      </div>
      <div aria-label="possible events">{possible.length ? possible.join(" · ") : "no event"}</div>
      {blocked.length > 0 && (
        <details>
          <summary className="cursor-pointer text-white/40">not now ({blocked.length})</summary>
          <div className="text-white/40">{blocked.join(" · ")}</div>
        </details>
      )}
    </li>
  );
}

export function DevInspector() {
  const entries = useSyncExternalStore(subscribeInspectables, getInspectables, getInspectables);
  const [open, setOpen] = useState(false);
  return (
    <aside aria-label="Machine inspector" className="fixed bottom-2 right-2 z-[9999] max-h-[60vh] w-80 overflow-auto rounded-lg bg-slate-950/90 p-2 font-mono text-[11px] leading-snug text-white shadow-xl">
      <button type="button" className="w-full text-left font-semibold" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? "▾" : "▸"} Machines ({entries.length})
      </button>
      {open && (
        <ul>
          {entries.length === 0 && <li className="text-white/50">No machine registered (see tests/model/README.md).</li>}
          {entries.map((entry) => (
            <ActorRow key={entry.name} entry={entry} />
          ))}
        </ul>
      )}
    </aside>
  );
}

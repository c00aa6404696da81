// Dev-only registry of running machine actors for the inspector panel. In production
// `registerInspectable` returns at once, so hooks may call it unconditionally.
import type { AnyActor } from "xstate";

export interface Inspectable {
  name: string;
  actor: AnyActor;
}

let entries: readonly Inspectable[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly Inspectable[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

/**
 * Shows `actor` in the dev inspector under `name` until the returned function is called (a hook's
 * effect cleanup). A second actor under the same name replaces the first.
 */
export function registerInspectable(name: string, actor: AnyActor): () => void {
  if (!import.meta.env.DEV) return () => {};
  publish([...entries.filter((entry) => entry.name !== name), { name, actor }]);
  return () => {
    if (entries.some((entry) => entry.actor === actor)) publish(entries.filter((entry) => entry.actor !== actor));
  };
}

/** For useSyncExternalStore. */
export function subscribeInspectables(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getInspectables = (): readonly Inspectable[] => entries;

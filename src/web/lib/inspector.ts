// Registry of running machine actors for the machine inspector panel (src/web/features/dev-inspector).
// It lives in lib/ because every layer registers its machines: components, features and state.
// Outside debug mode (spec A §9: development, or the debug cookie) `registerInspectable` returns at
// once, so hooks may call it unconditionally.
import { useEffect } from "react";
import type { AnyActor } from "xstate";
import { isDebugMode } from "./debug-mode";

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
  if (!isDebugMode()) return () => {};
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

/** Registers the hook's actor with the inspector while the component is mounted (no-op outside debug mode). */
export function useInspectable(name: string, actor: AnyActor): void {
  useEffect(() => registerInspectable(name, actor), [name, actor]);
}

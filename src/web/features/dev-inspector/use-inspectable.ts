import { useEffect } from "react";
import type { AnyActor } from "xstate";
import { registerInspectable } from "./registry";

/** Registers the hook's actor with the dev inspector while the component is mounted (no-op in production). */
export function useInspectable(name: string, actor: AnyActor): void {
  useEffect(() => registerInspectable(name, actor), [name, actor]);
}

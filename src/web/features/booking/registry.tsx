// The root's registry of booking runtimes (docs/architecture.md "Web"), apart from the runtimes themselves:
// the root renders it on every page, and importing the runtime here would put every vertical's booking
// machine into the landing page's download; a vertical's pages bring the runtime (context.tsx) with them.
import { createContext, useEffect, useState, type ReactNode } from "react";
import { onLogoutReset } from "../../state/logout-reset";
import type { AnyStateMachine } from "xstate";
import type { BookingRuntime } from "./runtime";
import type { WebBookingVertical } from "./web-vertical";

/** The machine a runtime of the server's drawing runs for a vertical (drawing.ts `drawingOnly`). */
export type DrawingLogic = (vertical: WebBookingVertical) => AnyStateMachine;

/**
 * `drawing`: the server's registry for one first screen (src/web/first-screen.tsx): its runtimes run that machine,
 * which starts nothing but a results page's first step (drawing.ts).
 */
export type Registry = Map<string, BookingRuntime> & { readonly drawing?: DrawingLogic };

export const RegistryContext = createContext<Registry | null>(null);

/** At the root: one runtime per vertical for the whole browser session, stopped when the app unmounts. */
export function BookingRuntimes({ children }: { children: ReactNode }) {
  const [registry] = useState<Registry>(() => new Map());
  useEffect(() => {
    const stopAll = () => {
      for (const runtime of registry.values()) runtime.dispose();
      registry.clear();
    };
    // Logging out forgets every vertical's search, results and checkout: the next user starts afresh.
    const unregister = onLogoutReset(stopAll);
    return () => {
      unregister();
      stopAll();
    };
  }, [registry]);
  return <RegistryContext value={registry}>{children}</RegistryContext>;
}

// The root's registry of booking runtimes (docs/architecture.md "Web"), apart from the runtimes themselves:
// the root renders it on every page, and importing the runtime here would put every vertical's booking
// machine into the landing page's download; a vertical's pages bring the runtime (context.tsx) with them.
import { useRouter } from "@tanstack/react-router";
import { createContext, useEffect, type ReactNode } from "react";
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

/**
 * The app's registry, one per router (the app's one, made once in main.tsx), not per mount of the root: React may
 * render the root and throw that render away before its first commit (a time-sliced first draw of a page the server
 * drew, restarted from the root when a store it read changed meanwhile, as the booking actor does once it takes a
 * results page's carried answer). State made in that render is made again; a runtime made again would start a
 * second actor, which finds the carried answer taken and asks the server for it ("Every page fast on a phone",
 * part 5: the results page opened by address asks nothing), while the first runs on, unseen and never stopped.
 */
const registries = new WeakMap<object, Registry>();

function registryOf(router: object): Registry {
  let registry = registries.get(router);
  if (!registry) {
    registry = new Map();
    registries.set(router, registry);
  }
  return registry;
}

/** At the root: one runtime per vertical for the whole browser session, stopped when the app unmounts. */
export function BookingRuntimes({ children }: { children: ReactNode }) {
  const registry = registryOf(useRouter());
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

// The booking runtimes live in the React tree (docs/architecture.md "Web"): the root holds one registry, so
// a vertical's actor outlives its pages (moving between the public and the signed-in route trees keeps
// it); a vertical's pages open a scope with its description, and the shared booking screens read the
// actor of the scope they are in.
import { useMatch, useRouter } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { createContext, use, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { ActorRefFrom, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, SnapshotFrom } from "xstate";
import { pageViews, type SnapshotSource } from "./page-view";
import { RegistryContext } from "./registry";
import { BookingRuntime } from "./runtime";
import type { WebBookingVertical } from "./web-vertical";
import { loadingOverFirstScreen } from "../../lib/first-screen-load";

const ScopeContext = createContext<BookingRuntime | null>(null);

/** The booking page a scope is drawn on, and how it sees the actor (page-view.ts). None: the server's first screen. */
interface PageScope {
  readonly pathname: string;
  viewOf(actor: SnapshotSource): SnapshotSource;
}
const PageContext = createContext<PageScope | null>(null);

const nothing = () => {};

/** The vertical's runtime from the root registry, made on first use. */
function useRuntimeOf<L extends AnyStateMachine>(vertical: WebBookingVertical<L>): BookingRuntime {
  const registry = use(RegistryContext);
  if (!registry) throw new Error("BookingRuntimes is missing above this booking page");
  let runtime = registry.get(vertical.id);
  if (!runtime) {
    runtime = new BookingRuntime(vertical as WebBookingVertical, registry.drawing ? { drawing: registry.drawing } : {});
    registry.set(vertical.id, runtime);
  }
  return runtime;
}

/** A vertical's booking pages: everything inside talks to that vertical's actor. */
export function BookingScope<L extends AnyStateMachine>({ vertical, children }: { vertical: WebBookingVertical<L>; children: ReactNode }) {
  const runtime = useRuntimeOf(vertical);
  // The page this scope is drawn on (its route's match), not the router's location: the location moves to the
  // next page as soon as the navigation starts, while the page it leaves is still on screen until the next one loads.
  const pathname = useMatch({ strict: false, shouldThrow: false, select: (match) => match.pathname });
  // A booking page of this vertical holds its own states; any other page (a deal, a proposal) sees the actor as it is.
  const page = useMemo<PageScope | null>(() => {
    if (pathname === undefined) return null;
    const viewOf = runtime.isPath(pathname) ? pageViews((snapshot) => runtime.showsHere(snapshot, pathname)) : (actor: SnapshotSource) => actor;
    return { pathname, viewOf };
  }, [runtime, pathname]);
  return (
    <ScopeContext value={runtime}>
      <PageContext value={page}>{children}</PageContext>
    </ScopeContext>
  );
}

function useScope(): BookingRuntime {
  const runtime = use(ScopeContext);
  if (!runtime) throw new Error("a booking screen is rendered outside its vertical's BookingScope");
  return runtime;
}

/** The scope's actor; mounting a page of the vertical the machine did not lead to restores it from the URL. */
/** Typed by the caller (the vertical's screens know their machine; the shared screens use the core's events). */
export function useBookingActor<L extends AnyStateMachine = AnyStateMachine>(): ActorRefFrom<L> {
  const runtime = useScope();
  const router = useRouter();
  const [first] = useState(() => runtime.actorFor(router));
  const current = () => runtime.getCurrent() ?? first;
  // The same actor for the server's drawing of a first screen (src/web/first-screen.tsx).
  return useSyncExternalStore(runtime.subscribe, current, current) as ActorRefFrom<L>;
}

/** The results list's one choice handler for its cards ("Every page fast on a phone": no card subscribes to the actor). */
export function useChooseOffer(): (offerId: string) => void {
  const actor = useBookingActor();
  return useCallback((offerId: string) => actor.send({ type: "offer.selected", offerId }), [actor]);
}

/** A value of the actor's snapshot as the page shows it: a state another page shows is not drawn here (page-view.ts). */
export function useBookingSelector<T, L extends AnyStateMachine = AnyStateMachine>(selector: (snapshot: SnapshotFrom<L>) => T, compare?: (a: T, b: T) => boolean): T {
  const actor = useBookingActor<L>() as SnapshotSource;
  const page = use(PageContext);
  const source = useMemo(() => (page ? page.viewOf(actor) : actor), [page, actor]);
  return useSelector(source as unknown as ActorRefFrom<AnyStateMachine>, selector as (snapshot: unknown) => T, compare);
}

/**
 * A search form's send: its machine checks the search with the vertical's rules at once, and those load after the
 * search page's first screen (deferred.ts), so the event is sent once they are here (at once when they already are).
 * A rules chunk that does not arrive is announced by the reload prompt (lib/load-errors.ts, spec A §8).
 */
export function useSendSearch<L extends AnyStateMachine = AnyStateMachine>(): (event: EventFromLogic<L>) => void {
  const runtime = useScope();
  const actor = useBookingActor() as ActorRefFrom<AnyStateMachine>;
  return useCallback(
    (event: EventFromLogic<L>) => {
      const { rules } = runtime.vertical;
      if (!rules || rules.loaded()) actor.send(event);
      else rules.load().then(() => actor.send(event), nothing);
    },
    [runtime, actor],
  );
}

/**
 * Whether the machine's state belongs on the page being shown. A state with a page of its own (cars: the payment on
 * /checkout after /reservation-details) is drawn only there: drawn on the page it leaves, its form would be filled
 * in and then replaced by the new page's (what was typed lost) once the URL follows. The page it leaves holds its
 * own state meanwhile (page-view.ts); this answers for a page opened on another's state (Back, before the machine
 * steps back).
 */
export function useShownHere(): boolean {
  const runtime = useScope();
  const pathname = use(PageContext)?.pathname;
  return useBookingSelector((snapshot) => pathname === undefined || runtime.showsHere(snapshot as AnyMachineSnapshot, pathname));
}

type SessionRestoreState = { status: "ready" } | { status: "loading" } | { status: "failed"; retry: () => void };

/**
 * Resumable checkouts: `?session=<id>` on a booking page restores that saved checkout before the page shows
 * (loading, then ready; failed with a retry when the session could not be read).
 */
export function useSessionRestore(session: string | undefined): SessionRestoreState {
  const runtime = useScope();
  const router = useRouter();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; ok: boolean } | null>(null);
  const needed = runtime.needsSessionRestore(session);
  const key = `${session ?? ""}#${attempt}`;
  useEffect(() => {
    if (!needed || !session) return;
    let live = true;
    runtime.restoreSession(session, router).then(
      () => live && setResult({ key, ok: true }),
      () => live && setResult({ key, ok: false }),
    );
    return () => {
      live = false;
    };
  }, [needed, session, key, router, runtime]);
  if (!needed) return { status: "ready" };
  if (result?.key === key && !result.ok) return { status: "failed", retry: () => setAttempt((n) => n + 1) };
  return { status: "loading" };
}

/**
 * A vertical whose rules load after the first screen (`WebBookingVertical.rules`): its search page without a search
 * draws at once (the machine checks nothing until the form is sent, and the form waits for the rules); any other
 * page starts a machine that checks something from its first moment, so it is drawn once they are here.
 */
function waitsForRules(vertical: WebBookingVertical, pathname: string, search: unknown): boolean {
  if (!vertical.rules || vertical.rules.loaded()) return false;
  const restore = vertical.url.decode(pathname, vertical.url.parse(search ?? {}));
  return pathname !== vertical.paths.search || restore?.searchParams !== undefined;
}

/**
 * A booking route's loader: the rules its page waits for arrive with the page, so a page the server drew (a search
 * in the address, "Fast on a phone") is drawn whole by the app's first commit instead of a wait in between. Under the
 * server's drawing they come in steps (deferred.ts `prefetch`: zod's core, then the vertical's schemas, then the rest,
 * each evaluated in a task of its own): at once, with the page's own modules arriving beside them, their evaluation was
 * a details page's longest task (27 ms unthrottled, part 41). A load that fails is left to the page (below).
 */
export function loadBookingRules(vertical: WebBookingVertical) {
  return ({ location }: { location: { pathname: string; search: unknown } }): Promise<void> | undefined => {
    const { rules } = vertical;
    if (!rules || !waitsForRules(vertical, location.pathname, location.search)) return undefined;
    return (loadingOverFirstScreen() ? rules.prefetch() : rules.load()).then(nothing, nothing);
  };
}

/**
 * The page waits for its vertical's rules (waitsForRules). Mounted by state, not Suspense (a paused clock in the
 * browser walks never reveals a boundary). A failed load is announced by the reload prompt (lib/load-errors.ts,
 * spec A §8).
 */
function useRulesReady(vertical: WebBookingVertical): boolean {
  const router = useRouter();
  const { rules } = vertical;
  const [drawnWithout] = useState(() => {
    const { pathname, search } = router.state.location;
    return !waitsForRules(vertical, pathname, search);
  });
  const [ready, setReady] = useState(drawnWithout);
  useEffect(() => {
    if (!rules || rules.loaded()) return;
    let live = true;
    // A page drawn without them (the search page) has them fetched ahead of need, in steps (deferred.ts `prefetch`).
    (drawnWithout ? rules.prefetch() : rules.load()).then(
      () => live && setReady(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [rules, drawnWithout]);
  return ready;
}

/** A route component inside its vertical's booking scope (every page of a vertical: public and signed-in). */
export function withBookingScope<L extends AnyStateMachine>(vertical: WebBookingVertical<L>, Page: () => ReactNode): () => ReactNode {
  function ScopedPage() {
    const ready = useRulesReady(vertical as WebBookingVertical);
    // A screen's height while the rules arrive (a fraction of a second): the footer stays out of view, so the page
    // does not jump when it is drawn (Lighthouse measured a 0.86 layout shift on a results page opened by address).
    if (!ready) return <div className="min-h-screen" aria-busy="true" />;
    return (
      <BookingScope vertical={vertical}>
        <Page />
      </BookingScope>
    );
  }
  return ScopedPage;
}

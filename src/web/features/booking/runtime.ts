// The booking actor of one vertical for the browser session (docs/architecture.md "Web"): created from the
// URL on first use, kept while the user moves between the vertical's public and signed-in pages, moved
// by the machine's `navigate` action (the URL follows the machine), restored from the URL after a
// refresh or a shared link, and from a saved checkout on any device (`?session=<id>`). One instance per
// vertical, held by the React tree (context.tsx); nothing here knows which vertical it runs.
import { visitorCountry } from "../../state/load-site";
import type { AnyRouter } from "@tanstack/react-router";
import { createActor, type Actor, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine } from "xstate";
import type { BookingRestore, BookingRoute } from "@machines/booking/routes";
import { locationDecoder } from "./location-decoder";
import { pathForState, routeForState, stepOf } from "@machines/booking/routes";
import type { NavigateTarget } from "@machines/effects";
import { TOKEN_COOKIE } from "@/shared/constants";
import { readCookie } from "../../lib/cookies";
import { localToday } from "../../lib/dates";
import { nextTask } from "../../lib/next-task";
import { registerInspectable } from "../../lib/inspector";
import { saveRedirectPath } from "../accounts/redirect-path";
import type { SessionSaver } from "../checkout-sessions/session-saver";
import { proposalUrlParam } from "./proposal-url";
import { toastOf } from "./toast";
import { loadedSessionSaving, loadSessionSaving, slimmed, type SessionSaving } from "./checkout-saving";
import type { DrawingLogic } from "./registry";
import type { WebBookingVertical } from "./web-vertical";

type BookingActor = Actor<AnyStateMachine>;

export class BookingRuntime {
  private router: AnyRouter | null = null;
  private current: BookingActor | null = null;
  /** Resumable checkouts: the saved checkout the current actor saves to (from the checkout page on, signed in only). */
  private saver: SessionSaver | null = null;
  /** The last path the machine sent the URL to: arriving there is the machine's doing, not the user's. */
  private lastNavigated: string | null = null;
  /**
   * The page the URL is leaving while the machine's move is queued: a screen mounting there meanwhile (the
   * payment step rendered before the URL reaches its own page, cars) keeps the actor instead of restoring one.
   */
  private leaving: string | null = null;
  private readonly listeners = new Set<() => void>();
  /** Which actor settled each `?session=` (restored, or fell back to the URL): a settled id is not restored again by the same page. */
  private readonly settled = new Map<string, BookingActor>();
  private readonly restoring = new Map<string, Promise<void>>();
  private readonly logic: AnyStateMachine;
  private unbindHistory: (() => void) | null = null;
  /** The URL's validated params and what they restore, read once per location (./location-decoder.ts). */
  private readonly decoded: ReturnType<typeof locationDecoder>;

  /**
   * `drawing`: the server drawing a page's first screen (src/web/first-screen.tsx), with the machine it runs
   * (drawing.ts): it enters the state the address names (a search: searching) and nothing it starts runs (no call,
   * no toast, no URL or storage move) but a results page's first step on the answer the page carries.
   */
  constructor(
    readonly vertical: WebBookingVertical,
    { drawing }: { drawing?: DrawingLogic } = {},
  ) {
    this.decoded = locationDecoder(vertical.url);
    this.logic = drawing ? drawing(vertical) : this.live(vertical);
  }

  private live(vertical: WebBookingVertical): AnyStateMachine {
    return vertical.logic({
      toast: (_, params) => toastOf(params),
      navigate: (_, target) => this.navigateTo(target),
      persistSearch: (_, { search }) => {
        const url = this.hrefOf(routeForState(this.vertical.paths, "results", { search, offerId: null, referenceNumber: null }));
        this.vertical.storeSearch?.(search, url).catch(() => {});
      },
      requireLogin: ({ context }, { message }) => {
        // spec A §2: save the full path as the redirect path, then log in.
        saveRedirectPath(this.hrefOf(routeForState(this.vertical.paths, "checkout", context as never)));
        toastOf({ kind: "error", message });
        void this.router?.navigate({ href: "/login" });
      },
    });
  }

  /** Is this snapshot's state shown on the page at `pathname` (else the machine is moving the URL to its own page)? */
  showsHere(snapshot: AnyMachineSnapshot, pathname: string): boolean {
    return this.shownOn(snapshot, this.pageOf(pathname));
  }

  /** Is `pathname` one of this vertical's booking pages? */
  isPath(pathname: string): boolean {
    return (Object.values(this.vertical.paths) as string[]).includes(this.pageOf(pathname));
  }

  /** The booking page a pathname is (its id in the path left out, where the vertical has one). */
  private pageOf(pathname: string): string {
    return this.vertical.url.pageOf?.(pathname) ?? pathname;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getCurrent = (): BookingActor | null => this.current;

  /** The session's actor, created from the URL on first use. A page of the vertical the machine did not send us to restores from its URL. */
  actorFor(router: AnyRouter): BookingActor {
    this.bind(router);
    const { pathname, search } = router.state.location;
    if (!this.current) return this.create(pathname, search);
    const snapshot = this.current.getSnapshot();
    const page = this.pageOf(pathname);
    if (!this.isPath(pathname)) return this.current;
    if (this.namesOtherBooking(pathname, search, snapshot)) return this.create(pathname, search);
    // A proposal's item opened while the actor holds something else (docs/decisions.md "Proposals"): that offer, for it.
    const wanted = this.restoreOf(pathname, search);
    if (wanted?.proposalId && wanted.proposalId !== (snapshot.context as { proposalId?: string | null }).proposalId) return this.create(pathname, search, wanted);
    if (!this.shownOn(snapshot, page) && page !== this.lastNavigated && page !== this.leaving) return this.create(pathname, search);
    return this.current;
  }

  /**
   * The booking's detail page (`paths.booking`, where My trip links): a booking opened there is shown
   * there through its confirmation and its cancel; elsewhere a state is shown on its own page.
   */
  private shownOn(snapshot: AnyMachineSnapshot, page: string): boolean {
    return this.machinePathOf(snapshot) === page || (page === this.vertical.paths.booking && this.isBooked(snapshot));
  }

  /** A booking's page that names another booking than the actor holds (My trip opens one booking, then another). */
  private namesOtherBooking(pathname: string, search: unknown, snapshot: AnyMachineSnapshot): boolean {
    const { restore } = this.decoded(pathname, search);
    if (restore?.step !== "confirmation" || !restore.referenceNumber) return false;
    const held = (snapshot.context as { referenceNumber?: string | null }).referenceNumber ?? "";
    return restore.referenceNumber.toUpperCase() !== held.toUpperCase();
  }

  needsSessionRestore(id: string | undefined): boolean {
    if (!id) return false;
    if (this.saver?.has(id)) return false;
    return !this.current || this.settled.get(id) !== this.current;
  }

  /**
   * Resumable checkouts: `?session=<id>` restores a saved checkout, on any device the same user logs in from
   * (docs/checkout-sessions.md "Restoring"). Rejects only when the session could not be read
   * (offline, 5xx): the page offers a retry. A session that is gone (404) leaves the URL to restore
   * the page; one that cannot be resumed is discarded with a message, its travellers kept for the form.
   */
  restoreSession(id: string, router: AnyRouter): Promise<void> {
    // One restore per session at a time (React may run an effect twice).
    let running = this.restoring.get(id);
    if (!running) {
      running = this.restore(id, router).finally(() => this.restoring.delete(id));
      this.restoring.set(id, running);
    }
    return running;
  }

  /** Stops the actor (the provider unmounts). */
  dispose(): void {
    this.saver?.stop();
    this.current?.stop();
    this.unbindHistory?.();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  /**
   * The URL's restore input; `proposal` (docs/decisions.md "Proposals": the details page a proposal's item links to)
   * is the core's, the same on every vertical's details and checkout pages.
   */
  private restoreOf(pathname: string, search: unknown): BookingRestore | null {
    const { params, restore } = this.decoded(pathname, search);
    const proposal = proposalUrlParam(params.proposal);
    // As the machine keeps it: with an offer being looked at or checked out, never on a list or a booking's page.
    const withOffer = (restore?.step === "details" || restore?.step === "checkout") && !!restore.offerId;
    return restore && withOffer && proposal ? { ...restore, proposalId: proposal } : restore;
  }

  private hrefOf(route: BookingRoute): string {
    const sessionPaths = [this.vertical.paths.details, this.vertical.paths.checkout, this.vertical.paths.payment];
    const params = {
      ...this.vertical.url.encode(route.restore),
      ...(route.restore.proposalId ? { proposal: route.restore.proposalId } : {}),
      ...(this.saver && sessionPaths.includes(route.path) ? { session: this.saver.id } : {}),
    };
    const search = this.router?.options.stringifySearch(params) ?? "";
    return `${this.vertical.url.pathOf?.(route) ?? route.path}${search}`;
  }

  /** A booking's own page (confirmation, cancel): the reservation is the record there, not a saved checkout. */
  private isBooked = (snapshot: AnyMachineSnapshot): boolean => snapshot.matches("confirmation") || snapshot.matches("cancel");

  /**
   * Resumable checkouts: save the actor's checkout as a session (a new id unless resuming one). The id is the
   * saver's at once (the URL carries it); the saving starts as soon as its code is there.
   */
  private saveSession(actor: BookingActor, id: string): void {
    this.saver?.stop();
    let next: SessionSaver;
    const start = ([startSessionSaver, checkoutSessionBody]: SessionSaving) =>
      startSessionSaver<AnyMachineSnapshot>(actor, {
        // The offers left out before the snapshot is persisted (persisting copies the whole context).
        slim: (snapshot) => slimmed(snapshot, this.vertical.description.results.noSummaries) as AnyMachineSnapshot,
        id,
        toBody: (persisted) =>
          checkoutSessionBody(this.vertical.description, persisted, {
            clientId: (persisted as { context?: { clientId?: string | null } } | null)?.context?.clientId ?? null,
          }),
        // Booked: the reservation is the record now (docs/checkout-sessions.md: delete the session then).
        isFinished: this.isBooked,
        onFinished: () => {
          if (this.saver === next) this.saver = null;
        },
        onIdChanged: (current, previous) => this.followSession(current, previous),
        stepOf: (snapshot) => stepOf(snapshot.value),
        onClosed: () => {
          if (this.saver === next) this.saver = null;
        },
      });
    const loaded = loadedSessionSaving();
    if (loaded) {
      next = start(loaded);
    } else {
      let started: SessionSaver | null = null;
      let stopped = false;
      next = {
        get id() {
          return started?.id ?? id;
        },
        has: (candidate) => candidate === id || !!started?.has(candidate),
        stop: () => {
          stopped = true;
          started?.stop();
        },
      };
      loadSessionSaving().then(
        (loaded) => {
          if (!stopped) started = start(loaded);
        },
        // Saving is best effort (as each save is): a checkout whose saver could not load goes on unsaved.
        () => {},
      );
    }
    this.saver = next;
  }

  /** A checkout gone on under a new session (an agent picked another client): the address names it, so a refresh resumes it. */
  private followSession(current: string, previous: string): void {
    const router = this.router;
    if (!router) return;
    const params = router.state.location.search as Record<string, unknown>;
    if (params.session !== previous) return;
    void router.navigate({ to: router.state.location.pathname, search: { ...params, session: current }, replace: true });
  }

  /**
   * A checkout is saved once the traveller starts it (the checkout page), not when an offer's details
   * are only looked at; only a signed-in user has sessions. The server keeps one per offer and user.
   */
  private ensureSession(path: string): void {
    if (this.saver || !this.current || path !== this.vertical.paths.checkout || !readCookie(TOKEN_COOKIE)) return;
    // navigate runs inside a transition: a snapshot still on a booking's page is never saved as a checkout.
    if (this.isBooked(this.current.getSnapshot())) return;
    this.saveSession(this.current, crypto.randomUUID());
  }

  private navigateTo(target: BookingRoute | NavigateTarget): void {
    const router = this.router;
    if (!router) return;
    if ("kind" in target) {
      if (target.kind === "route") void router.navigate({ href: target.to });
      else window.location.assign(target.href);
      return;
    }
    const location = router.state.location;
    const { paths } = this.vertical;
    // On the booking's detail page, its confirmation and its cancel stay where they are.
    if (paths.booking === this.pageOf(location.pathname) && (target.path === paths.confirmation || target.path === paths.reservation)) return;
    if (target.path === paths.details && readCookie(TOKEN_COOKIE)) loadSessionSaving().catch(() => {});
    this.ensureSession(target.path);
    const href = this.hrefOf(target);
    if (`${location.pathname}${location.searchStr}` === href) return;
    this.lastNavigated = target.path;
    // Same page (search → results): replace; another step: push, so Back returns to it. The router starts every
    // navigation in a task of its own (main.tsx), so this one runs after the transition, never inside it (an actor
    // may start while React renders), and its read of the scroll position does not lay out, inside the tap's task,
    // the page the machine's step has just changed (a checkout's 70 ms at 4×, "Every page fast on a phone").
    const from = this.pageOf(location.pathname);
    this.leaving = from;
    const replace = from === target.path;
    const go = () =>
      router.navigate({ href, replace }).finally(() => {
        if (this.leaving === from) this.leaving = null;
      });
    // The same page (a search's results, a filter or sort the provider applies): the address follows a task later
    // still, so the requests the step started leave first and the provider works while the router updates the page
    // (bench:lists, activities at 4× CPU: the search with a new filter left behind the address's update and the page
    // drawn again for it, ~40 ms).
    if (replace) void nextTask().then(go);
    else void go();
  }

  private start(actor: BookingActor): void {
    this.current = actor;
    registerInspectable(this.vertical.id, actor);
    actor.start();
    this.notify();
  }

  private create(pathname: string, search: unknown, restore = this.restoreOf(pathname, search)): BookingActor {
    this.current?.stop();
    this.saver?.stop();
    this.saver = null;
    const actor = createActor(this.logic, { input: { today: localToday(), newIdempotencyKey: () => crypto.randomUUID(), restore, country: visitorCountry() } });
    this.lastNavigated = null;
    this.start(actor);
    return actor;
  }

  /** `resuming` has no page of its own: it happens on the checkout page. */
  private machinePathOf(snapshot: AnyMachineSnapshot): string {
    if (snapshot.matches("resuming")) return this.vertical.paths.checkout;
    return pathForState(this.vertical.paths, stepOf(snapshot.value));
  }

  /**
   * Back and Forward move the URL without the machine: step the machine back where it can
   * (details → results, checkout → details), otherwise restore from the URL.
   */
  private reconcile(pathname: string, search: unknown): void {
    const actor = this.current;
    if (!actor || !this.isPath(pathname)) return;
    const snapshot = actor.getSnapshot();
    const page = this.pageOf(pathname);
    if (this.shownOn(snapshot, page)) return;
    const { paths } = this.vertical;
    if (page === paths.search && snapshot.matches("details")) actor.send({ type: "details.back" });
    else if (page === paths.details && snapshot.matches("checkout")) actor.send({ type: "checkout.back" });
    // Payment on a page of its own (cars): Back leaves the card form for the travellers and extras, as its Back button does.
    else if (paths.payment && page === paths.checkout && snapshot.matches("payment")) (snapshot.children as Record<string, AnyActorRef | undefined>).payment?.send({ type: "payment.abandoned" });
    else if (page === paths.search && snapshot.matches("checkout")) {
      actor.send({ type: "checkout.back" });
      actor.send({ type: "details.back" });
    } else this.create(pathname, search);
  }

  private bind(next: AnyRouter): void {
    if (this.router === next) return;
    this.unbindHistory?.();
    this.router = next;
    this.unbindHistory = next.history.subscribe(({ action }: { action: { type: string } }) => {
      if (action.type === "BACK" || action.type === "FORWARD" || action.type === "GO") {
        // Wait for the router to parse the new location.
        queueMicrotask(() => this.reconcile(next.state.location.pathname, next.state.location.search));
      }
    });
  }

  private async restore(id: string, router: AnyRouter): Promise<void> {
    this.bind(router);
    const { pathname, search } = router.state.location;
    // Restoring knows every vertical's machine and migrations: loaded only when a checkout is resumed, so a
    // vertical's pages do not carry the others (issue "Fast on a phone").
    const restoring = Promise.all([import("@machines/checkout-session/restore"), import("../checkout-sessions/restore-notice")]);
    const { deleteCheckoutSession, getCheckoutSession } = await import("../checkout-sessions/api");
    let session: Awaited<ReturnType<typeof getCheckoutSession>>;
    try {
      session = await getCheckoutSession(id);
    } catch (error) {
      const status = (error as { httpStatus?: number } | null)?.httpStatus;
      if (status !== 404 && status !== 400) throw error;
      this.settled.set(id, this.create(pathname, search));
      return;
    }
    const [{ restoreSnapshot }, { setRestoreNotice }] = await restoring;
    const result = restoreSnapshot(session, { today: localToday(), newIdempotencyKey: () => crypto.randomUUID() });
    if (!result.ok) {
      setRestoreNotice({ message: result.message, travellers: result.travellers });
      // Discarded for good: it would fail the same way every time.
      deleteCheckoutSession(id).catch(() => {});
      const restore = this.vertical.url.restoreOfSnapshot(session.snapshot) ?? this.restoreOf(pathname, search);
      this.settled.set(id, this.create(pathname, search, restore));
      return;
    }
    this.current?.stop();
    this.saver?.stop();
    const actor = createActor(this.logic, {
      snapshot: result.snapshot,
      // xstate types input as required; it is not read when a snapshot is given.
      input: { today: localToday(), newIdempotencyKey: () => crypto.randomUUID() },
    });
    // The restored step's own page may differ; the machine moves the URL when it continues.
    this.lastNavigated = this.pageOf(pathname);
    this.settled.set(id, actor);
    this.saveSession(actor, id);
    this.start(actor);
    actor.send({ type: "checkout.resumed" });
  }
}

// Resumable checkouts: a booking actor's persisted snapshot saved on the server as the traveller or agent goes
// (docs/checkout-sessions.md "Saving"). Debounced, one request at a time, never the same body twice;
// the session is deleted once the booking is confirmed. Card data never leaves: the body comes from
// the machine layer's sanitiser (checkoutSessionBody → sanitiseSnapshot) and the server refuses it anyway.
import type { CheckoutSessionUpsertRequest } from "@/shared/api/checkout-sessions";
import { whenIdle } from "../../lib/when-idle";

// The API client loads with the first save, not with the booking page ("Fast on a phone").
const loadApi = () => import("./api");
type SessionsApi = Awaited<ReturnType<typeof loadApi>>;
let loadedApi: SessionsApi | null = null;
const sessions = (): Promise<SessionsApi> => loadApi().then((api) => (loadedApi = api));

/**
 * The API client fetched and run ahead (a signed-in booking page, while idle): a saver started inside "Continue to
 * checkout" then finds it run, instead of starting its load inside the click ("Every page fast on a phone",
 * signed-in pages).
 */
export function preloadSessionsApi(): Promise<unknown> {
  return sessions();
}

/** What the saver needs of an actor (any booking machine's). */
interface PersistableActor<S> {
  getSnapshot(): S;
  getPersistedSnapshot(): unknown;
  subscribe(listener: (snapshot: S) => void): { unsubscribe(): void };
  /** Its logic, which persists a snapshot given (`slim`). */
  readonly logic?: { getPersistedSnapshot(snapshot: S): unknown };
}

interface SessionSaverOptions<S> {
  id: string;
  /**
   * What of a snapshot is saved, applied before it is persisted: persisting copies the whole context, and a booking
   * machine's list of offers made each save a long task of the checkout ("Every page fast on a phone", signed-in pages).
   */
  slim?: (snapshot: S) => S;
  /** The PUT body for a persisted snapshot, or null for a step not worth saving. */
  toBody: (persisted: unknown) => CheckoutSessionUpsertRequest | null;
  /** Booked: nothing left to resume, so the session is deleted. */
  isFinished: (snapshot: S) => boolean;
  onFinished?: () => void;
  /** Quiet time before a save (resumable checkouts: debounced). */
  delayMs?: number;
  /** The id a checkout for another client goes on under (a new one each time); default `crypto.randomUUID`. */
  newId?: () => string;
  /** The checkout went on under a new id (another client): the page's address follows. */
  onIdChanged?: (id: string, previous: string) => void;
  /**
   * The step a snapshot is on (checkout, payment, …): a new step is saved at once, not after the quiet time, so a
   * refresh right after it (a second after reaching Payment) resumes there with everything typed before it.
   */
  stepOf?: (snapshot: S) => string;
  /**
   * The server closed the session (404 to a save: discarded, replaced by another device's checkout of the offer, or
   * closed when its booking was refused): saving stops; the next checkout starts a session of its own.
   */
  onClosed?: () => void;
}

export interface SessionSaver {
  /** The session saved to now (a checkout switched to another client goes on under a new id). */
  readonly id: string;
  /** Is `id` this saver's, now or before a switch of client (a page still on the old address is not restored from it)? */
  has(id: string): boolean;
  /** Stops saving; a pending save is sent first. */
  stop(): void;
}

/** Quiet time before a save (the browser walks wait on it: tests/qa/drivers/flights-common.ts trackSaves). */
export const SAVE_DELAY_MS = 800;

/**
 * A save that failed (the server busy or unreachable, not a closed session) is sent again after this quiet time,
 * doubling up to `SAVE_RETRY_MAX_MS`, even if nothing changes meanwhile: a traveller who stops typing right after a
 * failed save still has everything typed saved once the server answers (resumable checkouts: nothing typed is lost).
 */
export const SAVE_RETRY_FIRST_MS = 2_000;
const SAVE_RETRY_MAX_MS = 30_000;

/**
 * A checkout's first save (the checkout page reached from an offer's details) waits for the page to be idle, at the
 * latest this long: the checkout is drawn first. Its body (the snapshot persisted, sanitised and written as JSON, by
 * code that runs for the first time) was a phone's 46 ms task between the route change and the page it draws ("Every
 * page fast on a phone", bench:signed-in). Nothing typed is waiting in it: a refresh before it restores the same
 * checkout from the address. A later step's save is sent at once (a refresh right after reaching Payment).
 */
const FIRST_SAVE_WITHIN_MS = 300;

/** Browsers refuse a keepalive request whose body is over 64 KiB (in flight together); kept under it. */
const KEEPALIVE_BODY_LIMIT = 60_000;

export function startSessionSaver<S>(actor: PersistableActor<S>, options: SessionSaverOptions<S>): SessionSaver {
  const { toBody, isFinished, onFinished, delayMs = SAVE_DELAY_MS, newId = () => crypto.randomUUID(), onIdChanged, stepOf, onClosed, slim } = options;
  const persisted = () => (slim && actor.logic ? actor.logic.getPersistedSnapshot(slim(actor.getSnapshot())) : actor.getPersistedSnapshot());
  let id = options.id;
  const ids = new Set([id]);
  // Whom the session is for (null: the user themself). An agent's own checkout and a client's of the same offer are
  // two saved checkouts (docs/decisions.md "One saved checkout per offer"): picking another client in "Booking for"
  // goes on under a new id, so the one saved before stays as it was and the server keeps both.
  let savedFor: string | null | undefined;
  /** Cancels the save waiting for its time (a quiet time, a retry, a new step's task, the first save's idle moment). */
  let timer: (() => void) | null = null;
  const after = (ms: number, work: () => void) => {
    const handle = setTimeout(work, ms);
    return () => clearTimeout(handle);
  };
  let lastSent: string | null = null;
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;
  let step: string | null = null;
  /** A new step's save is waiting for its task or idle moment (`timer`). */
  let stepSaveQueued = false;
  /** A save was sent in this session (the first one waits for an idle moment: FIRST_SAVE_WITHIN_MS). */
  let sentBefore = false;
  let retryMs = SAVE_RETRY_FIRST_MS;

  const send = (keepalive: boolean, urgent = false) => {
    timer = null;
    stepSaveQueued = false;
    let body: CheckoutSessionUpsertRequest | null = null;
    try {
      body = toBody(persisted());
    } catch {
      body = null;
    }
    if (!body) return;
    const client = body.clientId ?? null;
    if (savedFor !== undefined && client !== savedFor) {
      const previous = id;
      id = newId();
      ids.add(id);
      lastSent = null;
      onIdChanged?.(id, previous);
    }
    savedFor = client;
    const sessionId = id;
    const text = JSON.stringify(body);
    if (text === lastSent) return;
    lastSent = text;
    sentBefore = true;
    const payload = body;
    const failed = (error: unknown) => {
      if (lastSent === text) lastSent = null;
      if ((error as { httpStatus?: number } | null)?.httpStatus === 404 && sessionId === id && !stopped) {
        stop();
        onClosed?.();
        return;
      }
      // Sent again later unless a newer change is already waiting for its own save.
      if (stopped || sessionId !== id || timer !== null) return;
      timer = after(retryMs, () => send(false));
      retryMs = Math.min(retryMs * 2, SAVE_RETRY_MAX_MS);
    };
    const saved = () => {
      retryMs = SAVE_RETRY_FIRST_MS;
    };
    // The page is going (a refresh, a tab closed): sent now, not after a save still in flight, which the page's
    // end cancels; a keepalive request outlives the page. Otherwise one save at a time, in order.
    if (keepalive && loadedApi) {
      loadedApi.putCheckoutSession(sessionId, payload, { keepalive }).then(saved, failed);
      return;
    }
    // A new step's save (urgent) is not cancelled by a refresh that follows at once when it can be kept alive.
    const outlive = keepalive || (urgent && text.length < KEEPALIVE_BODY_LIMIT);
    // A failed save is sent again after a quiet time (SAVE_RETRY_FIRST_MS, doubling), or with the next change.
    queue = queue.then(async () => (await sessions()).putCheckoutSession(sessionId, payload, outlive ? { keepalive: true } : {})).then(saved, failed);
  };

  const flush = () => {
    if (timer === null) return;
    timer();
    send(true);
  };

  const finish = () => {
    stop();
    queue = queue.then(async () => (await sessions()).deleteCheckoutSession(id)).catch(() => {});
    onFinished?.();
  };

  const schedule = (snapshot: S) => {
    if (stopped) return;
    if (isFinished(snapshot)) {
      finish();
      return;
    }
    const next = stepOf?.(snapshot) ?? null;
    const moved = step !== null && next !== step;
    step = next;
    // A new step's save waiting for its task stays as it is: it reads the snapshot when it runs.
    if (stepSaveQueued) return;
    timer?.();
    // A new step's save in the next task, not inside the click that made it (its body and request are a phone's
    // tens of milliseconds: "Every page fast on a phone", signed-in pages); the session's first once the checkout is
    // drawn (FIRST_SAVE_WITHIN_MS). A page left before then sends it on pagehide, as any save waiting for its time.
    if (moved) {
      stepSaveQueued = true;
      timer = sentBefore ? after(0, () => send(false, true)) : whenIdle(() => send(false, true), FIRST_SAVE_WITHIN_MS);
      return;
    }
    timer = after(delayMs, () => send(false));
  };

  // Fetched now, so a save on pagehide (keepalive) finds the client loaded and is sent before the page goes.
  sessions().catch(() => {});
  const subscription = actor.subscribe(schedule);
  // A page closed within the debounce still saves (keepalive outlives the page).
  window.addEventListener("pagehide", flush);

  function stop() {
    if (stopped) return;
    flush();
    stopped = true;
    subscription.unsubscribe();
    window.removeEventListener("pagehide", flush);
  }

  schedule(actor.getSnapshot());
  return {
    get id() {
      return id;
    },
    has: (candidate) => ids.has(candidate),
    stop,
  };
}

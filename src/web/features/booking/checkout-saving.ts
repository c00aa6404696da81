import { stepOf } from "@machines/booking/routes";
import type { checkoutSessionBody } from "@machines/checkout-session/session-body";
import type { startSessionSaver } from "../checkout-sessions/session-saver";

// Resumable checkouts: the saver and the session's body (its sanitiser, the card checks) are not in the search page's
// first load (issue "Fast on a phone": the search form never saves a checkout). They are fetched as a signed-in
// person opens an offer (navigateTo), so a checkout saves from its first moment as before; one reached otherwise
// (a details page opened from a link) starts saving when they arrive.
export type SessionSaving = [typeof startSessionSaver, typeof checkoutSessionBody];
let sessionSaving: SessionSaving | null = null;
let sessionSavingLoad: Promise<SessionSaving> | null = null;

export function loadSessionSaving(): Promise<SessionSaving> {
  sessionSavingLoad ??= Promise.all([
    import("../checkout-sessions/session-saver").then((module) => {
      preloadApi = module.preloadSessionsApi;
      return module.startSessionSaver;
    }),
    import("@machines/checkout-session/session-body").then((module) => module.checkoutSessionBody),
  ]).then(
    (loaded) => (sessionSaving = loaded),
    (error: unknown) => {
      // A load that failed is tried again by the next checkout.
      sessionSavingLoad = null;
      throw error;
    },
  );
  return sessionSavingLoad;
}

let preloadApi: (() => Promise<unknown>) | null = null;

/**
 * A checkout's saving and the API client it saves with, fetched and run ahead: called while a signed-in booking page
 * is idle, so that "Continue to checkout" starts saving without loading anything inside its click.
 */
export function preloadSessionSaving(): void {
  loadSessionSaving()
    .then(() => preloadApi?.())
    // Best effort: the saver loads what is missing when it starts.
    .catch(() => {});
}

/** The saver and the session's body once loaded (null until loadSessionSaving has them). */
export function loadedSessionSaving(): SessionSaving | null {
  return sessionSaving;
}

/** Steps past the results: a restored one never shows the list again without searching afresh. */
const PAST_RESULTS = new Set(["details", "checkout", "payment"]);

/**
 * Resumable checkouts: from an offer's details on, the results (up to thousands of offers, several MB) are
 * left out of the saved snapshot: every way back to the list from there runs the search again when
 * there are no offers, so the session stays small and quick to save.
 */
export function slimmed(persisted: unknown, noSummaries: unknown): unknown {
  const snapshot = persisted as { value?: unknown; context?: Record<string, unknown> } | null;
  if (!snapshot?.context || !PAST_RESULTS.has(stepOf(snapshot.value))) return persisted;
  return { ...snapshot, context: { ...snapshot.context, offers: [], prepared: null, visible: [], summaries: noSummaries } };
}

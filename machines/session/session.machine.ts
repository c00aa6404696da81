import { assign, setup } from "xstate";
import { isSessionToken, SESSION_EXPIRED_REDIRECT_MS } from "@/shared/constants";

export interface SessionInput {
  /** The token cookie at start-up, if any. */
  token: string | null;
}

export interface SessionContext {
  token: string | null;
}

export type SessionEvent =
  /** Login (or SSO / social) succeeded with this access token. */
  | { type: "session.started"; token: string }
  /** The user logged out. */
  | { type: "session.ended" }
  /** Any API call answered 401 (sent by the single API client, conventions §5). */
  | { type: "session.unauthorized" };

/** Params of `storeToken`, read after `setToken` has assigned. */
const heldToken = ({ context }: { context: SessionContext }) => ({ token: context.token ?? "" });

/**
 * Who is logged in, and the session-expiry flow of spec A §4: a 401 on any
 * call clears the session, toasts 'Your session has expired, Please login
 * again.' and redirects to '/' after 1 s.
 *
 * A 401 is only handled in `authenticated`: while anonymous there is nothing
 * to expire, and while already `expired` a burst of 401s from parallel calls
 * must not toast or restart the redirect timer again.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  guards: {
    hasToken: ({ context }) => isSessionToken(context.token),
    isNewToken: ({ context, event }) => event.type === "session.started" && event.token !== "" && event.token !== context.token,
  },
  actions: {
    setToken: assign({
      token: ({ context, event }) => (event.type === "session.started" ? event.token : context.token),
    }),
    forgetToken: assign({ token: null }),
    // Side effects: placeholders the app replaces through `sessionMachine.provide`.
    /** Write the token cookie (7 days, spec A §4). */
    storeToken: (_, _params: { token: string }) => {},
    /** Clear the token cookie, deep-link data and cached state (spec A §4 "Logout"). */
    clearSession: () => {},
    /** Toast 'Your session has expired, Please login again.' */
    notifyExpired: () => {},
    /** Navigate to '/'. */
    redirectHome: () => {},
  },
  delays: {
    expiredRedirect: SESSION_EXPIRED_REDIRECT_MS,
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({ token: input.token }),
  initial: "restoring",
  states: {
    /** Decides from the start-up token; never rests here. */
    restoring: {
      always: [
        { guard: "hasToken", target: "authenticated" },
        { target: "anonymous", actions: "forgetToken" },
      ],
    },
    anonymous: {
      on: {
        "session.started": {
          guard: "isNewToken",
          target: "authenticated",
          actions: ["setToken", { type: "storeToken", params: heldToken }],
        },
        // The logout route clears leftovers (deep-link data) even without a token.
        "session.ended": { actions: "clearSession" },
      },
    },
    authenticated: {
      on: {
        // A fresh login (another account, SSO) replaces the token.
        "session.started": {
          guard: "isNewToken",
          actions: ["setToken", { type: "storeToken", params: heldToken }],
        },
        "session.ended": { target: "anonymous", actions: ["forgetToken", "clearSession"] },
        "session.unauthorized": { target: "expired" },
      },
    },
    expired: {
      entry: ["forgetToken", "clearSession", "notifyExpired"],
      after: {
        expiredRedirect: { target: "anonymous", actions: "redirectHome" },
      },
      on: {
        // Logging in again before the redirect cancels it.
        "session.started": {
          guard: "isNewToken",
          target: "authenticated",
          actions: ["setToken", { type: "storeToken", params: heldToken }],
        },
      },
    },
  },
});

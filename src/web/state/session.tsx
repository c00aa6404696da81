// The app's handle on the session actor (state/session-actor.ts), which main.tsx starts as soon as its code
// has arrived: events sent before then wait for it, and until then "signed in" is the machine's own rule
// for the start-up token cookie, which is what the machine decides first (`restoring`).
import { createContext, use } from "react";
import { isSessionToken, TOKEN_COOKIE } from "@/shared/constants";
import { readCookie } from "../lib/cookies";
import { createDeferredActor, useDeferredSelector, type DeferredActor } from "../lib/deferred-actor";
import type { SessionActor } from "./session-actor";

export type SessionHandle = DeferredActor<SessionActor>;

export const createSessionHandle = (): SessionHandle => createDeferredActor<SessionActor>();

export const SessionContext = createContext<SessionHandle | null>(null);

export function useSessionActor(): SessionHandle {
  const actor = use(SessionContext);
  if (!actor) throw new Error("useSessionActor needs <SessionContext>");
  return actor;
}

export function useSignedIn(): boolean {
  return useDeferredSelector(useSessionActor(), (state) => state.matches("authenticated"), isSessionToken(readCookie(TOKEN_COOKIE)));
}

import { setup } from "xstate";
import { LOGOUT_REDIRECT_MS } from "@/shared/constants";
import { external, route, type NavigateTarget } from "../effects";

export interface LogoutInput {
  isTravelAgent: boolean;
  /** The agency's return URL, if it has one. */
  returnUrl: string | null;
}

export type LogoutContext = LogoutInput;

/** The machine runs by itself; it takes no events. @public */
export type LogoutEvent = never;

/**
 * The /logout route (spec A §2, §4): shows 'Logging out...' (accountMessages.loggingOut) while in
 * `loggingOut`, clears storage and state, then after 100 ms goes to the agency return URL or '/'.
 */
export const logoutMachine = setup({
  types: {
    input: {} as LogoutInput,
    context: {} as LogoutContext,
  },
  guards: {
    isTravelAgent: ({ context }) => context.isTravelAgent,
    hasReturnUrl: ({ context }) => context.returnUrl !== null && context.returnUrl !== "",
  },
  actions: {
    /**
     * Clear the token, deep-link data, local storage and cached state, and reset car, agency and
     * short-link state (spec A §4 "Logout"); the web sends `session.ended`.
     */
    clearSession: () => {},
    navigate: (_, _p: NavigateTarget) => {},
  },
  delays: {
    redirect: LOGOUT_REDIRECT_MS,
  },
}).createMachine({
  id: "logout",
  context: ({ input }) => input,
  initial: "loggingOut",
  states: {
    loggingOut: {
      tags: ["busy"],
      entry: "clearSession",
      after: {
        redirect: [
          // spec A §2/§6: travel agents always log out to '/', never to the agency return URL.
          { guard: "isTravelAgent", target: "done", actions: { type: "navigate", params: route("/") } },
          {
            guard: "hasReturnUrl",
            target: "done",
            actions: { type: "navigate", params: ({ context }) => external(context.returnUrl ?? "/") },
          },
          { target: "done", actions: { type: "navigate", params: route("/") } },
        ],
      },
    },
    done: { type: "final" },
  },
});

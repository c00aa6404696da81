import { fromPromise, setup } from "xstate";
import type { SsoResult } from "@/shared/api/auth";
import { accountMessages } from "@/shared/validation";
import { external, route, type NavigateTarget, type ToastParams } from "../effects";
import { postLoginTarget, type PostLoginRouting } from "../login/post-login-route";

// ---- actor contract ----
/** POST /api/sso. Resolves with the envelope's data; rejects with an `ApiFailure`. */
export interface SsoLoginInput {
  token: string;
  deepLink?: string;
}
export type SsoLoginOutput = SsoResult;

export interface SsoInput {
  /** The /sso route's query: token and navigateTo (the deep link). */
  token: string | null;
  deepLink: string | null;
  /** The agency's return URL (spec A §4 "Single sign-on"). */
  returnUrl: string | null;
  routing: PostLoginRouting;
}

export type SsoContext = SsoInput;

/** The machine runs by itself from the route's query; it takes no events. @public */
export type SsoEvent = never;

export const ssoMachine = setup({
  types: {
    input: {} as SsoInput,
    context: {} as SsoContext,
  },
  actors: {
    ssoLogin: fromPromise<SsoLoginOutput, SsoLoginInput>(() => Promise.reject(new Error("ssoLogin actor not provided"))),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== "",
    hasReturnUrl: ({ context }) => context.returnUrl !== null && context.returnUrl !== "",
  },
  actions: {
    startSession: (_, _p: { result: SsoResult }) => {},
    toast: (_, _p: ToastParams) => {},
    navigate: (_, _p: NavigateTarget) => {},
  },
}).createMachine({
  id: "sso",
  context: ({ input }) => input,
  initial: "starting",
  states: {
    /** Never rests here. */
    starting: {
      always: [{ guard: "hasToken", target: "authenticating" }, { target: "failing" }],
    },
    authenticating: {
      tags: ["busy"],
      invoke: {
        id: "ssoLogin",
        src: "ssoLogin",
        input: ({ context }) => ({ token: context.token ?? "", ...(context.deepLink ? { deepLink: context.deepLink } : {}) }),
        onDone: {
          target: "loggedIn",
          actions: [
            { type: "startSession", params: ({ event }) => ({ result: event.output }) },
            // The server echoes the deep link only when it is a path on this site.
            {
              type: "navigate",
              params: ({ context, event }) => (event.output.deepLink ? route(event.output.deepLink) : postLoginTarget(event.output, context.routing)),
            },
          ],
        },
        onError: { target: "failing" },
      },
    },
    /** Never rests here. spec A §4/§8: 'Error during sso', then the return URL, else /errors/500. */
    failing: {
      entry: { type: "toast", params: { kind: "error", message: accountMessages.ssoError } },
      always: [
        {
          guard: "hasReturnUrl",
          target: "failed",
          actions: { type: "navigate", params: ({ context }) => external(context.returnUrl ?? "/") },
        },
        { target: "failed", actions: { type: "navigate", params: route("/errors/500") } },
      ],
    },
    loggedIn: { type: "final" },
    failed: { type: "final" },
  },
});

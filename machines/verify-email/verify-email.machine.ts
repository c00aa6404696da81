import { fromPromise, setup } from "xstate";
import { route, type NavigateTarget, type ToastParams } from "../effects";

// ---- actor contract ----
/** Confirms the signup verification link (POST /api/user/verify). Resolves with the envelope's message. */
export interface VerifyAccountInput {
  token: string;
}
export type VerifyAccountOutput = { message: string };

export interface VerifyEmailInput {
  /** The verification link's token (query parameter); null when missing. */
  token: string | null;
}

export interface VerifyEmailContext {
  token: string;
}

/** The machine runs by itself from the link; it takes no events. @public */
export type VerifyEmailEvent = never;

/** The /verify screen: confirm the emailed link, then log in; a bad or used link is an expired link. */
export const verifyEmailMachine = setup({
  types: {
    input: {} as VerifyEmailInput,
    context: {} as VerifyEmailContext,
  },
  actors: {
    verifyAccount: fromPromise<VerifyAccountOutput, VerifyAccountInput>(() => Promise.reject(new Error("verifyAccount actor not provided"))),
  },
  guards: {
    hasToken: ({ context }) => context.token !== "",
  },
  actions: {
    toast: (_, _p: ToastParams) => {},
    navigate: (_, _p: NavigateTarget) => {},
  },
}).createMachine({
  id: "verifyEmail",
  context: ({ input }) => ({ token: input.token ?? "" }),
  initial: "starting",
  states: {
    /** Never rests here. */
    starting: {
      always: [{ guard: "hasToken", target: "verifying" }, { target: "linkExpired" }],
    },
    verifying: {
      tags: ["busy"],
      invoke: {
        id: "verifyAccount",
        src: "verifyAccount",
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: "verified",
          actions: [
            { type: "toast", params: ({ event }) => ({ kind: "success", message: event.output.message }) },
            { type: "navigate", params: route("/login") },
          ],
        },
        onError: { target: "linkExpired" },
      },
    },
    verified: { type: "final" },
    linkExpired: {
      type: "final",
      entry: { type: "navigate", params: route("/expired") },
    },
  },
});

import { assign, fromPromise, setup } from "xstate";
import { FORGOT_PASSWORD_REDIRECT_MS } from "@/shared/constants";
import { toApiFailure } from "@/shared/api/failure";
import { forgotPasswordEmailError } from "@/shared/validation";
import { failureMessage, route, type AlertMessage, type NavigateTarget, type ToastParams } from "../effects";

// ---- actor contracts ----
/** POST /api/user/forgotPassword. Resolves with the envelope's message; rejects with an `ApiFailure`. */
export interface SendResetLinkInput {
  email: string;
  hostName: string;
}
export type SendResetLinkOutput = { message: string };

export interface ForgotPasswordInput {
  hostName: string;
}

export interface ForgotPasswordContext extends ForgotPasswordInput {
  alert: AlertMessage | null;
}

export type ForgotPasswordEvent = { type: "forgotPassword.submitted"; email: string } | { type: "forgotPassword.edited" };

export const forgotPasswordMachine = setup({
  types: {
    input: {} as ForgotPasswordInput,
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    sendResetLink: fromPromise<SendResetLinkOutput, SendResetLinkInput>(() => Promise.reject(new Error("sendResetLink actor not provided"))),
  },
  guards: {
    isValidEmail: ({ event }) => event.type === "forgotPassword.submitted" && forgotPasswordEmailError(event.email) === null,
  },
  actions: {
    clearAlert: assign({ alert: null }),
    showFailure: assign({ alert: (_, p: { error: unknown }) => failureMessage(toApiFailure(p.error)) }),
    toast: (_, _p: ToastParams) => {},
    navigate: (_, _p: NavigateTarget) => {},
  },
  delays: {
    /** spec A §4/§9: forgot-password redirects 2 s after sending. */
    redirect: FORGOT_PASSWORD_REDIRECT_MS,
  },
}).createMachine({
  id: "forgotPassword",
  context: ({ input }) => ({ ...input, alert: null }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "forgotPassword.submitted": { guard: "isValidEmail", target: "sending", actions: "clearAlert" },
        "forgotPassword.edited": { actions: "clearAlert" },
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        id: "sendResetLink",
        src: "sendResetLink",
        input: ({ context, event }) => ({
          email: event.type === "forgotPassword.submitted" ? event.email : "",
          hostName: context.hostName,
        }),
        onDone: {
          target: "sent",
          actions: { type: "toast", params: ({ event }) => ({ kind: "success", message: event.output.message }) },
        },
        onError: { target: "editing", actions: { type: "showFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sent: {
      tags: ["busy"],
      after: { redirect: { target: "done", actions: { type: "navigate", params: route("/login") } } },
    },
    done: { type: "final" },
  },
});

import { assign, fromPromise, setup } from "xstate";
import { toApiFailure } from "@/shared/api/failure";
import { passwordError } from "@/shared/validation";
import { failureMessage, route, type AlertMessage, type NavigateTarget, type ToastParams } from "../effects";

// ---- actor contracts (reject with an `ApiFailure`) ----
/** POST /api/user/forgotPwdValidity. */
export interface CheckLinkValidityInput {
  token: string;
}
export type CheckLinkValidityOutput = { isValid: boolean };
/** POST /api/user/forgotPasswordLink. Resolves with the envelope's message. */
export interface SetNewPasswordInput {
  token: string;
  password: string;
}
export type SetNewPasswordOutput = { message: string };

export interface NewPasswordInput {
  /** The reset link's token (query parameter); null when missing. */
  token: string | null;
}

export interface NewPasswordContext {
  token: string;
  alert: AlertMessage | null;
}

export type NewPasswordEvent = { type: "newPassword.submitted"; password: string } | { type: "newPassword.edited" };

export const newPasswordMachine = setup({
  types: {
    input: {} as NewPasswordInput,
    context: {} as NewPasswordContext,
    events: {} as NewPasswordEvent,
  },
  actors: {
    checkLinkValidity: fromPromise<CheckLinkValidityOutput, CheckLinkValidityInput>(() => Promise.reject(new Error("checkLinkValidity actor not provided"))),
    setNewPassword: fromPromise<SetNewPasswordOutput, SetNewPasswordInput>(() => Promise.reject(new Error("setNewPassword actor not provided"))),
  },
  guards: {
    hasToken: ({ context }) => context.token !== "",
    linkIsValid: (_, p: { isValid: boolean }) => p.isValid,
    isValidPassword: ({ event }) => event.type === "newPassword.submitted" && passwordError(event.password) === null,
    /** The link was used or expired between the check and the submit. */
    linkGone: (_, p: { error: unknown }) => [404, 410].includes(toApiFailure(p.error).httpStatus),
  },
  actions: {
    clearAlert: assign({ alert: null }),
    showFailure: assign({ alert: (_, p: { error: unknown }) => failureMessage(toApiFailure(p.error)) }),
    toast: (_, _p: ToastParams) => {},
    navigate: (_, _p: NavigateTarget) => {},
  },
}).createMachine({
  id: "newPassword",
  context: ({ input }) => ({ token: input.token ?? "", alert: null }),
  initial: "starting",
  states: {
    /** Never rests here. */
    starting: {
      always: [{ guard: "hasToken", target: "validatingLink" }, { target: "linkExpired" }],
    },
    validatingLink: {
      tags: ["busy"],
      invoke: {
        id: "checkLinkValidity",
        src: "checkLinkValidity",
        input: ({ context }) => ({ token: context.token }),
        onDone: [{ guard: { type: "linkIsValid", params: ({ event }) => ({ isValid: event.output.isValid }) }, target: "editing" }, { target: "linkExpired" }],
        onError: { target: "linkExpired" },
      },
    },
    /** spec A §2: an invalid or expired link goes to /expired. */
    linkExpired: {
      type: "final",
      entry: { type: "navigate", params: route("/expired") },
    },
    editing: {
      on: {
        "newPassword.submitted": { guard: "isValidPassword", target: "submitting", actions: "clearAlert" },
        "newPassword.edited": { actions: "clearAlert" },
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "setNewPassword",
        src: "setNewPassword",
        input: ({ context, event }) => ({
          token: context.token,
          password: event.type === "newPassword.submitted" ? event.password.trim() : "",
        }),
        onDone: {
          target: "done",
          actions: [
            { type: "toast", params: ({ event }) => ({ kind: "success", message: event.output.message }) },
            { type: "navigate", params: route("/login") },
          ],
        },
        onError: [
          { guard: { type: "linkGone", params: ({ event }) => ({ error: event.error }) }, target: "linkExpired" },
          { target: "editing", actions: { type: "showFailure", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    done: { type: "final" },
  },
});

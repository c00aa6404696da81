import { assign, fromPromise, setup } from "xstate";
import { SIGNUP_BUTTON_REVERT_MS } from "@/shared/constants";
import { type Invitation, type SignUpRequest } from "@/shared/api/auth";
import { toApiFailure } from "@/shared/api/failure";
import { accountMessages, canSubmitSignup, type AgencyStatus } from "@/shared/validation";
import { failureMessage, route, type AlertMessage, type NavigateTarget, type ToastParams } from "../effects";

// ---- actor contracts ----
/**
 * POST /api/user/signUp, or POST /api/agency/agents when `invitationToken` is set (invite signup).
 * Resolves with the envelope's message; rejects with an `ApiFailure`.
 */
export interface SignUpActorInput {
  values: SignUpRequest;
  invitationToken: string | null;
}
export type SignUpActorOutput = { message: string };
/** GET /api/agency/invitations/{token}. */
export interface FetchInvitationInput {
  token: string;
}
export type FetchInvitationOutput = Invitation;

export interface SignupInput {
  hostName: string;
  agencyStatus: AgencyStatus;
  /** From the invite link: the email then comes from the invitation and is locked. */
  invitationToken: string | null;
  /** Credentials handed over by a login answered 404 (spec A §4), read from router state. */
  handedOver: { email: string; password: string } | null;
}

export interface SignupContext extends SignupInput {
  /** The invitation's email; the email field shows it read-only. */
  lockedEmail: string | null;
  alert: AlertMessage | null;
}

export type SignupEvent = { type: "signup.submitted"; name: string; email: string; password: string; checked: boolean } | { type: "signup.edited" };

export const signupMachine = setup({
  types: {
    input: {} as SignupInput,
    context: {} as SignupContext,
    events: {} as SignupEvent,
  },
  actors: {
    signUp: fromPromise<SignUpActorOutput, SignUpActorInput>(() => Promise.reject(new Error("signUp actor not provided"))),
    fetchInvitation: fromPromise<FetchInvitationOutput, FetchInvitationInput>(() => Promise.reject(new Error("fetchInvitation actor not provided"))),
  },
  guards: {
    agencyInactive: ({ context }) => context.agencyStatus !== "Active",
    hasInvitation: ({ context }) => context.invitationToken !== null && context.invitationToken !== "",
    wasHandedOver: ({ context }) => context.handedOver !== null,
    canSubmit: ({ context, event }) => event.type === "signup.submitted" && context.agencyStatus === "Active" && canSubmitSignup({ ...event, email: context.lockedEmail ?? event.email }),
  },
  actions: {
    lockEmail: assign({ lockedEmail: (_, p: { email: string }) => p.email }),
    clearAlert: assign({ alert: null }),
    showFailure: assign({ alert: (_, p: { error: unknown }) => failureMessage(toApiFailure(p.error)) }),
    // Side effects: placeholders the web replaces through `signupMachine.provide`.
    toast: (_, _p: ToastParams) => {},
    navigate: (_, _p: NavigateTarget) => {},
    /** Empty the form after a successful signup. */
    resetForm: () => {},
  },
  delays: {
    /** spec A §4/§9: the signup button reverts 1 s after submit. */
    buttonRevert: SIGNUP_BUTTON_REVERT_MS,
  },
}).createMachine({
  id: "signup",
  context: ({ input }) => ({ ...input, lockedEmail: null, alert: null }),
  initial: "starting",
  states: {
    /** Never rests here. */
    starting: {
      always: [
        { guard: "agencyInactive", target: "agencyInactive" },
        { guard: "hasInvitation", target: "loadingInvitation" },
        {
          guard: "wasHandedOver",
          target: "editing",
          // spec A §4/§8: the signup page toasts after a login answered 404.
          actions: { type: "toast", params: { kind: "error", message: accountMessages.userNotFound } },
        },
        { target: "editing" },
      ],
    },
    agencyInactive: {},
    loadingInvitation: {
      tags: ["busy"],
      invoke: {
        id: "fetchInvitation",
        src: "fetchInvitation",
        input: ({ context }) => ({ token: context.invitationToken ?? "" }),
        onDone: { target: "editing", actions: { type: "lockEmail", params: ({ event }) => ({ email: event.output.email }) } },
        // An unknown, used or expired invitation is an expired link.
        onError: { target: "invitationExpired", actions: { type: "navigate", params: route("/expired") } },
      },
    },
    invitationExpired: { type: "final" },
    editing: {
      on: {
        "signup.submitted": { guard: "canSubmit", target: "submitting", actions: "clearAlert" },
        "signup.edited": { actions: "clearAlert" },
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "signUp",
        src: "signUp",
        input: ({ context, event }) => {
          const values = event.type === "signup.submitted" ? event : { name: "", email: "", password: "", checked: false };
          return {
            values: {
              name: values.name.trimStart(),
              email: (context.lockedEmail ?? values.email).trim(),
              password: values.password.trim(),
              hostName: context.hostName,
              checked: values.checked,
            },
            invitationToken: context.invitationToken,
          };
        },
        onDone: {
          target: "succeeded",
          actions: [{ type: "toast", params: { kind: "success", message: accountMessages.checkInbox } }, "resetForm"],
        },
        onError: { target: "failed", actions: { type: "showFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The button stays in its sent state until the revert delay. */
    succeeded: {
      tags: ["busy"],
      after: { buttonRevert: "editing" },
    },
    failed: {
      tags: ["busy"],
      after: { buttonRevert: "editing" },
    },
  },
});

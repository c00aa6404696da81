import { assign, fromPromise, setup } from "xstate";
import { type LoginResult, type SocialProvider, type SocialRequest, type SocialResult } from "@/shared/api/auth";
import { toApiFailure } from "@/shared/api/failure";
import { accountMessages, emailError } from "@/shared/validation";
import { external, failureMessage, route, type AlertMessage, type NavigateTarget, type ToastParams } from "../effects";
import { postLoginTarget, type PostLoginRouting } from "../login/post-login-route";

// ---- actor contracts (reject with an `ApiFailure`) ----
/** POST /api/social, or /api/social/signup when `isSignup`. */
export type ExchangeSocialCodeInput = SocialRequest;
export type ExchangeSocialCodeOutput = SocialResult;
/** POST /api/social/registerEmail: emails a code to this address. */
export interface RegisterEmailInput {
  _id: string;
  email: string;
}
export type RegisterEmailOutput = { message: string };
/** POST /api/social/verifyCode. */
export interface VerifyCodeInput {
  _id: string;
  code: string;
}
export type VerifyCodeOutput = LoginResult;

/** Where the browser starts the provider's authorization-code flow (spec A §7). */
export function socialAuthUrl(provider: SocialProvider, isSignup: boolean): string {
  return `/api/social/auth/${provider}?isSignup=${String(isSignup)}`;
}

export interface SocialLoginInput {
  /** The /social route's query (code, type, isSignup); null on the login and signup pages. */
  callback: SocialRequest | null;
  routing: PostLoginRouting;
}

export interface SocialLoginContext extends SocialLoginInput {
  /** The pending user while the emailed-code step runs. */
  userId: string | null;
  email: string;
  alert: AlertMessage | null;
}

export type SocialLoginEvent =
  /** A Google or Facebook button. Signup needs the terms checkbox too (spec A §2). */
  | { type: "social.requested"; provider: SocialProvider; isSignup: boolean; termsAccepted: boolean }
  | { type: "social.emailSubmitted"; email: string }
  | { type: "social.codeSubmitted"; code: string }
  /** Back from the code field to change the email. */
  | { type: "social.emailChangeRequested" };

export const socialLoginMachine = setup({
  types: {
    input: {} as SocialLoginInput,
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
  },
  actors: {
    exchangeSocialCode: fromPromise<ExchangeSocialCodeOutput, ExchangeSocialCodeInput>(() => Promise.reject(new Error("exchangeSocialCode actor not provided"))),
    registerEmail: fromPromise<RegisterEmailOutput, RegisterEmailInput>(() => Promise.reject(new Error("registerEmail actor not provided"))),
    verifyCode: fromPromise<VerifyCodeOutput, VerifyCodeInput>(() => Promise.reject(new Error("verifyCode actor not provided"))),
  },
  guards: {
    hasCallback: ({ context }) => context.callback !== null,
    canRequest: ({ event }) => event.type === "social.requested" && (!event.isSignup || event.termsAccepted),
    requiresEmailVerification: (_, p: { result: SocialResult }) => p.result.requireEmailVerification,
    isValidEmail: ({ event }) => event.type === "social.emailSubmitted" && emailError(event.email) === null,
    hasCode: ({ event }) => event.type === "social.codeSubmitted" && event.code.trim() !== "",
    isNotFound: (_, p: { error: unknown }) => toApiFailure(p.error).httpStatus === 404,
  },
  actions: {
    holdPendingUser: assign({ userId: (_, p: { userId: string }) => p.userId }),
    keepEmail: assign({ email: ({ event }) => (event.type === "social.emailSubmitted" ? event.email.trim() : "") }),
    clearAlert: assign({ alert: null }),
    showFailure: assign({ alert: (_, p: { error: unknown }) => failureMessage(toApiFailure(p.error)) }),
    // Side effects: placeholders the web replaces through `socialLoginMachine.provide`.
    startSession: (_, _p: { result: LoginResult }) => {},
    toast: (_, _p: ToastParams) => {},
    navigate: (_, _p: NavigateTarget) => {},
  },
}).createMachine({
  id: "socialLogin",
  context: ({ input }) => ({ ...input, userId: null, email: "", alert: null }),
  initial: "starting",
  states: {
    /** Never rests here: the /social route starts with a callback, the buttons without. */
    starting: {
      always: [{ guard: "hasCallback", target: "exchanging" }, { target: "idle" }],
    },
    idle: {
      on: {
        "social.requested": {
          guard: "canRequest",
          target: "redirecting",
          actions: { type: "navigate", params: ({ event }) => external(socialAuthUrl(event.provider, event.isSignup)) },
        },
      },
    },
    /** The browser is leaving for the provider. */
    redirecting: { type: "final" },
    exchanging: {
      tags: ["busy"],
      invoke: {
        id: "exchangeSocialCode",
        src: "exchangeSocialCode",
        input: ({ context }) => context.callback ?? { code: "", type: "google", isSignup: false },
        onDone: [
          {
            guard: { type: "requiresEmailVerification", params: ({ event }) => ({ result: event.output }) },
            target: "awaitingCode",
            actions: { type: "holdPendingUser", params: ({ event }) => ({ userId: event.output._id }) },
          },
          {
            target: "loggedIn",
            actions: [
              {
                type: "startSession",
                // The guard above narrowed this branch to the logged-in variant.
                params: ({ event }) => ({ result: event.output as Extract<SocialResult, { requireEmailVerification: false }> }),
              },
              { type: "toast", params: { kind: "success", message: accountMessages.loggedIn } },
              {
                type: "navigate",
                params: ({ context, event }) => postLoginTarget(event.output as Extract<SocialResult, { requireEmailVerification: false }>, context.routing),
              },
            ],
          },
        ],
        onError: [
          {
            guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) },
            target: "failed",
            actions: [
              {
                type: "toast",
                params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error), accountMessages.socialLoginError) }),
              },
              { type: "navigate", params: route("/signup") },
            ],
          },
          {
            target: "failed",
            actions: [
              {
                type: "toast",
                params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error), accountMessages.socialLoginError) }),
              },
              { type: "navigate", params: route("/errors/500") },
            ],
          },
        ],
      },
    },
    /** spec A §4: the account needs an emailed code before it is logged in. */
    awaitingCode: {
      initial: "enteringEmail",
      states: {
        enteringEmail: {
          on: {
            "social.emailSubmitted": { guard: "isValidEmail", target: "registeringEmail", actions: ["keepEmail", "clearAlert"] },
          },
        },
        registeringEmail: {
          tags: ["busy"],
          invoke: {
            id: "registerEmail",
            src: "registerEmail",
            input: ({ context }) => ({ _id: context.userId ?? "", email: context.email }),
            onDone: {
              target: "enteringCode",
              actions: { type: "toast", params: ({ event }) => ({ kind: "success", message: event.output.message }) },
            },
            onError: { target: "enteringEmail", actions: { type: "showFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        enteringCode: {
          on: {
            "social.codeSubmitted": { guard: "hasCode", target: "verifyingCode", actions: "clearAlert" },
            "social.emailChangeRequested": { target: "enteringEmail", actions: "clearAlert" },
          },
        },
        verifyingCode: {
          tags: ["busy"],
          invoke: {
            id: "verifyCode",
            src: "verifyCode",
            input: ({ context, event }) => ({
              _id: context.userId ?? "",
              code: event.type === "social.codeSubmitted" ? event.code.trim() : "",
            }),
            onDone: {
              target: "#socialLogin.loggedIn",
              actions: [
                { type: "startSession", params: ({ event }) => ({ result: event.output }) },
                { type: "toast", params: { kind: "success", message: accountMessages.loggedIn } },
                { type: "navigate", params: ({ context, event }) => postLoginTarget(event.output, context.routing) },
              ],
            },
            onError: { target: "enteringCode", actions: { type: "showFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    loggedIn: { type: "final" },
    failed: { type: "final" },
  },
});

import { assign, fromPromise, setup } from "xstate";
import type { AgencyData } from "@/shared/api/agency";
import { type LoginRequest, type LoginResult } from "@/shared/api/auth";
import { toApiFailure } from "@/shared/api/failure";
import { accountMessages, canSubmitLogin } from "@/shared/validation";
import { external, failureMessage, route, type AlertMessage, type NavigateTarget, type ToastParams } from "../effects";
import {
  DASHBOARD_PATH,
  SETTINGS_WEBSITE_PATH,
  firstBookingMenuPath,
  hasActiveNavigation,
  hasNavigateTo,
  hasRedirectPath,
  isAgent,
  isFirstLoginOwner,
  isUnsubscribedAgent,
  paymentPageUrl,
  type PostLoginRouting,
} from "./post-login-route";

// ---- actor contracts (the web implements them with the API client) ----
/** POST /api/user/login. Resolves with the envelope's data; rejects with an `ApiFailure`. */
export type LoginActorInput = LoginRequest;
export type LoginActorOutput = LoginResult;

export type LoginAgency = Pick<AgencyData, "status" | "returnUrl" | "sso">;

export interface LoginInput {
  agency: LoginAgency;
  routing: PostLoginRouting;
}

export interface LoginContext extends LoginInput {
  email: string;
  password: string;
  remember: boolean;
  /** The red alert under the form (spec A §8), cleared on edit. */
  alert: AlertMessage | null;
}

export type LoginEvent =
  | { type: "login.submitted"; email: string; password: string; remember: boolean }
  | { type: "login.edited" }
  /** The forgot-password link. */
  | { type: "login.forgotPasswordRequested" };

/** spec A §4: agencies may disable direct login for SSO users; their buttons go to the return URL. */
function directLoginDisabled(agency: LoginAgency): boolean {
  return agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers && agency.returnUrl !== null;
}

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: fromPromise<LoginActorOutput, LoginActorInput>(() => Promise.reject(new Error("login actor not provided"))),
  },
  guards: {
    agencyInactive: ({ context }) => context.agency.status !== "Active",
    directLoginDisabled: ({ context }) => directLoginDisabled(context.agency),
    canSubmit: ({ context, event }) => event.type === "login.submitted" && canSubmitLogin(context.agency.status, { email: event.email, password: event.password }),
    // spec A §4 post-login routing, in priority order (see post-login-route.ts).
    isUnsubscribedAgent: (_, p: { user: LoginResult }) => isUnsubscribedAgent(p.user),
    hasRedirectPath: ({ context }) => hasRedirectPath(context.routing),
    isFirstLoginOwner: (_, p: { user: LoginResult }) => isFirstLoginOwner(p.user),
    isAgent: (_, p: { user: LoginResult }) => isAgent(p.user),
    hasNavigateTo: (_, p: { user: LoginResult }) => hasNavigateTo(p.user),
    hasActiveNavigation: ({ context }) => hasActiveNavigation(context.routing),
    /** spec A §4: 404 with no `status` in the body means "no such user". */
    isUnknownUser: (_, p: { error: unknown }) => {
      const failure = toApiFailure(p.error);
      return failure.httpStatus === 404 && failure.status === undefined;
    },
  },
  actions: {
    keepCredentials: assign(({ event }) => (event.type === "login.submitted" ? { email: event.email.trim(), password: event.password, remember: event.remember, alert: null } : {})),
    clearAlert: assign({ alert: null }),
    showFailure: assign({ alert: (_, p: { error: unknown }) => failureMessage(toApiFailure(p.error)) }),
    // Side effects: placeholders the web replaces through `loginMachine.provide`.
    /** Hold the token (cookie, 7 days) and the user: the web sends `session.started`. */
    startSession: (_, _p: { result: LoginResult }) => {},
    /** Remember me: store the email in a cookie, or clear it when `email` is null (spec A §2). */
    rememberEmail: (_, _p: { email: string | null }) => {},
    /** The saved redirect path is consumed by a successful login. */
    clearRedirectPath: () => {},
    /** spec A §4: hand the entered credentials to /signup through router state or session storage, never the URL. */
    handOffCredentials: (_, _p: { email: string; password: string }) => {},
    toast: (_, _p: ToastParams) => {},
    navigate: (_, _p: NavigateTarget) => {},
  },
}).createMachine({
  id: "login",
  context: ({ input }) => ({ ...input, email: "", password: "", remember: false, alert: null }),
  initial: "checkingAgency",
  states: {
    /** Never rests here: an inactive agency disables the form (spec A §4). */
    checkingAgency: {
      always: [{ guard: "agencyInactive", target: "agencyInactive" }, { target: "editing" }],
    },
    /** The page shows `messages.agencyInactive` (src/shared/messages.ts) and disables every action. */
    agencyInactive: {},
    editing: {
      on: {
        "login.submitted": [
          {
            guard: "directLoginDisabled",
            actions: [{ type: "navigate", params: ({ context }) => external(context.agency.returnUrl ?? "/") }],
          },
          { guard: "canSubmit", target: "submitting", actions: "keepCredentials" },
        ],
        "login.edited": { actions: "clearAlert" },
        "login.forgotPasswordRequested": [
          {
            guard: "directLoginDisabled",
            actions: [{ type: "navigate", params: ({ context }) => external(context.agency.returnUrl ?? "/") }],
          },
          { actions: [{ type: "navigate", params: route("/forgotpassword") }] },
        ],
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "login",
        src: "login",
        input: ({ context }) => ({ email: context.email, password: context.password }),
        // spec A §4: post-login routing, first matching branch wins.
        onDone: [
          {
            guard: { type: "isUnsubscribedAgent", params: ({ event }) => ({ user: event.output }) },
            target: "loggedIn",
            actions: [
              { type: "startSession", params: ({ event }) => ({ result: event.output }) },
              { type: "rememberEmail", params: ({ context }) => ({ email: context.remember ? context.email : null }) },
              { type: "toast", params: { kind: "success", message: accountMessages.loggedIn } },
              {
                type: "navigate",
                params: ({ context, event }) => external(paymentPageUrl(event.output, context.routing.language)),
              },
            ],
          },
          {
            guard: "hasRedirectPath",
            target: "loggedIn",
            actions: [
              { type: "startSession", params: ({ event }) => ({ result: event.output }) },
              { type: "rememberEmail", params: ({ context }) => ({ email: context.remember ? context.email : null }) },
              { type: "toast", params: { kind: "success", message: accountMessages.loggedIn } },
              "clearRedirectPath",
              { type: "navigate", params: ({ context }) => route(context.routing.redirectPath ?? "/") },
            ],
          },
          {
            guard: { type: "isFirstLoginOwner", params: ({ event }) => ({ user: event.output }) },
            target: "loggedIn",
            actions: [
              { type: "startSession", params: ({ event }) => ({ result: event.output }) },
              { type: "rememberEmail", params: ({ context }) => ({ email: context.remember ? context.email : null }) },
              { type: "toast", params: { kind: "success", message: accountMessages.loggedIn } },
              { type: "navigate", params: route(SETTINGS_WEBSITE_PATH) },
            ],
          },
          {
            guard: { type: "isAgent", params: ({ event }) => ({ user: event.output }) },
            target: "loggedIn",
            actions: [
              { type: "startSession", params: ({ event }) => ({ result: event.output }) },
              { type: "rememberEmail", params: ({ context }) => ({ email: context.remember ? context.email : null }) },
              { type: "toast", params: { kind: "success", message: accountMessages.loggedIn } },
              { type: "navigate", params: route(DASHBOARD_PATH) },
            ],
          },
          {
            guard: { type: "hasNavigateTo", params: ({ event }) => ({ user: event.output }) },
            target: "loggedIn",
            actions: [
              { type: "startSession", params: ({ event }) => ({ result: event.output }) },
              { type: "rememberEmail", params: ({ context }) => ({ email: context.remember ? context.email : null }) },
              { type: "toast", params: { kind: "success", message: accountMessages.loggedIn } },
              { type: "navigate", params: ({ event }) => route(event.output.navigateTo ?? "/") },
            ],
          },
          {
            guard: "hasActiveNavigation",
            target: "loggedIn",
            actions: [
              { type: "startSession", params: ({ event }) => ({ result: event.output }) },
              { type: "rememberEmail", params: ({ context }) => ({ email: context.remember ? context.email : null }) },
              { type: "toast", params: { kind: "success", message: accountMessages.loggedIn } },
              { type: "navigate", params: ({ context }) => route(context.routing.activeNavigationPath ?? "/") },
            ],
          },
          {
            target: "loggedIn",
            actions: [
              { type: "startSession", params: ({ event }) => ({ result: event.output }) },
              { type: "rememberEmail", params: ({ context }) => ({ email: context.remember ? context.email : null }) },
              { type: "toast", params: { kind: "success", message: accountMessages.loggedIn } },
              { type: "navigate", params: ({ context }) => route(firstBookingMenuPath(context.routing.bookingMenu)) },
            ],
          },
        ],
        onError: [
          {
            guard: { type: "isUnknownUser", params: ({ event }) => ({ error: event.error }) },
            target: "redirectingToSignup",
            actions: [
              { type: "handOffCredentials", params: ({ context }) => ({ email: context.email, password: context.password }) },
              { type: "navigate", params: route("/signup") },
            ],
          },
          { target: "editing", actions: { type: "showFailure", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    redirectingToSignup: { type: "final" },
    loggedIn: { type: "final" },
  },
});

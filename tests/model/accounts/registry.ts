/**
 * The account machines under model-based test (spec A §4 account flows). The lead merges `accountModels` into
 * tests/model/registry.ts. Event variants: one per guard outcome, and for the login's
 * `xstate.done.actor.login` one login result per post-login routing branch (spec A §4).
 */
import { forgotPasswordMachine } from "@machines/forgot-password/forgot-password.machine";
import { loginMachine } from "@machines/login/login.machine";
import { logoutMachine } from "@machines/logout/logout.machine";
import { newPasswordMachine } from "@machines/new-password/new-password.machine";
import { signupMachine } from "@machines/signup/signup.machine";
import { socialLoginMachine } from "@machines/social-login/social-login.machine";
import { ssoMachine } from "@machines/sso/sso.machine";
import { verifyEmailMachine } from "@machines/verify-email/verify-email.machine";
import { defineModel, type ModelDefinition } from "../harness";
import { activeAgency, failures, inactiveAgency, routing, socialLoggedIn, socialNeedsCode, ssoOnlyAgency, ssoResult, users } from "./fixtures";

const VALID_PASSWORD = "Abcdef1!";

export const loginModel = defineModel({
  name: "login",
  machine: loginMachine,
  inputs: [
    { agency: activeAgency, routing: routing.plain },
    { agency: activeAgency, routing: routing.withRedirect },
    { agency: activeAgency, routing: routing.withActiveNavigation },
    { agency: inactiveAgency, routing: routing.plain },
    { agency: ssoOnlyAgency, routing: routing.plain },
  ],
  events: [
    { type: "login.submitted", email: "jane@example.com", password: "secret", remember: true },
    { type: "login.submitted", email: "jane", password: "secret", remember: false }, // invalid: ignored
    ...Object.values(users).map((output) => ({ type: "xstate.done.actor.login" as const, output })),
    { type: "xstate.error.actor.login", error: failures.unknownUser },
    { type: "xstate.error.actor.login", error: failures.wrongPassword },
  ],
});

export const signupModel = defineModel({
  name: "signup",
  machine: signupMachine,
  inputs: [
    { hostName: "acme.example", agencyStatus: "Active", invitationToken: null, handedOver: null },
    { hostName: "acme.example", agencyStatus: "Inactive", invitationToken: null, handedOver: null },
    { hostName: "acme.example", agencyStatus: "Active", invitationToken: "inv-1", handedOver: null },
    { hostName: "acme.example", agencyStatus: "Active", invitationToken: null, handedOver: { email: "new@example.com", password: "x" } },
  ],
  events: [
    { type: "signup.submitted", name: "Jane", email: "jane@example.com", password: VALID_PASSWORD, checked: true },
    { type: "signup.submitted", name: "Jane", email: "jane@example.com", password: VALID_PASSWORD, checked: false },
    { type: "xstate.done.actor.fetchInvitation", output: { email: "agent@example.com", isRestrictedAgent: false, expiresAt: "2030-01-01T00:00:00Z" } },
    { type: "xstate.error.actor.fetchInvitation", error: failures.gone },
    { type: "xstate.done.actor.signUp", output: { message: "Registered" } },
    { type: "xstate.error.actor.signUp", error: failures.wrongPassword },
  ],
});

export const forgotPasswordModel = defineModel({
  name: "forgotPassword",
  machine: forgotPasswordMachine,
  inputs: [{ hostName: "acme.example" }],
  events: [
    { type: "forgotPassword.submitted", email: "jane@example.com" },
    { type: "forgotPassword.submitted", email: "jane@@example.com" },
    { type: "xstate.done.actor.sendResetLink", output: { message: "Reset link sent" } },
    { type: "xstate.error.actor.sendResetLink", error: failures.wrongPassword },
  ],
});

export const newPasswordModel = defineModel({
  name: "newPassword",
  machine: newPasswordMachine,
  inputs: [{ token: "reset-1" }, { token: null }],
  events: [
    { type: "xstate.done.actor.checkLinkValidity", output: { isValid: true } },
    { type: "xstate.done.actor.checkLinkValidity", output: { isValid: false } },
    { type: "xstate.error.actor.checkLinkValidity", error: failures.network },
    { type: "newPassword.submitted", password: VALID_PASSWORD },
    { type: "newPassword.submitted", password: "weak" },
    { type: "xstate.done.actor.setNewPassword", output: { message: "Password updated" } },
    { type: "xstate.error.actor.setNewPassword", error: failures.gone },
    { type: "xstate.error.actor.setNewPassword", error: failures.wrongPassword },
  ],
});

export const verifyEmailModel = defineModel({
  name: "verifyEmail",
  machine: verifyEmailMachine,
  inputs: [{ token: "verify-1" }, { token: null }],
  events: [
    { type: "xstate.done.actor.verifyAccount", output: { message: "Email verified" } },
    { type: "xstate.error.actor.verifyAccount", error: failures.gone },
  ],
});

export const socialLoginModel = defineModel({
  name: "socialLogin",
  machine: socialLoginMachine,
  inputs: [
    { callback: null, routing: routing.plain },
    { callback: { code: "c0de", type: "google", isSignup: false }, routing: routing.plain },
  ],
  events: [
    { type: "social.requested", provider: "google", isSignup: false, termsAccepted: false },
    { type: "social.requested", provider: "facebook", isSignup: true, termsAccepted: false }, // terms needed
    { type: "xstate.done.actor.exchangeSocialCode", output: socialLoggedIn },
    { type: "xstate.done.actor.exchangeSocialCode", output: socialNeedsCode },
    { type: "xstate.error.actor.exchangeSocialCode", error: failures.unknownUser },
    { type: "xstate.error.actor.exchangeSocialCode", error: failures.network },
    { type: "social.emailSubmitted", email: "jane@example.com" },
    { type: "social.emailSubmitted", email: "jane" },
    { type: "xstate.done.actor.registerEmail", output: { message: "Code sent" } },
    { type: "xstate.error.actor.registerEmail", error: failures.wrongPassword },
    { type: "social.codeSubmitted", code: "123456" },
    { type: "social.codeSubmitted", code: " " },
    { type: "xstate.done.actor.verifyCode", output: users.customer },
    { type: "xstate.error.actor.verifyCode", error: failures.wrongPassword },
  ],
});

export const ssoModel = defineModel({
  name: "sso",
  machine: ssoMachine,
  inputs: [
    { token: "jwt", deepLink: "/booknow/hotels/search", returnUrl: "https://agency.example", routing: routing.plain },
    { token: "jwt", deepLink: null, returnUrl: null, routing: routing.plain },
    { token: null, deepLink: null, returnUrl: null, routing: routing.plain },
  ],
  events: [
    { type: "xstate.done.actor.ssoLogin", output: ssoResult("/booknow/hotels/search") },
    { type: "xstate.error.actor.ssoLogin", error: failures.gone },
  ],
});

export const logoutModel = defineModel({
  name: "logout",
  machine: logoutMachine,
  inputs: [
    { isTravelAgent: true, returnUrl: "https://agency.example" },
    { isTravelAgent: false, returnUrl: "https://agency.example" },
    { isTravelAgent: false, returnUrl: null },
  ],
});

export const accountModels: readonly ModelDefinition[] = [loginModel, signupModel, forgotPasswordModel, newPasswordModel, verifyEmailModel, socialLoginModel, ssoModel, logoutModel];

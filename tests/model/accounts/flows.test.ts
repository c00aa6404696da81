import { describe, expect, it } from "vitest";
import { fromPromise } from "xstate";
import { forgotPasswordMachine } from "@machines/forgot-password/forgot-password.machine";
import { logoutMachine } from "@machines/logout/logout.machine";
import { newPasswordMachine } from "@machines/new-password/new-password.machine";
import { signupMachine, type SignupInput } from "@machines/signup/signup.machine";
import { socialLoginMachine } from "@machines/social-login/social-login.machine";
import { ssoMachine } from "@machines/sso/sso.machine";
import { verifyEmailMachine } from "@machines/verify-email/verify-email.machine";
import { accountMessages } from "@/shared/validation";
import { failures, routing, socialLoggedIn, socialNeedsCode, ssoResult, users } from "./fixtures";
import { run } from "./run";

const VALID = { name: "  Jane", email: "jane@example.com", password: "Abcdef1!", checked: true };
const signupInput: SignupInput = { hostName: "acme.example", agencyStatus: "Active", invitationToken: null, handedOver: null };

describe("signup", () => {
  it("success toasts 'check your inbox' and the button reverts after 1 s", async () => {
    const r = run(signupMachine, signupInput, { signUp: { output: { message: "ok" } } });
    r.actor.send({ type: "signup.submitted", ...VALID });
    expect(r.actor.getSnapshot().hasTag("busy")).toBe(true);
    await r.settle();
    expect(r.actor.getSnapshot().matches("succeeded")).toBe(true);
    expect(r.effects("toast", "resetForm")).toEqual([
      { type: "toast", params: { kind: "success", message: accountMessages.checkInbox } },
      { type: "resetForm", params: undefined },
    ]);
    r.advance(999);
    expect(r.actor.getSnapshot().matches("succeeded")).toBe(true);
    r.advance(1);
    expect(r.actor.getSnapshot().matches("editing")).toBe(true);
  });

  it("failure shows the server message and also reverts after 1 s", async () => {
    const r = run(signupMachine, signupInput, { signUp: { error: failures.wrongPassword } });
    r.actor.send({ type: "signup.submitted", ...VALID });
    await r.settle();
    expect(r.actor.getSnapshot().matches("failed")).toBe(true);
    expect(r.actor.getSnapshot().context.alert).toBe("Invalid credentials");
    r.advance(1_000);
    expect(r.actor.getSnapshot().matches("editing")).toBe(true);
  });

  it("needs the terms agreed and an active agency", () => {
    const r = run(signupMachine, signupInput);
    expect(r.actor.getSnapshot().can({ type: "signup.submitted", ...VALID, checked: false })).toBe(false);
    const inactive = run(signupMachine, { ...signupInput, agencyStatus: "Inactive" });
    expect(inactive.actor.getSnapshot().matches("agencyInactive")).toBe(true);
  });

  it("invite signup locks the invitation's email and sends the token", async () => {
    let sent: unknown;
    const machine = signupMachine.provide({
      actors: {
        signUp: fromPromise(({ input }) => {
          sent = input;
          return Promise.resolve({ message: "ok" });
        }),
      },
    });
    const r = run(
      machine,
      { ...signupInput, invitationToken: "inv-1" },
      {
        fetchInvitation: { output: { email: "agent@example.com", isRestrictedAgent: true, expiresAt: "2030-01-01T00:00:00Z" } },
      },
    );
    expect(r.actor.getSnapshot().matches("loadingInvitation")).toBe(true);
    await r.settle();
    expect(r.actor.getSnapshot().context.lockedEmail).toBe("agent@example.com");
    // Whatever the field holds, the locked email is the one sent.
    r.actor.send({ type: "signup.submitted", ...VALID, email: "other@example.com" });
    await r.settle();
    expect(sent).toEqual({
      values: { name: "Jane", email: "agent@example.com", password: "Abcdef1!", hostName: "acme.example", checked: true },
      invitationToken: "inv-1",
    });
    expect(r.actor.getSnapshot().matches("succeeded")).toBe(true);
  });

  it("an unusable invitation goes to /expired", async () => {
    const r = run(signupMachine, { ...signupInput, invitationToken: "used" }, { fetchInvitation: { error: failures.gone } });
    await r.settle();
    expect(r.actor.getSnapshot().matches("invitationExpired")).toBe(true);
    expect(r.effects("navigate")).toEqual([{ type: "navigate", params: { kind: "route", to: "/expired" } }]);
  });

  it('after a login 404 it toasts "user doesn\'t exist, Please sign up"', () => {
    const r = run(signupMachine, { ...signupInput, handedOver: { email: "new@example.com", password: "x" } });
    expect(r.effects("toast")).toEqual([{ type: "toast", params: { kind: "error", message: accountMessages.userNotFound } }]);
  });
});

describe("forgotPassword", () => {
  it("sends, toasts the server message and redirects to /login after 2 s", async () => {
    const r = run(forgotPasswordMachine, { hostName: "acme.example" }, { sendResetLink: { output: { message: "Link sent" } } });
    r.actor.send({ type: "forgotPassword.submitted", email: "jane@example.com" });
    await r.settle();
    expect(r.actor.getSnapshot().matches("sent")).toBe(true);
    expect(r.effects("toast")).toEqual([{ type: "toast", params: { kind: "success", message: "Link sent" } }]);
    r.advance(1_999);
    expect(r.effects("navigate")).toEqual([]);
    r.advance(1);
    expect(r.actor.getSnapshot().matches("done")).toBe(true);
    expect(r.effects("navigate")).toEqual([{ type: "navigate", params: { kind: "route", to: "/login" } }]);
  });

  it("refuses an address the forgot-password rules reject", () => {
    const r = run(forgotPasswordMachine, { hostName: "acme.example" });
    expect(r.actor.getSnapshot().can({ type: "forgotPassword.submitted", email: "jane@example.com." })).toBe(false);
  });
});

describe("newPassword", () => {
  it("an invalid link goes to /expired", async () => {
    const r = run(newPasswordMachine, { token: "t" }, { checkLinkValidity: { output: { isValid: false } } });
    await r.settle();
    expect(r.actor.getSnapshot().matches("linkExpired")).toBe(true);
    expect(r.effects("navigate")).toEqual([{ type: "navigate", params: { kind: "route", to: "/expired" } }]);
  });

  it("a missing token goes to /expired without a call", () => {
    const r = run(newPasswordMachine, { token: null });
    expect(r.actor.getSnapshot().matches("linkExpired")).toBe(true);
  });

  it("a valid link accepts a valid password, then goes to /login", async () => {
    const r = run(
      newPasswordMachine,
      { token: "t" },
      {
        checkLinkValidity: { output: { isValid: true } },
        setNewPassword: { output: { message: "Password changed" } },
      },
    );
    await r.settle();
    expect(r.actor.getSnapshot().matches("editing")).toBe(true);
    expect(r.actor.getSnapshot().can({ type: "newPassword.submitted", password: "weak" })).toBe(false);
    r.actor.send({ type: "newPassword.submitted", password: "Abcdef1!" });
    await r.settle();
    expect(r.actor.getSnapshot().matches("done")).toBe(true);
    expect(r.effects("navigate")).toEqual([{ type: "navigate", params: { kind: "route", to: "/login" } }]);
  });
});

describe("verifyEmail", () => {
  it("verifies the link, toasts and goes to /login", async () => {
    const r = run(verifyEmailMachine, { token: "v" }, { verifyAccount: { output: { message: "Verified" } } });
    await r.settle();
    expect(r.actor.getSnapshot().matches("verified")).toBe(true);
    expect(r.effects("toast", "navigate")).toEqual([
      { type: "toast", params: { kind: "success", message: "Verified" } },
      { type: "navigate", params: { kind: "route", to: "/login" } },
    ]);
  });
});

describe("socialLogin", () => {
  it("a button redirects to the provider; signup needs the terms", () => {
    const r = run(socialLoginMachine, { callback: null, routing: routing.plain });
    expect(r.actor.getSnapshot().can({ type: "social.requested", provider: "google", isSignup: true, termsAccepted: false })).toBe(false);
    r.actor.send({ type: "social.requested", provider: "facebook", isSignup: true, termsAccepted: true });
    expect(r.effects("navigate")).toEqual([{ type: "navigate", params: { kind: "external", href: "/api/social/auth/facebook?isSignup=true" } }]);
  });

  const callback = { callback: { code: "c", type: "google", isSignup: false }, routing: routing.plain } as const;

  it("logs in directly and routes like a password login", async () => {
    const r = run(socialLoginMachine, callback, { exchangeSocialCode: { output: socialLoggedIn } });
    await r.settle();
    expect(r.actor.getSnapshot().matches("loggedIn")).toBe(true);
    expect(r.effects("startSession", "navigate").map((action) => action.type)).toEqual(["startSession", "navigate"]);
    expect(r.effects("navigate")[0]?.params).toEqual({ kind: "route", to: "/booknow/hotels/search" });
  });

  it("asks for an emailed code when requireEmailVerification is set", async () => {
    const r = run(socialLoginMachine, callback, {
      exchangeSocialCode: { output: socialNeedsCode },
      registerEmail: { output: { message: "Code sent" } },
      verifyCode: { output: users.returningOwner },
    });
    await r.settle();
    expect(r.actor.getSnapshot().matches({ awaitingCode: "enteringEmail" })).toBe(true);
    expect(r.actor.getSnapshot().context.userId).toBe("pending-1");
    r.actor.send({ type: "social.emailSubmitted", email: "jane@example.com" });
    await r.settle();
    expect(r.actor.getSnapshot().matches({ awaitingCode: "enteringCode" })).toBe(true);
    r.actor.send({ type: "social.codeSubmitted", code: "123456" });
    await r.settle();
    expect(r.actor.getSnapshot().matches("loggedIn")).toBe(true);
    expect(r.effects("navigate")).toEqual([{ type: "navigate", params: { kind: "route", to: "/dashboard" } }]);
  });

  it("404 goes to /signup with the server message", async () => {
    const r = run(socialLoginMachine, callback, { exchangeSocialCode: { error: failures.notFoundWithStatus } });
    await r.settle();
    expect(r.effects("toast", "navigate")).toEqual([
      { type: "toast", params: { kind: "error", message: "Agency not found!" } },
      { type: "navigate", params: { kind: "route", to: "/signup" } },
    ]);
  });

  it("any other failure goes to /errors/500 with 'Error during Social login' when there is no message", async () => {
    const r = run(socialLoginMachine, callback, { exchangeSocialCode: { error: failures.network } });
    await r.settle();
    expect(r.effects("toast", "navigate")).toEqual([
      { type: "toast", params: { kind: "error", message: accountMessages.socialLoginError } },
      { type: "navigate", params: { kind: "route", to: "/errors/500" } },
    ]);
  });
});

describe("sso", () => {
  const input = { token: "jwt", deepLink: "/booknow/hotels/search", returnUrl: "https://agency.example", routing: routing.plain };

  it("honours the deep link the server echoes", async () => {
    const r = run(ssoMachine, input, { ssoLogin: { output: ssoResult("/booknow/hotels/search?city=Lima") } });
    await r.settle();
    expect(r.effects("navigate")).toEqual([{ type: "navigate", params: { kind: "route", to: "/booknow/hotels/search?city=Lima" } }]);
  });

  it("without a deep link routes like a login", async () => {
    const r = run(ssoMachine, { ...input, deepLink: null }, { ssoLogin: { output: { ...ssoResult(null), ...users.returningOwner } } });
    await r.settle();
    expect(r.effects("navigate")).toEqual([{ type: "navigate", params: { kind: "route", to: "/dashboard" } }]);
  });

  it("failure toasts 'Error during sso' then the return URL, else /errors/500", async () => {
    const withReturn = run(ssoMachine, input, { ssoLogin: { error: failures.gone } });
    await withReturn.settle();
    expect(withReturn.effects("toast", "navigate")).toEqual([
      { type: "toast", params: { kind: "error", message: accountMessages.ssoError } },
      { type: "navigate", params: { kind: "external", href: "https://agency.example" } },
    ]);
    const without = run(ssoMachine, { ...input, returnUrl: null }, { ssoLogin: { error: failures.gone } });
    await without.settle();
    expect(without.effects("navigate")).toEqual([{ type: "navigate", params: { kind: "route", to: "/errors/500" } }]);
  });
});

describe("logout", () => {
  it.each([
    ["customer → agency return URL", { isTravelAgent: false, returnUrl: "https://agency.example" }, { kind: "external", href: "https://agency.example" }],
    ["customer without return URL → /", { isTravelAgent: false, returnUrl: null }, { kind: "route", to: "/" }],
    ["travel agent always → /", { isTravelAgent: true, returnUrl: "https://agency.example" }, { kind: "route", to: "/" }],
  ] as const)("%s, after 100 ms", (_label, input, target) => {
    const r = run(logoutMachine, input);
    expect(r.actor.getSnapshot().matches("loggingOut")).toBe(true);
    expect(r.effects("clearSession")).toHaveLength(1);
    r.advance(99);
    expect(r.effects("navigate")).toEqual([]);
    r.advance(1);
    expect(r.actor.getSnapshot().matches("done")).toBe(true);
    expect(r.effects("navigate")).toEqual([{ type: "navigate", params: target }]);
  });
});

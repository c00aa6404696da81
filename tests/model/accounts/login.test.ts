import { describe, expect, it } from "vitest";
import { loginMachine, type LoginInput } from "@machines/login/login.machine";
import type { LoginResult } from "@/shared/api/auth";
import { messages } from "@/shared/messages";
import { accountMessages } from "@/shared/validation";
import { activeAgency, failures, inactiveAgency, routing, ssoOnlyAgency, users } from "./fixtures";
import { run } from "./run";

const submit = { type: "login.submitted", email: " jane@example.com ", password: "secret", remember: true } as const;

async function logIn(input: LoginInput, outcome: { output: LoginResult } | { error: unknown }) {
  const r = run(loginMachine, input, { login: outcome });
  r.actor.send(submit);
  expect(r.actor.getSnapshot().matches("submitting")).toBe(true);
  await r.settle();
  return r;
}

describe("login: post-login routing (spec A §4)", () => {
  it.each([
    [
      "unsubscribed agent → payment page (es) with agency code and name",
      users.unsubscribedAgent,
      routing.plain,
      { kind: "external", href: "https://waypoint.travel/es/payment?code=ACME+1&agencyName=Acme+%26+Co" },
    ],
    [
      "unsubscribed agent ignores the saved redirect path (en page)",
      users.unsubscribedAgent,
      routing.withRedirect,
      { kind: "external", href: "https://waypoint.travel/payment?code=ACME+1&agencyName=Acme+%26+Co" },
    ],
    ["saved redirect path beats the owner's first-login page", users.firstLoginOwner, routing.withRedirect, { kind: "route", to: "/booknow/flights/checkout?offer=42" }],
    ["saved redirect path beats the customer's navigateTo", users.customerWithNavigateTo, routing.withRedirect, { kind: "route", to: "/booknow/flights/checkout?offer=42" }],
    ["AgencyOwner, loginCount 1 → /settings/website", users.firstLoginOwner, routing.plain, { kind: "route", to: "/settings/website" }],
    ["Admin, loginCount 0 → /settings/website", users.firstLoginAdmin, routing.plain, { kind: "route", to: "/settings/website" }],
    ["AgencyOwner, loginCount 2 → /dashboard", users.returningOwner, routing.plain, { kind: "route", to: "/dashboard" }],
    ["other agent on first login → /dashboard", users.firstLoginAgent, routing.plain, { kind: "route", to: "/dashboard" }],
    ["customer with navigateTo", users.customerWithNavigateTo, routing.withActiveNavigation, { kind: "route", to: "/booknow/hotels/search" }],
    ["customer → active navigation item", users.customer, routing.withActiveNavigation, { kind: "route", to: "/booknow/flights/search" }],
    ["customer → first active booking menu path", users.customer, routing.plain, { kind: "route", to: "/booknow/hotels/search" }],
  ] as const)("%s", async (_label, user, routingInput, target) => {
    const r = await logIn({ agency: activeAgency, routing: routingInput }, { output: user });
    expect(r.actor.getSnapshot().matches("loggedIn")).toBe(true);
    expect(r.effects("navigate")).toEqual([{ type: "navigate", params: target }]);
    // The session is held before navigating, so a protected redirect path finds the token.
    expect(r.fired.map((action) => action.type).filter((type) => type !== "keepCredentials")).toEqual([
      "startSession",
      "rememberEmail",
      "toast",
      ...(target.kind === "route" && target.to.startsWith("/booknow/flights/checkout") ? ["clearRedirectPath"] : []),
      "navigate",
    ]);
    expect(r.effects("startSession")).toEqual([{ type: "startSession", params: { result: user } }]);
    expect(r.effects("toast")).toEqual([{ type: "toast", params: { kind: "success", message: accountMessages.loggedIn } }]);
    expect(r.effects("rememberEmail")).toEqual([{ type: "rememberEmail", params: { email: "jane@example.com" } }]);
  });

  it("forgets the remembered email when remember me is off", async () => {
    const r = run(loginMachine, { agency: activeAgency, routing: routing.plain }, { login: { output: users.customer } });
    r.actor.send({ ...submit, remember: false });
    await r.settle();
    expect(r.effects("rememberEmail")).toEqual([{ type: "rememberEmail", params: { email: null } }]);
  });
});

describe("login: failures", () => {
  it("404 without status goes to /signup carrying the credentials outside the URL", async () => {
    const r = await logIn({ agency: activeAgency, routing: routing.plain }, { error: failures.unknownUser });
    expect(r.actor.getSnapshot().matches("redirectingToSignup")).toBe(true);
    expect(r.effects("handOffCredentials", "navigate")).toEqual([
      { type: "handOffCredentials", params: { email: "jane@example.com", password: "secret" } },
      { type: "navigate", params: { kind: "route", to: "/signup" } },
    ]);
  });

  it("404 with a status shows the server message instead", async () => {
    const r = await logIn({ agency: activeAgency, routing: routing.plain }, { error: failures.notFoundWithStatus });
    expect(r.actor.getSnapshot().matches("editing")).toBe(true);
    expect(r.actor.getSnapshot().context.alert).toBe("Agency not found!");
    expect(r.effects("navigate")).toEqual([]);
  });

  it("other errors show the server message, or a fallback, until edited", async () => {
    const r = await logIn({ agency: activeAgency, routing: routing.plain }, { error: failures.wrongPassword });
    expect(r.actor.getSnapshot().context.alert).toBe("Invalid credentials");
    r.actor.send({ type: "login.edited" });
    expect(r.actor.getSnapshot().context.alert).toBeNull();

    const offline = await logIn({ agency: activeAgency, routing: routing.plain }, { error: failures.network });
    expect(offline.actor.getSnapshot().context.alert).toEqual(messages.somethingWentWrong);
  });
});

describe("login: submit rules", () => {
  it("an inactive agency blocks the form", () => {
    const r = run(loginMachine, { agency: inactiveAgency, routing: routing.plain });
    expect(r.actor.getSnapshot().matches("agencyInactive")).toBe(true);
    expect(r.actor.getSnapshot().can(submit)).toBe(false);
  });

  it("an invalid form is not submitted", () => {
    const r = run(loginMachine, { agency: activeAgency, routing: routing.plain });
    const invalid = { ...submit, password: "sec ret" };
    expect(r.actor.getSnapshot().can(invalid)).toBe(false);
    r.actor.send(invalid);
    expect(r.actor.getSnapshot().matches("editing")).toBe(true);
  });

  it("agencies without direct login for SSO users send login and forgot-password to the return URL", () => {
    const r = run(loginMachine, { agency: ssoOnlyAgency, routing: routing.plain });
    r.actor.send(submit);
    r.actor.send({ type: "login.forgotPasswordRequested" });
    expect(r.actor.getSnapshot().matches("editing")).toBe(true);
    expect(r.effects("navigate")).toEqual([
      { type: "navigate", params: { kind: "external", href: "https://agency.example/portal" } },
      { type: "navigate", params: { kind: "external", href: "https://agency.example/portal" } },
    ]);
  });

  it("the forgot-password link goes to /forgotpassword otherwise", () => {
    const r = run(loginMachine, { agency: activeAgency, routing: routing.plain });
    r.actor.send({ type: "login.forgotPasswordRequested" });
    expect(r.effects("navigate")).toEqual([{ type: "navigate", params: { kind: "route", to: "/forgotpassword" } }]);
  });
});

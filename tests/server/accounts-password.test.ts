import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./helpers";
import { call, DEMO_PASSWORD, DORMANT, lastMailTo, linkToken, login, NOMAD } from "./accounts-support";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const forgot = (email: string, host?: string) => call(ctx.app, "POST", "/api/user/forgotPassword", { ...(host ? { host } : {}), body: { email, hostName: "acme.localhost:5173" } });

describe("forgot password", () => {
  it("mails a /newPassword link; the link is valid, sets the password once and revokes every session", async () => {
    const session = await login(ctx.app, "alice@acme.test");
    const res = await forgot("alice@acme.test");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("If an account exists for this email, we sent a link.");
    const mail = await lastMailTo(ctx.database.db, "alice@acme.test");
    expect(mail.subject).toBe("Reset your Acme Travel password");
    expect(mail.text).toContain("http://acme.localhost:5173/newPassword?token=");
    const token = linkToken(mail.text, "/newPassword");

    const valid = await call(ctx.app, "POST", "/api/user/forgotPwdValidity", { body: { token } });
    expect(valid.body.data).toEqual({ isValid: true });
    // Link tokens are per agency.
    expect((await call(ctx.app, "POST", "/api/user/forgotPwdValidity", { host: NOMAD, body: { token } })).body.data).toEqual({ isValid: false });

    const set = await call(ctx.app, "POST", "/api/user/forgotPasswordLink", { body: { token, password: "Fresh@2025" } });
    expect(set.status).toBe(200);
    expect((await call(ctx.app, "GET", "/api/user/getProfile", { token: session })).status).toBe(401);
    expect((await call(ctx.app, "POST", "/api/user/login", { body: { email: "alice@acme.test", password: DEMO_PASSWORD } })).status).toBe(400);
    await login(ctx.app, "alice@acme.test", "Fresh@2025");

    const reused = await call(ctx.app, "POST", "/api/user/forgotPasswordLink", { body: { token, password: "Other@2025" } });
    expect(reused.status).toBe(400);
    expect((await call(ctx.app, "POST", "/api/user/forgotPwdValidity", { body: { token } })).body.data).toEqual({ isValid: false });
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const res = await forgot("nobody@acme.test");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("If an account exists for this email, we sent a link.");
    await expect(lastMailTo(ctx.database.db, "nobody@acme.test")).rejects.toThrow();
  });

  it("an expired reset link is invalid and answers 410", async () => {
    await forgot("bob@acme.test");
    const token = linkToken((await lastMailTo(ctx.database.db, "bob@acme.test")).text, "/newPassword");
    await ctx.database.db.execute(`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'resetPassword'`);
    expect((await call(ctx.app, "POST", "/api/user/forgotPwdValidity", { body: { token } })).body.data).toEqual({ isValid: false });
    const res = await call(ctx.app, "POST", "/api/user/forgotPasswordLink", { body: { token, password: "Fresh@2025" } });
    expect(res.status).toBe(410);
  });

  it.each([
    ["/api/user/forgotPassword", { email: "a@@b.com", hostName: "x" }, "email", "@@ are not allowed"],
    ["/api/user/forgotPassword", { email: "", hostName: "x" }, "email", "Please enter email address"],
    ["/api/user/forgotPassword", { email: "a@b.com" }, "hostName", "Required"],
    ["/api/user/forgotPasswordLink", { token: "t", password: "weak" }, "password", "Be between 8 and 20 characters"],
    ["/api/user/forgotPasswordLink", { password: "Fresh@2025" }, "token", "Required"],
    ["/api/user/forgotPwdValidity", {}, "token", "Required"],
  ])("%s 400 names the field", async (url, body, field, reason) => {
    const res = await call(ctx.app, "POST", url, { body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(`body.${field}`);
    expect(res.body.message).toBe(reason);
  });

  it("an inactive agency refuses forgot-password", async () => {
    expect((await forgot("x@dormant.test", DORMANT)).status).toBe(403);
  });
});

describe("POST /api/user/changePassword", () => {
  it("checks the old password (400, not 401) and revokes the other sessions only", async () => {
    const other = await login(ctx.app, "agent@acme.test");
    const current = await login(ctx.app, "agent@acme.test");
    const wrong = await call(ctx.app, "POST", "/api/user/changePassword", { token: current, body: { oldPassword: "Nope@1234", newPassword: "Newer@2025" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The current password is incorrect");
    const weak = await call(ctx.app, "POST", "/api/user/changePassword", { token: current, body: { oldPassword: DEMO_PASSWORD, newPassword: "newer2025" } });
    expect(weak.status).toBe(400);
    expect(weak.body.field).toBe("body.newPassword");
    const res = await call(ctx.app, "POST", "/api/user/changePassword", { token: current, body: { oldPassword: DEMO_PASSWORD, newPassword: "Newer@2025" } });
    expect(res.status).toBe(200);
    expect((await call(ctx.app, "GET", "/api/user/getProfile", { token: current })).status).toBe(200);
    expect((await call(ctx.app, "GET", "/api/user/getProfile", { token: other })).status).toBe(401);
    await login(ctx.app, "agent@acme.test", "Newer@2025");
  });

  it("needs a session", async () => {
    expect((await call(ctx.app, "POST", "/api/user/changePassword", { body: { oldPassword: "a", newPassword: "Newer@2025" } })).status).toBe(401);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginResponse } from "@/shared/api/auth";
import { agencies, sessions, users } from "@/server/db/schema";
import { createTestApp, type TestContext } from "./helpers";
import { ACME, call, DEMO_PASSWORD, DORMANT, lastMailTo, linkToken, login, NOMAD } from "./accounts-support";

let ctx: TestContext;
beforeAll(async () => {
  // This file edits the agency's row behind the app's back, as another instance would: no cached agency.
  ctx = await createTestApp({ agencyCacheMs: 0 });
});
afterAll(async () => ctx?.close());

const signup = (email: string, host = ACME, overrides: Record<string, unknown> = {}) =>
  call(ctx.app, "POST", "/api/user/signUp", {
    host,
    body: { name: "Nina Costa", email, password: "Travel@2024", hostName: `http://${host}:3000`, checked: true, ...overrides },
  });

describe("POST /api/user/signUp → mailbox → POST /api/user/verify → login", () => {
  it("signs up, mails an agency link, verifies once, then logs in", async () => {
    const res = await signup("nina@example.com");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Please check your inbox for a verification link");

    // Not verified yet: 403 with a message (not 401, which the client reads as "session expired").
    const early = await call(ctx.app, "POST", "/api/user/login", { body: { email: "nina@example.com", password: "Travel@2024" } });
    expect(early.status).toBe(403);
    expect(early.body.message).toMatch(/verify your email/);

    // The embedded mailbox lists the agency's mail, newest first.
    const box = await call(ctx.app, "GET", "/api/mailbox");
    const list = box.body.data as { _id: string; to: string; subject: string }[];
    expect(list[0]).toMatchObject({ to: "nina@example.com", subject: "Confirm your email for Acme Travel" });
    const mail = await call(ctx.app, "GET", `/api/mailbox/${list[0]?._id}`);
    const text = (mail.body.data as { text: string }).text;
    expect(text).toContain(`http://${ACME}:3000/verify?token=`);
    // Another agency's mailbox does not show it.
    const nomadBox = await call(ctx.app, "GET", "/api/mailbox", { host: NOMAD });
    expect((nomadBox.body.data as { to: string }[]).some((m) => m.to === "nina@example.com")).toBe(false);
    expect((await call(ctx.app, "GET", `/api/mailbox/${list[0]?._id}`, { host: NOMAD })).status).toBe(404);

    const token = linkToken(text, "/verify");
    const verified = await call(ctx.app, "POST", "/api/user/verify", { body: { token } });
    expect(verified.status).toBe(200);
    const reused = await call(ctx.app, "POST", "/api/user/verify", { body: { token } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe("This link is invalid or has already been used");

    const ok = await call(ctx.app, "POST", "/api/user/login", { body: { email: "Nina@Example.com ", password: "Travel@2024" } });
    expect(ok.status).toBe(200);
    const data = loginResponse.parse(ok.body).data;
    expect(data).toMatchObject({ isTravelAgent: false, isSubscribed: true, loginCount: 1, userType: "Customer", code: "ACME", agencyName: "Acme Travel", navigateTo: null });
    expect(ok.res.headers["set-cookie"]).toBeUndefined();
  });

  it("mails in the signer-up's language and ignores a hostName of another site", async () => {
    await signup("lucia@example.com", ACME, { hostName: "https://evil.example" });
    // language comes from Accept-Language at signup
    await call(ctx.app, "POST", "/api/user/signUp", {
      headers: { "accept-language": "es" },
      body: { name: "Pablo Diaz", email: "pablo@example.com", password: "Travel@2024", hostName: ACME, checked: true },
    });
    const mail = await lastMailTo(ctx.database.db, "lucia@example.com");
    expect(mail.text).toContain(`http://${ACME}/verify?token=`);
    expect(mail.text).not.toContain("evil.example");
    const [pablo] = await ctx.database.db.select().from(users).where(eq(users.email, "pablo@example.com"));
    expect(pablo?.language).toBe("es");
  });

  it("rejects an expired verification link with 410", async () => {
    await signup("late@example.com");
    const token = linkToken((await lastMailTo(ctx.database.db, "late@example.com")).text, "/verify");
    await ctx.database.db.execute(`update account_tokens set expires_at = now() - interval '1 minute' where purpose = 'verifyEmail'`);
    const res = await call(ctx.app, "POST", "/api/user/verify", { body: { token } });
    expect(res.status).toBe(410);
    expect(res.body.message).toBe("This link has expired");
  });

  it("the same email may sign up in two agencies; a duplicate in one agency is 409", async () => {
    expect((await signup("twice@example.com", ACME)).status).toBe(200);
    expect((await signup("twice@example.com", NOMAD)).status).toBe(200);
    const dup = await signup("TWICE@example.com", ACME);
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ status: false, message: "An account with this email already exists" });
  });

  it.each([
    ["name", { name: "N1" }, "Only alphabets are allowed"],
    ["name", { name: "N" }, "Name must be minimum of two characters"],
    ["email", { email: "nope" }, "Please include an @ in the email address"],
    ["email", { email: "" }, "Required"],
    ["password", { password: "short" }, "Be between 8 and 20 characters"],
    ["password", { password: "alllowercase1!" }, "Password must be valid"],
    ["checked", { checked: false }, "Required"],
    ["hostName", { hostName: " " }, "Required"],
  ])("signUp 400 names the field %s", async (field, overrides, reason) => {
    const res = await signup("valid@example.com", ACME, overrides);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(`body.${field}`);
    expect(res.body.message).toBe(reason);
  });

  it("an inactive agency refuses signup and login with 403", async () => {
    const res = await signup("x@example.com", DORMANT);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Agency is inactive, Please contact the administrator");
    const res2 = await call(ctx.app, "POST", "/api/user/login", { host: DORMANT, body: { email: "a@b.co", password: "x" } });
    expect(res2.status).toBe(403);
  });
});

describe("POST /api/user/login", () => {
  it("answers an unknown user with 404 and no status field (spec A §4)", async () => {
    const res = await call(ctx.app, "POST", "/api/user/login", { body: { email: "ghost@acme.test", password: "whatever" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "user doesn't exist, Please sign up", data: null });
    expect("status" in res.body).toBe(false);
  });

  it("a user of Acme cannot log in on Nomad", async () => {
    const res = await call(ctx.app, "POST", "/api/user/login", { host: NOMAD, body: { email: "priya.only@acme.test", password: DEMO_PASSWORD } });
    expect(res.status).toBe(404);
    // alice@acme.test exists on Nomad only as alice@nomad.test
    const acmeAlice = await call(ctx.app, "POST", "/api/user/login", { host: NOMAD, body: { email: "alice@acme.test", password: DEMO_PASSWORD } });
    expect(acmeAlice.status).toBe(404);
  });

  it("a wrong password is 400 'Invalid email or password' (never 401)", async () => {
    const res = await call(ctx.app, "POST", "/api/user/login", { body: { email: "bob@acme.test", password: "Wrong@1234" } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, message: "Invalid email or password" });
  });

  it.each([
    ["email", { email: "bob" }, "Please include an @ in the email address"],
    ["password", { password: "" }, "Required"],
    ["password", { password: "has space" }, "Password does not contain white space"],
  ])("400 names the field %s", async (field, overrides, reason) => {
    const res = await call(ctx.app, "POST", "/api/user/login", { body: { email: "bob@acme.test", password: "x", ...overrides } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(`body.${field}`);
    expect(res.body.message).toBe(reason);
  });

  it("returns the routing fields for each role and counts logins", async () => {
    const owner = await call(ctx.app, "POST", "/api/user/login", { body: { email: "owner@acme.test", password: DEMO_PASSWORD } });
    expect(loginResponse.parse(owner.body).data).toMatchObject({ isTravelAgent: true, userType: "AgencyOwner", loginCount: 1, isSubscribed: true });
    const again = await call(ctx.app, "POST", "/api/user/login", { body: { email: "owner@acme.test", password: DEMO_PASSWORD } });
    expect(loginResponse.parse(again.body).data.loginCount).toBe(2);
    expect(again.body.message).toBe("Logged in successfully");
    const agent = await call(ctx.app, "POST", "/api/user/login", { body: { email: "agent@acme.test", password: DEMO_PASSWORD } });
    expect(loginResponse.parse(agent.body).data).toMatchObject({ isTravelAgent: true, userType: "Agent" });

    // An unsubscribed agency's agent learns it from isSubscribed (the client sends them to pay).
    await ctx.database.db.update(agencies).set({ isSubscribed: false }).where(eq(agencies.code, "NOMAD"));
    const nomad = await call(ctx.app, "POST", "/api/user/login", { host: NOMAD, body: { email: "agent@nomad.test", password: DEMO_PASSWORD } });
    expect(loginResponse.parse(nomad.body).data).toMatchObject({ isSubscribed: false, code: "NOMAD", agencyName: "Nomad Journeys" });
    await ctx.database.db.update(agencies).set({ isSubscribed: true }).where(eq(agencies.code, "NOMAD"));

    await ctx.database.db.update(users).set({ navigateTo: "/booknow/hotels/search" }).where(eq(users.email, "alice@acme.test"));
    const alice = await call(ctx.app, "POST", "/api/user/login", { body: { email: "alice@acme.test", password: DEMO_PASSWORD } });
    expect(loginResponse.parse(alice.body).data).toMatchObject({ isTravelAgent: false, userType: "Customer", navigateTo: "/booknow/hotels/search" });
  });

  it("rate-limits failed attempts per account and address together, with a translated 429", async () => {
    const remoteAddress = "198.51.100.7";
    for (let i = 0; i < 5; i++) {
      const res = await call(ctx.app, "POST", "/api/user/login", { remoteAddress, body: { email: "restricted@acme.test", password: "Wrong@1234" } });
      expect(res.status).toBe(400);
    }
    // From that address even the right password waits now.
    const blocked = await call(ctx.app, "POST", "/api/user/login", { remoteAddress, body: { email: "restricted@acme.test", password: DEMO_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Too many login attempts. Please try again in 15 minutes.");
    expect(Number(blocked.res.headers["retry-after"])).toBeGreaterThan(800);
    // The same email on another agency is another account.
    expect((await call(ctx.app, "POST", "/api/user/login", { host: NOMAD, remoteAddress, body: { email: "restricted@nomad.test", password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it("lockout is no weapon: wrong passwords from other addresses never lock the owner out (slowed down, not refused)", async () => {
    for (let i = 0; i < 6; i++) {
      const res = await call(ctx.app, "POST", "/api/user/login", { remoteAddress: `192.0.2.${i}`, body: { email: "admin@acme.test", password: "Wrong@1234" } });
      expect(res.status).toBe(400);
    }
    // The owner, from their own address, still gets in.
    const owner = await call(ctx.app, "POST", "/api/user/login", { remoteAddress: "192.0.2.200", body: { email: "admin@acme.test", password: DEMO_PASSWORD } });
    expect(owner.status).toBe(200);
  });

  it("counts failures in the database, so every server on it sees the same attempts", async () => {
    const { createLoginThrottle } = await import("@/server/accounts/login-throttle");
    const options = { maxPerAccount: 2, maxPerAddress: 10, windowMs: 60_000, baseDelayMs: 100 };
    const first = createLoginThrottle(ctx.database.db, options);
    const second = createLoginThrottle(ctx.database.db, options);
    await first.recordFailure("x:someone@acme.test", "203.0.113.50");
    await second.recordFailure("x:someone@acme.test", "203.0.113.50");
    expect((await first.check("x:someone@acme.test", "203.0.113.50")).waitMs).toBeGreaterThan(0);
    expect(await second.check("x:someone@acme.test", "203.0.113.51")).toEqual({ waitMs: 0, delayMs: 100 });
    await second.recordSuccess("x:someone@acme.test", "203.0.113.50");
    expect((await first.check("x:someone@acme.test", "203.0.113.50")).waitMs).toBe(0);
  });

  it("rate-limits failed attempts per address", async () => {
    const remoteAddress = "203.0.113.7";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await call(ctx.app, "POST", "/api/user/login", { host: NOMAD, remoteAddress, body: { email: `nobody${i}@nomad.test`, password: "Wrong@1234" } })).status);
    }
    // 20 failures across different accounts from one address, then the 21st waits.
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    expect((await call(ctx.app, "POST", "/api/user/login", { host: NOMAD, body: { email: "owner@nomad.test", password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it("a deactivated user gets 403", async () => {
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.email, "bob@nomad.test"));
    const res = await call(ctx.app, "POST", "/api/user/login", { host: NOMAD, body: { email: "bob@nomad.test", password: DEMO_PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Your account is inactive, Please contact the administrator");
  });
});

describe("sessions", () => {
  it("logout revokes the session: the token then gets 401 everywhere", async () => {
    const token = await login(ctx.app, "admin@acme.test");
    expect((await call(ctx.app, "GET", "/api/user/getProfile", { token })).status).toBe(200);
    const out = await call(ctx.app, "POST", "/api/user/logout", { token });
    expect(out.status).toBe(200);
    const after = await call(ctx.app, "GET", "/api/user/getProfile", { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe("Your session has expired, Please login again.");
    // Logging out twice is harmless.
    expect((await call(ctx.app, "POST", "/api/user/logout", { token })).status).toBe(200);
  });

  it("an expired session, a missing token and another agency's token are 401", async () => {
    const token = await login(ctx.app, "agent@acme.test");
    expect((await call(ctx.app, "GET", "/api/user/getProfile")).status).toBe(401);
    expect((await call(ctx.app, "GET", "/api/user/getProfile", { host: NOMAD, token })).status).toBe(401);
    expect((await call(ctx.app, "GET", "/api/user/getProfile", { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await ctx.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call(ctx.app, "GET", "/api/user/getProfile", { token })).status).toBe(401);
  });

  it("stores only a hash of the token, expiring in 7 days", async () => {
    const token = await login(ctx.app, "owner@nomad.test", DEMO_PASSWORD, NOMAD);
    const rows = await ctx.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const days = ((newest?.expiresAt.getTime() ?? 0) - (newest?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
  });
});

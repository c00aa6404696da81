import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailListResponse, getProfileResponse, invitationResponse } from "@/shared/api/auth";
import { users } from "@/server/db/schema";
import { createTestApp, type TestContext } from "./helpers";
import { call, lastMailTo, linkToken, login, NOMAD, sixDigitCode } from "./accounts-support";

let ctx: TestContext;
let owner: string;
let admin: string;
let customer: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await login(ctx.app, "owner@acme.test");
  admin = await login(ctx.app, "admin@acme.test");
  customer = await login(ctx.app, "alice@acme.test");
});
afterAll(async () => ctx?.close());

describe("profile", () => {
  it("GET /api/user/getProfile returns the user", async () => {
    const res = await call(ctx.app, "GET", "/api/user/getProfile", { token: customer });
    expect(getProfileResponse.parse(res.body).data).toMatchObject({ email: "alice@acme.test", userType: "Customer", isActive: true, language: "en", phoneNumber: null });
  });

  it("POST /api/user/editProfile updates name and phone; validates the name", async () => {
    const res = await call(ctx.app, "POST", "/api/user/editProfile", { token: customer, body: { name: "  Alice Martins", phoneNumber: "+1 555 0100" } });
    expect(res.status).toBe(200);
    expect(getProfileResponse.parse(res.body).data).toMatchObject({ name: "Alice Martins", phoneNumber: "+1 555 0100" });
    const bad = await call(ctx.app, "POST", "/api/user/editProfile", { token: customer, body: { name: "Al1ce" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: "body.name", message: "Only alphabets are allowed" });
    expect((await call(ctx.app, "POST", "/api/user/editProfile", { body: { name: "Alice" } })).status).toBe(401);
  });

  it("GET /api/user/changeLanguage/:lang saves the language and answers in it", async () => {
    const res = await call(ctx.app, "GET", "/api/user/changeLanguage/pt", { token: customer });
    expect(res.status).toBe(200);
    const [alice] = await ctx.database.db.select().from(users).where(eq(users.email, "alice@acme.test"));
    expect(alice?.language).toBe("pt");
    const bad = await call(ctx.app, "GET", "/api/user/changeLanguage/fr", { token: customer });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("params.lang");
    await call(ctx.app, "GET", "/api/user/changeLanguage/en", { token: customer });
  });

  it("GET /api/user/list/email is for agents only and stays in the agency", async () => {
    const res = await call(ctx.app, "GET", "/api/user/list/email?text=ALI", { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(["alice@acme.test"]);
    const [alice] = await ctx.database.db.select().from(users).where(eq(users.email, "alice@acme.test"));
    expect(emailListResponse.parse(res.body).clients).toEqual([{ _id: alice?.id, name: alice?.name, email: "alice@acme.test", userType: "Customer" }]);
    // Only customers are clients; staff emails stay in `data` as before.
    const staff = emailListResponse.parse((await call(ctx.app, "GET", "/api/user/list/email?text=owner", { token: owner })).body);
    expect(staff.data).toEqual(["owner@acme.test"]);
    expect(staff.clients).toEqual([]);
    // Same agency only: Nomad's customers never appear.
    const every = emailListResponse.parse((await call(ctx.app, "GET", "/api/user/list/email?text=.", { token: owner })).body);
    expect(every.clients.length).toBeGreaterThan(0);
    expect(every.clients.every((c) => c.userType === "Customer" && c.email.endsWith("@acme.test"))).toBe(true);
    const all = await call(ctx.app, "GET", "/api/user/list/email?text=%25", { token: owner });
    expect(all.body.data).toEqual([]);
    expect(all.body.clients).toEqual([]);
    expect((await call(ctx.app, "GET", "/api/user/list/email?text=a", { token: customer })).status).toBe(403);
    const missing = await call(ctx.app, "GET", "/api/user/list/email", { token: owner });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe("querystring.text");
  });
});

describe("email change with an emailed code", () => {
  it("PATCH /api/user/email mails a code to the new address; verify-email-code applies it", async () => {
    const token = await login(ctx.app, "bob@acme.test");
    const res = await call(ctx.app, "PATCH", "/api/user/email", { token, body: { email: "bob.new@example.com" } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("We sent a 6-digit code to bob.new@example.com");
    const code = sixDigitCode((await lastMailTo(ctx.database.db, "bob.new@example.com")).text);
    const wrong = await call(ctx.app, "PATCH", "/api/user/verify-email-code", { token, body: { email: "bob.new@example.com", code: code === "000000" ? "111111" : "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The code is invalid or has expired");
    const done = await call(ctx.app, "PATCH", "/api/user/verify-email-code", { token, body: { email: "bob.new@example.com", code } });
    expect(done.status).toBe(200);
    expect(getProfileResponse.parse(done.body).data.email).toBe("bob.new@example.com");
    const again = await call(ctx.app, "PATCH", "/api/user/verify-email-code", { token, body: { email: "bob.new@example.com", code } });
    expect(again.status).toBe(400);
  });

  it("refuses an email already used in the agency, and bad input", async () => {
    const token = await login(ctx.app, "restricted@acme.test");
    expect((await call(ctx.app, "PATCH", "/api/user/email", { token, body: { email: "owner@acme.test" } })).status).toBe(409);
    const bad = await call(ctx.app, "PATCH", "/api/user/email", { token, body: { email: "nope" } });
    expect(bad.body.field).toBe("body.email");
    const noCode = await call(ctx.app, "PATCH", "/api/user/verify-email-code", { token, body: { email: "a@b.co", code: " " } });
    expect(noCode.body.field).toBe("body.code");
  });

  it("burns the code after 5 wrong guesses", async () => {
    const token = await login(ctx.app, "agent@acme.test");
    await call(ctx.app, "PATCH", "/api/user/email", { token, body: { email: "agent.new@example.com" } });
    const code = sixDigitCode((await lastMailTo(ctx.database.db, "agent.new@example.com")).text);
    const wrongCode = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) {
      await call(ctx.app, "PATCH", "/api/user/verify-email-code", { token, body: { email: "agent.new@example.com", code: wrongCode } });
    }
    const res = await call(ctx.app, "PATCH", "/api/user/verify-email-code", { token, body: { email: "agent.new@example.com", code } });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/user/updateUserActiveStatus", () => {
  it("owner/admin deactivate a user of their agency, which ends their sessions", async () => {
    const [bob] = await ctx.database.db.select().from(users).where(eq(users.email, "bob.new@example.com"));
    const bobToken = await login(ctx.app, "bob.new@example.com");
    expect((await call(ctx.app, "POST", "/api/user/updateUserActiveStatus", { token: customer, body: { userId: bob?.id, isActive: false } })).status).toBe(403);
    const res = await call(ctx.app, "POST", "/api/user/updateUserActiveStatus", { token: admin, body: { userId: bob?.id, isActive: false } });
    expect(res.status).toBe(200);
    expect((await call(ctx.app, "GET", "/api/user/getProfile", { token: bobToken })).status).toBe(401);
    expect((await call(ctx.app, "POST", "/api/user/login", { body: { email: "bob.new@example.com", password: "Demo@1234" } })).status).toBe(403);
    await call(ctx.app, "POST", "/api/user/updateUserActiveStatus", { token: owner, body: { userId: bob?.id, isActive: true } });
    await login(ctx.app, "bob.new@example.com");
  });

  it("cannot reach another agency's user, the owner (as admin), or oneself", async () => {
    const [nomadBob] = await ctx.database.db.select().from(users).where(eq(users.email, "bob@nomad.test"));
    const [acmeOwner] = await ctx.database.db.select().from(users).where(eq(users.email, "owner@acme.test"));
    expect((await call(ctx.app, "POST", "/api/user/updateUserActiveStatus", { token: owner, body: { userId: nomadBob?.id, isActive: false } })).status).toBe(404);
    expect((await call(ctx.app, "POST", "/api/user/updateUserActiveStatus", { token: admin, body: { userId: acmeOwner?.id, isActive: false } })).status).toBe(403);
    expect((await call(ctx.app, "POST", "/api/user/updateUserActiveStatus", { token: owner, body: { userId: acmeOwner?.id, isActive: false } })).status).toBe(403);
    const bad = await call(ctx.app, "POST", "/api/user/updateUserActiveStatus", { token: owner, body: { userId: "x" } });
    expect(bad.body.field).toBe("body.isActive");
  });
});

describe("invitations and agent signup", () => {
  it("owner invites; the invitee reads the invitation and signs up as an agent with the locked email", async () => {
    const res = await call(ctx.app, "POST", "/api/agency/invitations", { token: owner, body: { email: "new.agent@example.com", isRestrictedAgent: true } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Invitation sent to new.agent@example.com");
    const mail = await lastMailTo(ctx.database.db, "new.agent@example.com");
    expect(mail.subject).toBe("You are invited to join Acme Travel");
    const token = linkToken(mail.text, "/signup");

    const seen = await call(ctx.app, "GET", `/api/agency/invitations/${token}`);
    expect(invitationResponse.parse(seen.body).data).toMatchObject({ email: "new.agent@example.com", isRestrictedAgent: true });
    expect((await call(ctx.app, "GET", `/api/agency/invitations/${token}`, { host: NOMAD })).status).toBe(404);

    const body = { name: "Noor Haddad", email: "new.agent@example.com", password: "Agent@2025", hostName: "acme.localhost", checked: true, invitationToken: token };
    const mismatch = await call(ctx.app, "POST", "/api/agency/agents", { body: { ...body, email: "someone@example.com" } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.field).toBe("body.email");
    const ok = await call(ctx.app, "POST", "/api/agency/agents", { body });
    expect(ok.status).toBe(200);
    const agent = await call(ctx.app, "POST", "/api/user/login", { body: { email: "new.agent@example.com", password: "Agent@2025" } });
    expect(agent.body.data).toMatchObject({ isTravelAgent: true, userType: "Agent" });

    expect((await call(ctx.app, "POST", "/api/agency/agents", { body })).status).toBe(404);
    expect((await call(ctx.app, "GET", `/api/agency/invitations/${token}`)).status).toBe(404);
  });

  it("an expired invitation is 410; customers cannot invite; existing users cannot be invited", async () => {
    await call(ctx.app, "POST", "/api/agency/invitations", { token: admin, body: { email: "late.agent@example.com" } });
    const token = linkToken((await lastMailTo(ctx.database.db, "late.agent@example.com")).text, "/signup");
    await ctx.database.db.execute(`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'invitation'`);
    expect((await call(ctx.app, "GET", `/api/agency/invitations/${token}`)).status).toBe(410);
    const body = { name: "Late Agent", email: "late.agent@example.com", password: "Agent@2025", hostName: "acme.localhost", checked: true, invitationToken: token };
    expect((await call(ctx.app, "POST", "/api/agency/agents", { body })).status).toBe(410);
    expect((await call(ctx.app, "POST", "/api/agency/invitations", { token: customer, body: { email: "x@example.com" } })).status).toBe(403);
    expect((await call(ctx.app, "POST", "/api/agency/invitations", { token: owner, body: { email: "alice@acme.test" } })).status).toBe(409);
    const bad = await call(ctx.app, "POST", "/api/agency/agents", { body: { ...body, invitationToken: "" } });
    expect(bad.body.field).toBe("body.invitationToken");
  });
});

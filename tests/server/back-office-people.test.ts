// spec B §6/§7 "Agency back office": clients and agents (lists, statuses, promotion, reward wallet, the
// export), invitations (resend, revoke, the locked email), the side navigation per role and the audit trail.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/server/db/schema";
import { call, lastMailTo, linkToken, login } from "./accounts-support";
import { createTestApp, type TestContext } from "./helpers";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
let owner: string;
let admin: string;
let agent: string;
let restricted: string;
let alice: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const signIn = (who: string) => login(ctx.app, `${who}@acme.test`);
  [owner, admin, agent, restricted, alice] = await Promise.all([signIn("owner"), signIn("admin"), signIn("agent"), signIn("restricted"), signIn("alice")]);
}, scaled(60_000));

afterAll(async () => {
  await ctx?.close();
});

type Person = { _id: string; name: string; email: string; role: string; isActive: boolean; isRewardWalletEnable: boolean; emailVerified: boolean };

async function addClient(name: string, email: string, token = owner): Promise<Person> {
  const res = await call(ctx.app, "POST", "/api/agency/clients/create", { token, body: { name, email, phoneNumber: "+1 415 555 0100" } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Person;
}

const db = () => ctx.database.db;

describe("clients", () => {
  it("lists with offSet, limit and searchQuery, and counts totalClients", async () => {
    const all = await call(ctx.app, "GET", "/api/agency/clients?offSet=0&limit=1", { token: agent });
    expect(all.status).toBe(200);
    const data = all.body.data as { clients: Person[]; totalClients: number };
    expect(data.clients).toHaveLength(1);
    expect(data.totalClients).toBeGreaterThanOrEqual(2);
    const bob = await call(ctx.app, "GET", "/api/agency/clients?searchQuery=BOB%40acme", { token: agent });
    expect((bob.body.data as { clients: Person[] }).clients.map((c) => c.email)).toEqual(["bob@acme.test"]);
    // A wildcard typed in the search is a character, not a pattern.
    const none = await call(ctx.app, "GET", "/api/agency/clients?searchQuery=%25", { token: agent });
    expect((none.body.data as { totalClients: number }).totalClients).toBe(0);
  });

  it("an added client gets a link to choose a password, which also verifies the address", async () => {
    const client = await addClient("Dora Diaz", "dora@example.test");
    expect(client).toMatchObject({ role: "client", emailVerified: false, isActive: true });
    const mail = await lastMailTo(db(), "dora@example.test");
    expect(mail.subject).toContain("Acme");
    const token = linkToken(mail.text, "/newPassword");
    expect((await call(ctx.app, "POST", "/api/user/forgotPasswordLink", { body: { token, password: "Fresh@98765" } })).status).toBe(200);
    await login(ctx.app, "dora@example.test", "Fresh@98765");
    const again = await call(ctx.app, "POST", "/api/agency/clients/create", { token: owner, body: { name: "Dora Diaz", email: "DORA@example.test" } });
    expect(again.status).toBe(409);
  });

  it("'Verification email sent' to an unverified client; a verified one is refused", async () => {
    const client = await addClient("Eli Evans", "eli@example.test");
    const res = await call(ctx.app, "POST", "/api/agency/clients/resend-verification-email", { token: agent, body: { userId: client._id } });
    expect(res.body.message).toBe("Verification email sent");
    expect(linkToken((await lastMailTo(db(), "eli@example.test")).text, "/newPassword")).toBeTruthy();
    const [bob] = await db().select().from(users).where(eq(users.email, "bob@acme.test"));
    const verified = await call(ctx.app, "POST", "/api/agency/clients/resend-verification-email", { token: agent, body: { userId: bob?.id } });
    expect(verified.status).toBe(409);
  });

  it("'Status changed Successfully': a deactivated client's sessions end, and the change is in the audit trail", async () => {
    const client = await addClient("Fay Flores", "fay@example.test");
    await db().update(users).set({ passwordHash: null, emailVerified: true }).where(eq(users.id, client._id));
    const session = await ctx.app.sessions.create((await db().select().from(users).where(eq(users.id, client._id)))[0]!);
    const res = await call(ctx.app, "PATCH", "/api/agency/clients/user-status", { token: agent, body: { userId: client._id, isActive: false } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Status changed Successfully");
    expect((await call(ctx.app, "GET", "/api/user/getProfile", { token: session })).status).toBe(401);
    const trail = await call(ctx.app, "GET", `/api/agency/activity?userId=${client._id}`, { token: owner });
    const events = (trail.body.data as { events: { action: string; actor: { name: string }; before: Record<string, unknown>; after: Record<string, unknown> }[] }).events;
    expect(events[0]).toMatchObject({ action: "user.statusChanged", before: { isActive: true }, after: { isActive: false } });
    expect(events.map((e) => e.action)).toContain("client.created");
  });

  it("the reward wallet toggles (isRewardWalletEnable), alone or for a selection", async () => {
    const a = await addClient("Gus Green", "gus@example.test");
    const b = await addClient("Hal Hayes", "hal@example.test");
    const one = await call(ctx.app, "PATCH", "/api/agency/clients/reward-wallet", { token: agent, body: { userId: a._id, isRewardWalletEnable: true } });
    expect(one.body).toMatchObject({ message: "Data updated successfully", data: { isRewardWalletEnable: true } });
    const both = await call(ctx.app, "POST", "/api/agency/clients/actions", { token: agent, body: { userIds: [a._id, b._id], action: "disableRewardWallet" } });
    expect(both.body.data).toEqual({ updated: 2 });
    const rows = await db().select().from(users).where(eq(users.email, "hal@example.test"));
    expect(rows[0]?.isRewardWalletEnable).toBe(false);
  });

  it("'The user promoted successfully!': the client becomes an agent; only the owner makes admins", async () => {
    const client = await addClient("Ivy Ito", "ivy@example.test");
    const byAdmin = await call(ctx.app, "PATCH", "/api/agency/clients/user-type", { token: admin, body: { userId: client._id, userType: "Admin" } });
    expect(byAdmin.status).toBe(403);
    const byAgent = await call(ctx.app, "PATCH", "/api/agency/clients/user-type", { token: agent, body: { userId: client._id } });
    expect(byAgent.status).toBe(403);
    const res = await call(ctx.app, "PATCH", "/api/agency/clients/user-type", { token: admin, body: { userId: client._id, userType: "Agent", isRestrictedAgent: true } });
    expect(res.body).toMatchObject({ message: "The user promoted successfully!", data: { role: "restrictedAgent" } });
    const agents = await call(ctx.app, "GET", "/api/agency/agents?searchQuery=ivy", { token: owner });
    expect((agents.body.data as { agents: Person[] }).agents.map((p) => p.email)).toEqual(["ivy@example.test"]);
    expect((await call(ctx.app, "GET", `/api/agency/clients/${client._id}`, { token: owner })).status).toBe(404);
  });

  it("exports the clients who joined in the range as CSV, formulas escaped", async () => {
    const client = await addClient("Jo Jones", "jo@example.test");
    // A name a spreadsheet would run (a name typed in signup cannot hold it; an import or SSO could).
    await db().update(users).set({ name: '=HYPERLINK("http://evil.test","x")' }).where(eq(users.id, client._id));
    const today = new Date().toISOString().slice(0, 10);
    const res = await call(ctx.app, "GET", `/api/agency/clients/exports/data?startDate=${today}&endDate=${today}`, { token: agent });
    expect(res.status).toBe(200);
    expect(res.res.headers["content-type"]).toContain("text/csv");
    const lines = res.res.body.trim().split("\n");
    expect(lines[0]).toBe("Name,Email,Phone,Status,Email verified,Reward wallet,Joined");
    const jo = lines.find((line) => line.includes("jo@example.test"));
    expect(jo).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(jo).toContain("'+1 415 555 0100");
    // Bob joined the day before: not in the range.
    await db()
      .update(users)
      .set({ createdAt: new Date(Date.now() - 86_400_000 * 2) })
      .where(eq(users.email, "bob@acme.test"));
    const again = await call(ctx.app, "GET", `/api/agency/clients/exports/data?startDate=${today}&endDate=${today}`, { token: agent });
    expect(again.res.body).not.toContain("bob@acme.test");
    expect(again.res.body).toContain("jo@example.test");
    const backwards = await call(ctx.app, "GET", "/api/agency/clients/exports/data?startDate=2030-01-02&endDate=2030-01-01", { token: agent });
    expect(backwards.status).toBe(400);
    expect((await call(ctx.app, "GET", `/api/agency/clients/exports/data?startDate=${today}&endDate=${today}`, { token: restricted })).status).toBe(403);
  });
});

describe("agents", () => {
  it("restricting an agent takes their markups away at once; owners and admins cannot be restricted", async () => {
    const [agentRow] = await db().select().from(users).where(eq(users.email, "agent@acme.test"));
    expect((await call(ctx.app, "GET", "/api/agency/markups", { token: agent })).status).toBe(403);
    const res = await call(ctx.app, "PATCH", "/api/agency/agents/update-agent-type", { token: owner, body: { userId: agentRow?.id, isRestrictedAgent: true } });
    expect(res.body).toMatchObject({ message: "Data updated successfully", data: { role: "restrictedAgent" } });
    expect((await call(ctx.app, "GET", "/api/agency/clients/exports/data?startDate=2030-01-01&endDate=2030-01-01", { token: agent })).status).toBe(403);
    await call(ctx.app, "PATCH", "/api/agency/agents/update-agent-type", { token: owner, body: { userId: agentRow?.id, isRestrictedAgent: false } });
    const [adminRow] = await db().select().from(users).where(eq(users.email, "admin@acme.test"));
    expect((await call(ctx.app, "PATCH", "/api/agency/agents/update-agent-type", { token: owner, body: { userId: adminRow?.id, isRestrictedAgent: true } })).status).toBe(409);
  });

  it("an admin cannot change the owner, another admin, or themself; the owner can", async () => {
    const [ownerRow] = await db().select().from(users).where(eq(users.email, "owner@acme.test"));
    const [adminRow] = await db().select().from(users).where(eq(users.email, "admin@acme.test"));
    expect((await call(ctx.app, "PATCH", "/api/agency/agents/user-status", { token: admin, body: { userId: ownerRow?.id, isActive: false } })).status).toBe(403);
    expect((await call(ctx.app, "PATCH", "/api/agency/agents/user-status", { token: admin, body: { userId: adminRow?.id, isActive: false } })).body.message).toBe("You cannot change your own account here");
    const wallet = await call(ctx.app, "PATCH", "/api/agency/agents/reward-wallet", { token: owner, body: { userId: adminRow?.id, isRewardWalletEnable: true } });
    expect(wallet.body.data).toMatchObject({ isRewardWalletEnable: true });
  });

  it("an agent back to a client (user-type Customer) leaves the agent area", async () => {
    const client = await addClient("Kim Kato", "kim@example.test");
    await call(ctx.app, "PATCH", "/api/agency/clients/user-type", { token: owner, body: { userId: client._id } });
    const res = await call(ctx.app, "PATCH", "/api/agency/agents/user-type", { token: owner, body: { userId: client._id, userType: "Customer" } });
    expect(res.body.data).toMatchObject({ role: "client", userType: "Customer" });
    const detail = await call(ctx.app, "GET", `/api/agency/clients/${client._id}`, { token: owner });
    expect(detail.status).toBe(200);
  });
});

describe("invitations", () => {
  it("lists open invitations; resend replaces the link; revoke ends it; signup keeps the invited email and role", async () => {
    const sent = await call(ctx.app, "POST", "/api/agency/invitations", { token: admin, body: { email: "nia@example.test", isRestrictedAgent: true } });
    expect(sent.status).toBe(200);
    const firstToken = linkToken((await lastMailTo(db(), "nia@example.test")).text, "/signup");
    const list = await call(ctx.app, "GET", "/api/agency/invitations", { token: admin });
    const open = (list.body.data as { _id: string; email: string; isRestrictedAgent: boolean; invitedBy: string }[]).find((i) => i.email === "nia@example.test");
    const [adminRow] = await db().select().from(users).where(eq(users.email, "admin@acme.test"));
    expect(open).toMatchObject({ isRestrictedAgent: true, invitedBy: adminRow?.name });
    const resent = await call(ctx.app, "POST", "/api/agency/invitations/resend", { token: admin, body: { invitationId: open?._id } });
    expect(resent.body.message).toBe("Invitation sent again to nia@example.test");
    const secondToken = linkToken((await lastMailTo(db(), "nia@example.test")).text, "/signup");
    expect((await call(ctx.app, "GET", `/api/agency/invitations/${firstToken}`)).status).toBe(404);
    expect((await call(ctx.app, "GET", `/api/agency/invitations/${secondToken}`)).body.data).toMatchObject({ email: "nia@example.test", isRestrictedAgent: true });
    // The email is locked to the invitation.
    const other = await call(ctx.app, "POST", "/api/agency/agents", {
      body: { name: "Nia Nash", email: "mallory@example.test", password: "Fresh@98765", hostName: "acme.localhost", checked: true, invitationToken: secondToken },
    });
    expect(other.status).toBe(400);
    const joined = await call(ctx.app, "POST", "/api/agency/agents", {
      body: { name: "Nia Nash", email: "nia@example.test", password: "Fresh@98765", hostName: "acme.localhost", checked: true, invitationToken: secondToken },
    });
    expect(joined.status).toBe(200);
    const nia = await login(ctx.app, "nia@example.test", "Fresh@98765");
    const nav = await call(ctx.app, "GET", "/api/agency/navigations", { token: nia });
    expect(nav.body.data).toMatchObject({ role: "restrictedAgent" });
    expect((await call(ctx.app, "GET", "/api/agency/markups", { token: nia })).status).toBe(403);

    await call(ctx.app, "POST", "/api/agency/invitations", { token: owner, body: { email: "oli@example.test" } });
    const oliToken = linkToken((await lastMailTo(db(), "oli@example.test")).text, "/signup");
    const oli = ((await call(ctx.app, "GET", "/api/agency/invitations", { token: owner })).body.data as { _id: string; email: string }[]).find((i) => i.email === "oli@example.test");
    expect((await call(ctx.app, "POST", "/api/agency/invitations/revoke", { token: owner, body: { invitationId: oli?._id } })).body.message).toBe("Invitation revoked");
    expect((await call(ctx.app, "GET", `/api/agency/invitations/${oliToken}`)).status).toBe(404);
    expect((await call(ctx.app, "POST", "/api/agency/invitations/revoke", { token: owner, body: { invitationId: oli?._id } })).status).toBe(404);

    const trail = (await call(ctx.app, "GET", "/api/agency/activity?limit=50", { token: owner })).body.data as { events: { action: string; subject: { name: string } }[] };
    const about = (email: string) => trail.events.filter((e) => e.subject.name === email || e.subject.name === "Nia Nash").map((e) => e.action);
    expect(about("nia@example.test")).toEqual(expect.arrayContaining(["invitation.sent", "invitation.resent", "invitation.accepted"]));
    expect(about("oli@example.test")).toEqual(expect.arrayContaining(["invitation.sent", "invitation.revoked"]));
  });
});

describe("navigation (GET /api/agency/navigations)", () => {
  const ids = async (token: string) => ((await call(ctx.app, "GET", "/api/agency/navigations", { token })).body.data as { items: { id: string }[] }).items.map((i) => i.id);

  it("lists per role only the pages the role may open; clients get none", async () => {
    const bookings = ["flightBookings", "hotelBookings", "carBookings", "activityBookings", "myTrip", "proposals", "shortLinks", "recentSearches"];
    expect(await ids(owner)).toEqual(["dashboard", "clients", "agents", ...bookings, "markups", "activity", "websiteSettings", "addOnSettings", "subscription"]);
    expect(await ids(agent)).toEqual(["dashboard", "clients", "agents", ...bookings]);
    expect(await ids(restricted)).toEqual(["dashboard", "clients", ...bookings]);
    expect((await call(ctx.app, "GET", "/api/agency/navigations", { token: alice })).status).toBe(403);
  });

  it("Book Now targets the first active booking type, flights when none", async () => {
    const nav = (await call(ctx.app, "GET", "/api/agency/navigations", { token: owner })).body.data as { bookNow: string };
    expect(nav.bookNow).toBe("/booknow/flights/search");
  });
});

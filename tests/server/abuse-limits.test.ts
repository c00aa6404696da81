// Abuse limits (src/shared/abuse-limits.ts): short-link mail, signup, coupon checks and short-link
// creation answer a translated 429 with Retry-After once a count is over its limit, and the counts
// live in the database, so a second instance on it sees them.
import { count, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABUSE_LIMITS } from "@/shared/abuse-limits";
import { buildApp } from "@/server/app";
import { placeholderHash } from "@/server/accounts/account-tokens";
import { accountTokens, outbox, rateLimits, users } from "@/server/db/schema";
import { ACME, call, DEMO_PASSWORD, login } from "./accounts-support";
import { createTestApp, type TestContext } from "./helpers";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
let second: FastifyInstance;
let alice: string;
let agent: string;
let linkCode: string;

beforeAll(async () => {
  ctx = await createTestApp();
  second = await buildApp({ mode: "demo", db: ctx.database.db, databaseKind: ctx.database.kind, rateLimitPerMinute: false });
  [alice, agent] = await Promise.all([login(ctx.app, "alice@acme.test"), login(ctx.app, "agent@acme.test")]);
  const link = await call(ctx.app, "POST", "/api/short-url", { token: agent, body: { url: "/booknow/flights/search?from=JFK", title: "JFK" } });
  linkCode = (link.body.data as { code: string }).code;
}, scaled(60_000));
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

/** A count already at its limit, as that many earlier requests (from any instance) would leave it. */
async function atLimit(key: string, max: number) {
  await ctx.database.db
    .insert(rateLimits)
    .values({ key, hits: max, windowEndsAt: new Date(Date.now() + 60 * 60_000) })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: max } });
}

function expectRefused(res: Awaited<ReturnType<typeof call>>, message: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body.message).toMatch(message);
  expect(Number(res.res.headers["retry-after"])).toBeGreaterThan(0);
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
}

const mailsTo = async (email: string) => (await ctx.database.db.select({ n: count() }).from(outbox).where(eq(outbox.to, email)))[0]?.n ?? 0;

describe("POST /api/short-url/email (a mail relay under the agency's name)", () => {
  const mail = (token: string, email: string, headers: Record<string, string> = {}) =>
    call(ctx.app, "POST", "/api/short-url/email", { token, headers, body: { code: linkCode, email, note: "Signed, The Acme Travel team" } });

  it("a sender mails at most perSender links an hour; the next is a translated 429 and is not sent", async () => {
    const { max } = ABUSE_LIMITS.shortLinkMail.perSender;
    for (let i = 0; i < max; i++) expect((await mail(alice, `target${i}@example.test`)).status).toBe(200);
    const refused = await mail(alice, "one-more@example.test", { "accept-language": "es" });
    expectRefused(refused, /^Demasiados enlaces enviados por correo\. Inténtalo de nuevo en \d+ minutos\.$/);
    expect(await mailsTo("one-more@example.test")).toBe(0);
  });

  it("one address receives at most perRecipient links an hour, whoever sends them", async () => {
    const { max } = ABUSE_LIMITS.shortLinkMail.perRecipient;
    const victim = "victim@example.test";
    for (let i = 0; i < max; i++) expect((await mail(i % 2 ? agent : await login(ctx.app, "owner@acme.test"), victim)).status).toBe(200);
    expectRefused(await mail(agent, victim), /^Too many links sent by email/);
    expect(await mailsTo(victim)).toBe(max);
  });

  it("the agency as a whole mails at most perAgency links an hour", async () => {
    const [acme] = await ctx.database.db.select({ id: users.agencyId }).from(users).where(eq(users.email, "agent@acme.test"));
    await atLimit(`abuse:shortLinkMail:perAgency:${acme?.id ?? ""}`, ABUSE_LIMITS.shortLinkMail.perAgency.max);
    const owner = await login(ctx.app, "owner@acme.test");
    expectRefused(await mail(owner, "fresh@example.test"), /^Too many links sent by email/);
  });
});

describe("POST /api/user/signUp (each mails the address typed in)", () => {
  const signUp = (app: FastifyInstance, email: string, remoteAddress: string) =>
    call(app, "POST", "/api/user/signUp", { remoteAddress, body: { name: "Sam", email, password: DEMO_PASSWORD, hostName: ACME, checked: true } });

  it("one client address signs up at most perClient times an hour, counted across instances", async () => {
    const { max } = ABUSE_LIMITS.signup.perClient;
    for (let i = 0; i < max; i++) expect((await signUp(i % 2 ? second : ctx.app, `sam${i}@example.test`, "203.0.113.7")).status).toBe(200);
    expectRefused(await signUp(second, "sam-late@example.test", "203.0.113.7"), /^Too many sign-ups\. Please try again in \d+ minutes\.$/);
    expect(await mailsTo("sam-late@example.test")).toBe(0);
    expect((await signUp(ctx.app, "sam-late@example.test", "203.0.113.8")).status).toBe(200);
  });

  it("one address is signed up for at most perAddress times an hour, from any client", async () => {
    const { max } = ABUSE_LIMITS.signup.perAddress;
    // The first creates the account, the others are 409: each still counts (an attacker probing the address).
    for (let i = 0; i < max; i++) expect([200, 409]).toContain((await signUp(ctx.app, "flooded@example.test", `198.51.100.${i}`)).status);
    expectRefused(await signUp(second, "flooded@example.test", "198.51.100.200"), /^Too many sign-ups/);
  });
});

describe("the other routes that mail a code to an address typed in", () => {
  it("POST /api/social/registerEmail mails at most perAddress codes to one address, per client address at most perClient", async () => {
    const [acme] = await ctx.database.db.select({ id: users.agencyId }).from(users).where(eq(users.email, "agent@acme.test"));
    const pending = async () => {
      const [row] = await ctx.database.db
        .insert(accountTokens)
        .values({
          purpose: "socialPending",
          agencyId: acme?.id ?? "",
          tokenHash: placeholderHash(),
          data: { provider: "google", subject: "s", name: "Pat", isSignup: true },
          expiresAt: new Date(Date.now() + 60_000),
        })
        .returning({ id: accountTokens.id });
      return row?.id ?? "";
    };
    const register = async (email: string, remoteAddress: string) => call(ctx.app, "POST", "/api/social/registerEmail", { remoteAddress, body: { _id: await pending(), email } });
    const { max } = ABUSE_LIMITS.socialCodeMail.perAddress;
    for (let i = 0; i < max; i++) expect((await register("pat@example.test", `192.0.2.${100 + i}`)).status).toBe(200);
    expectRefused(await register("pat@example.test", "192.0.2.120"), /^Too many codes sent by email\. Please try again in \d+ minutes\.$/);
    expect(await mailsTo("pat@example.test")).toBe(max);
    await atLimit("abuse:socialCodeMail:perClient:192.0.2.121", ABUSE_LIMITS.socialCodeMail.perClient.max);
    expectRefused(await register("other@example.test", "192.0.2.121"), /^Too many codes sent by email/);
  });

  it("PATCH /api/user/email mails at most perUser codes a user, perAddress to one address", async () => {
    const bob = await login(ctx.app, "bob@acme.test");
    const change = (token: string, email: string) => call(ctx.app, "PATCH", "/api/user/email", { token, body: { email } });
    const { max } = ABUSE_LIMITS.emailChangeMail.perUser;
    for (let i = 0; i < max; i++) expect((await change(bob, `bob.${i}@example.test`)).status).toBe(200);
    expectRefused(await change(bob, "bob.late@example.test"), /^Too many codes sent by email/);
    expect(await mailsTo("bob.late@example.test")).toBe(0);
    await atLimit("abuse:emailChangeMail:perAddress:taken-by-flood@example.test", ABUSE_LIMITS.emailChangeMail.perAddress.max);
    expectRefused(await change(alice, "taken-by-flood@example.test"), /^Too many codes sent by email/);
  });
});

describe("POST /api/v2/hotel/coupon (guessable codes)", () => {
  const check = (token: string, remoteAddress = "192.0.2.1") => call(ctx.app, "POST", "/api/v2/hotel/coupon", { token, remoteAddress, body: { code: "SAVE10", rateId: "htl1_missing" } });

  it("a user checks at most perUser codes in ten minutes", async () => {
    const { max } = ABUSE_LIMITS.couponCheck.perUser;
    for (let i = 0; i < max; i++) expect((await check(alice)).status).not.toBe(429);
    expectRefused(await check(alice, "192.0.2.99"), /^Too many coupon checks/);
    expect((await check(agent)).status).not.toBe(429);
  });

  it("one client address checks at most perClient codes in ten minutes, across users", async () => {
    await atLimit("abuse:couponCheck:perClient:192.0.2.50", ABUSE_LIMITS.couponCheck.perClient.max);
    expectRefused(await check(agent, "192.0.2.50"), /^Too many coupon checks/);
  });
});

describe("POST /api/short-url (creation)", () => {
  const create = (token: string, remoteAddress = "192.0.2.1") => call(ctx.app, "POST", "/api/short-url", { token, remoteAddress, body: { url: "/booknow/flights/search?from=LHR", title: "LHR" } });

  it("a user creates at most perUser links an hour, per client address at most perClient", async () => {
    const [owner] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "owner@acme.test"));
    await atLimit(`abuse:shortLinkCreate:perUser:${owner?.id ?? ""}`, ABUSE_LIMITS.shortLinkCreate.perUser.max - 1);
    const token = await login(ctx.app, "owner@acme.test");
    expect((await create(token)).status).toBe(200);
    expectRefused(await create(token, "192.0.2.2"), /^Too many short links created/);
    await atLimit("abuse:shortLinkCreate:perClient:192.0.2.60", ABUSE_LIMITS.shortLinkCreate.perClient.max);
    expectRefused(await create(alice, "192.0.2.60"), /^Too many short links created/);
  });

  it("every count is a row of rate_limits (shared by instances), none in process memory", async () => {
    const rows = await ctx.database.db.select({ n: count() }).from(rateLimits).where(like(rateLimits.key, "abuse:%"));
    expect(rows[0]?.n ?? 0).toBeGreaterThan(0);
  });
});

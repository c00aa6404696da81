// Regression, "forgotPassword is not throttled": 40 requests in a row mailed 40 reset links to one
// person. Now at most RESET_LIMITS.perAccount per account and perAddress per client address in a
// window, counted in the database (two servers on one database share the count); the answer
// stays the same, so the limit tells a stranger nothing about which accounts exist.
import { and, count, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_LIMITS } from "@/server/accounts/reset-throttle";
import { buildApp } from "@/server/app";
import { outbox } from "@/server/db/schema";
import { ACME, call, NOMAD } from "./accounts-support";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;
let second: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp();
  // A second server on the same database.
  second = await buildApp({ mode: "demo", db: ctx.database.db, databaseKind: ctx.database.kind, rateLimitPerMinute: false });
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

const forgot = (app: FastifyInstance, email: string, remoteAddress: string, host = ACME) => call(app, "POST", "/api/user/forgotPassword", { host, remoteAddress, body: { email, hostName: host } });

const resetMailsTo = async (to: string) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.to, to), like(outbox.text, "%/newPassword?token=%")))
  )[0]?.n ?? 0;

describe("forgotPassword throttle", () => {
  it(`40 requests for one account, alternating between two servers, mail ${RESET_LIMITS.perAccount} links; every answer is the same`, async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const res = await forgot(i % 2 ? second : ctx.app, "bob@acme.test", `203.0.113.${(i % 5) + 1}`);
      expect(res.status).toBe(200);
      answers.add(JSON.stringify(res.body));
    }
    expect(answers.size).toBe(1);
    expect(await resetMailsTo("bob@acme.test")).toBe(RESET_LIMITS.perAccount);
  });

  it(`one address asking for many accounts gets ${RESET_LIMITS.perAddress} links mailed in all`, async () => {
    const people = ["owner", "admin", "agent", "restricted", "alice"];
    const targets = [...people.map((p) => [`${p}@acme.test`, ACME] as const), ...[...people, "bob"].map((p) => [`${p}@nomad.test`, NOMAD] as const)];
    expect(targets.length).toBeGreaterThan(RESET_LIMITS.perAddress);
    for (const [email, host] of targets) expect((await forgot(ctx.app, email, "198.51.100.7", host)).status).toBe(200);
    const mailed = await Promise.all(targets.map(([email]) => resetMailsTo(email)));
    expect(mailed.reduce((a, b) => a + b, 0)).toBe(RESET_LIMITS.perAddress);
    // Another address may still ask for an account the first one could not reach.
    const skipped = targets.find((_t, i) => mailed[i] === 0);
    expect(skipped).toBeDefined();
    if (skipped) {
      await forgot(ctx.app, skipped[0], "198.51.100.8", skipped[1]);
      expect(await resetMailsTo(skipped[0])).toBe(1);
    }
  });
});

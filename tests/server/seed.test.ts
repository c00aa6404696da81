import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIALS } from "@/shared/constants";
import { verifyPassword } from "@/server/auth/password";
import type { Database } from "@/server/db/client";
import { agencies, users } from "@/server/db/schema";
import { DEMO_LOGINS, DEMO_PASSWORD, seed } from "@/server/seed";
import { rewardWallets } from "@/server/db/schema-reward-wallet";
import { createTestDatabase } from "./helpers";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

async function rowCounts() {
  const [a] = await database.db.select({ n: count() }).from(agencies);
  const [u] = await database.db.select({ n: count() }).from(users);
  return { agencies: a?.n, users: u?.n };
}

describe("seed", () => {
  it("inserts four agencies and six users for each branded agency the first time, Acme's reward wallet client and the provider's operator", async () => {
    expect(await seed(database.db)).toEqual({ agenciesInserted: 4, usersInserted: 14 });
    expect(await rowCounts()).toEqual({ agencies: 4, users: 14 });
  });

  it("is idempotent: a second and third run insert nothing and keep the same rows", async () => {
    const before = await rowCounts();
    expect(await seed(database.db)).toEqual({ agenciesInserted: 0, usersInserted: 0 });
    expect(await seed(database.db)).toEqual({ agenciesInserted: 0, usersInserted: 0 });
    expect(await rowCounts()).toEqual(before);
  });

  it("gives the reward wallet client her starting credit once: what she spent is never topped up again", async () => {
    const [carol] = await database.db.select().from(users).where(eq(users.email, "carol@acme.test"));
    expect(carol?.isRewardWalletEnable).toBe(true);
    const balanceOf = async () =>
      (
        await database.db
          .select()
          .from(rewardWallets)
          .where(eq(rewardWallets.userId, carol?.id ?? ""))
      ).map((w) => [w.currency, w.balance]);
    expect(await balanceOf()).toEqual([["USD", 15_000]]);
    await database.db
      .update(rewardWallets)
      .set({ balance: 500 })
      .where(eq(rewardWallets.userId, carol?.id ?? ""));
    await seed(database.db);
    expect(await balanceOf()).toEqual([["USD", 500]]);
  });

  it("keeps edits made after seeding (it never overwrites)", async () => {
    await database.db.update(agencies).set({ heading: "Edited in the back office" }).where(eq(agencies.subdomain, "acme"));
    await seed(database.db);
    const [acme] = await database.db.select().from(agencies).where(eq(agencies.subdomain, "acme"));
    expect(acme?.heading).toBe("Edited in the back office");
  });

  it("the demo password meets the spec A §5 rule", () => {
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
    expect(DEMO_PASSWORD.length).toBeLessThanOrEqual(PASSWORD_MAX);
    expect(DEMO_PASSWORD).toMatch(/[a-z]/);
    expect(DEMO_PASSWORD).toMatch(/[A-Z]/);
    expect(DEMO_PASSWORD).toMatch(/\d/);
    expect([...DEMO_PASSWORD].some((ch) => PASSWORD_SPECIALS.includes(ch))).toBe(true);
  });

  it("every demo login exists with a scrypt hash of the demo password and the right role", async () => {
    expect(DEMO_LOGINS).toHaveLength(14);
    const rows = await database.db.select().from(users);
    for (const login of DEMO_LOGINS) {
      const row = rows.find((u) => u.email === login.email);
      expect(row, login.email).toBeDefined();
      expect(row?.passwordHash).toMatch(/^scrypt\$[^$]+\$[^$]+$/);
      expect(row?.emailVerified).toBe(true);
    }
    const restricted = rows.find((u) => u.email === "restricted@acme.test");
    expect(restricted).toMatchObject({ userType: "Agent", isTravelAgent: true, isRestrictedAgent: true });
    expect(rows.find((u) => u.email === "alice@nomad.test")).toMatchObject({ userType: "Customer", isTravelAgent: false });
    expect(rows.find((u) => u.email === "owner@acme.test")).toMatchObject({ userType: "AgencyOwner", isTravelAgent: true });
    const owner = rows.find((u) => u.email === "owner@acme.test");
    expect(await verifyPassword(DEMO_PASSWORD, owner?.passwordHash ?? null)).toBe(true);
    expect(await verifyPassword("Wrong@1234", owner?.passwordHash ?? null)).toBe(false);
  });
});

describe("docs/demo-logins.md", () => {
  it("lists every demo login the seed creates", () => {
    const doc = readFileSync(new URL("../../docs/demo-logins.md", import.meta.url), "utf8");
    for (const login of DEMO_LOGINS) expect(doc, login.email).toContain(`| ${login.email} | ${login.password} |`);
  });
});

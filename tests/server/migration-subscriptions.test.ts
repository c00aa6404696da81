// The subscriptions migration (0014_subscriptions) gives every agency that was subscribed before plans existed
// a subscription, and changes nothing else: a database migrated up to 0013 and filled, then migrated.
import { rmSync } from "node:fs";
import { asc, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import * as schema from "@/server/db/schema";
import { MIGRATIONS, migrationsUpTo } from "./helpers";
import { emptyPglite } from "./empty-pglite";

describe("0014_subscriptions", () => {
  it("keeps every agency as it was and gives the subscribed ones a yearly plan ending on their renewal date", async () => {
    const client = await emptyPglite();
    const db = drizzle(client, { schema });
    const before = migrationsUpTo("0013_back_office");
    try {
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`
        INSERT INTO agencies (code, agency_name, subdomain, is_subscribed, subscription_plan, subscription_renews_at, booking_menu_item_options) VALUES
          ('RENEWS', 'Renews Travel', 'renews', true, 'growth', '2031-03-15T00:00:00Z', '[]'),
          ('NODATE', 'No Date Tours', 'nodate', true, 'starter', NULL, '[]'),
          ('UNPAID', 'Unpaid Trips', 'unpaid', false, NULL, NULL, '[]')`);
      const agenciesBefore = await db.select().from(schema.agencies).orderBy(asc(schema.agencies.code));

      await migrate(db, { migrationsFolder: MIGRATIONS });

      expect(await db.select().from(schema.agencies).orderBy(asc(schema.agencies.code))).toEqual(agenciesBefore);
      const rows = await db
        .select({ code: schema.agencies.code, plan: schema.agencySubscriptions.planType, start: schema.agencySubscriptions.currentPeriodStart, end: schema.agencySubscriptions.currentPeriodEnd })
        .from(schema.agencySubscriptions)
        .innerJoin(schema.agencies, sql`${schema.agencies.id} = ${schema.agencySubscriptions.agencyId}`)
        .orderBy(asc(schema.agencies.code));
      expect(rows.map((r) => r.code)).toEqual(["NODATE", "RENEWS"]);
      const renews = rows.find((r) => r.code === "RENEWS");
      expect(renews).toMatchObject({ plan: "yearly", end: new Date("2031-03-15T00:00:00Z"), start: new Date("2030-03-15T00:00:00Z") });
      const noDate = rows.find((r) => r.code === "NODATE");
      const inAYear = Date.now() + 365 * 86_400_000;
      expect(Math.abs((noDate?.end.getTime() ?? 0) - inAYear)).toBeLessThan(2 * 86_400_000);
    } finally {
      rmSync(before, { recursive: true, force: true });
      await client.close();
    }
  });
});

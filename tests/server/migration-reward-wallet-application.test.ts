// The website settings' reward wallet application became the booking core's earn rate (one setting): a database
// migrated up to just before that move, with agencies that had turned it on, turned it off and never set it, keeps
// each choice as the earn rate bookings use. In-memory PGlite.
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as schema from "@/server/db/schema";
import { MIGRATIONS, migrationsUntil } from "./migration-support";
import { emptyPglite } from "./empty-pglite";

const client = await emptyPglite();
const db = drizzle(client, { schema });
const folder = migrationsUntil("_reward_wallet_application", false);
afterAll(async () => {
  await client.close();
  rmSync(folder, { recursive: true, force: true });
});

const ON = "11111111-0000-4000-8000-000000000001";
const OFF = "11111111-0000-4000-8000-000000000002";
const NEVER = "11111111-0000-4000-8000-000000000003";

beforeAll(async () => {
  await migrate(db, { migrationsFolder: folder });
  const agency = (id: string, code: string, applications: unknown) =>
    db.execute(
      sql`insert into agencies (id, agency_name, subdomain, code, booking_menu_item_options, applications) values (${id}, ${code}, ${code.toLowerCase()}, ${code}, '[]'::jsonb, ${JSON.stringify(applications)}::jsonb)`,
    );
  await agency(ON, "ONE", { rewardWallet: { isEnabled: true, cashbackPercent: 5 }, mailDomain: { domain: "mail.one.test", verificationToken: "t" } });
  await agency(OFF, "TWO", { rewardWallet: { isEnabled: false, cashbackPercent: 3 } });
  await agency(NEVER, "THREE", {});
  await migrate(db, { migrationsFolder: MIGRATIONS });
});

it("keeps each agency's choice as its earn rate: on with its percent, off as 0 %, never set as the default", async () => {
  const rates = await db.select().from(schema.rewardWalletConfigs);
  expect(Object.fromEntries(rates.map((r) => [r.agencyId, r.earnRate]))).toEqual({ [ON]: 5, [OFF]: 0 });
  const rows = await db.select({ id: schema.agencies.id, applications: schema.agencies.applications }).from(schema.agencies);
  // The mail domain stays where it was; the wallet's old copy is gone.
  expect(Object.fromEntries(rows.map((r) => [r.id, r.applications]))).toEqual({ [ON]: { mailDomain: { domain: "mail.one.test", verificationToken: "t" } }, [OFF]: {}, [NEVER]: {} });
});

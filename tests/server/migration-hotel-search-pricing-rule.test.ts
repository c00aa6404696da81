// The hotel search's pricing rule (0028_hotel_search_pricing_rule) adds a column and changes nothing else: a search
// stored before it keeps its request, poll count and completion, with no rule (its polls read the asker's, as before).
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import * as schema from "@/server/db/schema";
import { MIGRATIONS, migrationsUntil } from "./migration-support";

describe("0028_hotel_search_pricing_rule", () => {
  it("keeps a running search as it was, with no rule of its own", async () => {
    const client = new PGlite();
    const db = drizzle(client, { schema });
    const before = migrationsUntil("_hotel_search_pricing_rule", false);
    try {
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`INSERT INTO agencies (code, agency_name, subdomain, booking_menu_item_options) VALUES ('OLD', 'Old Searches', 'old', '[]')`);
      await db.execute(sql`
        INSERT INTO hotel_searches (agency_id, request, polls, completed)
        SELECT id, '{"searchString":"Lisbon","locationId":"2267057"}'::jsonb, 2, false FROM agencies WHERE code = 'OLD'`);
      const searchesBefore = await db.execute(sql`SELECT id, agency_id, user_id, request, polls, completed, created_at FROM hotel_searches`);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const after = await db.select().from(schema.hotelSearches);
      expect(after).toHaveLength(1);
      const [row] = after;
      const [old] = searchesBefore.rows as Array<Record<string, unknown>>;
      expect(row).toMatchObject({ id: old?.id, agencyId: old?.agency_id, userId: null, request: { searchString: "Lisbon", locationId: "2267057" }, polls: 2, completed: false, pricingRule: null });
    } finally {
      rmSync(before, { recursive: true, force: true });
      await client.close();
    }
  });
});

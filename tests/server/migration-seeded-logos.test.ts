// The seeded logos' migration moves the demo's SVG logos and favicons to their WebP and PNG copies and nothing else: a database migrated
// up to the one before, with agencies holding the seed's logo, the provider's default, an uploaded logo and none,
// then migrated to the end. In-memory PGlite.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as schema from "@/server/db/schema";
import { databaseBefore } from "./migration-support";

let database: Awaited<ReturnType<typeof databaseBefore>>;
afterAll(() => database.close());

const LOGOS = {
  acme: ["/media/acme-logo.svg", "/media/acme-favicon.svg"],
  nomad: ["/media/nomad-logo.svg", "/media/nomad-favicon.svg"],
  provider: ["/media/waypoint-logo.svg", "/media/waypoint-favicon.svg"],
  uploaded: ["/api/uploads/file/agency-1/logo-1.png", "/api/uploads/file/agency-1/favicon-1.png"],
  plain: [null, null],
} as const;

beforeAll(async () => {
  database = await databaseBefore("_seeded_logos_webp");
  const { db } = database;
  for (const [subdomain, [logo, favicon]] of Object.entries(LOGOS)) {
    await db.execute(
      sql`insert into agencies (agency_name, subdomain, code, booking_menu_item_options, logo, favicon) values (${subdomain}, ${subdomain}, ${subdomain.toUpperCase()}, '[]'::jsonb, ${logo}, ${favicon})`,
    );
  }
  await database.migrateToEnd();
});

it("moves the seed's and the provider's SVG logos and favicons to their copies, and leaves an agency's own alone", async () => {
  const rows = await database.db.select({ subdomain: schema.agencies.subdomain, logo: schema.agencies.logo, favicon: schema.agencies.favicon }).from(schema.agencies);
  expect(Object.fromEntries(rows.map((r) => [r.subdomain, [r.logo, r.favicon]]))).toEqual({
    acme: ["/media/acme-logo.webp", "/media/acme-favicon.png"],
    nomad: ["/media/nomad-logo.webp", "/media/nomad-favicon.png"],
    provider: ["/media/waypoint-logo.webp", "/media/waypoint-favicon.png"],
    uploaded: ["/api/uploads/file/agency-1/logo-1.png", "/api/uploads/file/agency-1/favicon-1.png"],
    plain: [null, null],
  });
});

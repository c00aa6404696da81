import { arrayContains, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { agencies, type AgencyRow } from "../db/schema";
import { PROVIDER_SUBDOMAIN, parseHost } from "./host";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findAgencyById(db: Db, id: string): Promise<AgencyRow | null> {
  // Not a uuid → cannot exist; PostgreSQL would reject the comparison with an error.
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id)).limit(1);
  return row ?? null;
}

/** The agency's name as its documents and mails sign them ("" when the agency is gone). */
export async function agencyNameOf(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ name: agencies.agencyName }).from(agencies).where(eq(agencies.id, id));
  return row?.name ?? "";
}

async function findAgencyBySubdomain(db: Db, subdomain: string): Promise<AgencyRow | null> {
  const [row] = await db.select().from(agencies).where(eq(agencies.subdomain, subdomain)).limit(1);
  return row ?? null;
}

export async function findAgencyByHost(db: Db, host: string | undefined, baseDomain?: string): Promise<AgencyRow | null> {
  const target = parseHost(host, baseDomain);
  if (!target) return null;
  switch (target.kind) {
    case "provider":
      return findAgencyBySubdomain(db, PROVIDER_SUBDOMAIN);
    case "subdomain":
      return findAgencyBySubdomain(db, target.subdomain);
    case "customDomain": {
      const [row] = await db
        .select()
        .from(agencies)
        .where(arrayContains(agencies.customDomains, [target.host]))
        .limit(1);
      if (row) return row;
      return target.baseSubdomain ? findAgencyBySubdomain(db, target.baseSubdomain) : null;
    }
  }
}

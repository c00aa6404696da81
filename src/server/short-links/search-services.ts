import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { recentSearch } from "@/shared/api/short-links";
import type { Db } from "../db/client";

type RecentSearch = z.infer<typeof recentSearch>;
/**
 * Between a flight search's airports ("JFK → LHR"). A bound parameter, not a literal in the query: a tagged template
 * keeps its text as written, so the arrow would be the one character outside Latin-1 in the server bundle, and V8 holds
 * a script with such a character at two bytes a character (the bundle's 1.3 MB as 2.5 MB).
 */
const ROUTE_ARROW = " → ";
interface Row {
  id: string;
  type: RecentSearch["type"];
  where: string;
  start_date: string | null;
  user_id: string | null;
  user_name: string | null;
  search: Record<string, unknown> | null;
  created_at: string | Date;
}

/**
 * GET /api/agency/search/services (spec B §7, payload not shown): the agency's recent searches across its users
 * and booking types, newest first (docs/decisions.md "Search services"). Flights and activities keep the
 * searches people store (flight_searches, activity_searches), hotels every search (hotel_searches, the
 * asynchronous search's row); car searches are not stored anywhere, so none are listed.
 */
export async function recentSearches(db: Db, scope: { agencyId: string; onlyBy: string | null }, page: { from: number; size: number }): Promise<{ rows: RecentSearch[]; total: number }> {
  const searches = sql`
    select id, 'flights' as type,
      coalesce(search->'formData'->0->'from'->>'location', '') || ${ROUTE_ARROW} || coalesce(search->'formData'->0->'to'->>'location', '') as "where",
      coalesce(search->'formData'->0->>'singleDate', search->'formData'->0->'rangeDate'->>'startDate') as start_date,
      user_id, search, created_at
    from flight_searches where agency_id = ${scope.agencyId}
    union all
    select id, 'hotels', coalesce(request->>'searchString', ''), request->'stayPeriod'->>'start', user_id, request, created_at
    from hotel_searches where agency_id = ${scope.agencyId}
    union all
    select id, 'activities', coalesce(search->'selectedLocation'->>'destinationName', search->>'destinationId', ''), search->>'activityDate', user_id, search, created_at
    from activity_searches where agency_id = ${scope.agencyId}`;
  const mine = scope.onlyBy ? sql`where s.user_id = ${scope.onlyBy}` : sql``;
  // Both drivers answer `execute` with `{ rows }` (as src/server/db/run-alone.ts reads it).
  const [rows, totals] = (await Promise.all([
    db.execute(sql`
      select s.id, s.type, s."where", s.start_date, s.user_id, u.name as user_name, s.search, s.created_at
      from (${searches}) s left join users u on u.id = s.user_id ${mine}
      order by s.created_at desc, s.id desc limit ${page.size} offset ${page.from}`),
    db.execute(sql`select count(*) as total from (${searches}) s ${mine}`),
  ])) as unknown as [{ rows: Row[] }, { rows: { total: number | string }[] }];
  return {
    rows: rows.rows.map((row) => ({
      id: row.id,
      type: row.type,
      where: row.where,
      startDate: row.start_date,
      userId: row.user_id,
      userName: row.user_name,
      // As stored (a json object); the back office reads it with the vertical's own schema.
      search: row.search && typeof row.search === "object" && !Array.isArray(row.search) ? row.search : null,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total: Number(totals.rows[0]?.total ?? 0),
  };
}

import { randomBytes } from "node:crypto";
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { ShortLink, ShortLinkType, ShortUrlListFilters, ShortUrlListItem } from "@/shared/api/short-links";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { shortLinks, type ShortLinkRow } from "../db/schema-short-links";

// spec A §7 / spec B §7 "Short links": the agency's links, their codes and click counts.

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const CODE_LENGTH = 10;

/** 10 characters of 57: about 58 bits, so a code cannot be guessed (a link is a bearer secret to its page). */
function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH * 2);
  let code = "";
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (byte < 256 - (256 % ALPHABET.length)) code += ALPHABET[byte % ALPHABET.length];
    if (code.length === CODE_LENGTH) return code;
  }
  return newCode();
}

export function toShortLink(row: ShortLinkRow, origin: string): ShortLink {
  return {
    id: row.id,
    code: row.code,
    shortUrl: `${origin}/url/${row.code}`,
    path: row.path,
    type: row.type,
    title: row.title,
    description: row.description,
    image: row.image,
    clicks: row.clicks,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createShortLink(db: Db, link: { agencyId: string; createdBy: string; path: string; type: ShortLinkType; title: string; description: string; image: string | null }): Promise<ShortLinkRow> {
  for (let attempt = 0; ; attempt++) {
    const [row] = await db
      .insert(shortLinks)
      .values({ ...link, code: newCode() })
      .onConflictDoNothing({ target: shortLinks.code })
      .returning();
    if (row) return row;
    if (attempt >= 3) throw new Error("no free short link code");
  }
}

export async function findShortLink(db: Db, agencyId: string, code: string): Promise<ShortLinkRow | null> {
  const [row] = await db
    .select()
    .from(shortLinks)
    .where(and(eq(shortLinks.agencyId, agencyId), eq(shortLinks.code, code)));
  return row ?? null;
}

/** A browser opened the link: one more click. */
export async function countClick(db: Db, agencyId: string, code: string): Promise<ShortLinkRow | null> {
  const [row] = await db
    .update(shortLinks)
    .set({ clicks: sql`${shortLinks.clicks} + 1`, lastClickedAt: new Date() })
    .where(and(eq(shortLinks.agencyId, agencyId), eq(shortLinks.code, code)))
    .returning();
  return row ?? null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** One page of the agency's links (spec B §7: offSet, limit, type, search, startDate, endDate), newest first. */
export async function listShortLinks(db: Db, scope: { agencyId: string; onlyBy: string | null }, query: ShortUrlListFilters, origin: string): Promise<{ rows: ShortUrlListItem[]; total: number }> {
  const where: (SQL | undefined)[] = [eq(shortLinks.agencyId, scope.agencyId)];
  if (scope.onlyBy) where.push(eq(shortLinks.createdBy, scope.onlyBy));
  if (query.type !== "all") where.push(eq(shortLinks.type, query.type));
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(or(ilike(shortLinks.title, pattern), ilike(shortLinks.description, pattern), ilike(shortLinks.code, pattern), ilike(shortLinks.path, pattern)));
  }
  if (query.startDate) where.push(gte(shortLinks.createdAt, new Date(`${query.startDate}T00:00:00Z`)));
  if (query.endDate) where.push(lt(shortLinks.createdAt, nextDay(query.endDate)));
  const condition = and(...where);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ link: shortLinks, createdByName: users.name })
      .from(shortLinks)
      .leftJoin(users, eq(users.id, shortLinks.createdBy))
      .where(condition)
      .orderBy(desc(shortLinks.createdAt), desc(shortLinks.id))
      .limit(query.limit)
      .offset(query.offSet),
    db.select({ total: count() }).from(shortLinks).where(condition),
  ]);
  return {
    rows: rows.map(({ link, createdByName }) => ({ ...toShortLink(link, origin), createdBy: link.createdBy, createdByName })),
    total: totals?.total ?? 0,
  };
}

/** The link deleted (for the audit trail's line), or null when there was none the caller may delete. */
export async function deleteShortLink(db: Db, scope: { agencyId: string; onlyBy: string | null }, id: string): Promise<ShortLinkRow | null> {
  const where = [eq(shortLinks.agencyId, scope.agencyId), eq(shortLinks.id, id)];
  if (scope.onlyBy) where.push(eq(shortLinks.createdBy, scope.onlyBy));
  const [deleted] = await db
    .delete(shortLinks)
    .where(and(...where))
    .returning();
  return deleted ?? null;
}

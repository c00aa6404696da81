import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { accountTokens, type AccountTokenPurpose, type AccountTokenRow } from "../db/schema";
import { hashToken, randomCode, randomToken, sameDigest } from "../sessions/tokens";

const HOUR_MS = 3_600_000;
/** Lifetimes of links and codes (docs/accounts.md). */
export const TTL = {
  verifyEmail: 24 * HOUR_MS,
  resetPassword: HOUR_MS,
  invitation: 7 * 24 * HOUR_MS,
  code: 15 * 60_000,
  socialPending: 30 * 60_000,
  oauthTransaction: 10 * 60_000,
} as const;
/** Wrong guesses allowed on one emailed code before it is burnt. */
const MAX_CODE_ATTEMPTS = 5;

interface IssueInput {
  purpose: AccountTokenPurpose;
  agencyId: string;
  userId?: string | null;
  email?: string | null;
  data?: Record<string, unknown>;
  ttlMs: number;
}

/** Stores a single-use link token (hashed) and returns the token for the link. */
export async function issueLink(db: Db, input: IssueInput): Promise<{ token: string; row: AccountTokenRow }> {
  const token = randomToken();
  const [row] = await db
    .insert(accountTokens)
    .values({
      purpose: input.purpose,
      agencyId: input.agencyId,
      userId: input.userId ?? null,
      email: input.email ?? null,
      data: input.data ?? {},
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + input.ttlMs),
    })
    .returning();
  if (!row) throw new Error("account token insert returned no row");
  return { token, row };
}

type LinkState = { ok: true; row: AccountTokenRow } | { ok: false; reason: "invalid" | "expired" };

/** Looks a link up without using it (forgotPwdValidity, invitation preview). Used links are "invalid". */
export async function peekLink(db: Db, purpose: AccountTokenPurpose, agencyId: string, token: string): Promise<LinkState> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose), eq(accountTokens.agencyId, agencyId)))
    .limit(1);
  if (!row || row.usedAt) return { ok: false, reason: "invalid" };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };
  return { ok: true, row };
}

/**
 * Uses a link exactly once: a conditional UPDATE, so two concurrent requests with the same link
 * cannot both succeed.
 */
export async function consumeLink(db: Db, purpose: AccountTokenPurpose, agencyId: string, token: string): Promise<LinkState> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose), eq(accountTokens.agencyId, agencyId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())))
    .returning();
  if (row) return { ok: true, row };
  const peeked = await peekLink(db, purpose, agencyId, token);
  return peeked.ok ? { ok: false, reason: "invalid" } : peeked;
}

const codeHash = (id: string, code: string) => hashToken(`${id}:${code}`);

/** Creates a code row (email change) and returns the code to mail. */
export async function issueCode(db: Db, input: Omit<IssueInput, "ttlMs">): Promise<{ code: string; row: AccountTokenRow }> {
  const id = randomUUID();
  const code = randomCode();
  const [row] = await db
    .insert(accountTokens)
    .values({
      id,
      purpose: input.purpose,
      agencyId: input.agencyId,
      userId: input.userId ?? null,
      email: input.email ?? null,
      data: input.data ?? {},
      tokenHash: codeHash(id, code),
      expiresAt: new Date(Date.now() + TTL.code),
    })
    .returning();
  if (!row) throw new Error("account token insert returned no row");
  return { code, row };
}

/** Gives an existing row (a pending social sign-in) a fresh code and email. */
export async function reissueCode(db: Db, id: string, email: string): Promise<string> {
  const code = randomCode();
  await db
    .update(accountTokens)
    .set({ tokenHash: codeHash(id, code), email, attempts: 0, expiresAt: new Date(Date.now() + TTL.code) })
    .where(eq(accountTokens.id, id));
  return code;
}

/** A placeholder hash for rows that carry no code yet (it matches no code). */
export function placeholderHash(): string {
  return hashToken(randomToken());
}

/** The newest unused, unexpired row of a user for a purpose (and email, when given). */
export async function latestOpenRow(db: Db, where: { purpose: AccountTokenPurpose; agencyId: string; userId?: string; id?: string; email?: string }): Promise<AccountTokenRow | null> {
  const conditions = [eq(accountTokens.purpose, where.purpose), eq(accountTokens.agencyId, where.agencyId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())];
  if (where.userId) conditions.push(eq(accountTokens.userId, where.userId));
  if (where.id) conditions.push(eq(accountTokens.id, where.id));
  if (where.email) conditions.push(eq(accountTokens.email, where.email));
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(...conditions))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Checks a code against a row: a wrong code counts an attempt, the MAX_CODE_ATTEMPTS-th burns the
 * row; a right one marks it used (once, conditionally).
 */
export async function checkCode(db: Db, row: AccountTokenRow, code: string): Promise<boolean> {
  if (row.attempts >= MAX_CODE_ATTEMPTS || !sameDigest(row.tokenHash, codeHash(row.id, code.trim()))) {
    await db
      .update(accountTokens)
      .set({ attempts: sql`${accountTokens.attempts} + 1` })
      .where(eq(accountTokens.id, row.id));
    return false;
  }
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, row.id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return !!used;
}

/** Marks a row used (an OAuth transaction once its code was exchanged). */
export async function markUsed(db: Db, id: string): Promise<boolean> {
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return !!used;
}

/**
 * spec A §4 "Single sign-on", hardened: an SSO JWT signs in once. Records the token (its jti, else the whole token, hashed)
 * as used until it expires; false when it was used before (a replay).
 */
export async function spendSsoToken(db: Db, agencyId: string, tokenId: string, expiresAt: Date): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .insert(accountTokens)
    .values({ purpose: "ssoToken", agencyId, tokenHash: hashToken(`sso:${agencyId}:${tokenId}`), expiresAt, usedAt: now })
    .onConflictDoNothing({ target: accountTokens.tokenHash })
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

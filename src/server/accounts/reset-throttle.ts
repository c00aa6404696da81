import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { accountTokens } from "../db/schema";

/**
 * forgotPassword mails at most this many reset links per account, and per client address across
 * accounts, in a window. Counted from the reset links already in account_tokens, so every server
 * on the database shares the count and nothing is kept in process memory.
 */
export const RESET_LIMITS = { perAccount: 3, perAddress: 10, windowMs: 60 * 60_000 } as const;

/** Stored in the reset link's data: where it was asked from (the per-address count). */
export const resetRequestData = (address: string) => ({ requestedFrom: address });

/**
 * May another reset link be mailed to this user, asked from this address? A refusal is silent to
 * the caller (the answer stays "a link was sent if the account exists"), so the limit neither
 * floods a mailbox nor tells a stranger which addresses have accounts.
 */
export async function mayMailResetLink(db: Db, userId: string, address: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - RESET_LIMITS.windowMs);
  const recent = and(eq(accountTokens.purpose, "resetPassword"), gt(accountTokens.createdAt, since));
  const [perAccount] = await db
    .select({ n: count() })
    .from(accountTokens)
    .where(and(recent, eq(accountTokens.userId, userId)));
  if ((perAccount?.n ?? 0) >= RESET_LIMITS.perAccount) return false;
  const [perAddress] = await db
    .select({ n: count() })
    .from(accountTokens)
    .where(and(recent, sql`${accountTokens.data} ->> 'requestedFrom' = ${address}`));
  return (perAddress?.n ?? 0) < RESET_LIMITS.perAddress;
}

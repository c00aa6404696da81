import { and, eq, sql } from "drizzle-orm";
import type { LoginResult, Profile } from "@/shared/api/auth";
import type { Db } from "../db/client";
import { userIdentities, users, type AgencyRow, type NewUserRow, type UserRow } from "../db/schema";
import type { SessionStore } from "../sessions/session-store";

/** Emails are stored lower-case (schema.ts); every lookup normalises the same way. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, agencyId: string, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.email, normaliseEmail(email))))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, agencyId: string, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findUserByIdentity(db: Db, agencyId: string, provider: "google" | "facebook" | "sso", subject: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.agencyId, agencyId), eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.user ?? null;
}

export async function hasIdentity(db: Db, userId: string, provider: "google" | "facebook" | "sso"): Promise<boolean> {
  const [row] = await db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .limit(1);
  return !!row;
}

export async function linkIdentity(db: Db, user: Pick<UserRow, "id" | "agencyId">, provider: "google" | "facebook" | "sso", subject: string, email: string | null): Promise<void> {
  await db.insert(userIdentities).values({ userId: user.id, agencyId: user.agencyId, provider, subject, email }).onConflictDoNothing();
}

/** Inserts a user; null when the email is already taken in that agency (unique index). */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: normaliseEmail(values.email) })
    .onConflictDoNothing({ target: [users.agencyId, users.email] })
    .returning();
  return row ?? null;
}

/** A display name for accounts created from a provider or SSO without one. */
export function nameFromEmail(email: string): string {
  return email.split("@")[0] ?? email;
}

/**
 * Opens a session and counts the login (spec A §3 "Login result": loginCount as incremented by
 * this login, so a first login answers 1).
 */
export async function logIn(db: Db, sessions: SessionStore, user: UserRow, agency: AgencyRow): Promise<LoginResult> {
  const [updated] = await db
    .update(users)
    .set({ loginCount: sql`${users.loginCount} + 1` })
    .where(eq(users.id, user.id))
    .returning({ loginCount: users.loginCount });
  const token = await sessions.create(user);
  return {
    token,
    _id: user.id,
    name: user.name,
    email: user.email,
    isTravelAgent: user.isTravelAgent,
    isSubscribed: agency.isSubscribed,
    loginCount: updated?.loginCount ?? user.loginCount + 1,
    userType: user.userType,
    code: agency.code,
    agencyName: agency.agencyName,
    navigateTo: user.navigateTo,
  };
}

export function toProfile(user: UserRow): Profile {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    userType: user.userType,
    isTravelAgent: user.isTravelAgent,
    isActive: user.isActive,
    language: user.language,
    phoneNumber: user.phoneNumber,
    profileImage: user.profileImage,
  };
}

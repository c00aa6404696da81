import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { TOKEN_MAX_AGE_SECONDS } from "@/shared/constants";
import type { Db } from "../db/client";
import { sessions, users, type SessionRow, type UserRow } from "../db/schema";
import { hashToken, randomToken } from "./tokens";

/** spec A §9: the client keeps the token cookie 7 days; the server session lives exactly as long. */
const SESSION_TTL_MS = TOKEN_MAX_AGE_SECONDS * 1000;

export interface ActiveSession {
  session: SessionRow;
  user: UserRow;
}

export interface SessionStore {
  /** Opens a session and returns the opaque token (the only time it exists in clear). */
  create(user: Pick<UserRow, "id" | "agencyId">): Promise<string>;
  /** The live session and its user for a token, or null (unknown, revoked, expired, inactive user). */
  find(token: string): Promise<ActiveSession | null>;
  revoke(sessionId: string): Promise<void>;
  /** Revokes every session of a user, except `keepSessionId` (password change keeps the current one). */
  revokeAllForUser(userId: string, keepSessionId?: string): Promise<void>;
}

export function createSessionStore(db: Db): SessionStore {
  return {
    async create(user) {
      const token = randomToken();
      await db.insert(sessions).values({
        userId: user.id,
        agencyId: user.agencyId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      });
      return token;
    },
    async find(token) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .limit(1);
      if (!row || !row.user.isActive) return null;
      return row;
    },
    async revoke(sessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    async revokeAllForUser(userId, keepSessionId) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(...conditions));
    },
  };
}

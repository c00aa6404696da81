// The logged-in user's role, as the site header needs it on every page (the agent's links, the logo's target).
// The whole stored user is checked by its zod schema in ./storage.ts; the header, in the first load of every
// page, reads only these two fields and checks them by hand, so the first load carries no zod (docs/decisions.md
// "Fast on a phone: the first load's answers"). What storeUser wrote was checked whole at login.
import { USER_TYPES, type UserType } from "@/shared/permissions";

/** Where ./storage.ts keeps the logged-in user (localStorage). */
export const USER_KEY = "user";

interface StoredRole {
  isTravelAgent: boolean;
  userType: UserType;
}

/** The stored user's role, or null (none stored, or not a user this version wrote). */
export function readStoredRole(): StoredRole | null {
  try {
    const user: unknown = JSON.parse(localStorage.getItem(USER_KEY) ?? "null");
    if (typeof user !== "object" || user === null) return null;
    const { isTravelAgent, userType } = user as Record<string, unknown>;
    if (typeof isTravelAgent !== "boolean" || !(USER_TYPES as readonly unknown[]).includes(userType)) return null;
    return { isTravelAgent, userType: userType as UserType };
  } catch {
    return null;
  }
}

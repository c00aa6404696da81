// Browser storage the account flows use. Machines never touch storage (conventions); their
// named actions are bound to these functions.
import { z } from "zod";
import { loginResult, type LoginResult } from "@/shared/api/auth";
import { deleteCookie, readCookie, writeCookie } from "../../lib/cookies";
import { USER_KEY } from "./stored-role";

// ---- remember me (spec A §2: stores the email in a cookie) ----
const REMEMBER_COOKIE = "rememberedEmail";
const REMEMBER_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export function readRememberedEmail(): string | null {
  return readCookie(REMEMBER_COOKIE);
}
export function rememberEmail(email: string | null): void {
  if (email) writeCookie(REMEMBER_COOKIE, email, REMEMBER_MAX_AGE_SECONDS);
  else deleteCookie(REMEMBER_COOKIE);
}

// ---- the logged-in user (who they are decides the logout target and the agent area) ----
const storedUser = loginResult.omit({ token: true });
type StoredUser = z.infer<typeof storedUser>;

export function storeUser(result: LoginResult): void {
  const { token: _token, ...user } = result;
  localStorage.setItem(USER_KEY, JSON.stringify(storedUser.parse(user)));
}
export function readStoredUser(): StoredUser | null {
  try {
    const parsed = storedUser.safeParse(JSON.parse(localStorage.getItem(USER_KEY) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// ---- credentials handed from a login answered 404 to /signup (spec A §4: never in the URL) ----
const HAND_OFF_KEY = "signupHandOff";
const handOff = z.object({ email: z.string(), password: z.string() });
export type HandOff = z.infer<typeof handOff>;
export function handOffCredentials(value: HandOff): void {
  sessionStorage.setItem(HAND_OFF_KEY, JSON.stringify(value));
}
export function peekHandOff(): HandOff | null {
  try {
    const parsed = handOff.safeParse(JSON.parse(sessionStorage.getItem(HAND_OFF_KEY) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
export function dropHandOff(): void {
  sessionStorage.removeItem(HAND_OFF_KEY);
}

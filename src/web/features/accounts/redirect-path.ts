// The saved redirect path (spec A §2 "Booking routes"): a protected page opened while logged out saves where
// it was, the login comes back to it. Apart from ./storage.ts (zod checks what it reads), as the protected
// pages' guard runs in the first load of every page.
import { REDIRECT_PATH_KEY } from "@/shared/constants";
import { safeRedirectPath } from "@/shared/security/redirect";

export function readRedirectPath(): string | null {
  return safeRedirectPath(sessionStorage.getItem(REDIRECT_PATH_KEY));
}
export function saveRedirectPath(path: string): void {
  sessionStorage.setItem(REDIRECT_PATH_KEY, path);
}
export function clearRedirectPath(): void {
  sessionStorage.removeItem(REDIRECT_PATH_KEY);
}

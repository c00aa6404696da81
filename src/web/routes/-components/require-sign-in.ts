import { redirect } from "@tanstack/react-router";
import { TOKEN_COOKIE } from "@/shared/constants";
import { saveRedirectPath } from "../../features/accounts/redirect-path";
import { readCookie } from "../../lib/cookies";

/**
 * A protected page's guard (spec A §2 "Booking routes"): without the token cookie the visitor goes to /logout, and
 * the full path with query is saved to come back to after login. The `_auth` layout's, and the generic booking
 * routes' signed-in pages (routes/booknow/$vertical/), which first check that the vertical exists.
 */
export function requireSignIn(location: { href: string }): void {
  if (readCookie(TOKEN_COOKIE)) return;
  saveRedirectPath(location.href);
  throw redirect({ to: "/logout", replace: true });
}

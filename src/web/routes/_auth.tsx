import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { TOKEN_COOKIE } from "../../shared/constants";
import { saveRedirectPath } from "../features/accounts/redirect-path";
import { readCookie } from "../lib/cookies";

/**
 * Pathless layout for protected pages (spec A §2 "Booking routes"): without the token cookie the
 * visitor goes to /logout, and the full path with query is saved to come back to after login.
 */
export const Route = createFileRoute("/_auth")({
  beforeLoad: ({ location }) => {
    if (readCookie(TOKEN_COOKIE)) return;
    saveRedirectPath(location.href);
    throw redirect({ to: "/logout", replace: true });
  },
  component: Outlet,
});

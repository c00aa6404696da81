import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireSignIn } from "./-components/require-sign-in";

/** Pathless layout for protected pages (spec A §2 "Booking routes"): `requireSignIn` guards every page below. */
export const Route = createFileRoute("/_auth")({
  beforeLoad: ({ location }) => requireSignIn(location),
  component: Outlet,
});

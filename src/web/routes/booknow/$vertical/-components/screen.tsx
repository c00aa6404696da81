// The core's generic booking routes (docs/architecture.md "Adding a vertical"): /booknow/<plural>/<page> draws the
// screen a registered vertical gives for that page (`WebVertical.screens`, a test build's extras:
// src/web/verticals.ts), so a vertical needs no route file of its own. The product's verticals have static routes
// on the same paths, which the router ranks first: these routes see only the paths no static route has. The vertical
// is checked before the sign-in guard, so a path no vertical has stays "Page not found" for anyone, as before.
// Search params: the vertical's own URL form reads them (`WebBookingVertical.url.parse`, a bad value dropped).
import { notFound } from "@tanstack/react-router";
import type { ComponentType } from "react";
import { SIGNED_IN_PAGES, type ScreenPage } from "../../../../features/booking/plug-in";
import { hasScreenedVertical, screenOf } from "../../../../verticals";
import { requireSignIn } from "../../../-components/require-sign-in";

/** A generic route's guard: its vertical is registered, and a signed-in page has a session. */
export function screenGuard(page: ScreenPage) {
  return ({ params, location }: { params: { vertical: string }; location: { href: string } }): void => {
    if (!hasScreenedVertical(params.vertical)) throw notFound();
    if (SIGNED_IN_PAGES.has(page)) requireSignIn(location);
  };
}

/** A generic route's loader: the vertical's screen for the page (its code loaded with it), or "Page not found". */
export function screenLoader(page: ScreenPage) {
  return async ({ params }: { params: { vertical: string } }): Promise<{ Screen: ComponentType }> => {
    const Screen = await screenOf(params.vertical, page);
    if (!Screen) throw notFound();
    return { Screen };
  };
}

import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { BOOKING_MENU_PATHS } from "@/shared/constants";
import { hasScreenedVertical } from "../../../verticals";

// spec A §2 names /booknow/activities among the booking entry paths: a vertical's bare path opens its search
// (any letter case, as spec B also writes /booknow/Cars/checkout), with the query it came with; so does a vertical
// the generic routes draw (./search.tsx). Anything else under /booknow is the site's "Page not found".
export const Route = createFileRoute("/booknow/$vertical/")({
  beforeLoad: ({ params, location }) => {
    const vertical = params.vertical.toLowerCase();
    const prefix = `/booknow/${vertical}/`;
    const searchPath = Object.values(BOOKING_MENU_PATHS).find((path) => path.startsWith(prefix)) ?? (hasScreenedVertical(vertical) ? `${prefix}search` : null);
    if (!searchPath) throw notFound();
    throw redirect({ href: `${searchPath}${location.searchStr}`, replace: true });
  },
});

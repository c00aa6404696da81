import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "@tanstack/react-router";
import { BOOKING_MENU_PATHS, type BookingMenuTitle } from "@/shared/constants";
import { verticalOfMenuTitle } from "@/shared/verticals";
import { activeMenuItems, activeTabFromPath } from "../../lib/booking-menu";
import { useVerticalNames } from "../../lib/vertical-names";
import { useAgency, useAgencyActive } from "../../state/site";
import { webVerticalOf } from "../../verticals";

// Here with the routes, not in components/: the tabs compose every vertical (their icons, WEB_VERTICALS).

/**
 * Booking tabs (spec A §2 "Layout and navigation"): only items marked active, the active
 * one follows the path, 'Please Provide data' when the agency sent no menu at all.
 */
export function BookingTabs({ disabledOn = [], layout = "row" }: { disabledOn?: string[]; layout?: "row" | "columns" }) {
  const { t } = useLingui();
  const names = useVerticalNames();
  const agency = useAgency();
  const agencyActive = useAgencyActive();
  // The tab the path makes current and whether the tabs are off there, not the path itself: a route change that
  // moves neither draws no tabs ("Every page fast on a phone", signed-in pages: both rows of tabs and their icons
  // were drawn again in each back-office route change's first task).
  const current = useLocation({ select: (l) => activeTabFromPath(l.pathname) });
  const offHere = useLocation({ select: (l) => disabledOn.some((p) => l.pathname.startsWith(p)) });
  if (agency.bookingMenuItemOptions.length === 0) {
    return (
      <p className="text-sm text-amber-200">
        <Trans>Please Provide data</Trans>
      </p>
    );
  }
  const disabled = !agencyActive || offHere;
  const items = activeMenuItems(agency);
  // A phone's tabs share its width in equal columns, the icon above the word, so no label is cut (issue "Phone and layout").
  const columns = layout === "columns";
  return (
    <nav aria-label={t`Booking menu`}>
      <ul className={columns ? "grid gap-1" : "flex items-center gap-1 overflow-x-auto"} style={columns ? { gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` } : undefined}>
        {items.map((title: BookingMenuTitle) => {
          const vertical = verticalOfMenuTitle(title);
          const { Icon } = webVerticalOf(vertical.id);
          const selected = vertical.plural === current;
          const base = columns
            ? "flex h-12 flex-col items-center justify-center gap-0.5 whitespace-nowrap rounded-lg px-1 text-xs font-medium transition"
            : "inline-flex h-9 items-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-medium transition";
          const look = selected ? "bg-white text-slate-900 shadow-sm" : "text-white/80 hover:bg-white/10 hover:text-white";
          return (
            <li key={title}>
              {disabled ? (
                <a role="link" aria-disabled="true" aria-current={selected ? "page" : undefined} className={`${base} ${look} opacity-50`}>
                  <Icon className="size-4" />
                  {names.many(vertical.plural)}
                </a>
              ) : (
                // The router's Link: a tab changes the page in place instead of loading the whole site again.
                <Link to={BOOKING_MENU_PATHS[title]} aria-current={selected ? "page" : undefined} className={`${base} ${look}`}>
                  <Icon className="size-4" />
                  {names.many(vertical.plural)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

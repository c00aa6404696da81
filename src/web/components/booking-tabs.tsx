import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "@tanstack/react-router";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { BOOKING_MENU_PATHS, type BookingMenuTitle } from "../../shared/constants";
import { activeMenuItems, activeTabFromPath, TAB_BY_TITLE, type BookingTab } from "../lib/booking-menu";
import { useAgency, useAgencyActive } from "../state/site";
import { BedIcon, CarIcon, PlaneIcon, TicketIcon } from "./icons";

const TAB_LABEL: Record<BookingTab, ReactNode> = {
  flights: <Trans>Flights</Trans>,
  hotels: <Trans>Hotels</Trans>,
  cars: <Trans>Cars</Trans>,
  activities: <Trans>Activities</Trans>,
};

const TAB_ICON: Record<BookingTab, ComponentType<SVGProps<SVGSVGElement>>> = {
  flights: PlaneIcon,
  hotels: BedIcon,
  cars: CarIcon,
  activities: TicketIcon,
};

/**
 * Booking tabs (spec A §2 "Layout and navigation"): only items marked active, the active
 * one follows the path, 'Please Provide data' when the agency sent no menu at all.
 */
export function BookingTabs({ disabledOn = [], layout = "row" }: { disabledOn?: string[]; layout?: "row" | "columns" }) {
  const { t } = useLingui();
  const agency = useAgency();
  const agencyActive = useAgencyActive();
  const pathname = useLocation({ select: (l) => l.pathname });
  if (agency.bookingMenuItemOptions.length === 0) {
    return (
      <p className="text-sm text-amber-200">
        <Trans>Please Provide data</Trans>
      </p>
    );
  }
  const current = activeTabFromPath(pathname);
  const disabled = !agencyActive || disabledOn.some((p) => pathname.startsWith(p));
  const items = activeMenuItems(agency);
  // A phone's tabs share its width in equal columns, the icon above the word, so no label is cut (issue "Phone and layout").
  const columns = layout === "columns";
  return (
    <nav aria-label={t`Booking menu`}>
      <ul className={columns ? "grid gap-1" : "flex items-center gap-1 overflow-x-auto"} style={columns ? { gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` } : undefined}>
        {items.map((title: BookingMenuTitle) => {
          const tab = TAB_BY_TITLE[title];
          const Icon = TAB_ICON[tab];
          const selected = tab === current;
          const base = columns
            ? "flex h-12 flex-col items-center justify-center gap-0.5 whitespace-nowrap rounded-lg px-1 text-xs font-medium transition"
            : "inline-flex h-9 items-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-medium transition";
          const look = selected ? "bg-white text-slate-900 shadow-sm" : "text-white/80 hover:bg-white/10 hover:text-white";
          return (
            <li key={title}>
              {disabled ? (
                <a role="link" aria-disabled="true" aria-current={selected ? "page" : undefined} className={`${base} ${look} opacity-50`}>
                  <Icon className="size-4" />
                  {TAB_LABEL[tab]}
                </a>
              ) : (
                // The router's Link: a tab changes the page in place instead of loading the whole site again.
                <Link to={BOOKING_MENU_PATHS[title]} aria-current={selected ? "page" : undefined} className={`${base} ${look}`}>
                  <Icon className="size-4" />
                  {TAB_LABEL[tab]}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

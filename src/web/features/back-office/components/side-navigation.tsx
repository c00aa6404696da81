import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { Navigation } from "@/shared/api/navigation";
import type { NavigationId } from "@/shared/back-office/navigation";
import { BOOKING_MENU_TITLES, type BookingMenuTitle } from "@/shared/constants";
import { activeTabFromPath, bookNowPath, TAB_BY_TITLE } from "../../../lib/booking-menu";
import { useAgency } from "../../../state/site";
import { useBackOfficeLabels } from "../labels";
import { loadNavigation, useAgentNavigation } from "../navigation";

const item =
  "flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition hover:bg-white hover:text-slate-900 data-[status=active]:bg-white data-[status=active]:text-primary-strong data-[status=active]:shadow-sm";

/** spec B §2: Book Now targets the active booking type (the page's, on a booking page), falling back to flights. */
function useBookNow(navigation: Navigation): string {
  const agency = useAgency();
  // The booking page's tab (or none), not the path: the list and its links are not drawn again by a route change
  // between two back-office pages (each link follows the address on its own).
  const tab = useLocation({ select: (l) => (l.pathname.toLowerCase().startsWith("/booknow") ? activeTabFromPath(l.pathname) : undefined) });
  if (tab === undefined) return navigation.bookNow;
  const current = BOOKING_MENU_TITLES.find((title: BookingMenuTitle) => TAB_BY_TITLE[title] === tab) ?? null;
  return bookNowPath(agency, current);
}

/** The agent side navigation: the role's pages (GET /api/agency/navigations) and Book Now. */
export function NavigationList({ navigation, onNavigate }: { navigation: Navigation; onNavigate?: () => void }) {
  const labels = useBackOfficeLabels();
  const bookNow = useBookNow(navigation);
  return (
    <ul className="flex flex-col gap-1">
      {navigation.items.map((entry, index) => (
        <li key={entry.id}>
          {/* A group's first entry carries its heading (spec B §2: the bookings lists per type). */}
          {entry.group === "bookings" && navigation.items[index - 1]?.group !== "bookings" && (
            <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <Trans>Bookings</Trans>
            </p>
          )}
          <Link to={entry.path} className={item} onClick={onNavigate}>
            {labels.navigation[entry.id as NavigationId] ?? entry.id}
          </Link>
        </li>
      ))}
      <li className="mt-2 border-t border-slate-200 pt-3">
        <a href={bookNow} className="flex min-h-11 items-center justify-center rounded-lg bg-primary px-3 text-sm font-semibold text-on-primary hover:bg-primary-hover">
          <Trans>Book Now</Trans>
        </a>
      </li>
    </ul>
  );
}

/** The navigation beside an agent page, from 1200 px up (below, the header's menu opens it: spec A §2). */
export function SideNavigation() {
  const { t } = useLingui();
  const navigation = useAgentNavigation();
  return (
    <nav aria-label={t`Agent area`} className="hidden min-[1200px]:block">
      {navigation && <NavigationList navigation={navigation} />}
    </nav>
  );
}

/**
 * spec A §2: "A side navigation shows for agents when width is below 1200 px or on mobile": the header's
 * Menu button opens it as a panel from the side, on every page.
 */
export function AgentMenuButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [navigation, setNavigation] = useState<Navigation | null>(null);
  const [failed, setFailed] = useState(false);
  const show = () => {
    setOpen(true);
    loadNavigation().then(
      (loaded) => {
        setNavigation(loaded);
        setFailed(false);
      },
      () => setFailed(true),
    );
  };
  return (
    <>
      <Button onPress={show} className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold text-white hover:bg-white/10 min-[1200px]:hidden">
        <span aria-hidden="true" className="flex w-4 flex-col gap-[3px]">
          <span className="h-0.5 rounded bg-current" />
          <span className="h-0.5 rounded bg-current" />
          <span className="h-0.5 rounded bg-current" />
        </span>
        {/* The word shows from 640 px; on a phone the icon leaves the logo and Log out their room (the name stays). */}
        <span className="sr-only sm:not-sr-only">
          <Trans>Menu</Trans>
        </span>
      </Button>
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm">
        <Modal className="fixed inset-y-0 left-0 w-[min(20rem,85vw)] overflow-y-auto bg-slate-50 shadow-2xl outline-none">
          <Dialog className="flex h-full flex-col gap-4 p-4 outline-none">
            <div className="flex items-center justify-between">
              <Heading slot="title" className="text-base font-semibold text-slate-900">
                <Trans>Agent area</Trans>
              </Heading>
              <Button slot="close" aria-label={t`Close`} className="grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-200">
                <span aria-hidden="true" className="text-2xl leading-none">
                  ×
                </span>
              </Button>
            </div>
            <nav aria-label={t`Agent area`}>
              {navigation ? (
                <NavigationList navigation={navigation} onNavigate={() => setOpen(false)} />
              ) : failed ? (
                <p role="alert" className="text-sm text-rose-700">
                  <Trans>The menu could not be loaded. Please try again.</Trans>
                </p>
              ) : (
                <p role="status" className="text-sm text-slate-600">
                  <Trans>Loading…</Trans>
                </p>
              )}
            </nav>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

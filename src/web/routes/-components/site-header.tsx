import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation, useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from "react";
import { HeaderAccount } from "../../features/accounts/components/header-account";
import { readStoredRole } from "../../features/accounts/stored-role";
import { myTripText, useText } from "../../features/checkout-sessions/text";
import { isPrivilegedAgent } from "@/shared/permissions";
import { useSignedIn } from "../../state/session";
import { useAgency } from "../../state/site";
import { AgencyLogo } from "../../components/agency-logo";
import { BookingTabs } from "./booking-tabs";
import { CurrencySelector } from "../../components/currency-selector";
import { LanguageSwitcher } from "../../components/language-switcher";
import { withAppStyles } from "../../lib/page-styles";
import { useWideScreen } from "../../lib/wide-screen";

// Only signed-in agents see the menu: a visitor's landing page does not load it (nor react-aria's modal).
const AgentMenuButton = lazy(() => withAppStyles(import("../../features/back-office/components/side-navigation")).then((module) => ({ default: module.AgentMenuButton })));

/** The site's header: it composes features (the account menu, my trip), so it lives with the routes, not in components/. */
const headerLink = "h-9 items-center rounded-lg px-3 text-sm font-semibold text-white hover:bg-white/10";

/** spec A §2, §6: the logo leads an unsubscribed agency's owner or admin to /subscription, everyone else home. */
function useLogoTarget(signedIn: boolean): "/" | "/subscription" {
  const agency = useAgency();
  const role = signedIn ? readStoredRole() : null;
  return role && isPrivilegedAgent(role) && !agency.isSubscribed ? "/subscription" : "/";
}

export function SiteHeader() {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const text = useText();
  const logoTarget = useLogoTarget(signedIn);
  const customer = signedIn && readStoredRole()?.isTravelAgent === false;
  // The preferences row shows from Tailwind's `sm` up and the phone's menu below it: each is drawn where it shows, not
  // hidden by its classes (the currency list is ~150 options: two of them were drawn on every page, "Every page fast
  // on a phone"). The server knows no width and draws the row, as its classes show it.
  const wide = useWideScreen("sm", true);
  return (
    <>
      {/* One row of 64 px on every screen (issue "Phone and layout": three rows took ~170 px of a phone). */}
      <header className="sticky top-0 z-40 bg-slate-950 text-white shadow-[0_1px_0_rgb(255_255_255/0.1)]">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-6 sm:px-6 lg:px-8">
          {/* spec A §2: agents get the side navigation below 1200 px and on phones. */}
          {signedIn && readStoredRole()?.isTravelAgent === true && (
            <Suspense fallback={null}>
              <AgentMenuButton />
            </Suspense>
          )}
          <AgencyLogo to={logoTarget} />
          {/* spec A §2: booking tabs are hidden without a login token. */}
          {signedIn && (
            <div className="hidden min-w-0 md:block">
              <BookingTabs />
            </div>
          )}
          <div className="ml-auto flex items-center gap-2" role="group" aria-label={t`Preferences and account`}>
            {wide && (
              <div className="hidden items-center gap-2 sm:flex">
                <LanguageSwitcher />
                <CurrencySelector />
                {/* spec B §2: customers see my trip (agents have their dashboard). */}
                {customer && (
                  <Link to="/mytrip" className={`inline-flex whitespace-nowrap ${headerLink}`}>
                    {text(myTripText)}
                  </Link>
                )}
                {signedIn && (
                  <Link to="/profile" className={`inline-flex whitespace-nowrap ${headerLink}`}>
                    <Trans>Profile</Trans>
                  </Link>
                )}
              </div>
            )}
            {/* A phone keeps "Log in" at hand; once signed in, "Log out" joins the rest in the menu. */}
            <div className={signedIn ? "hidden sm:block" : undefined}>
              <HeaderAccount />
            </div>
            <PhoneMenu>
              <LanguageSwitcher />
              <CurrencySelector />
              {customer && (
                <Link to="/mytrip" className={`flex ${headerLink}`}>
                  {text(myTripText)}
                </Link>
              )}
              {signedIn && (
                <Link to="/profile" className={`flex ${headerLink}`}>
                  <Trans>Profile</Trans>
                </Link>
              )}
              {signedIn && <HeaderAccount />}
            </PhoneMenu>
          </div>
        </div>
      </header>
      {/* On phones the booking tabs sit under the header and scroll away with the page, in equal columns that fit. */}
      {signedIn && (
        <div className="border-b border-white/10 bg-slate-950 px-2 py-1.5 md:hidden">
          <BookingTabs layout="columns" />
        </div>
      )}
    </>
  );
}

/**
 * The header's secondary links on a phone (language, currency, my trip, profile, log out) behind one button: a
 * disclosure, closed by Escape or by moving to another page.
 */
function PhoneMenu({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const router = useRouter();
  // Open on the page it was opened on: moving to another page closes it. Only whether it is still that page is read
  // from the address, so a route change with the menu closed does not draw it ("Every page fast on a phone").
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = useLocation({ select: (l) => openOn !== null && l.pathname === openOn });
  // Its links are drawn from the first opening on, then kept: a closed menu is most pages' (see SiteHeader).
  const [drawn, setDrawn] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="sm:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t`Settings and account`}
        onClick={() => {
          setDrawn(true);
          setOpenOn(open ? null : router.state.location.pathname);
        }}
        className="inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10"
      >
        <span aria-hidden="true" className="flex flex-col gap-1">
          <span className="size-1 rounded-full bg-current" />
          <span className="size-1 rounded-full bg-current" />
          <span className="size-1 rounded-full bg-current" />
        </span>
      </button>
      <div
        id={id}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          setOpenOn(null);
          button.current?.focus();
        }}
        className="absolute inset-x-0 top-full grid gap-2 border-b border-white/10 bg-slate-950 px-4 py-3 shadow-xl"
      >
        {drawn && children}
      </div>
    </div>
  );
}

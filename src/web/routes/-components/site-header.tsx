import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { HeaderAccount } from "../../features/accounts/components/header-account";
import { readStoredRole } from "../../features/accounts/stored-role";
import { myTripText, useText } from "../../features/checkout-sessions/text";
import { isPrivilegedAgent } from "../../../shared/permissions";
import { useSignedIn } from "../../state/session";
import { useAgency } from "../../state/site";
import { AgencyLogo } from "../../components/agency-logo";
import { BookingTabs } from "./booking-tabs";
import { CurrencySelector } from "../../components/currency-selector";
import { LanguageSwitcher } from "../../components/language-switcher";
import { withAppStyles } from "../../lib/page-styles";

// Only signed-in agents see the menu: a visitor's landing page does not load it (nor react-aria's modal).
const AgentMenuButton = lazy(() =>
  withAppStyles(import("../../features/back-office/components/side-navigation")).then((module) => ({ default: module.AgentMenuButton })),
);

/** The site's header: it composes features (the account menu, my trip), so it lives with the routes, not in components/. */
const profileLink = "h-9 items-center rounded-lg px-3 text-sm font-semibold text-white hover:bg-white/10";

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
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-slate-950 text-white">
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
          <div className="hidden items-center gap-2 sm:flex">
            <LanguageSwitcher />
            <CurrencySelector />
          </div>
          {/* spec B §2: customers see my trip (agents have their dashboard). */}
          {signedIn && readStoredRole()?.isTravelAgent === false && (
            <Link to="/mytrip" className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-white hover:bg-white/10">
              {text(myTripText)}
            </Link>
          )}
          {signedIn && (
            <Link to="/profile" className={`hidden sm:inline-flex ${profileLink}`}>
              <Trans>Profile</Trans>
            </Link>
          )}
          <HeaderAccount />
        </div>
      </div>
      <div className="flex items-center gap-2 border-t border-white/10 px-4 py-2 sm:hidden">
        <LanguageSwitcher />
        <CurrencySelector />
        {signedIn && (
          <Link to="/profile" className={`ml-auto inline-flex ${profileLink}`}>
            <Trans>Profile</Trans>
          </Link>
        )}
      </div>
      {signedIn && (
        <div className="border-t border-white/10 px-4 py-2 md:hidden">
          <BookingTabs />
        </div>
      )}
    </header>
  );
}

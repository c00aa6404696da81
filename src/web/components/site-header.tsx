import { useLingui } from "@lingui/react/macro";
import { HeaderAccount } from "../features/accounts/components/header-account";
import { useSignedIn } from "../state/session";
import { AgencyLogo } from "./agency-logo";
import { BookingTabs } from "./booking-tabs";
import { CurrencySelector } from "./currency-selector";
import { LanguageSwitcher } from "./language-switcher";

export function SiteHeader() {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-slate-950 text-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-6 sm:px-6 lg:px-8">
        <AgencyLogo />
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
          <HeaderAccount />
        </div>
      </div>
      <div className="flex items-center gap-2 border-t border-white/10 px-4 py-2 sm:hidden">
        <LanguageSwitcher />
        <CurrencySelector />
      </div>
      {signedIn && (
        <div className="border-t border-white/10 px-4 py-2 md:hidden">
          <BookingTabs />
        </div>
      )}
    </header>
  );
}

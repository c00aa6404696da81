import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { AgencyLogo } from "../../../components/agency-logo";
import { BackgroundVideoToggle, useBackgroundVideo } from "../../../components/background-video";
import { LanguageSwitcher } from "../../../components/language-switcher";
import { useAgency } from "../../../state/site";

interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

export const AUTH_HEADING_ID = "auth-heading";

/**
 * spec A §2 "Auth layout": the agency with authLayout 'split' gets a two-column split screen (image,
 * title, privacy and disclaimer links); every other agency a full-screen background (image or
 * looping video) with its heading and sub-heading. The site header is hidden on these pages.
 */
export function AuthLayout(props: AuthLayoutProps) {
  const agency = useAgency();
  return agency.authLayout === "split" ? <SplitLayout {...props} /> : <FullscreenLayout {...props} />;
}

function Card({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="w-full max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-2xl shadow-slate-950/20 sm:p-8">
      <h1 id={AUTH_HEADING_ID} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h1>
      {subtitle && <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

function SplitLayout(props: AuthLayoutProps) {
  const agency = useAgency();
  return (
    <div className="grid min-h-svh lg:grid-cols-2">
      <aside className="relative isolate hidden flex-col justify-between overflow-hidden bg-slate-900 p-10 text-white lg:flex">
        <img src="/media/nomad-auth.jpg" alt="" className="absolute inset-0 -z-10 size-full object-cover" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-t from-slate-950/85 via-slate-950/30 to-slate-950/10" />
        <AgencyLogo />
        <div>
          <p className="max-w-lg text-4xl font-bold leading-tight tracking-tight" style={{ color: "var(--color-heading)" }}>
            {agency.heading}
          </p>
          {agency.subHeading && (
            <p className="mt-3 max-w-lg text-lg" style={{ color: "var(--color-subheading)" }}>
              {agency.subHeading}
            </p>
          )}
          <LegalLinks className="mt-8 text-white/80" />
        </div>
      </aside>
      <div className="flex flex-col bg-slate-50">
        <div className="flex items-center justify-between bg-slate-950 px-6 py-3 lg:justify-end">
          <div className="lg:hidden">
            <AgencyLogo />
          </div>
          <LanguageSwitcher />
        </div>
        <div className="flex flex-1 items-center justify-center px-4 py-10">
          <Card {...props} />
        </div>
        <LegalLinks className="px-6 pb-6 text-slate-500 lg:hidden" />
      </div>
    </div>
  );
}

function LegalLinks({ className }: { className: string }) {
  const { t } = useLingui();
  const agency = useAgency();
  // spec A §2: privacy and disclaimer links appear only if the agency has that text.
  if (!agency.privacyPolicy && !agency.disclaimer) return null;
  return (
    <nav aria-label={t`Legal`} className={`flex flex-wrap gap-x-6 gap-y-2 text-sm ${className}`}>
      {agency.privacyPolicy && (
        <Link to="/privacy-policy" className="underline-offset-4 hover:underline">
          <Trans>Privacy policy</Trans>
        </Link>
      )}
      {agency.disclaimer && (
        <Link to="/disclaimer" className="underline-offset-4 hover:underline">
          <Trans>Disclaimer</Trans>
        </Link>
      )}
    </nav>
  );
}

function FullscreenLayout(props: AuthLayoutProps) {
  const agency = useAgency();
  const overlay = Math.min(100, Math.max(0, agency.backgroundOverlay)) / 100;
  const video = useBackgroundVideo();
  return (
    <div className="relative isolate flex min-h-svh flex-col overflow-hidden bg-slate-900">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        {agency.backgroundVideo ? (
          <video className="size-full object-cover" src={agency.backgroundVideo} poster={agency.backgroundImage ?? undefined} {...video.videoProps} />
        ) : (
          agency.backgroundImage && <img src={agency.backgroundImage} alt="" className="size-full object-cover" />
        )}
        <div className="absolute inset-0 bg-black" style={{ opacity: Math.max(overlay, 0.35) }} />
      </div>
      <div className="flex items-center justify-between px-4 py-4 sm:px-8">
        <AgencyLogo />
        <div className="flex items-center gap-3 text-white">
          {agency.backgroundVideo && <BackgroundVideoToggle video={video} />}
          <LanguageSwitcher />
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-10 px-4 pb-12 sm:px-8 lg:grid-cols-[1fr_28rem]">
        <div className="hidden lg:block">
          <p className="text-5xl font-bold leading-tight tracking-tight" style={{ color: "var(--color-heading)" }}>
            {agency.heading}
          </p>
          {agency.subHeading && (
            <p className="mt-4 max-w-xl text-xl" style={{ color: "var(--color-subheading)" }}>
              {agency.subHeading}
            </p>
          )}
        </div>
        <div className="flex justify-center lg:justify-end">
          <Card {...props} />
        </div>
      </div>
    </div>
  );
}

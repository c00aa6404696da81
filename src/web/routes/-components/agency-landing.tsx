import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { BOOKING_MENU_PATHS } from "@/shared/constants";
import { ActionLink } from "../../components/action-link";
import { posterOf, ResponsivePicture } from "../../components/responsive-picture";
import { DESKTOP_HERO_MEDIA, HERO_SIZES } from "@/shared/media/responsive";
import { ArrowRightIcon } from "../../components/icons";
import { BackgroundVideoToggle, useBackgroundVideo } from "../../components/background-video";
import { activeMenuItems, bookNowPath } from "../../lib/booking-menu";
import { verticalOfMenuTitle } from "@/shared/verticals";
import { webVerticalOf } from "../../verticals";
import { headingSize } from "@/shared/branding/heading-size";
import { landingHero } from "@/shared/branding/theme";
import { useAgency } from "../../state/site";
import { HeroCarousel } from "./hero-carousel";

const SIZE_CLASS = {
  short: "hero-heading-short",
  medium: "hero-heading-medium",
  long: "hero-heading-long",
} as const;

/** spec A §1: the agency-branded landing page. Heading and sub-heading are the agency's own words. */
export function AgencyLanding() {
  const agency = useAgency();
  const size = headingSize(agency.heading);
  const overlay = Math.min(100, Math.max(0, agency.backgroundOverlay)) / 100;
  const hero = landingHero(agency);
  const { i18n } = useLingui();
  // Each active booking menu item's card: its vertical's name, icon and words (WEB_VERTICALS).
  const verticals = activeMenuItems(agency).map((title) => ({ title, vertical: verticalOfMenuTitle(title) }));
  // A mobile image, when the agency has one, replaces the video on small screens: the video (and its
  // poster) is then not in the page at all, so a phone does not download it behind the picture.
  // (The server's first screen, src/web/first-screen.tsx, draws the phone's case.)
  const [wide] = useState(() => typeof window !== "undefined" && window.matchMedia(DESKTOP_HERO_MEDIA).matches);
  const showVideo = wide || !hero?.mobileImage;
  const video = useBackgroundVideo();
  return (
    <>
      <section aria-labelledby="hero-heading" className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-slate-900">
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          {hero && (
            <ResponsivePicture
              src={hero.image}
              mobileSrc={hero.mobileImage}
              sizes={HERO_SIZES}
              className="size-full object-cover"
              // The page's largest picture: it goes before the carousel's and the logo (the server preloads it too).
              fetchPriority="high"
            />
          )}
          {agency.backgroundVideo && showVideo && (
            <video
              className="absolute inset-0 size-full object-cover"
              src={agency.backgroundVideo}
              // The first frame until the video plays: a light copy of the hero picture, not the full-size original.
              poster={agency.backgroundImage ? posterOf(agency.backgroundImage, 1280) : undefined}
              {...video.videoProps}
            />
          )}
          <div className="absolute inset-0 bg-black" style={{ opacity: overlay }} data-testid="hero-overlay" />
          <div className="absolute inset-x-0 bottom-0 h-40 bg-linear-to-t from-slate-950/50 to-transparent" />
        </div>
        {agency.backgroundVideo && showVideo && <BackgroundVideoToggle video={video} className="absolute right-4 bottom-4 sm:right-6 sm:bottom-6" />}

        <div className="mx-auto w-full max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
          <div className="max-w-4xl animate-fade-up">
            <h1 id="hero-heading" data-size={size} className={`${SIZE_CLASS[size]} font-display font-extrabold tracking-tight text-heading [text-shadow:0_2px_24px_rgb(0_0_0/0.35)]`}>
              {agency.heading}
            </h1>
            {agency.subHeading && <p className="mt-6 max-w-2xl text-lg leading-8 text-subheading sm:text-xl">{agency.subHeading}</p>}
            <div className="mt-10 flex flex-wrap items-center gap-4">
              <ActionLink
                href={bookNowPath(agency)}
                className="inline-flex h-13 items-center gap-2 rounded-xl bg-primary px-7 text-base font-semibold text-on-primary shadow-lg shadow-black/25 transition hover:bg-primary-hover"
              >
                <Trans>Book Now</Trans>
                <ArrowRightIcon className="size-5" />
              </ActionLink>
            </div>
          </div>
        </div>
      </section>

      {verticals.length > 0 && (
        <section aria-labelledby="verticals-heading" className="bg-white py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="verticals-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              <Trans>Everything for your next trip</Trans>
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-slate-600">
              <Trans>Book each part of the journey with us and keep it all in one itinerary.</Trans>
            </p>
            <ul className={`mt-12 grid gap-6 sm:grid-cols-2 ${verticals.length > 2 ? "lg:grid-cols-4" : ""}`}>
              {verticals.map(({ title, vertical }) => {
                const { Icon, landing } = webVerticalOf(vertical.id);
                return (
                  <li
                    key={vertical.id}
                    className="group relative flex flex-col rounded-2xl border border-slate-200 bg-slate-50/60 p-6 transition hover:-translate-y-0.5 hover:border-primary/40 hover:bg-white hover:shadow-xl hover:shadow-slate-900/5"
                  >
                    <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary-strong">
                      <Icon className="size-6" />
                    </span>
                    <h3 className="mt-5 text-lg font-semibold text-slate-900">{i18n._(vertical.names)}</h3>
                    <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{i18n._(landing.text)}</p>
                    <ActionLink href={BOOKING_MENU_PATHS[title]} className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-strong">
                      {i18n._(landing.cta)}
                      <ArrowRightIcon className="size-4 transition group-hover:translate-x-0.5" />
                    </ActionLink>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      )}

      {agency.carouselImages.length > 0 && (
        <section aria-labelledby="inspiration-heading" className="bg-slate-50 py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="inspiration-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              <Trans>Where will you go next?</Trans>
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-slate-600">
              <Trans>A few of the places our travellers keep coming back from with stories.</Trans>
            </p>
            <div className="mt-10">
              <HeroCarousel images={agency.carouselImages} />
            </div>
          </div>
        </section>
      )}
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { DEFAULT_CURRENCY } from "@/shared/constants";
import { ActionLink } from "../../components/action-link";
import { ResponsivePicture } from "../../components/responsive-picture";
import { HERO_SIZES } from "@/shared/media/responsive";
import { landingHero } from "@/shared/branding/theme";
import { ArrowRightIcon, BedIcon, CarIcon, ChartIcon, CheckIcon, MegaphoneIcon, PercentIcon, PlaneIcon, RouteIcon, SparkleIcon, TicketIcon, UsersIcon } from "../../components/icons";
import { money, percent as percentOf } from "@/shared/money";
import { convertMoney, formatMoney } from "../../lib/money";
import { useCurrency } from "../../state/preferences";
import { useAgency, useReference } from "../../state/site";

// Example fare for the commission card, in USD minor units.
const EXAMPLE_NET_RATE_MINOR = 84_000;
const EXAMPLE_MARKUP_PERCENT = 12;
/** Example address in the browser-window mock; not text to translate. */
const EXAMPLE_SITE_ADDRESS = "youragency.waypoint.travel";

interface Feature {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: ReactNode;
  text: ReactNode;
}

// spec A §1: the blocks the provider's marketing page must show.
const FEATURES: Feature[] = [
  {
    Icon: RouteIcon,
    title: <Trans>Itineraries</Trans>,
    text: <Trans>Combine flights, hotels, cars and activities into one itinerary and send your client a proposal they can approve online.</Trans>,
  },
  {
    Icon: PercentIcon,
    title: <Trans>Higher commissions</Trans>,
    text: <Trans>Book at net rates and set your own agency markup, per product or per booking. The margin is yours, not a marketplace's.</Trans>,
  },
  {
    Icon: ChartIcon,
    title: <Trans>Operations tracking</Trans>,
    text: <Trans>Follow every booking, payment and change from one dashboard, with each agent's sales and every client's history.</Trans>,
  },
  {
    Icon: MegaphoneIcon,
    title: <Trans>Marketing campaigns</Trans>,
    text: <Trans>Share deals as short links with rich previews, and run email campaigns that bring clients back to your own site.</Trans>,
  },
  {
    Icon: UsersIcon,
    title: <Trans>Customer portal</Trans>,
    text: <Trans>Your clients get a branded portal to search, book, pay and keep their trips, with your logo and your colours.</Trans>,
  },
];

function Money({ minor }: { minor: number }) {
  const { i18n } = useLingui();
  const currency = useCurrency();
  const { rates } = useReference();
  const usd = money(minor, DEFAULT_CURRENCY);
  const shown = (rates && convertMoney(usd, currency, rates)) ?? usd;
  return <>{formatMoney(shown.amount, shown.currency, i18n.locale)}</>;
}

function CommissionCard() {
  const markup = percentOf(money(EXAMPLE_NET_RATE_MINOR, DEFAULT_CURRENCY), EXAMPLE_MARKUP_PERCENT).amount;
  const percent = EXAMPLE_MARKUP_PERCENT;
  return (
    <div className="relative rounded-3xl bg-white p-6 text-slate-900 shadow-2xl shadow-black/30 ring-1 ring-slate-900/5 sm:p-8">
      <div className="flex items-center justify-between">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">
            <Trans>Example booking</Trans>
          </p>
          <p className="mt-1 flex items-center gap-2 text-lg font-semibold">
            <Trans>Lisbon to New York, return</Trans>
          </p>
        </div>
        <span className="grid size-11 place-items-center rounded-xl bg-primary-soft text-primary-strong">
          <PlaneIcon className="size-5" />
        </span>
      </div>
      <dl className="mt-6 space-y-3 text-sm">
        <div className="flex items-center justify-between">
          <dt className="text-slate-600">
            <Trans>Net rate</Trans>
          </dt>
          <dd className="font-medium tabular-nums">
            <Money minor={EXAMPLE_NET_RATE_MINOR} />
          </dd>
        </div>
        <div className="flex items-center justify-between">
          <dt className="text-slate-600">
            <Trans>Your markup ({percent}%)</Trans>
          </dt>
          <dd className="font-medium tabular-nums text-emerald-700">
            + <Money minor={markup} />
          </dd>
        </div>
        <div className="flex items-center justify-between border-t border-dashed border-slate-200 pt-3 text-base">
          <dt className="font-semibold">
            <Trans>Your client pays</Trans>
          </dt>
          <dd className="font-bold tabular-nums">
            <Money minor={EXAMPLE_NET_RATE_MINOR + markup} />
          </dd>
        </div>
      </dl>
      <p className="mt-6 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
        <Trans>
          You keep <Money minor={markup} /> on this booking.
        </Trans>
      </p>
    </div>
  );
}

function SiteMock() {
  const { t } = useLingui();
  return (
    <div className="overflow-hidden rounded-2xl bg-slate-900 shadow-2xl shadow-black/40 ring-1 ring-white/10" aria-hidden="true">
      <div className="flex items-center gap-1.5 border-b border-white/10 bg-slate-800/80 px-4 py-3">
        <span className="size-2.5 rounded-full bg-rose-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-emerald-400" />
        <span className="ml-4 rounded-md bg-slate-900/70 px-3 py-1 text-xs text-slate-400">{EXAMPLE_SITE_ADDRESS}</span>
      </div>
      <div className="relative h-64 sm:h-72">
        <ResponsivePicture src="/media/slide-1.jpg" sizes="(min-width: 1024px) 600px, 100vw" className="absolute inset-0 size-full object-cover" />
        <div className="absolute inset-0 bg-slate-950/35" />
        <div className="relative p-6">
          <p className="text-xs font-semibold uppercase tracking-widest text-white/80">{t`Your agency`}</p>
          <p className="mt-2 max-w-xs text-2xl font-bold leading-tight text-white">
            <Trans>Trips planned by people who know the way</Trans>
          </p>
          <div className="mt-5 flex gap-2">
            {[PlaneIcon, BedIcon, CarIcon, TicketIcon].map((Icon, i) => (
              <span key={i} className={`grid size-9 place-items-center rounded-lg ${i === 0 ? "bg-white text-slate-900" : "bg-white/15 text-white"}`}>
                <Icon className="size-4" />
              </span>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/** spec A §1: the provider's marketing landing page for travel agencies. */
export function ProviderLanding() {
  const agency = useAgency();
  const hero = landingHero(agency);
  const cta = "inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-primary px-6 text-base font-semibold text-on-primary shadow-lg shadow-primary/30 transition hover:bg-primary-hover";
  const ghost = "inline-flex h-12 items-center justify-center gap-2 rounded-xl px-6 text-base font-semibold text-white ring-1 ring-white/25 transition hover:bg-white/10";
  return (
    <>
      <section aria-labelledby="provider-heading" className="relative isolate overflow-hidden bg-slate-950 text-white">
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          {hero && <ResponsivePicture src={hero.image} sizes={HERO_SIZES} className="size-full object-cover opacity-40" fetchPriority="high" />}
          <div className="absolute inset-0 bg-linear-to-br from-slate-950 via-slate-950/85 to-primary/40" />
          <div className="absolute -right-40 -top-40 size-[36rem] rounded-full bg-primary/30 blur-3xl" />
        </div>
        <div className="mx-auto grid max-w-7xl items-center gap-16 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-2 lg:px-8">
          <div className="animate-fade-up">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white/90 ring-1 ring-white/15">
              <SparkleIcon className="size-4 text-primary" />
              <Trans>The booking engine for travel agencies</Trans>
            </p>
            <h1 id="provider-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">
              <Trans>Sell travel under your own brand, and keep the margin</Trans>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-slate-300">
              <Trans>Launch a branded booking site for flights, hotels, cars and activities. Book at net rates, add your markup and run your whole agency from one place.</Trans>
            </p>
            <div className="mt-10 flex flex-wrap gap-4">
              <Link to="/pricing" className={cta}>
                <Trans>See plans and pricing</Trans>
                <ArrowRightIcon className="size-5" />
              </Link>
              <ActionLink href="/login" className={ghost}>
                <Trans>Agency log in</Trans>
              </ActionLink>
            </div>
            <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
              {[<Trans key="a">Your domain and colours</Trans>, <Trans key="b">Net rates worldwide</Trans>, <Trans key="c">Live in a day</Trans>].map((item, i) => (
                <li key={i} className="flex items-center gap-2">
                  <CheckIcon className="size-4 text-emerald-400" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="relative mx-auto w-full max-w-lg lg:max-w-none">
            <SiteMock />
            <div className="relative -mt-12 ml-auto w-[88%] sm:-mt-16 sm:w-4/5">
              <CommissionCard />
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="bg-white py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary-strong">
              <Trans>Platform</Trans>
            </p>
            <h2 id="features-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              <Trans>Everything your agency needs to sell travel</Trans>
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              <Trans>One platform from the first search to the last invoice, for your agents and for your clients.</Trans>
            </p>
          </div>
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ Icon, title, text }, i) => (
              <li key={i} className={`rounded-2xl border border-slate-200 p-7 transition hover:border-primary/30 hover:shadow-xl hover:shadow-slate-900/5 ${i === 1 ? "bg-primary-soft/60" : "bg-white"}`}>
                <span className="grid size-12 place-items-center rounded-xl bg-primary text-on-primary shadow-md shadow-primary/30">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-6 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
              </li>
            ))}
            <li className="flex flex-col justify-between rounded-2xl bg-slate-950 p-7 text-white">
              <div>
                <h3 className="text-lg font-semibold">
                  <Trans>Built for teams</Trans>
                </h3>
                <p className="mt-2 text-sm leading-6 text-slate-300">
                  <Trans>Owners, admins and agents each get the access they need, in English, Spanish or Portuguese.</Trans>
                </p>
              </div>
              <Link to="/pricing" className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-white">
                <Trans>Compare plans</Trans>
                <ArrowRightIcon className="size-4" />
              </Link>
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="luxury-heading" className="bg-slate-50 py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="relative isolate overflow-hidden rounded-3xl bg-slate-950 px-6 py-16 text-white shadow-2xl sm:px-12 lg:flex lg:items-center lg:gap-12 lg:px-16">
            <div aria-hidden="true" className="absolute inset-0 -z-10">
              <ResponsivePicture src="/media/slide-3.jpg" sizes="(min-width: 1280px) 1216px, 100vw" className="size-full object-cover opacity-45" loading="lazy" />
              <div className="absolute inset-0 bg-linear-to-r from-slate-950 via-slate-950/80 to-transparent" />
            </div>
            <div className="max-w-xl">
              <h2 id="luxury-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
                <Trans>Villas, cruises, private jets and more</Trans>
              </h2>
              <p className="mt-4 text-lg text-slate-300">
                <Trans>Log in to book luxury villas, ocean and river cruises, private jet charters and other premium trips from our partner network.</Trans>
              </p>
            </div>
            <div className="mt-10 lg:mt-0 lg:ml-auto">
              <ActionLink href="/login" className={cta}>
                <Trans>Log in to book</Trans>
                <ArrowRightIcon className="size-5" />
              </ActionLink>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="start-heading" className="bg-white py-24">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="start-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <Trans>Ready to launch your agency site?</Trans>
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            <Trans>Pick a plan, add your logo and colours, and start taking bookings this week.</Trans>
          </p>
          <div className="mt-10 flex justify-center">
            <Link to="/pricing" className={cta}>
              <Trans>See plans and pricing</Trans>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { checkoutSessionText, useText } from "../../../features/checkout-sessions/messages";

/** The agent area's frame: a section nav (dashboard, website settings, my trip) beside the page. */
export function AgentPage({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const text = useText();
  const item =
    "rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition hover:bg-white hover:text-slate-900 data-[status=active]:bg-white data-[status=active]:text-primary-strong data-[status=active]:shadow-sm";
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:px-8">
      <nav aria-label={t`Agent area`} className="flex gap-1 lg:flex-col">
        <Link to="/dashboard" className={item}>
          <Trans>Dashboard</Trans>
        </Link>
        <Link to="/settings/website" className={item}>
          <Trans>Website settings</Trans>
        </Link>
        {/* My trip: the bookings agents made (and, for owners and admins, the agency's), each naming whom it is for. */}
        <Link to="/mytrip" className={item}>
          {text(checkoutSessionText.myTrip)}
        </Link>
      </nav>
      <section>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {intro && <p className="mt-2 text-slate-600">{intro}</p>}
        <div className="mt-8">{children}</div>
      </section>
    </div>
  );
}

export function Card({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Facts({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
      {items.map((item, index) => (
        <div key={index} className="contents">
          <dt className="text-slate-500">{item.label}</dt>
          <dd className="font-medium text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

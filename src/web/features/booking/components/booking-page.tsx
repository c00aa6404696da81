import type { ReactNode } from "react";

/** A booking page's frame (every vertical): a title band and a centred column. */
export function BookingPage({ title, subtitle, children, steps }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; steps?: ReactNode }) {
  return (
    <div className="pb-16">
      <div className="bg-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          {steps}
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-200">{subtitle}</p>}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">{children}</div>
    </div>
  );
}

import type { ReactNode } from "react";
import { DrawnAfterFrame } from "../../../components/drawn-after-frame";
import { SideNavigation } from "../../../features/back-office/components/side-navigation";

/**
 * The agent area's frame (the agent layout route, routes/_auth/_agent.tsx): the side navigation (the role's pages,
 * GET /api/agency/navigations) beside the page from 1200 px up; below that the header's Menu opens it (spec A §2).
 */
export function AgentFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8 min-[1200px]:grid-cols-[14rem_minmax(0,1fr)]">
      <SideNavigation />
      <section className="min-w-0">{children}</section>
    </div>
  );
}

/** An agent page inside the frame: its title, the line below it, its actions, and its content. */
export function AgentPage({ title, intro, actions, children }: { title: ReactNode; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          {intro && <p className="mt-2 text-slate-600">{intro}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {/* The page's figures and lists after its frame, in slices: drawn with it, a list was one long task of the
          route change at 4× CPU ("Every page fast on a phone", signed-in pages). */}
      <div className="mt-8">
        <DrawnAfterFrame>{children}</DrawnAfterFrame>
      </div>
    </>
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

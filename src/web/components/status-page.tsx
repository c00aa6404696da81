import type { ReactNode } from "react";

interface StatusPageProps {
  /** Large decorative code, e.g. "404". */
  code?: string;
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
  tone?: "neutral" | "warning" | "danger";
}

const GLOW = { neutral: "from-primary/20", warning: "from-amber-400/25", danger: "from-rose-500/20" } as const;
const CODE = { neutral: "text-primary-strong", warning: "text-amber-600", danger: "text-rose-600" } as const;

/** Full-width message page used by not-found, error and expired-link screens. */
export function StatusPage({ code, title, description, actions, tone = "neutral" }: StatusPageProps) {
  return (
    <section className="relative isolate w-full overflow-hidden px-4 py-24 sm:py-32">
      <div aria-hidden="true" className={`absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b to-transparent ${GLOW[tone]}`} />
      <div className="mx-auto max-w-xl text-center">
        {code && (
          <p aria-hidden="true" className={`text-7xl font-black tracking-tight sm:text-8xl ${CODE[tone]}`}>
            {code}
          </p>
        )}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <div className="mt-4 text-base leading-7 text-slate-600">{description}</div>
        {actions && <div className="mt-10 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
      </div>
    </section>
  );
}

export const primaryButton = "inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-primary px-5 text-sm font-semibold text-on-primary shadow-sm transition hover:bg-primary-hover";
export const secondaryButton = "inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50";

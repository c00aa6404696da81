import { useId } from "react";

// The dashboard's bars (spec B §7 dashboard; no chart library is installed, docs/decisions.md "Back office:
// charts"): one row per group with its name, an SVG bar scaled to the largest and the figure. Names and
// figures are HTML text, so they stay readable from a phone to a wide screen and are read out as a list;
// the bars themselves are decoration. Loaded with React.lazy: the dashboard's first paint does not wait.

export interface Bar {
  label: string;
  value: number;
  /** The value as people read it ("$1,234.00"). */
  shown: string;
}

export default function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const captionId = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure aria-labelledby={captionId}>
      <figcaption id={captionId} className="sr-only">
        {title}
      </figcaption>
      <ul className="space-y-2">
        {bars.map((bar, i) => (
          <li key={`${bar.label}-${i}`} className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)_auto]">
            <span className="truncate text-slate-700" title={bar.label}>
              {bar.label}
            </span>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false" className="h-5 w-full">
              <rect x="0" y="0" width={Math.max(1, (100 * bar.value) / max)} height="10" rx="1.5" className="fill-primary" />
            </svg>
            <span className="font-semibold tabular-nums text-slate-900">{bar.shown}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

import { useId } from "react";

// The dashboard's bars (spec B §7 dashboard; no chart library is installed, docs/decisions.md "Back office:
// charts"): plain SVG, one horizontal bar per group, scaled to the largest. The figures are also in the
// table beside each chart, so the image carries a short text alternative and a title, nothing more.
// Loaded with React.lazy: the dashboard's first paint does not wait for it.

export interface Bar {
  label: string;
  value: number;
  /** The value as people read it ("$1,234.00"). */
  shown: string;
}

const ROW = 34;
const LABEL_WIDTH = 140;
const WIDTH = 560;

export default function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = bars.length * ROW + 8;
  const summary = bars.map((b) => `${b.label}: ${b.shown}`).join("; ");
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={titleId} className="h-auto w-full" preserveAspectRatio="xMinYMin meet">
      <title id={titleId}>{`${title}. ${summary}`}</title>
      {bars.map((bar, i) => {
        const y = i * ROW + 4;
        const width = Math.max(2, ((WIDTH - LABEL_WIDTH - 110) * bar.value) / max);
        return (
          <g key={`${bar.label}-${i}`}>
            <text x={0} y={y + 19} className="fill-slate-700 text-[13px]">
              {bar.label.length > 18 ? `${bar.label.slice(0, 17)}…` : bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y + 4} width={width} height={ROW - 12} rx={4} className="fill-primary" />
            <text x={LABEL_WIDTH + width + 8} y={y + 19} className="fill-slate-900 text-[13px] font-semibold">
              {bar.shown}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

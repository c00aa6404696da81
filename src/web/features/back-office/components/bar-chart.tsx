import { useId } from "react";
import { Bar as RechartsBar, BarChart as RechartsBarChart, LabelList, XAxis, YAxis } from "recharts";

// The dashboard's bars (spec B §7 dashboard), drawn by recharts: one horizontal bar per group, its name on
// the left and its figure at the bar's end. Loaded with React.lazy (dashboard-figures.tsx), so recharts is a
// chunk of its own and the dashboard's first paint does not wait for it. For screen readers the chart is
// one image (the SVG, named by its <title>) that lists every figure; the same figures follow in a table.

export interface Bar {
  label: string;
  value: number;
  /** The value as people read it ("$1,234.00"). */
  shown: string;
}

/** Room per bar, and for the names: at 390 px the card leaves about 300 px for names, bars and figures. */
const ROW_HEIGHT = 36;
const NAME_WIDTH = 104;
const NAME_CHARS = 14;
/** Room after the longest bar for its figure ("$123,456.00" at 12 px). */
const FIGURE_WIDTH = 92;

const shortName = (name: string) => (name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name);

export default function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const captionId = useId();
  const summary = bars.map((bar) => `${bar.label}: ${bar.shown}`).join("; ");
  return (
    <figure aria-labelledby={captionId}>
      <figcaption id={captionId} className="sr-only">
        {title}
      </figcaption>
      <div className="text-sm">
        <RechartsBarChart
          responsive
          data={[...bars]}
          layout="vertical"
          // The figures are read from the image's name and the table: no keyboard layer inside an image.
          accessibilityLayer={false}
          role="img"
          title={summary}
          margin={{ top: 0, right: FIGURE_WIDTH, bottom: 0, left: 0 }}
          barCategoryGap={8}
          style={{ width: "100%", height: bars.length * ROW_HEIGHT }}
        >
          <XAxis type="number" hide domain={[0, "dataMax"]} />
          <YAxis type="category" dataKey="label" width={NAME_WIDTH} tickLine={false} axisLine={false} tickFormatter={shortName} tick={{ fill: "#334155" }} />
          {/* No animation: figures are there at once, and nobody who asked for less motion sees bars grow. */}
          <RechartsBar dataKey="value" fill="var(--color-primary)" radius={3} isAnimationActive={false} minPointSize={2}>
            <LabelList dataKey="shown" position="right" fill="#0f172a" fontSize={12} fontWeight={600} />
          </RechartsBar>
        </RechartsBarChart>
      </div>
    </figure>
  );
}

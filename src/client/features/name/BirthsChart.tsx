import type { YearSeries } from "../../../core/name";

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 4;

/** Births per year as a server-rendered SVG line (no chart library needed for one line). */
export function BirthsChart({ series, label }: { series: YearSeries; label: string }) {
  const counts = series.counts;
  const max = Math.max(1, ...counts);
  const step = counts.length > 1 ? (WIDTH - 2 * PAD) / (counts.length - 1) : 0;
  const points = counts
    .map((c, i) => `${(PAD + i * step).toFixed(1)},${(HEIGHT - PAD - (c / max) * (HEIGHT - 2 * PAD)).toFixed(1)}`)
    .join(" ");
  const lastYear = series.firstYear + counts.length - 1;
  const peakIndex = counts.indexOf(Math.max(...counts));
  const summary = `${label}: births per year from ${series.firstYear} to ${lastYear}; peak ${counts[peakIndex].toLocaleString("en-US")} in ${series.firstYear + peakIndex}; ${counts[counts.length - 1].toLocaleString("en-US")} in ${lastYear}.`;
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full"
        role="img"
        aria-label={summary}
        preserveAspectRatio="none"
      >
        <polyline
          points={points}
          fill="none"
          strokeWidth="2"
          className="stroke-indigo-600 dark:stroke-indigo-400"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="text-sm text-slate-700 dark:text-slate-300">{summary}</figcaption>
    </figure>
  );
}

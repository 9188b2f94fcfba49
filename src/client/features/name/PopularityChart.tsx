import { useId, useState } from "react";
import { cn } from "../../lib/cn";
import {
  type ChartSeries,
  formatNumber,
  rankTicks,
  segments,
  sexLabel,
  type YearRange,
  yearRange,
  yearTicks,
} from "./series";

// The plot is drawn in a 1000×1000 box stretched to the figure (lines keep their width through
// vector-effect); tick labels are HTML placed by percentage, so text stays sharp and legible from
// 360 px phones to desktops, in the server HTML as in the browser.
const BOX = 1000;
const INSET = 24;

/** One colour per country (light theme / dark theme); the sex is told by the dash pattern. */
const COUNTRY_COLORS: Record<string, { stroke: string; swatch: string }> = {
  usa: { stroke: "stroke-blue-600 dark:stroke-blue-400", swatch: "bg-blue-600 dark:bg-blue-400" },
  uk: { stroke: "stroke-red-600 dark:stroke-red-400", swatch: "bg-red-600 dark:bg-red-400" },
  france: { stroke: "stroke-violet-600 dark:stroke-violet-400", swatch: "bg-violet-600 dark:bg-violet-400" },
  ireland: { stroke: "stroke-emerald-600 dark:stroke-emerald-400", swatch: "bg-emerald-600 dark:bg-emerald-400" },
  scotland: { stroke: "stroke-cyan-600 dark:stroke-cyan-300", swatch: "bg-cyan-600 dark:bg-cyan-300" },
  "northern-ireland": {
    stroke: "stroke-orange-600 dark:stroke-orange-400",
    swatch: "bg-orange-600 dark:bg-orange-400",
  },
  canada: { stroke: "stroke-fuchsia-600 dark:stroke-fuchsia-400", swatch: "bg-fuchsia-600 dark:bg-fuchsia-400" },
  australia: { stroke: "stroke-amber-700 dark:stroke-amber-300", swatch: "bg-amber-700 dark:bg-amber-300" },
  sweden: { stroke: "stroke-lime-700 dark:stroke-lime-400", swatch: "bg-lime-700 dark:bg-lime-400" },
  norway: { stroke: "stroke-slate-500 dark:stroke-slate-300", swatch: "bg-slate-500 dark:bg-slate-300" },
  denmark: { stroke: "stroke-teal-700 dark:stroke-teal-300", swatch: "bg-teal-700 dark:bg-teal-300" },
  germany: { stroke: "stroke-yellow-700 dark:stroke-yellow-300", swatch: "bg-yellow-700 dark:bg-yellow-300" },
  spain: { stroke: "stroke-rose-700 dark:stroke-rose-300", swatch: "bg-rose-700 dark:bg-rose-300" },
  italy: { stroke: "stroke-green-700 dark:stroke-green-300", swatch: "bg-green-700 dark:bg-green-300" },
  "new-zealand": { stroke: "stroke-sky-700 dark:stroke-sky-300", swatch: "bg-sky-700 dark:bg-sky-300" },
  belgium: { stroke: "stroke-zinc-800 dark:stroke-zinc-200", swatch: "bg-zinc-800 dark:bg-zinc-200" },
  austria: { stroke: "stroke-red-900 dark:stroke-red-300", swatch: "bg-red-900 dark:bg-red-300" },
  chile: { stroke: "stroke-indigo-600 dark:stroke-indigo-300", swatch: "bg-indigo-600 dark:bg-indigo-300" },
  israel: { stroke: "stroke-blue-900 dark:stroke-blue-200", swatch: "bg-blue-900 dark:bg-blue-200" },
};
/** Provinces, states and cities cycle through their own colours (they are hidden until asked for). */
const REGION_COLORS = [
  { stroke: "stroke-pink-600 dark:stroke-pink-300", swatch: "bg-pink-600 dark:bg-pink-300" },
  { stroke: "stroke-emerald-800 dark:stroke-emerald-200", swatch: "bg-emerald-800 dark:bg-emerald-200" },
  { stroke: "stroke-orange-800 dark:stroke-orange-200", swatch: "bg-orange-800 dark:bg-orange-200" },
  { stroke: "stroke-purple-800 dark:stroke-purple-200", swatch: "bg-purple-800 dark:bg-purple-200" },
  { stroke: "stroke-cyan-800 dark:stroke-cyan-200", swatch: "bg-cyan-800 dark:bg-cyan-200" },
  { stroke: "stroke-lime-800 dark:stroke-lime-200", swatch: "bg-lime-800 dark:bg-lime-200" },
  { stroke: "stroke-fuchsia-800 dark:stroke-fuchsia-200", swatch: "bg-fuchsia-800 dark:bg-fuchsia-200" },
];
const FALLBACK_COLOR = { stroke: "stroke-stone-500 dark:stroke-stone-300", swatch: "bg-stone-500 dark:bg-stone-300" };
function colorOf(country: string, series: readonly ChartSeries[] = []): { stroke: string; swatch: string } {
  if (COUNTRY_COLORS[country]) return COUNTRY_COLORS[country];
  const regions = [...new Set(series.filter((s) => s.region).map((s) => s.country))];
  const i = regions.indexOf(country);
  return i >= 0 ? REGION_COLORS[i % REGION_COLORS.length] : FALLBACK_COLOR;
}
const BOY_DASH = "10 6";

function scales(range: YearRange, ticks: number[]) {
  const maxLog = Math.log10(ticks[ticks.length - 1]);
  const x = (year: number) =>
    range.to === range.from ? BOX / 2 : INSET + ((year - range.from) / (range.to - range.from)) * (BOX - 2 * INSET);
  const y = (rank: number) => INSET + (Math.log10(rank) / maxLog) * (BOX - 2 * INSET);
  return { x, y };
}

function pathOf(s: ChartSeries, x: (year: number) => number, y: (rank: number) => number): string {
  return segments(s)
    .map(({ points }) => {
      const [first, ...rest] = points;
      const start = `M${x(first[0]).toFixed(1)} ${y(first[1]).toFixed(1)}`;
      // A lone year is drawn as a dot (a zero-length line with round caps).
      if (rest.length === 0) return `${start}h0`;
      return `${start}${rest.map(([yr, r]) => `L${x(yr).toFixed(1)} ${y(r).toFixed(1)}`).join("")}`;
    })
    .join("");
}

const pct = (v: number) => `${((v / BOX) * 100).toFixed(2)}%`;

/**
 * Rank per year (1 = the most given name) for each country and sex, on a logarithmic scale so the top
 * ten and the top thousand both fit. Rank, not births, because countries differ a hundredfold in size.
 */
export function PopularityChart({ name, series }: { name: string; series: ChartSeries[] }) {
  // Provinces, states and cities start hidden: the country lines stay readable; the legend shows them.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(series.filter((s) => s.region).map((s) => s.key)),
  );
  const captionId = useId();
  const range = yearRange(series);
  if (!range) return null;
  const maxRank = Math.max(...series.flatMap((s) => s.ranks));
  const ticks = rankTicks(maxRank);
  const { x, y } = scales(range, ticks);
  const years = yearTicks(range);
  const shown = series.filter((s) => !hidden.has(s.key));
  // Dashes tell boys from girls only when the chart holds both.
  const bothSexes = new Set(series.map((s) => s.sex)).size > 1;
  const dashed = (s: ChartSeries) => bothSexes && s.sex === "boy";
  const toggle = (key: string) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const summary = `Line chart of ${name}'s rank per year from ${range.from} to ${range.to}, ${shown.length} ${
    shown.length === 1 ? "line" : "lines"
  } shown: ${shown.map((s) => s.label).join("; ")}. Higher on the chart is more popular. The table below lists every value.`;

  return (
    <figure className="grid gap-3" aria-labelledby={captionId} data-testid="popularity-chart">
      <figcaption id={captionId} className="text-sm text-slate-700 dark:text-slate-300">
        <span className="font-semibold text-slate-900 dark:text-white">
          Rank per year, {range.from}–{range.to}
        </span>{" "}
        (#1 = the most given name that year, among babies of the same sex; logarithmic scale)
      </figcaption>
      <div className="grid grid-cols-[auto_auto_1fr] grid-rows-[auto_auto_auto] gap-x-1">
        <div
          className="flex items-center justify-center text-xs font-medium text-slate-700 [writing-mode:vertical-rl] rotate-180 dark:text-slate-300"
          aria-hidden="true"
        >
          Rank
        </div>
        <div className="relative h-64 w-12 sm:h-80" aria-hidden="true">
          {ticks.map((t) => (
            <span
              key={t}
              className="absolute right-1 -translate-y-1/2 text-xs text-slate-700 tabular-nums dark:text-slate-300"
              style={{ top: pct(y(t)) }}
            >
              #{formatNumber(t)}
            </span>
          ))}
        </div>
        <div className="relative h-64 border-b border-l border-slate-400 sm:h-80 dark:border-slate-500">
          <svg
            viewBox={`0 0 ${BOX} ${BOX}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
            role="img"
            aria-label={summary}
          >
            {ticks.map((t) => (
              <line
                key={t}
                x1={0}
                x2={BOX}
                y1={y(t)}
                y2={y(t)}
                className="stroke-slate-200 dark:stroke-slate-700"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {shown.map((s) => (
              <path
                key={s.key}
                d={pathOf(s, x, y)}
                fill="none"
                strokeWidth={2.5}
                strokeLinecap="round"
                strokeLinejoin="round"
                strokeDasharray={dashed(s) ? BOY_DASH : undefined}
                vectorEffect="non-scaling-stroke"
                className={colorOf(s.country, series).stroke}
                data-series={s.key}
              />
            ))}
          </svg>
        </div>
        <div />
        <div />
        <div className="relative h-5" aria-hidden="true">
          {years.map((yr) => (
            <span
              key={yr}
              className="absolute top-1 -translate-x-1/2 text-xs text-slate-700 tabular-nums dark:text-slate-300"
              style={{ left: pct(x(yr)) }}
            >
              {yr}
            </span>
          ))}
        </div>
        <div />
        <div />
        <div className="pt-2 text-center text-xs font-medium text-slate-700 dark:text-slate-300" aria-hidden="true">
          Year
        </div>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Legend: show or hide a line">
        {series.map((s) => {
          const off = hidden.has(s.key);
          return (
            <li key={s.key}>
              <button
                type="button"
                onClick={() => toggle(s.key)}
                aria-pressed={!off}
                className={cn(
                  "inline-flex items-center gap-2 rounded-md border border-slate-300 px-2 py-1 text-xs text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800",
                  // Hidden: struck through with a dashed border; the text keeps its full contrast.
                  off && "border-dashed line-through",
                )}
              >
                <span className={cn("inline-flex", off && "opacity-40")}>
                  <LegendSwatch color={colorOf(s.country, series).swatch} dashed={dashed(s)} />
                </span>
                {s.label}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-700 dark:text-slate-300">
        {bothSexes ? "Solid lines are girls, dashed lines boys. " : ""}Gaps are years in which the name was not
        published (too few births).
        {series.some((s) => s.region) ? " Provinces, states and cities start hidden: choose them in the legend." : ""}
      </p>
    </figure>
  );
}

function LegendSwatch({ color, dashed }: { color: string; dashed: boolean }) {
  return dashed ? (
    <span className="inline-flex w-6 gap-0.5" aria-hidden="true">
      <span className={cn("h-0.5 w-2.5", color)} />
      <span className={cn("h-0.5 w-2.5", color)} />
    </span>
  ) : (
    <span className={cn("h-0.5 w-6", color)} aria-hidden="true" />
  );
}

/** Every value behind the chart (and the series too small to draw), year by year. */
export function PopularityTable({ name, series }: { name: string; series: ChartSeries[] }) {
  const range = yearRange(series);
  if (!range) return null;
  const rows: number[] = [];
  for (let yr = range.to; yr >= range.from; yr--) {
    if (series.some((s) => (s.ranks[yr - s.firstYear] ?? 0) > 0)) rows.push(yr);
  }
  return (
    <details className="group rounded-lg border border-slate-200 dark:border-slate-700" data-testid="popularity-table">
      <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-medium text-indigo-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:bg-slate-800">
        Show the data as a table
      </summary>
      <div className="max-h-[32rem] overflow-auto border-t border-slate-200 dark:border-slate-700">
        <table className="w-full text-left text-sm tabular-nums [&_td]:px-3 [&_td]:py-1.5 [&_td]:whitespace-nowrap [&_th]:px-3 [&_th]:py-1.5">
          <caption className="px-4 py-2 text-left text-sm text-slate-700 dark:text-slate-300">
            {name}: rank and number of births per year, {range.from}–{range.to}. A dash means not published.
          </caption>
          <thead className="sticky top-0 bg-white dark:bg-slate-900">
            <tr className="text-slate-700 dark:text-slate-300">
              <th scope="col" className="font-medium">
                Year
              </th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="font-medium">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-slate-900 dark:text-slate-100 [&>tr]:border-t [&>tr]:border-slate-200 dark:[&>tr]:border-slate-800">
            {rows.map((yr) => (
              <tr key={yr}>
                <th scope="row" className="font-medium">
                  {yr}
                </th>
                {series.map((s) => {
                  const i = yr - s.firstYear;
                  const rank = s.ranks[i] ?? 0;
                  return (
                    <td key={s.key}>
                      {rank > 0 ? `#${formatNumber(rank)} (${formatNumber(s.counts[i])} ${sexLabel(s.sex)})` : "–"}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

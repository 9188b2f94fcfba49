// Pure helpers behind the name page's popularity chart, data table and trend sentence.
import type { NameDetail } from "../../../core/api-types";
import type { Trend, YearSeries } from "../../../core/name";
import { isRegionKey, sourceLabel } from "./sources";

export type Sex = "boy" | "girl";

export interface ChartSeries {
  /** Stable key: `${country}-${sex}` (country may be `canada:quebec`). */
  key: string;
  /** A country code, or `country:region` for a province, state or city. */
  country: string;
  /** A province, state or city of a pooled country: listed after the countries, hidden until asked for. */
  region: boolean;
  sex: Sex;
  /** "England & Wales (ONS), girls" */
  label: string;
  firstYear: number;
  counts: number[];
  ranks: number[];
  /** Sum of the published births, to order the legend (largest first). */
  total: number;
  published: number;
}

/** A sex's series in a country is left out when it holds less than this share of that country's births of the name. */
const MINOR_SEX_SHARE = 0.05;

export function sexLabel(sex: Sex): string {
  return sex === "boy" ? "boys" : "girls";
}

function toSeries(country: string, sex: Sex, s: YearSeries): ChartSeries {
  let total = 0;
  let published = 0;
  for (let i = 0; i < s.counts.length; i++) {
    if (s.ranks[i] > 0) {
      total += s.counts[i];
      published++;
    }
  }
  return {
    key: `${country}-${sex}`,
    country,
    region: isRegionKey(country),
    sex,
    label: `${sourceLabel(country)}, ${sexLabel(sex)}`,
    firstYear: s.firstYear,
    counts: s.counts,
    ranks: s.ranks,
    total,
    published,
  };
}

/**
 * The lines of the chart: one per country and sex with published ranks. A sex that is only a sliver of
 * a country's births of the name (a handful of boys called Olivia) is dropped so the main lines stay
 * readable; the data table keeps every series.
 */
export function chartSeries(series: NameDetail["series"], { all = false } = {}): ChartSeries[] {
  const out: ChartSeries[] = [];
  for (const [country, bySex] of Object.entries(series)) {
    const items = (["girl", "boy"] as const)
      .map((sex) => (bySex[sex] ? toSeries(country, sex, bySex[sex]) : null))
      .filter((s): s is ChartSeries => s !== null && s.published > 0);
    const countryTotal = items.reduce((sum, s) => sum + s.total, 0);
    for (const s of items) {
      if (all || items.length === 1 || s.total >= countryTotal * MINOR_SEX_SHARE) out.push(s);
    }
  }
  return out.sort((a, b) => Number(a.region) - Number(b.region) || b.total - a.total || a.key.localeCompare(b.key));
}

export interface YearRange {
  from: number;
  to: number;
}

export function yearRange(series: ChartSeries[]): YearRange | null {
  if (series.length === 0) return null;
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const s of series) {
    for (let i = 0; i < s.ranks.length; i++) {
      if (s.ranks[i] > 0) {
        from = Math.min(from, s.firstYear + i);
        to = Math.max(to, s.firstYear + i);
      }
    }
  }
  return Number.isFinite(from) ? { from, to } : null;
}

/** Powers of ten from 1 up to the first one at or above the worst rank (the rank axis is logarithmic). */
export function rankTicks(maxRank: number): number[] {
  const ticks = [1];
  while (ticks[ticks.length - 1] < maxRank) ticks.push(ticks[ticks.length - 1] * 10);
  if (ticks.length === 1) ticks.push(10);
  return ticks;
}

/** Year ticks at a round step, about six of them. */
export function yearTicks(range: YearRange): number[] {
  const span = Math.max(1, range.to - range.from);
  const step = [1, 2, 5, 10, 20, 25, 50].find((s) => span / s <= 6) ?? 50;
  const ticks: number[] = [];
  for (let y = Math.ceil(range.from / step) * step; y <= range.to; y += step) ticks.push(y);
  if (ticks.length === 0) ticks.push(range.from);
  return ticks;
}

export interface Segment {
  /** [year, rank] points with no unpublished year between them. */
  points: Array<[number, number]>;
}

/** Splits a series at unpublished years (rank 0), so a gap shows as a gap. */
export function segments(s: ChartSeries): Segment[] {
  const out: Segment[] = [];
  let current: Array<[number, number]> = [];
  for (let i = 0; i < s.ranks.length; i++) {
    if (s.ranks[i] > 0) current.push([s.firstYear + i, s.ranks[i]]);
    else if (current.length > 0) {
      out.push({ points: current });
      current = [];
    }
  }
  if (current.length > 0) out.push({ points: current });
  return out;
}

export function bestRank(s: ChartSeries): { rank: number; year: number } | null {
  let best: { rank: number; year: number } | null = null;
  for (let i = 0; i < s.ranks.length; i++) {
    const r = s.ranks[i];
    if (r > 0 && (best === null || r < best.rank)) best = { rank: r, year: s.firstYear + i };
  }
  return best;
}

export function formatNumber(n: number): string {
  return n.toLocaleString("en-US");
}

/** The trend in words, after its one-word label, e.g. "from #15 to #3 among girls in England & Wales (ONS), 2019–2024." */
export function trendSentence(trend: Trend): string {
  const place = sourceLabel(trend.country);
  const who = sexLabel(trend.sex);
  const to = `#${formatNumber(trend.toRank)}`;
  const from = trend.fromRank === null ? null : `#${formatNumber(trend.fromRank)}`;
  if (trend.direction === "new" || from === null) {
    return `Not ranked among ${who} in ${place} in ${trend.fromYear}; ${to} in ${trend.toYear}.`;
  }
  if (from === to) return `${to} among ${who} in ${place} in both ${trend.fromYear} and ${trend.toYear}.`;
  return `From ${from} in ${trend.fromYear} to ${to} in ${trend.toYear} among ${who} in ${place}.`;
}

export const TREND_WORD: Record<Trend["direction"], string> = {
  rising: "Rising",
  falling: "Falling",
  steady: "Steady",
  new: "New",
};

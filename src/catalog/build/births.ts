import { normaliseSpelling } from "../../core/slug";
import { eachCsvRecord } from "./csv";
import { competitionRanks } from "./ranking";

export type Sex = "boy" | "girl";
export const SEXES: readonly Sex[] = ["boy", "girl"];

/** One name's published figures in one country and sex, by ascending year (year 0 in a totals file). */
export interface SexSeries {
  years: number[];
  counts: number[];
  ranks: number[];
}

export interface CountryBirths {
  country: string;
  yearly: boolean;
  rows: number;
  /** Data years, ascending (empty for a totals file). */
  years: number[];
  /** Sum of the published counts per sex and year: the denominator of shares. */
  totals: Record<Sex, Map<number, number>>;
  names: Map<string, Partial<Record<Sex, SexSeries>>>;
  /** Published spellings of each normalised key, with their summed counts. */
  spellings: Map<string, Map<string, number>>;
}

interface Group {
  spellings: string[];
  counts: number[];
}

/**
 * Reads one births file (year,sex,name,count). Ranks are computed per year and sex over the rows as
 * published (so they equal the publisher's); spellings that normalise to the same key in the same
 * year and sex are then merged: counts summed, the better rank kept.
 */
export function parseBirths(country: string, yearly: boolean, csvText: string): CountryBirths {
  const groups = new Map<string, Group>();
  const yearSet = new Set<number>();
  const rows = eachCsvRecord(csvText, ["year", "sex", "name", "count"], (get) => {
    const year = yearly ? Number(get("year")) : 0;
    const count = Number(get("count"));
    const s = get("sex");
    const sex = s === "M" ? "boy" : s === "F" ? "girl" : null;
    const spelling = get("name").normalize("NFC").trim();
    if (!sex || !spelling || !Number.isInteger(year) || !(count > 0)) return;
    if (yearly) yearSet.add(year);
    const gk = `${year}|${sex}`;
    let g = groups.get(gk);
    if (!g) {
      g = { spellings: [], counts: [] };
      groups.set(gk, g);
    }
    g.spellings.push(spelling);
    g.counts.push(count);
  });
  const out: CountryBirths = {
    country,
    yearly,
    rows,
    years: [...yearSet].sort((a, b) => a - b),
    totals: { boy: new Map(), girl: new Map() },
    names: new Map(),
    spellings: new Map(),
  };
  const groupKeys = [...groups.keys()].sort((a, b) => {
    const [ya, sa] = a.split("|");
    const [yb, sb] = b.split("|");
    return Number(ya) - Number(yb) || (sa < sb ? -1 : sa > sb ? 1 : 0);
  });
  const keyOf = new Map<string, string>();
  for (const gk of groupKeys) {
    const [y, s] = gk.split("|");
    const year = Number(y);
    const sex = s as Sex;
    const g = groups.get(gk) as Group;
    groups.delete(gk);
    const ranks = competitionRanks(g.counts);
    let total = 0;
    g.spellings.forEach((spelling, i) => {
      const count = g.counts[i];
      total += count;
      let key = keyOf.get(spelling);
      if (key === undefined) {
        key = normaliseSpelling(spelling);
        keyOf.set(spelling, key);
      }
      let sp = out.spellings.get(key);
      if (!sp) {
        sp = new Map();
        out.spellings.set(key, sp);
      }
      sp.set(spelling, (sp.get(spelling) ?? 0) + count);
      let entry = out.names.get(key);
      if (!entry) {
        entry = {};
        out.names.set(key, entry);
      }
      let series = entry[sex];
      if (!series) series = entry[sex] = { years: [], counts: [], ranks: [] };
      const last = series.years.length - 1;
      if (last >= 0 && series.years[last] === year) {
        series.counts[last] += count;
        series.ranks[last] = Math.min(series.ranks[last], ranks[i]);
      } else {
        series.years.push(year);
        series.counts.push(count);
        series.ranks.push(ranks[i]);
      }
    });
    out.totals[sex].set(year, total);
  }
  return out;
}

/** The figure of a series in one year, or undefined when not published. */
export function at(series: SexSeries | undefined, year: number): { count: number; rank: number } | undefined {
  if (!series) return undefined;
  let lo = 0;
  let hi = series.years.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const y = series.years[mid];
    if (y === year) return { count: series.counts[mid], rank: series.ranks[mid] };
    if (y < year) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

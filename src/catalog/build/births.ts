import { normaliseSpelling } from "../../core/slug";
import { eachCsvRecord } from "./csv";
import { competitionRanks } from "./ranking";
import type { Coverage, RankGrouping } from "./sources";

export type Sex = "boy" | "girl";
export const SEXES: readonly Sex[] = ["boy", "girl"];

/** One name's published figures in one country and sex, by ascending year (year 0 in a totals file). */
export interface SexSeries {
  years: number[];
  counts: number[];
  ranks: number[];
}

export interface CountryBirths {
  /** A country code, or `country:region` for one province, state or city of a pooled country. */
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
  /** Spellings in the source's own script (Hebrew) behind a transliterated key, with their counts. */
  native: Map<string, Map<string, number>>;
  /** Spellings a publisher ranked together with this key's (RankGrouping): key → the others' keys. */
  rankedWith: Map<string, Set<string>>;
}

/** The rows of one year and sex, as published. */
export interface Group {
  spellings: string[];
  counts: number[];
}

/** A births file's rows grouped by year and sex (key `year|sex`). */
export interface BirthRows {
  rows: number;
  groups: Map<string, Group>;
  /** How much of each group's year the list covers (pool.ts mergeEditions fills it in). */
  coverage?: Map<string, Coverage>;
}

export function groupKey(year: number, sex: Sex): string {
  return `${year}|${sex}`;
}

function splitGroupKey(gk: string): { year: number; sex: Sex } {
  const [y, s] = gk.split("|");
  return { year: Number(y), sex: s as Sex };
}

/** Reads one births file (year,sex,name,count) into its year-and-sex groups. */
export function readBirthRows(csvText: string, yearly: boolean): BirthRows {
  const groups = new Map<string, Group>();
  const rows = eachCsvRecord(csvText, ["year", "sex", "name", "count"], (get) => {
    const year = yearly ? Number(get("year")) : 0;
    const count = Number(get("count"));
    const s = get("sex");
    const sex = s === "M" ? "boy" : s === "F" ? "girl" : null;
    const spelling = get("name").normalize("NFC").trim();
    if (!sex || !spelling || !Number.isInteger(year) || !(count > 0)) return;
    const gk = groupKey(year, sex);
    let g = groups.get(gk);
    if (!g) {
      g = { spellings: [], counts: [] };
      groups.set(gk, g);
    }
    g.spellings.push(spelling);
    g.counts.push(count);
  });
  return { rows, groups };
}

/** Lower case without acute, grave, circumflex and diaeresis accents (ñ and ç stay): the key of the `accents` grouping. */
export function foldAccents(spelling: string): string {
  return normaliseSpelling(spelling)
    .normalize("NFD")
    .replace(/[\u0300-\u0302\u0308]/g, "")
    .normalize("NFC");
}

/** The rank key of each spelling under a publisher's grouping (the spelling's own key without one). */
function rankKeyOf(grouping: RankGrouping | undefined): (spelling: string) => string {
  if (!grouping) return normaliseSpelling;
  if (grouping.kind === "accents") return foldAccents;
  const lead = new Map<string, string>();
  for (const g of grouping.groups) for (const s of g) lead.set(normaliseSpelling(s), normaliseSpelling(g[0]));
  return (s) => {
    const k = normaliseSpelling(s);
    return lead.get(k) ?? k;
  };
}

/**
 * Ranks of a group's rows by competition ranking over the counts as published; under a publisher's
 * grouping, over the groups' summed counts (every spelling gets its group's rank).
 */
export function groupRanks(g: Group, rankKey: (s: string) => string, grouped: boolean): number[] {
  if (!grouped) return competitionRanks(g.counts);
  const sums = new Map<string, number>();
  const keys = g.spellings.map(rankKey);
  keys.forEach((k, i) => {
    sums.set(k, (sums.get(k) ?? 0) + g.counts[i]);
  });
  const order = [...sums.keys()];
  const ranks = competitionRanks(order.map((k) => sums.get(k) as number));
  const rankOf = new Map(order.map((k, i) => [k, ranks[i]]));
  return keys.map((k) => rankOf.get(k) as number);
}

export interface CountryOptions {
  rankGrouping?: RankGrouping;
  /** Latin spelling of a spelling in another script; undefined keeps the spelling as published. */
  transliterate?: (spelling: string) => string | undefined;
  /** Years after this one are left out (a pooled country's latest year: see poolRegions). */
  lastYear?: number;
}

/**
 * One country's (or region's) figures from its year-and-sex groups. Ranks are computed per year and
 * sex over the rows as published (so they equal the publisher's); spellings that normalise to the same
 * key in the same year and sex are then merged: counts summed, the better rank kept.
 */
export function birthsFromRows(
  country: string,
  yearly: boolean,
  input: BirthRows,
  opts: CountryOptions = {},
): CountryBirths {
  const out: CountryBirths = {
    country,
    yearly,
    rows: input.rows,
    years: [],
    totals: { boy: new Map(), girl: new Map() },
    names: new Map(),
    spellings: new Map(),
    native: new Map(),
    rankedWith: new Map(),
  };
  const rankKey = rankKeyOf(opts.rankGrouping);
  const grouped = opts.rankGrouping !== undefined;
  const groupKeys = [...input.groups.keys()]
    .map((gk) => ({ gk, ...splitGroupKey(gk) }))
    .filter((x) => opts.lastYear === undefined || x.year <= opts.lastYear)
    .sort((a, b) => a.year - b.year || (a.sex < b.sex ? -1 : a.sex > b.sex ? 1 : 0));
  const keyOf = new Map<string, string>();
  const latinOf = new Map<string, string>();
  const yearSet = new Set<number>();
  for (const { gk, year, sex } of groupKeys) {
    const g = input.groups.get(gk) as Group;
    if (yearly) yearSet.add(year);
    const ranks = groupRanks(g, rankKey, grouped);
    let total = 0;
    g.spellings.forEach((published, i) => {
      const count = g.counts[i];
      total += count;
      let spelling = published;
      if (opts.transliterate) {
        let latin = latinOf.get(published);
        if (latin === undefined) {
          latin = opts.transliterate(published) ?? published;
          latinOf.set(published, latin);
        }
        spelling = latin;
      }
      let key = keyOf.get(spelling);
      if (key === undefined) {
        key = normaliseSpelling(spelling);
        keyOf.set(spelling, key);
      }
      if (spelling !== published) addCount(out.native, key, published, count);
      addCount(out.spellings, key, spelling, count);
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
    if (grouped) recordRankGroups(out.rankedWith, g, rankKey);
    out.totals[sex].set(year, total);
  }
  out.years = [...yearSet].sort((a, b) => a - b);
  return out;
}

function addCount(m: Map<string, Map<string, number>>, key: string, spelling: string, count: number): void {
  let sp = m.get(key);
  if (!sp) {
    sp = new Map();
    m.set(key, sp);
  }
  sp.set(spelling, (sp.get(spelling) ?? 0) + count);
}

function recordRankGroups(into: Map<string, Set<string>>, g: Group, rankKey: (s: string) => string): void {
  const members = new Map<string, Set<string>>();
  for (const s of g.spellings) {
    const rk = rankKey(s);
    let set = members.get(rk);
    if (!set) {
      set = new Set();
      members.set(rk, set);
    }
    set.add(normaliseSpelling(s));
  }
  for (const set of members.values()) {
    if (set.size < 2) continue;
    for (const k of set) {
      let others = into.get(k);
      if (!others) {
        others = new Set();
        into.set(k, others);
      }
      for (const o of set) if (o !== k) others.add(o);
    }
  }
}

/** Convenience for tests: one file read straight into a country. */
export function parseBirths(
  country: string,
  yearly: boolean,
  csvText: string,
  opts: CountryOptions = {},
): CountryBirths {
  return birthsFromRows(country, yearly, readBirthRows(csvText, yearly), opts);
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

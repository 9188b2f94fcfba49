import type { CatalogTrendingFile, CountryTrending, TrendingEntry } from "../../core/catalog-files";
import { latestYear, trendFromYear } from "./aggregate";
import { at, type CountryBirths, type Sex } from "./births";
import { RULES } from "./rules";

interface Row {
  key: string;
  rank: number;
  count: number;
  prevRank: number | null;
  prevCount: number;
}

function cmpKey(a: Row, b: Row): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/**
 * The minimum births for the rising/falling lists: RULES.trendingMinCountUsa scaled by the country's
 * births of that sex, never below RULES.trendMinBirths (the births any rising, falling or new label needs).
 */
export function trendingMinCount(countryBirths: number, usaBirths: number): number {
  if (!(usaBirths > 0)) return RULES.trendMinBirths;
  return Math.max(RULES.trendMinBirths, Math.round((RULES.trendingMinCountUsa * countryBirths) / usaBirths));
}

/**
 * True when the publisher ranks this key together with another spelling (RankGrouping) that was given
 * more often that year (ties: key order): lists show a group once, by its most given spelling.
 */
function behindGroupLead(c: CountryBirths, key: string, sex: Sex, year: number, count: number): boolean {
  for (const other of c.rankedWith.get(key) ?? []) {
    const o = at(c.names.get(other)?.[sex], year);
    if (o && (o.count > count || (o.count === count && other < key))) return true;
  }
  return false;
}

export function countryTrending(
  c: CountryBirths,
  idOf: ReadonlyMap<string, string>,
  usaTotals: Record<Sex, number>,
): CountryTrending | null {
  const ly = latestYear(c);
  if (ly === null) return null;
  const fy = trendFromYear(c);
  const entry = (r: Row): TrendingEntry => ({
    id: idOf.get(r.key) as string,
    rank: r.rank,
    count: r.count,
    previousRank: r.prevRank,
  });
  const lists = (sex: Sex) => {
    const rows: Row[] = [];
    for (const [key, e] of c.names) {
      if (!idOf.has(key)) continue;
      const now = at(e[sex], ly);
      if (!now || behindGroupLead(c, key, sex, ly, now.count)) continue;
      const then = fy === null ? undefined : at(e[sex], fy);
      rows.push({ key, rank: now.rank, count: now.count, prevRank: then?.rank ?? null, prevCount: then?.count ?? 0 });
    }
    const top = [...rows].sort((a, b) => a.rank - b.rank || cmpKey(a, b)).slice(0, RULES.trendingSize);
    const min = trendingMinCount(c.totals[sex].get(ly) ?? 0, usaTotals[sex]);
    const both = rows.filter((r) => r.prevRank !== null);
    const rising = both
      .filter((r) => r.count >= min)
      .sort(
        (a, b) =>
          (b.prevRank as number) / b.rank - (a.prevRank as number) / a.rank ||
          (b.prevRank as number) - b.rank - ((a.prevRank as number) - a.rank) ||
          cmpKey(a, b),
      )
      .filter((r) => (r.prevRank as number) > r.rank)
      .slice(0, RULES.trendingSize);
    const falling = both
      .filter((r) => r.prevCount >= min)
      .sort(
        (a, b) =>
          b.rank / (b.prevRank as number) - a.rank / (a.prevRank as number) ||
          b.rank - (b.prevRank as number) - (a.rank - (a.prevRank as number)) ||
          cmpKey(a, b),
      )
      .filter((r) => r.rank > (r.prevRank as number))
      .slice(0, RULES.trendingSize);
    return { top: top.map(entry), rising: rising.map(entry), falling: falling.map(entry) };
  };
  const boys = lists("boy");
  const girls = lists("girl");
  return {
    year: ly,
    fromYear: fy ?? ly,
    boys: boys.top,
    girls: girls.top,
    rising: { boys: boys.rising, girls: girls.rising },
    falling: { boys: boys.falling, girls: girls.falling },
  };
}

export function buildTrending(
  yearly: readonly CountryBirths[],
  idOf: ReadonlyMap<string, string>,
): CatalogTrendingFile {
  const usa = yearly.find((c) => c.country === "usa");
  const uy = usa ? latestYear(usa) : null;
  const usaTotals = {
    boy: usa && uy !== null ? (usa.totals.boy.get(uy) ?? 0) : 0,
    girl: usa && uy !== null ? (usa.totals.girl.get(uy) ?? 0) : 0,
  };
  const countries: Record<string, CountryTrending> = {};
  for (const c of yearly) {
    const t = countryTrending(c, idOf, usaTotals);
    if (t) countries[c.country] = t;
  }
  return { default: countries.usa ? "usa" : (Object.keys(countries)[0] ?? "usa"), countries };
}

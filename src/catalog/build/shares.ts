// What per-million figures divide by (docs/catalog.md, "Numbers"). A top-N list's counts add up to far
// fewer than the births of its year, so a share taken from it would be inflated: shares use only the
// lists that go deeper than a top N, in the country itself or, for a pooled country, in its regions.
import { at, type BirthRows, type CountryBirths, groupKey, SEXES, type Sex } from "./births";
import { perMillion, RULES } from "./rules";
import type { Coverage } from "./sources";

export interface SharePart {
  births: CountryBirths;
  /** The coverage of the part's list in one year and sex; undefined when it publishes nothing then. */
  coverage: (year: number, sex: Sex) => Coverage | undefined;
}

export interface ShareBase {
  country: string;
  /** The country's latest data year (of its pooled figures). */
  latestYear: number | null;
  parts: SharePart[];
}

/** A part whose coverage comes from its merged rows (mergeEditions). */
export function sharePart(births: CountryBirths, rows: BirthRows): SharePart {
  return { births, coverage: (year, sex) => rows.coverage?.get(groupKey(year, sex)) };
}

/** Births of the name and of all names of one sex in the given years, over the parts that list more than a top N. */
function sums(base: ShareBase, key: string, sex: Sex, years: readonly number[]): { count: number; total: number } {
  let count = 0;
  let total = 0;
  for (const part of base.parts)
    for (const y of years) {
      const cov = part.coverage(y, sex);
      if (cov === undefined || cov === "top") continue;
      total += part.births.totals[sex].get(y) ?? 0;
      count += at(part.births.names.get(key)?.[sex], y)?.count ?? 0;
    }
  return { count, total };
}

/**
 * Births per million of the same sex in the latest year of every yearly country pooled together (the
 * counts added up over the added-up totals), the higher of the two sexes: one figure for the whole
 * site, weighted by how many babies each country's statistics cover.
 */
export function pooledPerMillion(bases: readonly ShareBase[], key: string): number {
  let best = 0;
  for (const sex of SEXES) {
    let count = 0;
    let total = 0;
    for (const b of bases) {
      if (b.latestYear === null) continue;
      const s = sums(b, key, sex, [b.latestYear]);
      count += s.count;
      total += s.total;
    }
    best = Math.max(best, perMillion(count, total));
  }
  return best;
}

/** The calendar years of a country's recent data: its latest year and the RULES.recentDataYears − 1 before. */
export function recentWindow(latestYear: number): number[] {
  return Array.from({ length: RULES.recentDataYears }, (_, i) => latestYear - i);
}

/**
 * Births per million of the same sex over the country's recent data years, the higher of the two
 * sexes, counting only a sex with more than a handful of births there (fewer than `minBirths` is a
 * handful). 0 when neither sex has more than a handful.
 */
export function recentPerMillion(base: ShareBase, key: string, minBirths: number): number {
  if (base.latestYear === null) return 0;
  const years = recentWindow(base.latestYear);
  let best = 0;
  for (const sex of SEXES) {
    const s = sums(base, key, sex, years);
    if (s.count < minBirths) continue;
    best = Math.max(best, perMillion(s.count, s.total));
  }
  return best;
}

import { at, type CountryBirths, SEXES, type Sex, type SexSeries } from "./births";
import { perMillion, RULES } from "./rules";

/** What the yearly births say about one spelling, over every yearly country. */
export interface BirthAggregate {
  total: number;
  before1950: number;
  firstYear: number | null;
  /** Births per sex from RULES.genderFromYear on, and over all years. */
  recent: Record<Sex, number>;
  all: Record<Sex, number>;
}

export function latestYear(c: CountryBirths): number | null {
  return c.years.length ? c.years[c.years.length - 1] : null;
}

/** The data year RULES.trendSpan data years before the latest, or null when the source is too short. */
export function trendFromYear(c: CountryBirths): number | null {
  const i = c.years.length - 1 - RULES.trendSpan;
  return i >= 0 ? c.years[i] : null;
}

export function aggregateBirths(yearly: readonly CountryBirths[]): Map<string, BirthAggregate> {
  const out = new Map<string, BirthAggregate>();
  for (const c of yearly) {
    for (const [key, entry] of c.names) {
      let a = out.get(key);
      if (!a) {
        a = {
          total: 0,
          before1950: 0,
          firstYear: null,
          recent: { boy: 0, girl: 0 },
          all: { boy: 0, girl: 0 },
        };
        out.set(key, a);
      }
      for (const sex of SEXES) {
        const s = entry[sex];
        if (!s) continue;
        s.counts.forEach((n, i) => {
          const y = s.years[i];
          a.total += n;
          a.all[sex] += n;
          if (y >= RULES.genderFromYear) a.recent[sex] += n;
          if (y < RULES.traditionalBeforeYear) a.before1950 += n;
        });
        if (a.firstYear === null || s.years[0] < a.firstYear) a.firstYear = s.years[0];
      }
    }
  }
  return out;
}

/** Per million of the same sex in the country's latest year, the higher of the two sexes. */
export function latestPerMillion(c: CountryBirths, entry: Partial<Record<Sex, SexSeries>> | undefined): number {
  const ly = latestYear(c);
  if (!entry || ly === null) return 0;
  let best = 0;
  for (const sex of SEXES) {
    const now = at(entry[sex], ly);
    if (now) best = Math.max(best, perMillion(now.count, c.totals[sex].get(ly) ?? 0));
  }
  return best;
}

/** Births of both sexes the country's statistics cover in its latest year: the size of a source. */
export function latestBirths(c: CountryBirths): number {
  const ly = latestYear(c);
  if (ly === null) return 0;
  return (c.totals.boy.get(ly) ?? 0) + (c.totals.girl.get(ly) ?? 0);
}

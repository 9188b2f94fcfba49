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
  /** Ranked within RULES.topRank in the latest year of some yearly country. */
  top: boolean;
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
    const ly = latestYear(c);
    for (const [key, entry] of c.names) {
      let a = out.get(key);
      if (!a) {
        a = {
          total: 0,
          before1950: 0,
          firstYear: null,
          recent: { boy: 0, girl: 0 },
          all: { boy: 0, girl: 0 },
          top: false,
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
        const now = ly === null ? undefined : at(s, ly);
        if (now && now.rank <= RULES.topRank) a.top = true;
      }
    }
  }
  return out;
}

/**
 * Births per million of the same sex in the latest year of every yearly country pooled together (the
 * counts added up over the added-up totals), the higher of the two sexes: one figure for the whole
 * site, weighted by how many babies each country's statistics cover.
 */
export function pooledPerMillion(countries: CountryBirths[], key: string): number {
  let best = 0;
  for (const sex of SEXES) {
    let count = 0;
    let total = 0;
    for (const c of countries) {
      const ly = latestYear(c);
      if (ly === null) continue;
      const sexTotal = c.totals[sex].get(ly) ?? 0;
      if (sexTotal === 0) continue;
      total += sexTotal;
      count += at(c.names.get(key)?.[sex], ly)?.count ?? 0;
    }
    best = Math.max(best, perMillion(count, total));
  }
  return best;
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

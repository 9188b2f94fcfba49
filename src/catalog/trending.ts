import type { RankedName, TrendingResponse } from "../core/api-types";
import type { TrendingEntry } from "../core/catalog-files";
import type { Catalog } from "./catalog";

/** Trending lists of one country with yearly births, from the figures the catalog build derived. */
export function trendingFor(catalog: Catalog, country?: string): TrendingResponse | null {
  const code = country ?? catalog.trending.default;
  const t = catalog.trending.countries[code];
  if (!t) return null;
  const ranked = (entries: TrendingEntry[]): RankedName[] =>
    entries.flatMap((e) => {
      const p = catalog.byId.get(e.id);
      return p === undefined
        ? []
        : [{ ...catalog.summary(p), rank: e.rank, count: e.count, previousRank: e.previousRank }];
    });
  return {
    country: code,
    countryLabel: catalog.manifest.countries[code]?.label ?? code,
    year: t.year,
    fromYear: t.fromYear,
    boys: ranked(t.boys),
    girls: ranked(t.girls),
    rising: { boys: ranked(t.rising.boys), girls: ranked(t.rising.girls) },
    falling: { boys: ranked(t.falling.boys), girls: ranked(t.falling.girls) },
  };
}

export function trendingCountries(catalog: Catalog): string[] {
  return Object.keys(catalog.trending.countries);
}

import { useQuery } from "@tanstack/react-query";
import type { CatalogInfoResponse } from "../../../core/api-types";
import { DEFAULT_TRENDING_COUNTRY } from "../../lib/queries";
import { placeLabel } from "../../lib/site";

export const catalogInfoKey = ["/api/catalog"] as const;

export interface TrendingCountry {
  code: string;
  label: string;
}

/** The countries with yearly birth statistics (so with a trending list), USA and UK first, then A to Z. */
export function trendingCountriesOf(info: CatalogInfoResponse | undefined): TrendingCountry[] {
  if (!info) return [];
  const lead = ["usa", "uk"];
  return Object.entries(info.countries)
    .filter(([, c]) => c.yearly && c.latestYear !== null)
    .map(([code]) => ({ code, label: placeLabel(code) }))
    .sort((a, b) => {
      const la = lead.indexOf(a.code);
      const lb = lead.indexOf(b.code);
      if (la >= 0 || lb >= 0) return (la < 0 ? 99 : la) - (lb < 0 ? 99 : lb);
      return a.label.localeCompare(b.label);
    });
}

export function useTrendingCountries(): TrendingCountry[] {
  const { data } = useQuery<CatalogInfoResponse>({ queryKey: catalogInfoKey });
  return trendingCountriesOf(data);
}

const COUNTRY_PARAM = /^[a-z-]{2,30}$/;

/** The country a trending URL asks for (?country=), or the default one. */
export function trendingCountryOf(search: URLSearchParams): string {
  const code = search.get("country")?.trim().toLowerCase();
  return code && COUNTRY_PARAM.test(code) ? code : DEFAULT_TRENDING_COUNTRY;
}

export const trendingPath = (code: string) =>
  code === DEFAULT_TRENDING_COUNTRY ? "/trending" : `/trending?country=${encodeURIComponent(code)}`;

/** The country Home's trending section shows (?trending=, so that it never mixes with the generator's fields). */
export function homeTrendingCountryOf(search: URLSearchParams): string {
  const code = search.get("trending")?.trim().toLowerCase();
  return code && COUNTRY_PARAM.test(code) ? code : DEFAULT_TRENDING_COUNTRY;
}

export const homeTrendingPath = (code: string) =>
  code === DEFAULT_TRENDING_COUNTRY ? "/#trending" : `/?trending=${encodeURIComponent(code)}#trending`;

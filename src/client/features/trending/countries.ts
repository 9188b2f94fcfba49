import { useQuery } from "@tanstack/react-query";
import type { CatalogInfoResponse } from "../../../core/api-types";
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

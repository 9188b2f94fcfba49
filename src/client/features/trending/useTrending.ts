import { useQuery } from "@tanstack/react-query";
import type { TrendingResponse } from "../../../core/api-types";
import { CACHE, trendingKey } from "../../lib/queries";

export function useTrending(country?: string) {
  return useQuery<TrendingResponse>({ queryKey: trendingKey(country), staleTime: CACHE.trending });
}

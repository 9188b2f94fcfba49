import { useQuery } from "@tanstack/react-query";
import type { NamesResponse } from "../../../core/api-types";
import { CACHE, searchKey } from "../../lib/queries";

const MAX_QUERY_CHARS = 100;

export function useMeaningSearch(q: string, limit: number) {
  const term = q.trim().slice(0, MAX_QUERY_CHARS);
  return useQuery<NamesResponse>({
    queryKey: searchKey(term, limit),
    enabled: term.length > 0,
    staleTime: CACHE.generated,
  });
}

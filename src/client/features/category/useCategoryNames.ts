import { useQueries, useQuery } from "@tanstack/react-query";
import type { CategoryResponse, NameSummary } from "../../../core/api-types";
import { CACHE, categoryKey } from "../../lib/queries";

export const CATEGORY_PAGE_SIZE = 48;

export function categoryFirstPageKey(type: string, value: string) {
  return categoryKey(type, value, { limit: CATEGORY_PAGE_SIZE });
}

function pageKey(type: string, value: string, page: number) {
  return page === 0
    ? categoryFirstPageKey(type, value)
    : categoryKey(type, value, { limit: CATEGORY_PAGE_SIZE, offset: page * CATEGORY_PAGE_SIZE });
}

/** The category's names, sorted by popularity on the server, fetched one page of 48 at a time. */
export function useCategoryNames(type: string, value: string, pages: number) {
  const enabled = Boolean(type && value);
  const first = useQuery<CategoryResponse>({ queryKey: pageKey(type, value, 0), enabled, staleTime: CACHE.category });
  const more = useQueries({
    queries: Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({
      queryKey: pageKey(type, value, i + 1),
      enabled,
      staleTime: CACHE.category,
    })),
  }) as Array<{ data?: CategoryResponse; isPending: boolean; isError: boolean }>;
  const names: NameSummary[] = [...(first.data?.names ?? []), ...more.flatMap((q) => q.data?.names ?? [])];
  return {
    isPending: first.isPending && enabled,
    isError: first.isError,
    total: first.data?.total ?? 0,
    names,
    loadingMore: more.some((q) => q.isPending),
  };
}

import { useQuery } from "@tanstack/react-query";
import type { CategoryResponse } from "../../../core/api-types";
import { CACHE, categoryKey } from "../../lib/queries";
import { type ListParams, listApiQuery } from "../lists/list-params";

export const CATEGORY_PAGE_SIZE = 48;

/** The query key of one page of a category, filtered and ordered as its URL says. */
export function categoryPageKey(type: string, value: string, params: ListParams) {
  return categoryKey(type, value, listApiQuery(params, CATEGORY_PAGE_SIZE));
}

/** One page of the category's names, filtered, sorted and cut by the server. */
export function useCategoryNames(type: string, value: string, params: ListParams) {
  const enabled = Boolean(type && value);
  const page = useQuery<CategoryResponse>({
    queryKey: categoryPageKey(type, value, params),
    enabled,
    staleTime: CACHE.category,
  });
  return {
    isPending: page.isPending && enabled,
    isError: page.isError,
    total: page.data?.total ?? 0,
    names: page.data?.names ?? [],
  };
}

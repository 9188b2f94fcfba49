import type { ListParams } from "./list-params";
import { listApiQuery } from "./list-params";

export const LETTER_PAGE_SIZE = 48;
export const SEARCH_PAGE_SIZE = 24;

/** One page of the names starting with a letter (/names/letter/:letter). */
export function letterKey(letter: string, params: ListParams) {
  const { letter: _fixed, ...query } = listApiQuery(params, LETTER_PAGE_SIZE);
  return ["/api/names/letter", letter, query] as const;
}

/** One page of the names spelled like the query (the search results' first section). */
export function nameMatchesKey(q: string, params: ListParams) {
  return ["/api/names/matches", { q, ...listApiQuery(params, SEARCH_PAGE_SIZE) }] as const;
}

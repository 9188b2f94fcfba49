export const SEARCH_PATH = "/search";
/** How many names matching by meaning the search results show below the spelling matches. */
export const MEANING_MATCHES = 12;

/** The query of /search?q=, trimmed and cut to the length the API takes. */
export function searchQueryOf(search: URLSearchParams): string {
  return (search.get("q") ?? "").trim().slice(0, 60);
}

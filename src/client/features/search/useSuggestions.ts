import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { SuggestResponse } from "../../../core/api-types";

export const SUGGESTION_LIMIT = 8;
const DEBOUNCE_MS = 120;

/** Letters a query must hold before it is looked up (the API answers nothing for fewer). */
export function isLookupWorthy(q: string): boolean {
  return q.normalize("NFD").replace(/[^\p{L}\p{N}]/gu, "").length >= 2;
}

/** Suggestions for what is typed, looked up once typing pauses; the previous list stays while the next loads. */
export function useSuggestions(typed: string) {
  const [q, setQ] = useState(typed.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const enabled = isLookupWorthy(q);
  const { data } = useQuery<SuggestResponse>({
    queryKey: ["/api/names/suggest", { q, limit: SUGGESTION_LIMIT }],
    enabled,
    placeholderData: keepPreviousData,
  });
  return enabled && isLookupWorthy(typed) ? (data?.names ?? []) : [];
}

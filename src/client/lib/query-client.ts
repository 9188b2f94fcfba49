import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/** SPEC §9 defaults: no refetch interval, no refetch on focus, never stale, no retries. */
export function createQueryClient(queryFn: QueryFunction = getQueryFn({ on401: "throw" })): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        // A query that failed (also on the server) is not fetched again just because a component mounts.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The id of the JSON block that carries the dehydrated query cache from the server to the client. */
export const DEHYDRATED_STATE_ID = "__namewise_state";

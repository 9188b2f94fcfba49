import type { Writable } from "node:stream";
import { dehydrate, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { matchRoutes, StaticRouter } from "react-router";
import { App } from "./App";
import { type MetaCollector, MetaProvider, type PageMeta } from "./lib/meta";
import { createQueryClient } from "./lib/query-client";
import { type Inject, injectQueryFn, isMissingError } from "./lib/ssr-query";
import { type AppRouteHandle, routes } from "./routes";

export type { Inject };

export interface RenderOptions {
  inject: Inject;
}

export interface RenderResult {
  status: number;
  meta: PageMeta;
  /** The dehydrated TanStack Query cache, as JSON text. */
  state: string;
  /** Streams the rendered app (the inside of #root) into the destination, which React ends. */
  pipe: (destination: Writable) => void;
  abort: () => void;
}

const FALLBACK_META: PageMeta = { title: "Namewise", description: "" };

/** Prefetches the route's queries in-process, then renders once they are in the cache. */
export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const queryClient = createQueryClient(injectQueryFn(options.inject));
  const location = new URL(url, "http://localhost");
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const handles = matches.map((m) => m.route.handle as AppRouteHandle | undefined);
  await Promise.all(handles.map((h) => h?.preload?.()));
  const keys = matches.flatMap(
    (m) => (m.route.handle as AppRouteHandle | undefined)?.prefetch?.(m.params, location.searchParams) ?? [],
  );
  await Promise.all(keys.map((queryKey) => queryClient.prefetchQuery({ queryKey })));
  // Data the page needs could not be had (not a missing thing, which the page shows as its 404): the
  // page is answered 503, so that no cache keeps an error message as the page.
  const dataFailed = queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === "error" && !isMissingError(q.state.error));

  const collector: MetaCollector = {};
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MetaProvider collector={collector}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </MetaProvider>
      </QueryClientProvider>
    </StrictMode>
  );

  return new Promise<RenderResult>((resolve, reject) => {
    let failed = false;
    // onAllReady and no size limit on a boundary: the page is written whole and in order (every query
    // is prefetched), so React adds no inline script to move late content into place, and the cached
    // HTML needs none (the CSP allows only the theme script).
    const stream = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const meta = collector.meta ?? FALLBACK_META;
        const state = JSON.stringify(
          dehydrate(queryClient, {
            shouldDehydrateQuery: (query) => query.state.status === "success" || query.state.status === "error",
          }),
        );
        queryClient.clear();
        resolve({
          status: failed ? 500 : dataFailed ? 503 : (meta.status ?? 200),
          meta,
          state,
          pipe: (destination) => stream.pipe(destination),
          abort: () => stream.abort(),
        });
      },
      onShellError(error) {
        reject(error);
      },
      onError(error) {
        failed = true;
        console.error(error);
      },
    });
  });
}

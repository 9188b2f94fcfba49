import { type DehydratedState, HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter, matchRoutes } from "react-router";
import { App } from "./App";
import { HydrationMarker } from "./lib/HydrationMarker";
import { MetaProvider } from "./lib/meta";
import { createQueryClient, DEHYDRATED_STATE_ID } from "./lib/query-client";
import { type AppRouteHandle, routes } from "./routes";
import "./styles.css";

function readDehydratedState(): DehydratedState | undefined {
  const text = document.getElementById(DEHYDRATED_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}

const queryClient = createQueryClient();
const state = readDehydratedState();
const container = document.getElementById("root");
if (!container) throw new Error("#root is missing");

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={state}>
        <MetaProvider collector={null}>
          <BrowserRouter>
            <App />
            <HydrationMarker />
          </BrowserRouter>
        </MetaProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  </StrictMode>
);

// The page's own code is loaded first, so hydration finds every component of the server HTML ready.
const matched = matchRoutes(routes, window.location.pathname) ?? [];
await Promise.all(matched.map((m) => (m.route.handle as AppRouteHandle | undefined)?.preload?.()));

// Server-rendered pages are hydrated; the Vite dev server (no SSR) renders from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);

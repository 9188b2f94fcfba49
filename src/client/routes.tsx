import type { QueryKey } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { CATEGORY_TYPES } from "../core/enums";
import { Layout } from "./components/layout/Layout";
import { categoryFirstPageKey } from "./features/category/useCategoryNames";
import { LANDING_PAGES, landingKey } from "./features/landing/pages";
import {
  HIGHLIGHTS,
  highlightKey,
  MEANING_CATEGORIES,
  meaningExamplesKey,
  SEARCH_LIMIT,
} from "./features/meanings/categories";
import { nameKey, searchKey, trendingKey } from "./lib/queries";
import { trendingCountryParam } from "./lib/site";
import { AboutPage } from "./routes/about";
import { BabyNamesPage } from "./routes/baby-names";
import { CategoryPage } from "./routes/category";
import { CountriesPage } from "./routes/countries";
import { FavoritesPage } from "./routes/favorites";
import { HomePage } from "./routes/home";
import { LandingPage } from "./routes/landing";
import { MeaningsPage } from "./routes/meanings";
import { NamePage } from "./routes/name";
import { NotFoundPage } from "./routes/not-found";
import { OriginsPage } from "./routes/origins";
import { SharedListPage, sharedListPrefetch } from "./routes/shared-list";
import { TRENDING_COUNTRIES, TrendingPage } from "./routes/trending";

/** What a route needs loaded before it renders on the server (same keys as the components use). */
export type Prefetch = (params: Record<string, string | undefined>, search: URLSearchParams) => QueryKey[];

export interface AppRouteHandle {
  prefetch?: Prefetch;
}

const page = (path: string, element: React.ReactNode, prefetch?: Prefetch): RouteObject => ({
  path,
  element,
  handle: { prefetch } satisfies AppRouteHandle,
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      page("/", <HomePage />, () => [trendingKey()]),
      page("/category/:type/:value", <CategoryPage />, (p) =>
        p.type && p.value && (CATEGORY_TYPES as readonly string[]).includes(p.type)
          ? [categoryFirstPageKey(p.type, p.value)]
          : [],
      ),
      page("/about", <AboutPage />),
      page("/trending", <TrendingPage />, (_params, search) => [
        trendingKey(trendingCountryParam(search)),
        ...TRENDING_COUNTRIES.map((c) => trendingKey(c.code)),
      ]),
      page("/countries", <CountriesPage />),
      page("/origins", <OriginsPage />),
      page("/meanings", <MeaningsPage />, (_p, search) => {
        const q = search.get("q")?.trim();
        return [
          ...MEANING_CATEGORIES.map(meaningExamplesKey),
          ...HIGHLIGHTS.map(highlightKey),
          ...(q ? [searchKey(q, SEARCH_LIMIT)] : []),
        ];
      }),
      page("/baby-names", <BabyNamesPage />, () => [trendingKey()]),
      ...LANDING_PAGES.map((landing) =>
        page(landing.path, <LandingPage page={landing} />, () => [landingKey(landing)]),
      ),
      page("/names/:slug", <NamePage />, (p) => (p.slug ? [nameKey(p.slug)] : [])),
      page("/favorites", <FavoritesPage />),
      page("/lists/:id", <SharedListPage />, sharedListPrefetch),
      page("*", <NotFoundPage />),
    ],
  },
];

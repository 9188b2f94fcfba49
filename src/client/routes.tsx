import type { QueryKey } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { isKnownCategory } from "../core/enums";
import { Layout } from "./components/layout/Layout";
import { categoryPageKey } from "./features/category/useCategoryNames";
import { generatedKey, valuesFromSearch } from "./features/generator/options";
import { LANDING_PAGES, landingKey } from "./features/landing/pages";
import { readListParams } from "./features/lists/list-params";
import { letterKey, nameMatchesKey } from "./features/lists/queries";
import {
  HIGHLIGHTS,
  highlightKey,
  MEANING_CATEGORIES,
  meaningExamplesKey,
  SEARCH_LIMIT,
} from "./features/meanings/categories";
import { catalogInfoKey } from "./features/trending/countries";
import { homeTrendingCountryOf } from "./features/trending/HomeTrending";
import { nameKey, searchKey, trendingKey } from "./lib/queries";
import { AboutPage } from "./routes/about";
import { BabyNamesPage } from "./routes/baby-names";
import { CategoryPage } from "./routes/category";
import { CountriesPage } from "./routes/countries";
import { FavoritesPage } from "./routes/favorites";
import { HomePage } from "./routes/home";
import { LandingPage } from "./routes/landing";
import { LetterPage } from "./routes/letter";
import { MeaningsPage } from "./routes/meanings";
import { NamePage } from "./routes/name";
import { NotFoundPage } from "./routes/not-found";
import { OriginsPage } from "./routes/origins";
import { RoomPage } from "./routes/room";
import { MEANING_MATCHES, SearchPage, searchQueryOf } from "./routes/search";
import { SharedListPage, sharedListPrefetch } from "./routes/shared-list";
import { TogetherPage } from "./routes/together";
import { TrendingPage, trendingCountryOf } from "./routes/trending";

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
      page("/", <HomePage />, (_p, search) => {
        const submitted = valuesFromSearch(search);
        return [
          trendingKey(homeTrendingCountryOf(search)),
          catalogInfoKey,
          ...(submitted ? [generatedKey(submitted)] : []),
        ];
      }),
      page("/category/:type/:value", <CategoryPage />, (p, search) =>
        p.type && p.value && isKnownCategory(p.type, p.value)
          ? [categoryPageKey(p.type, p.value, readListParams(search))]
          : [],
      ),
      page("/about", <AboutPage />),
      page("/trending", <TrendingPage />, (_p, search) => [trendingKey(trendingCountryOf(search)), catalogInfoKey]),
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
        page(landing.path, <LandingPage page={landing} />, (_p, search) => [
          landingKey(landing, readListParams(search)),
        ]),
      ),
      page("/names/letter/:letter", <LetterPage />, (p, search) =>
        p.letter && /^[a-z]$/.test(p.letter) ? [letterKey(p.letter, readListParams(search))] : [],
      ),
      page("/names/:slug", <NamePage />, (p) => (p.slug ? [nameKey(p.slug)] : [])),
      page("/search", <SearchPage />, (_p, search) => {
        const q = searchQueryOf(search);
        return q ? [nameMatchesKey(q, readListParams(search)), searchKey(q, MEANING_MATCHES)] : [];
      }),
      page("/favorites", <FavoritesPage />),
      page("/lists/:id", <SharedListPage />, sharedListPrefetch),
      page("/together", <TogetherPage />),
      page("/together/:roomId", <RoomPage />),
      page("*", <NotFoundPage />),
    ],
  },
];

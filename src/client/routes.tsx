import type { QueryKey } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { isKnownCategory } from "../core/enums";
import { Layout } from "./components/layout/Layout";
import { categoryPageKey } from "./features/category/useCategoryNames";
import { generatedKey, valuesFromSearch } from "./features/generator/options";
import { loadLandingContent } from "./features/landing/content";
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
import { MEANING_MATCHES, searchQueryOf } from "./features/search/search-query";
import { sharedListKey } from "./features/share/queries";
import { catalogInfoKey, homeTrendingCountryOf, trendingCountryOf } from "./features/trending/countries";
import { type LazyPage, lazyPage } from "./lib/lazy-page";
import { nameKey, searchKey, trendingKey } from "./lib/queries";

// Each page is its own chunk: a visit downloads only the code of the page it shows.
const HomePage = lazyPage(() => import("./routes/home").then((m) => m.HomePage));
const CategoryPage = lazyPage(() => import("./routes/category").then((m) => m.CategoryPage));
const AboutPage = lazyPage(() => import("./routes/about").then((m) => m.AboutPage));
const TrendingPage = lazyPage(() => import("./routes/trending").then((m) => m.TrendingPage));
const CountriesPage = lazyPage(() => import("./routes/countries").then((m) => m.CountriesPage));
const OriginsPage = lazyPage(() => import("./routes/origins").then((m) => m.OriginsPage));
const MeaningsPage = lazyPage(() => import("./routes/meanings").then((m) => m.MeaningsPage));
const BabyNamesPage = lazyPage(() => import("./routes/baby-names").then((m) => m.BabyNamesPage));
/** A landing page: the shared layout's chunk, with this page's own article chunk loaded beside it. */
const landingPage = (landing: (typeof LANDING_PAGES)[number]) =>
  lazyPage(() => Promise.all([import("./routes/landing"), loadLandingContent(landing)]).then(([m]) => m.LandingPage));
const LetterPage = lazyPage(() => import("./routes/letter").then((m) => m.LetterPage));
const NamePage = lazyPage(() => import("./routes/name").then((m) => m.NamePage));
const SearchPage = lazyPage(() => import("./routes/search").then((m) => m.SearchPage));
const FavoritesPage = lazyPage(() => import("./routes/favorites").then((m) => m.FavoritesPage));
const SharedListPage = lazyPage(() => import("./routes/shared-list").then((m) => m.SharedListPage));
const TogetherPage = lazyPage(() => import("./routes/together").then((m) => m.TogetherPage));
const RoomPage = lazyPage(() => import("./routes/room").then((m) => m.RoomPage));
const NotFoundPage = lazyPage(() => import("./routes/not-found").then((m) => m.NotFoundPage));

/** What a route needs loaded before it renders on the server (same keys as the components use). */
export type Prefetch = (params: Record<string, string | undefined>, search: URLSearchParams) => QueryKey[];

export interface AppRouteHandle {
  prefetch?: Prefetch;
  /** Loads the route's page code (before rendering on the server, before hydrating in the browser). */
  preload?: () => Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: each page takes its own props, given with it here
const page = (path: string, Page: LazyPage<any>, prefetch?: Prefetch, props: object = {}): RouteObject => ({
  path,
  element: <Page {...props} />,
  handle: { prefetch, preload: Page.preload } satisfies AppRouteHandle,
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      page("/", HomePage, (_p, search) => {
        const submitted = valuesFromSearch(search);
        return [
          trendingKey(homeTrendingCountryOf(search)),
          catalogInfoKey,
          ...(submitted ? [generatedKey(submitted)] : []),
        ];
      }),
      page("/category/:type/:value", CategoryPage, (p, search) =>
        p.type && p.value && isKnownCategory(p.type, p.value)
          ? [categoryPageKey(p.type, p.value, readListParams(search))]
          : [],
      ),
      page("/about", AboutPage),
      page("/trending", TrendingPage, (_p, search) => [trendingKey(trendingCountryOf(search)), catalogInfoKey]),
      page("/countries", CountriesPage),
      page("/origins", OriginsPage),
      page("/meanings", MeaningsPage, (_p, search) => {
        const q = search.get("q")?.trim();
        return [
          ...MEANING_CATEGORIES.map(meaningExamplesKey),
          ...HIGHLIGHTS.map(highlightKey),
          ...(q ? [searchKey(q, SEARCH_LIMIT)] : []),
        ];
      }),
      page("/baby-names", BabyNamesPage, () => [trendingKey()]),
      ...LANDING_PAGES.map((landing) =>
        page(landing.path, landingPage(landing), (_p, search) => [landingKey(landing, readListParams(search))], {
          page: landing,
        }),
      ),
      page("/names/letter/:letter", LetterPage, (p, search) =>
        p.letter && /^[a-z]$/.test(p.letter) ? [letterKey(p.letter, readListParams(search))] : [],
      ),
      page("/names/:slug", NamePage, (p) => (p.slug ? [nameKey(p.slug)] : [])),
      page("/search", SearchPage, (_p, search) => {
        const q = searchQueryOf(search);
        return q ? [nameMatchesKey(q, readListParams(search)), searchKey(q, MEANING_MATCHES)] : [];
      }),
      page("/favorites", FavoritesPage),
      page("/lists/:id", SharedListPage, (p) => (p.id ? [sharedListKey(p.id)] : [])),
      page("/together", TogetherPage),
      page("/together/:roomId", RoomPage),
      page("*", NotFoundPage),
    ],
  },
];

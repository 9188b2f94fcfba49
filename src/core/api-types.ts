// Shapes of the JSON the API answers with: shared by the server (which builds them) and the client.
import type { CatalogManifest } from "./catalog-files";
import type { CatalogName, CountryRank, NameSeries, NameSummary, Trend } from "./name";

export type { NameSummary };

export interface NamesResponse {
  names: NameSummary[];
}

export interface CategoryResponse extends NamesResponse {
  total: number;
}

/** A list page of names: the filtered total and one page of them (categories, A to Z, name matches). */
export type ListResponse = CategoryResponse;

/** What the search box shows for each suggestion. */
export interface Suggestion {
  name: string;
  slug: string;
  gender: NameSummary["gender"];
  meaning: string;
}

export interface SuggestResponse {
  names: Suggestion[];
}

export interface RankedName extends NameSummary {
  rank: number;
  count: number;
  previousRank: number | null;
}

export interface TrendingResponse {
  country: string;
  countryLabel: string;
  year: number;
  fromYear: number;
  boys: RankedName[];
  girls: RankedName[];
  rising: { boys: RankedName[]; girls: RankedName[] };
  falling: { boys: RankedName[]; girls: RankedName[] };
}

export interface NameDetail extends Omit<CatalogName, "variants" | "countryPopularity"> {
  series: NameSeries;
  variants: Array<{ name: string; slug: string | null }>;
  similar: NameSummary[];
}

export interface NameDetailResponse {
  name: NameDetail;
}

export interface Favorite {
  id: string;
  nameId: string;
  createdAt: string;
  name: NameSummary;
}

export interface FavoritesResponse {
  favorites: Favorite[];
}

export interface SharedListCreatedResponse {
  list: { id: string; createdAt: string };
}

export interface SharedListResponse {
  list: { id: string; createdAt: string; names: NameSummary[] };
}

export interface CatalogInfoResponse {
  buildId: string;
  dataYear: number;
  names: number;
  countries: CatalogManifest["countries"];
  sources: Array<Pick<CatalogManifest["sources"][number], "file" | "publisher" | "licence" | "attribution">>;
}

export interface ApiErrorBody {
  error: { code: string; message: string; details?: Array<{ field: string; message: string }> };
}

export interface HealthResponse {
  status: "ok" | "degraded";
  catalog: { names: number; builtAt: string };
  db: { dialect: "sqlite" | "postgres"; ok: boolean };
}

export type { CountryRank, Trend };

import type { GenderFilter } from "../../core/enums";

// Query keys shared by the client and the server prefetch (same keys, same URLs).
const MIN = 60_000;

/** SPEC §9 cache times (staleTime is Infinity by default; these are the cached lifetimes). */
export const CACHE = { trending: 5 * MIN, generated: 10 * MIN, category: 10 * MIN } as const;

export const favoritesKey = ["/api/favorites"] as const;

/** The country GET /api/names/trending answers for when none is given (the catalog's default). */
export const DEFAULT_TRENDING_COUNTRY = "usa";

/** A country given as the default one shares the default answer's key, so it is fetched (and embedded in the page) once. */
export function trendingKey(country?: string) {
  return ["/api/names/trending", { country: country === DEFAULT_TRENDING_COUNTRY ? undefined : country }] as const;
}

export interface CategoryQuery {
  gender?: Exclude<GenderFilter, "all">;
  letter?: string;
  sort?: "az" | "rising";
  limit?: number;
  offset?: number;
  country?: string;
  /** Also names of this language (the Irish and Scottish landing pages: Celtic origin or Gaelic language). */
  orLanguage?: string;
}

export function categoryKey(type: string, value: string, query: CategoryQuery = {}) {
  return ["/api/names/category", type, value, { ...query }] as const;
}

export function topKey(gender: "boy" | "girl", traditional: boolean, limit = 12) {
  return ["/api/names/top", { gender, traditional, limit }] as const;
}

export function searchKey(q: string, limit: number) {
  return ["/api/names/search", { q, limit }] as const;
}

export function nameKey(slug: string) {
  return ["/api/names", slug] as const;
}

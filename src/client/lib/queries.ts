import type { GenderFilter } from "../../core/enums";

// Query keys shared by the client and the server prefetch (same keys, same URLs).
const MIN = 60_000;

/** SPEC §9 cache times (staleTime is Infinity by default; these are the cached lifetimes). */
export const CACHE = { trending: 5 * MIN, generated: 10 * MIN, category: 10 * MIN } as const;

export const favoritesKey = ["/api/favorites"] as const;

export function trendingKey(country?: string) {
  return ["/api/names/trending", { country }] as const;
}

export interface CategoryQuery {
  gender?: Exclude<GenderFilter, "all">;
  limit?: number;
  offset?: number;
  country?: string;
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

import type { CategoryType } from "../core/enums";
import type { NameSummary } from "../core/name";
import { type Criteria, matchPositions } from "./candidates";
import type { Catalog } from "./catalog";

export interface CategoryQuery {
  type: CategoryType;
  value: string;
  gender: string;
  limit: number;
  offset: number;
  /** Narrows any category to names used in one country (the Irish and Scottish landing pages). */
  country?: string;
  /** Also takes in names of this language: "Celtic origin or Irish language" (the Irish landing page). */
  orLanguage?: string;
}

export interface Page {
  names: NameSummary[];
  total: number;
}

const byCategoryType: Record<CategoryType, keyof Criteria> = {
  country: "country",
  origin: "origin",
  religion: "religion",
  language: "language",
};

/** A card on a country's page names that country, whatever the name's own country (docs/catalog.md, "country"). */
function inCountry(summary: NameSummary, country: string | undefined): NameSummary {
  return country && summary.country !== country ? { ...summary, country } : summary;
}

/**
 * A category's names, most popular first; for a country, most popular in that country, each with that
 * country as its `country`. An unknown value is simply an empty page.
 */
export function categoryPage(catalog: Catalog, q: CategoryQuery): Page {
  const criteria: Criteria = { [byCategoryType[q.type]]: q.value };
  if (q.gender !== "all") criteria.gender = q.gender;
  if (q.country) criteria.country = q.country;
  let matched = matchPositions(catalog, criteria);
  if (q.orLanguage) {
    const { [byCategoryType[q.type]]: _category, ...rest } = criteria;
    const byLanguage = matchPositions(catalog, { ...rest, language: q.orLanguage });
    matched = [...new Set([...matched, ...byLanguage])].sort((a, b) => a - b);
  }
  const countryForOrder = q.type === "country" ? q.value : q.country;
  let ordered: readonly number[] = matched;
  if (countryForOrder) {
    const allowed = new Set(matched);
    ordered = (catalog.countryOrder.get(countryForOrder) ?? []).filter((p) => allowed.has(p));
  }
  return {
    total: ordered.length,
    names: ordered.slice(q.offset, q.offset + q.limit).map((p) => inCountry(catalog.summary(p), countryForOrder)),
  };
}

/** The most popular names of one gender, split on isTraditional (Baby Names 2025's Modern and Traditional tabs). */
export function topNames(
  catalog: Catalog,
  q: { gender: string; traditional?: boolean; country?: string; limit: number },
): NameSummary[] {
  const criteria: Criteria = { traditional: q.traditional };
  if (q.gender !== "all") criteria.gender = q.gender;
  if (q.country) criteria.country = q.country;
  let positions = matchPositions(catalog, criteria);
  if (q.country) {
    const allowed = new Set(positions);
    positions = (catalog.countryOrder.get(q.country) ?? []).filter((p) => allowed.has(p));
  }
  return positions.slice(0, q.limit).map((p) => inCountry(catalog.summary(p), q.country));
}

export function searchMeanings(catalog: Catalog, query: string, limit: number): NameSummary[] {
  return catalog.meanings.search(query, limit).map((p) => catalog.summary(p));
}

import type { CategoryType, ListSort } from "../core/enums";
import type { NameSummary } from "../core/name";
import { type Criteria, matchPositions } from "./candidates";
import { type Catalog, firstLetter } from "./catalog";
import { orderPositions } from "./list-order";
import { matchNames } from "./name-match";

/** Filters and order every list of names takes (category, landing, A to Z, search results). */
export interface ListOptions {
  gender: string;
  /** Only names starting with this letter (accents folded: "e" takes Émile). */
  letter?: string;
  /** Most popular first when not given. */
  sort?: ListSort;
  limit: number;
  offset: number;
}

/** Narrows positions to a gender and a first letter, orders them, and cuts one page. */
export function listPage(catalog: Catalog, positions: readonly number[], o: ListOptions): Page {
  const gender = o.gender === "all" ? undefined : catalog.indexes.gender.set(o.gender);
  const letter = o.letter ? catalog.indexes.letter.set(firstLetter(o.letter)) : undefined;
  const wanted =
    o.gender === "all" && !o.letter
      ? positions
      : positions.filter((p) => (o.gender === "all" || gender?.has(p)) && (!o.letter || letter?.has(p)));
  const ordered = orderPositions(catalog, wanted, o.sort ?? "popular");
  return { total: ordered.length, names: ordered.slice(o.offset, o.offset + o.limit).map((p) => catalog.summary(p)) };
}

/** Names starting with a letter (the A to Z pages). */
export function letterPage(catalog: Catalog, letter: string, o: Omit<ListOptions, "letter">): Page {
  return listPage(catalog, catalog.indexes.letter.positions(firstLetter(letter)), o);
}

/** How many name matches a search results page can page through. */
export const MAX_NAME_MATCHES = 500;

/** Names matching what was typed (see matchNames), filtered and ordered like any list. */
export function nameSearchPage(catalog: Catalog, query: string, o: ListOptions): Page {
  return listPage(catalog, matchNames(catalog, query, MAX_NAME_MATCHES), o);
}

export interface CategoryQuery extends ListOptions {
  type: CategoryType;
  value: string;
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
 * A category's names, most popular first (for a country, most popular in that country, each with that
 * country as its `country`) unless another order is asked for, filtered like any list. An unknown value
 * is simply an empty page.
 */
export function categoryPage(catalog: Catalog, q: CategoryQuery): Page {
  const criteria: Criteria = { [byCategoryType[q.type]]: q.value };
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
  const page = listPage(catalog, ordered, q);
  return { ...page, names: page.names.map((n) => inCountry(n, countryForOrder)) };
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

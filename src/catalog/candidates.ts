import type { BitSet } from "./bitset";
import type { Catalog } from "./catalog";

export interface Criteria {
  gender?: string;
  country?: string;
  origin?: string;
  religion?: string;
  language?: string;
  region?: string;
  letter?: string;
  traditional?: boolean;
}

/**
 * Positions (in popularity order) of the entries matching every criterion: walks the shortest posting
 * list and tests the others by bitset, so no request scans the whole catalog when an index can answer.
 */
export function matchPositions(catalog: Catalog, criteria: Criteria): readonly number[] {
  const { indexes } = catalog;
  const wanted: Array<{ list: readonly number[]; set: BitSet | undefined }> = [];
  const add = (index: (typeof indexes)[keyof typeof indexes], value: string | undefined) => {
    if (value === undefined) return;
    wanted.push({ list: index.positions(value), set: index.set(value) });
  };
  add(indexes.gender, criteria.gender);
  add(indexes.country, criteria.country);
  add(indexes.origin, criteria.origin);
  add(indexes.religion, criteria.religion);
  add(indexes.language, criteria.language);
  add(indexes.region, criteria.region);
  add(indexes.letter, criteria.letter);
  add(indexes.traditional, criteria.traditional === undefined ? undefined : String(criteria.traditional));
  if (wanted.length === 0) return catalog.names.map((_, i) => i);
  wanted.sort((a, b) => a.list.length - b.list.length);
  const [smallest, ...rest] = wanted;
  if (rest.length === 0) return smallest.list;
  return smallest.list.filter((p) => rest.every((w) => w.set?.has(p) === true));
}

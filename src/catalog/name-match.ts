import type { Catalog } from "./catalog";

/** A spelling folded for matching: accents and case dropped, letters only ("Zoë" and "zoe" → "zoe"). */
export function foldName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("en")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** Whether a and b differ by at most one inserted, deleted or replaced character. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Whether some beginning of the name is within one edit of the query ("sioba" → "siobhan"). */
function startsWithinOneEdit(query: string, key: string): boolean {
  for (const length of [query.length - 1, query.length, query.length + 1]) {
    if (length >= 1 && length <= key.length && withinOneEdit(query, key.slice(0, length))) return true;
  }
  return false;
}

const foldedByCatalog = new WeakMap<Catalog, string[]>();

function foldedNames(catalog: Catalog): string[] {
  let folded = foldedByCatalog.get(catalog);
  if (!folded) {
    folded = catalog.names.map((n) => foldName(n.name));
    foldedByCatalog.set(catalog, folded);
  }
  return folded;
}

/** Shortest query that is looked up: one letter matches too much to help. */
export const MIN_MATCH_LENGTH = 2;

/**
 * Names matching a typed query, ignoring accents and case: those that start with it first, then those
 * within one typo of it (or of their beginning), each group most popular first. At most `max`.
 */
export function matchNames(catalog: Catalog, query: string, max: number): number[] {
  const q = foldName(query);
  if (q.length < MIN_MATCH_LENGTH) return [];
  const folded = foldedNames(catalog);
  const prefix: number[] = [];
  const fuzzy: number[] = [];
  for (let p = 0; p < folded.length && prefix.length < max; p++) {
    const key = folded[p];
    if (key.startsWith(q)) prefix.push(p);
    else if (fuzzy.length < max && startsWithinOneEdit(q, key)) fuzzy.push(p);
  }
  return [...prefix, ...fuzzy].slice(0, max);
}

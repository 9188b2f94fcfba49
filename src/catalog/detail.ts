import type { NameDetail } from "../core/api-types";
import type { NameDetailData } from "../core/catalog-files";
import type { CatalogEntry, NameSummary } from "../core/name";
import { normaliseSpelling } from "../core/slug";
import { matchPositions } from "./candidates";
import type { Catalog } from "./catalog";

const STOP_WORDS = new Set([
  "a",
  "an",
  "the",
  "of",
  "from",
  "and",
  "or",
  "in",
  "to",
  "is",
  "for",
  "with",
  "name",
  "form",
]);

function meaningWords(meaning: string): Set<string> {
  return new Set(
    meaning
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w)),
  );
}

/** Scores sound likeness by shared opening and ending letters of the normalised spellings. */
function soundScore(a: string, b: string): number {
  let score = 0;
  if (a.slice(0, 2) === b.slice(0, 2)) score += 2;
  else if (a[0] === b[0]) score += 1;
  if (a.slice(-2) === b.slice(-2)) score += 2;
  return score;
}

/** Names of the same origin and gender that sound or mean alike; the most popular break ties. */
export function similarNames(catalog: Catalog, entry: CatalogEntry, limit = 8): NameSummary[] {
  if (!entry.origin) return [];
  const pool = matchPositions(catalog, { origin: entry.origin, gender: entry.gender });
  const words = meaningWords(entry.meaning);
  const spelling = normaliseSpelling(entry.name);
  const scored: Array<{ p: number; score: number }> = [];
  // The pool is popularity-ordered; looking at its first 3,000 bounds the work on very large origins.
  for (const p of pool.slice(0, 3000)) {
    const other = catalog.names[p];
    if (other.id === entry.id) continue;
    let score = soundScore(spelling, normaliseSpelling(other.name));
    for (const w of meaningWords(other.meaning)) if (words.has(w)) score += 3;
    if (score > 0) scored.push({ p, score });
  }
  scored.sort((a, b) => b.score - a.score || a.p - b.p);
  return scored.slice(0, limit).map((s) => catalog.summary(s.p));
}

const NO_DETAIL: NameDetailData = { variants: [], ranks: [], trend: null, firstYear: null, peakYear: null, series: {} };

/** A name page's data: the entry, its detail from the shards, variant links and similar names. */
export function nameDetail(
  catalog: Catalog,
  slug: string,
  detailOf: (id: string) => NameDetailData | undefined,
): NameDetail | null {
  const p = catalog.bySlug.get(slug);
  if (p === undefined) return null;
  const entry = catalog.summary(p);
  const { variants: names, series, ...detail } = detailOf(entry.id) ?? NO_DETAIL;
  const variants = names.map((name) => {
    const v = catalog.bySpelling.get(normaliseSpelling(name));
    return { name, slug: v === undefined ? null : catalog.names[v].slug };
  });
  return { ...entry, ...detail, variants, series, similar: similarNames(catalog, entry) };
}

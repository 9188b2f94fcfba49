import type { CatalogManifest, CatalogTrendingFile } from "../core/catalog-files";
import type { CatalogName, NameSummary } from "../core/name";
import { normaliseSpelling } from "../core/slug";
import { FieldIndex } from "./bitset";
import { buildMeaningIndex, type MeaningIndex } from "./meaning-index";

/** The fields a filter or category can name, each indexed value → positions. */
export interface CatalogIndexes {
  gender: FieldIndex;
  country: FieldIndex;
  origin: FieldIndex;
  religion: FieldIndex;
  language: FieldIndex;
  region: FieldIndex;
  letter: FieldIndex;
  traditional: FieldIndex;
}

export interface Catalog {
  manifest: CatalogManifest;
  trending: CatalogTrendingFile;
  buildId: string;
  /** Every entry, most popular first: a position in this array is what the indexes hold. */
  names: readonly CatalogName[];
  /** The list-card form of the entry at a position (made on first use: most entries never appear in a list). */
  summary(position: number): NameSummary;
  byId: ReadonlyMap<string, number>;
  bySlug: ReadonlyMap<string, number>;
  bySpelling: ReadonlyMap<string, number>;
  indexes: CatalogIndexes;
  /** Per country, positions sorted by popularity in that country. */
  countryOrder: ReadonlyMap<string, readonly number[]>;
  meanings: MeaningIndex;
}

/** A name's first letter for the startingLetter filter: lower case with accents folded, so "E" finds Émile. */
export function firstLetter(name: string): string {
  const first = String.fromCodePoint(name.trimStart().codePointAt(0) ?? 32);
  return first.normalize("NFD").charAt(0).toLocaleLowerCase("en");
}

export function toSummary(entry: CatalogName): NameSummary {
  const { countryPopularity: _c, variants: _v, ranks: _r, trend: _t, firstYear: _f, peakYear: _p, ...summary } = entry;
  return summary;
}

function byPopularity(a: CatalogName, b: CatalogName): number {
  return b.popularity - a.popularity || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

export function createCatalog(input: {
  manifest: CatalogManifest;
  trending: CatalogTrendingFile;
  buildId: string;
  names: CatalogName[];
}): Catalog {
  const names = [...input.names].sort(byPopularity);
  const size = names.length;
  const indexes: CatalogIndexes = {
    gender: new FieldIndex(size),
    country: new FieldIndex(size),
    origin: new FieldIndex(size),
    religion: new FieldIndex(size),
    language: new FieldIndex(size),
    region: new FieldIndex(size),
    letter: new FieldIndex(size),
    traditional: new FieldIndex(size),
  };
  const byId = new Map<string, number>();
  const bySlug = new Map<string, number>();
  const bySpelling = new Map<string, number>();
  names.forEach((n, i) => {
    byId.set(n.id, i);
    bySlug.set(n.slug, i);
    bySpelling.set(normaliseSpelling(n.name), i);
    indexes.gender.add(n.gender, i);
    for (const c of n.countries) indexes.country.add(c, i);
    if (n.origin) indexes.origin.add(n.origin, i);
    for (const r of n.religions) indexes.religion.add(r, i);
    for (const l of n.languages) indexes.language.add(l, i);
    if (n.region) indexes.region.add(n.region, i);
    indexes.letter.add(firstLetter(n.name), i);
    indexes.traditional.add(String(n.isTraditional), i);
  });
  const summaries: NameSummary[] = new Array(size);
  const countryOrder = new Map<string, number[]>();
  const score = new Float64Array(size);
  for (const country of indexes.country.values()) {
    const positions = indexes.country.positions(country);
    for (const p of positions) score[p] = names[p].countryPopularity[country] ?? 0;
    // Positions are already in overall popularity order, which breaks ties within the country.
    const ordered = Int32Array.from(positions).sort((a, b) => score[b] - score[a] || a - b);
    countryOrder.set(country, Array.from(ordered));
  }
  return {
    manifest: input.manifest,
    trending: input.trending,
    buildId: input.buildId,
    names,
    summary: (p) => {
      summaries[p] ??= toSummary(names[p]);
      return summaries[p];
    },
    byId,
    bySlug,
    bySpelling,
    indexes,
    countryOrder,
    meanings: buildMeaningIndex(names),
  };
}

import type { CatalogManifest, CatalogTrendingFile } from "../core/catalog-files";
import type { CatalogEntry, CatalogName, NameSummary } from "../core/name";
import { normaliseSpelling } from "../core/slug";
import { FieldIndex } from "./bitset";
import { byPopularity, countryOrder as computeCountryOrder } from "./country-order";
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
  names: readonly CatalogEntry[];
  /** The list-card form of the entry at a position. */
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

/** The entry of a full build-time name: what the names files hold. */
export function toSummary(entry: CatalogName): NameSummary {
  const {
    countryPopularity: _c,
    variants: _v,
    ranks: _r,
    trend: _t,
    firstYear: _f,
    peakYear: _p,
    native: _n,
    ...summary
  } = entry;
  return summary;
}

export function createCatalog(input: {
  manifest: CatalogManifest;
  trending: CatalogTrendingFile;
  buildId: string;
  /** Entries; full names (tests) may carry countryPopularity instead of a countryOrder. */
  names: ReadonlyArray<CatalogEntry | CatalogName>;
  /** Per country, the indexes (into `names`) of its entries in the country's order (country-order file). */
  countryOrder?: Readonly<Record<string, readonly number[]>>;
}): Catalog {
  const order = input.names.map((_, i) => i).sort((a, b) => byPopularity(input.names[a], input.names[b]));
  const positionOf = new Int32Array(input.names.length);
  order.forEach((fileIndex, position) => {
    positionOf[fileIndex] = position;
  });
  const names: CatalogEntry[] = order.map((i) => input.names[i]);
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
  // Full names (unit tests) carry countryPopularity; the committed catalog ships the order itself.
  const fileOrder =
    input.countryOrder ?? computeCountryOrder(input.names.map((n) => ({ countryPopularity: {}, ...n }) as CatalogName));
  const countryOrder = new Map<string, number[]>();
  for (const [country, list] of Object.entries(fileOrder))
    countryOrder.set(
      country,
      list.map((i) => positionOf[i]),
    );
  return {
    manifest: input.manifest,
    trending: input.trending,
    buildId: input.buildId,
    names,
    summary: (p) => ("ranks" in names[p] ? toSummary(names[p] as CatalogName) : names[p]),
    byId,
    bySlug,
    bySpelling,
    indexes,
    countryOrder,
    meanings: buildMeaningIndex(names),
  };
}

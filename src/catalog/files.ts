import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { CatalogManifest, CatalogNamesFile, CatalogTrendingFile, NameDetailData } from "../core/catalog-files";
import type { CatalogEntry, CatalogName } from "../core/name";

/** Where the committed catalog lives: data/catalog beside the package, unless CATALOG_DIR says otherwise. */
export function defaultCatalogDir(): string {
  return process.env.CATALOG_DIR ?? join(process.cwd(), "data", "catalog");
}

export function readJson<T>(path: string): T {
  const raw = readFileSync(path);
  const text = path.endsWith(".gz") ? gunzipSync(raw).toString("utf8") : raw.toString("utf8");
  return JSON.parse(text) as T;
}

/** Folder of the name entries: JSON Lines, one entry per line, in chunks `NNN.ndjson.gz` of NAMES_PER_CHUNK entries. */
export const NAMES_DIR = "names";
export const NAMES_PER_CHUNK = 10_000;
/** Per country, the entries in the country's own order: positions in the names files (chunk order, then line order). */
export const COUNTRY_ORDER_FILE = "country-order.json.gz";
/** Folder of the name pages' detail shards, `NNN.json.gz`. */
export const DETAIL_DIR = "detail";

export function namesChunkPath(dir: string, chunk: number): string {
  return join(dir, NAMES_DIR, `${String(chunk).padStart(3, "0")}.ndjson.gz`);
}

export function detailShardPath(dir: string, shard: number): string {
  return join(dir, DETAIL_DIR, `${String(shard).padStart(3, "0")}.json.gz`);
}

/** One chunk's entries, one per line. */
export function namesToNdjson(names: readonly CatalogEntry[]): string {
  return `${names.map((n) => JSON.stringify(n)).join("\n")}\n`;
}

/**
 * Reads the entries chunk by chunk and line by line: no step holds the whole unzipped list (~90 MB),
 * and one JSON.parse per line keeps no giant source string alive through V8's sliced substrings.
 */
export function readNames(dir: string, chunks: number): CatalogEntry[] {
  const names: CatalogEntry[] = [];
  for (let i = 0; i < chunks; i++) {
    const bytes = gunzipSync(readFileSync(namesChunkPath(dir, i)));
    let start = 0;
    for (let end = bytes.indexOf(10, start); end !== -1; end = bytes.indexOf(10, start)) {
      if (end > start) names.push(JSON.parse(bytes.toString("utf8", start, end)) as CatalogEntry);
      start = end + 1;
    }
  }
  return names;
}

export interface CatalogFiles {
  manifest: CatalogManifest;
  names: CatalogNamesFile;
  trending: CatalogTrendingFile;
  countryOrder: Record<string, number[]>;
}

export function readCatalogFiles(dir: string): CatalogFiles {
  const manifest = readJson<CatalogManifest>(join(dir, "manifest.json"));
  return {
    manifest,
    names: { buildId: manifest.buildId, names: readNames(dir, manifest.nameChunks) },
    trending: readJson<CatalogTrendingFile>(join(dir, "trending.json")),
    countryOrder: readJson<Record<string, number[]>>(join(dir, COUNTRY_ORDER_FILE)),
  };
}

/**
 * Every entry with its detail merged back in, for the report and tests (the server reads details on
 * demand). countryPopularity is not shipped (only the order it gives is): it is empty here.
 */
export function readFullNames(dir: string): CatalogName[] {
  const manifest = readJson<CatalogManifest>(join(dir, "manifest.json"));
  const details = new Map<string, NameDetailData>();
  for (let i = 0; i < manifest.detailShards; i++)
    for (const [id, d] of Object.entries(readJson<Record<string, NameDetailData>>(detailShardPath(dir, i))))
      details.set(id, d);
  return readNames(dir, manifest.nameChunks).map((n) => {
    const { series: _s, ...d } = details.get(n.id) as NameDetailData;
    return { ...n, ...d, countryPopularity: {} } as CatalogName;
  });
}

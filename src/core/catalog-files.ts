import type { CatalogEntry, NameDetailFields, NameSeries } from "./name";

/** data/catalog/manifest.json: what the catalog was built from, and the credit each source asks for. */
export interface CatalogManifest {
  /** A content hash of the inputs, so the same inputs give the same manifest (no clock time). */
  buildId: string;
  /** Latest data year of any yearly source, shown as "built from data up to". */
  dataYear: number;
  names: number;
  sources: Array<{
    file: string;
    sha256: string;
    rows: number;
    publisher: string;
    licence: string;
    attribution: string;
  }>;
  countries: Record<
    string,
    {
      label: string;
      /** The statistics behind this country code, said honestly (uk = England & Wales, germany = Berlin and Cologne, ...). */
      source: string;
      names: number;
      yearly: boolean;
      firstYear: number | null;
      latestYear: number | null;
      /** The provinces, states or cities a pooled country adds up (canada, australia, germany), each with its own years. */
      regions?: Array<{ code: string; label: string; firstYear: number | null; latestYear: number | null }>;
    }
  >;
  /** Chunks of the names files (names/NNN.ndjson.gz). */
  nameChunks: number;
  /** Shards of the name pages' details (detail/NNN.json.gz): shard = the id's first byte mod detailShards. */
  detailShards: number;
}

/** The name entries of data/catalog/names/ (one entry per line: see src/catalog/files.ts). */
export interface CatalogNamesFile {
  buildId: string;
  names: CatalogEntry[];
}

/** One name's entry in a detail shard (data/catalog/detail/NNN.json.gz): what its page shows beyond the entry. */
export type NameDetailData = NameDetailFields & { series: NameSeries };

export interface TrendingEntry {
  id: string;
  rank: number;
  count: number;
  /** Rank five data years earlier (null when it was not ranked then). */
  previousRank: number | null;
}

export interface CountryTrending {
  year: number;
  fromYear: number;
  boys: TrendingEntry[];
  girls: TrendingEntry[];
  rising: { boys: TrendingEntry[]; girls: TrendingEntry[] };
  falling: { boys: TrendingEntry[]; girls: TrendingEntry[] };
}

/** data/catalog/trending.json: per country with yearly births; `default` is the country the site leads with. */
export interface CatalogTrendingFile {
  default: string;
  countries: Record<string, CountryTrending>;
}

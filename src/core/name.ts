import type { Confidence, Gender } from "./enums";

/** A name's latest standing in one country's yearly birth statistics. */
export interface CountryRank {
  country: string;
  /** A province, state or city of a pooled country (canada, australia, germany): its own statistics. */
  region?: string;
  sex: "boy" | "girl";
  year: number;
  rank: number;
  count: number;
  /** The publisher ranks these spellings together with this one (Chile: accents; Sweden: Noah/Noa): `rank` is the group's. */
  rankedWith?: string[];
}

export interface Trend {
  /** rising, falling or steady over the last five data years; new when it entered the lists in that span. */
  direction: "rising" | "falling" | "steady" | "new";
  country: string;
  sex: "boy" | "girl";
  fromYear: number;
  toYear: number;
  fromRank: number | null;
  toRank: number;
}

/**
 * One catalog entry per spelling. SPEC's single-valued fields (country, origin, religion, language,
 * region) hold the primary value; the plural fields beside them hold every value and are what filters match.
 */
export interface CatalogName {
  id: string;
  slug: string;
  name: string;
  gender: Gender;
  meaning: string;
  origin: string;
  country: string;
  religion: string;
  language: string;
  region: string;
  popularity: number;
  isTraditional: boolean;
  pronunciation?: string;
  ipa?: string;
  /** Where the pronunciation comes from: authored knowledge, the CMU Pronouncing Dictionary, or espeak-ng (generated). */
  pronunciationSource?: "authored" | "cmu" | "espeak";
  culturalSignificance?: string;
  confidence?: Confidence;
  /** Where the meaning comes from: the site's own authored knowledge, or Hitchcock (1869), a traditional reading. */
  meaningSource?: "authored" | "hitchcock";
  countries: string[];
  languages: string[];
  religions: string[];
  variants: string[];
  ranks: CountryRank[];
  /** Popularity within one country (same scale as popularity), used to sort a country's list. */
  countryPopularity: Record<string, number>;
  trend: Trend | null;
  firstYear: number | null;
  peakYear: number | null;
  /** The spellings in the script the statistics publish the name in (Israel: Hebrew), most given first. */
  native?: { script: "hebrew"; spellings: string[] };
}

/** Yearly births of one name in one country and sex: counts[i] and ranks[i] are for firstYear + i (0 = not published). */
export interface YearSeries {
  firstYear: number;
  counts: number[];
  ranks: number[];
}

/** Keyed by country code, and by `country:region` for each province, state or city of a pooled country. */
export type NameSeries = Record<string, Partial<Record<"boy" | "girl", YearSeries>>>;

/** What list answers carry for each name: the card fields, without the per-country detail of name pages. */
export type NameSummary = Omit<
  CatalogName,
  "countryPopularity" | "variants" | "ranks" | "trend" | "firstYear" | "peakYear" | "native"
>;

/** What the names files hold and the server keeps in memory for every name: the list-card fields. */
export type CatalogEntry = NameSummary;

/** What a name page adds to the entry, read from the detail shards on demand. */
export type NameDetailFields = Pick<CatalogName, "variants" | "ranks" | "trend" | "firstYear" | "peakYear" | "native">;

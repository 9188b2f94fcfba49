import type { Confidence, Gender } from "./enums";

/** A name's latest standing in one country's yearly birth statistics. */
export interface CountryRank {
  country: string;
  sex: "boy" | "girl";
  year: number;
  rank: number;
  count: number;
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
}

/** Yearly births of one name in one country and sex: counts[i] and ranks[i] are for firstYear + i (0 = not published). */
export interface YearSeries {
  firstYear: number;
  counts: number[];
  ranks: number[];
}

export type NameSeries = Record<string, Partial<Record<"boy" | "girl", YearSeries>>>;

/** What list answers carry for each name: the card fields, without the per-country detail of name pages. */
export type NameSummary = Omit<
  CatalogName,
  "countryPopularity" | "variants" | "ranks" | "trend" | "firstYear" | "peakYear"
>;

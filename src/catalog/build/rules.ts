import type { Gender } from "../../core/enums";
import { isFewBirths } from "../../core/few-births";
import type { Trend } from "../../core/name";

/** The thresholds of docs/catalog.md, in one place. */
export const RULES = {
  /** A spelling enters with at least this many births in some year of a source that lists more than a top N… */
  minYearBirths: 5,
  /** Spain / Brazil totals: people holding the name, per million of that sex, to enter on usage alone. */
  minUsagePerMillion: 20,
  /** Gender from births: unisex when the less common sex has at least this share. */
  unisexShare: 0.2,
  /** Births from this year on decide gender (names are re-gendered over time: Leslie, Ashley)… */
  genderFromYear: 1990,
  /** …unless there are fewer than this many of them; then every year counts. */
  genderMinRecent: 20,
  /** A name given at least this often before 1950 (all yearly sources) is traditional. */
  traditionalMinBefore1950: 100,
  traditionalBeforeYear: 1950,
  /** Trend: compare the rank with the one this many data years earlier. */
  trendSpan: 5,
  /** Rising when the rank improved by this factor (500 → 416), falling when it worsened by it. */
  trendFactor: 1.2,
  /**
   * A trend (and a rising, falling or new label anywhere) needs at least this many births of the name
   * in the source's latest year (falling: in the earlier year too).
   */
  trendMinBirths: 20,
  /** The headline trend's source must end at most this many years before the latest data year of all. */
  trendRecentYears: 5,
  /** Trending rising/falling lists: at least this many births in the year that matters, for usa… */
  trendingMinCountUsa: 100,
  trendingSize: 20,
  /** "Recent data" of a country for the card country: its last this-many data years. */
  recentDataYears: 5,
  /** A pooled country's latest year publishes at least this share of the births of its best-covered year. */
  pooledMinCoverage: 0.5,
  /** Variants listed per name at most. */
  maxVariants: 30,
} as const;

/**
 * Register placeholders, not names (normalised, with spaces, hyphens and full stops taken out): they
 * never get a page, whatever their count.
 */
export const PLACEHOLDERS: ReadonlySet<string> = new Set([
  "unknown",
  "infant",
  "baby",
  "babyboy",
  "babygirl",
  "boy",
  "girl",
  "male",
  "female",
  "child",
  "notnamed",
  "unnamed",
  "jr",
]);

/**
 * A register placeholder or typo rather than a name: the words in PLACEHOLDERS ("Baby Boy", "Not-named",
 * "Jr."), a single letter, an abbreviation with ª or º (Mª), or three identical letters in a row (Melisssa).
 */
export function isPlaceholder(spelling: string): boolean {
  const s = spelling.normalize("NFC").trim().toLocaleLowerCase("en");
  const squeezed = s.replace(/[\s.\-'’]+/g, "");
  if (PLACEHOLDERS.has(squeezed)) return true;
  if ([...s.replace(/[^\p{L}]/gu, "")].length < 2) return true;
  if (/[ªº]/u.test(s)) return true;
  return /(\p{L})\1\1/u.test(s);
}

/** Written in the Latin script (letters and marks of other scripts keep a spelling out of the catalog). */
export function isLatinScript(spelling: string): boolean {
  return !/[^\p{Script=Latin}\p{M}'’ .-]/u.test(spelling);
}

/** Boy, girl or unisex from births of each sex; null when there are none. */
export function genderFromCounts(boy: number, girl: number, unisexShare = RULES.unisexShare): Gender | null {
  const total = boy + girl;
  if (total <= 0) return null;
  if (Math.min(boy, girl) / total >= unisexShare) return "unisex";
  return boy > girl ? "boy" : "girl";
}

/**
 * Gender from births, where a few births of one sex (isFewBirths) are noise: they never decide or flip
 * the gender. Null when only noise is left, so the next source (an authored record) decides.
 */
export function genderFromBirths(boy: number, girl: number): Gender | null {
  const total = boy + girl;
  return genderFromCounts(isFewBirths(boy, total) ? 0 : boy, isFewBirths(girl, total) ? 0 : girl);
}

/** Gender labels of the open knowledge files, reduced to one catalog gender (null when they say nothing). */
export function genderFromLabels(labels: Iterable<"boy" | "girl" | "unisex">): Gender | null {
  const set = new Set(labels);
  if (set.size === 0) return null;
  if (set.has("unisex") || (set.has("boy") && set.has("girl"))) return "unisex";
  return set.has("boy") ? "boy" : "girl";
}

export function namdictGender(code: string): "boy" | "girl" | "unisex" {
  if (code === "M" || code === "?M" || code === "1M") return "boy";
  if (code === "F" || code === "?F" || code === "1F") return "girl";
  return "unisex";
}

export function relatedGender(code: string): "boy" | "girl" | "unisex" | null {
  if (code === "m") return "boy";
  if (code === "f") return "girl";
  if (code === "mf" || code === "fm") return "unisex";
  return null;
}

export function trendDirection(
  fromRank: number | null,
  toRank: number,
  factor: number = RULES.trendFactor,
): Trend["direction"] {
  if (fromRank === null) return "new";
  if (toRank * factor <= fromRank) return "rising";
  if (toRank >= fromRank * factor) return "falling";
  return "steady";
}

export interface TraditionEvidence {
  birthsBefore1950: number;
  /** Wiktionary lists the name itself as a given name of an ancient language (Latin, Ancient Greek, Old Norse, …). */
  ancientCategory: boolean;
  /** A Hitchcock Bible name that is also a given name in use. */
  biblical: boolean;
  /**
   * Authored origin is an ancient root and the name belongs to a religious tradition (Muhammad, Arjun,
   * Miriam): a name of scripture or tradition long in use where our statistics do not reach. An ancient
   * root alone proves nothing about the name's age (Liam is a 20th-century short form of William).
   */
  authoredAncientOrigin: boolean;
  hasBirths: boolean;
}

/** Traditional when long in use or of ancient standing; modern when births exist but start late; SPEC's default (true) otherwise. */
export function isTraditional(e: TraditionEvidence): boolean {
  if (e.birthsBefore1950 >= RULES.traditionalMinBefore1950) return true;
  if (e.ancientCategory || e.biblical || e.authoredAncientOrigin) return true;
  return !e.hasBirths;
}

/**
 * Ordering score of a name on a usage-only country's recent top list: above any per-million figure
 * (which cannot exceed 1,000,000 − the list's length), so listed names lead, in list order.
 */
export function topListScore(rank: number): number {
  return 1_000_000 - rank;
}

/** Births per million of the same sex, rounded to 0.01. */
export function perMillion(count: number, total: number): number {
  if (!(total > 0) || !(count > 0)) return 0;
  return Math.round((count / total) * 1e8) / 100;
}

/**
 * nam_dict band b means roughly 2^(b-9) % of the whole population; a gendered name is held by about
 * half of it, so per million of that sex it is 2 × 2^(b-9) × 10,000.
 */
export function bandPerMillion(band: number): number {
  return Math.round(2 ** (band - 9) * 2e4 * 100) / 100;
}

/** A spelling fit to be a name page: starts and ends with a letter; letters, marks, apostrophes, hyphens, spaces, full stops between. */
export function isNameLike(spelling: string): boolean {
  return (
    /^\p{L}(?:[\p{L}\p{M}'’ .-]*[\p{L}\p{M}])?$/u.test(spelling) && [...spelling.replace(/[^\p{L}]/gu, "")].length >= 2
  );
}

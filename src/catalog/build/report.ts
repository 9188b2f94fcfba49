import type { CatalogManifest } from "../../core/catalog-files";
import type { CatalogName } from "../../core/name";

/** Share of names (0–1, four decimals) that carry each field. */
export interface CoverageShares {
  meaning: number;
  origin: number;
  languages: number;
  religions: number;
  /** A respelling or an IPA transcription. */
  pronunciation: number;
  ipa: number;
  culturalSignificance: number;
  confidence: number;
}

export type TopCoverage = CoverageShares & {
  /** Entries in the set: both sexes, ties included, so a little over twice the cut. */
  names: number;
  country: string;
  year: number | null;
  cut: number;
};

export const COVERAGE_FIELDS = [
  "meaning",
  "origin",
  "languages",
  "religions",
  "pronunciation",
  "ipa",
  "culturalSignificance",
  "confidence",
] as const satisfies ReadonlyArray<keyof CoverageShares>;

/** The top sets the report measures: name ranked ≤ cut (either sex) in the country's latest year. */
export const TOP_SETS = [
  { key: "top1000usa", country: "usa", cut: 1000 },
  { key: "top1000uk", country: "uk", cut: 1000 },
  { key: "top500france", country: "france", cut: 500 },
] as const;

export interface CatalogReport {
  names: number;
  countries: Record<string, { names: number; yearly: boolean; latestYear: number | null }>;
  coverage: CoverageShares & {
    authored: number;
    hitchcock: number;
    /** Where the pronunciations come from (shares of all names). */
    pronunciationSource: { authored: number; cmu: number; espeak: number };
    top1000usa: TopCoverage;
    top1000uk: TopCoverage;
    top500france: TopCoverage;
  };
}

const share = (n: number, d: number) => (d ? Math.round((n / d) * 10000) / 10000 : 0);

function has(n: CatalogName, field: (typeof COVERAGE_FIELDS)[number]): boolean {
  switch (field) {
    case "languages":
      return n.languages.length > 0;
    case "religions":
      return n.religions.length > 0;
    case "pronunciation":
      return Boolean(n.pronunciation || n.ipa);
    default:
      return Boolean(n[field]);
  }
}

export function shares(names: readonly CatalogName[]): CoverageShares {
  const out = {} as CoverageShares;
  for (const f of COVERAGE_FIELDS) out[f] = share(names.filter((n) => has(n, f)).length, names.length);
  return out;
}

export function catalogReport(names: readonly CatalogName[], manifest: CatalogManifest): CatalogReport {
  const top = (country: string, cut: number): TopCoverage => {
    const year = manifest.countries[country]?.latestYear ?? null;
    const set = names.filter((n) => n.ranks.some((r) => r.country === country && r.year === year && r.rank <= cut));
    return { names: set.length, country, year, cut, ...shares(set) };
  };
  const countries: CatalogReport["countries"] = {};
  for (const [code, c] of Object.entries(manifest.countries))
    countries[code] = { names: c.names, yearly: c.yearly, latestYear: c.latestYear };
  const source = (s: CatalogName["pronunciationSource"]) =>
    share(names.filter((n) => n.pronunciationSource === s).length, names.length);
  const [usa, uk, france] = TOP_SETS.map((t) => top(t.country, t.cut));
  return {
    names: names.length,
    countries,
    coverage: {
      ...shares(names),
      authored: share(names.filter((n) => n.meaningSource === "authored").length, names.length),
      hitchcock: share(names.filter((n) => n.meaningSource === "hitchcock").length, names.length),
      pronunciationSource: { authored: source("authored"), cmu: source("cmu"), espeak: source("espeak") },
      top1000usa: usa,
      top1000uk: uk,
      top500france: france,
    },
  };
}

import type { CatalogManifest } from "../../core/catalog-files";
import type { CatalogName } from "../../core/name";

export interface CoverageShares {
  meaning: number;
  origin: number;
  pronunciation: number;
  culturalSignificance: number;
}

export interface CatalogReport {
  names: number;
  countries: Record<string, { names: number; yearly: boolean; latestYear: number | null }>;
  coverage: CoverageShares & {
    ipa: number;
    authored: number;
    hitchcock: number;
    top1000usa: CoverageShares & { names: number };
  };
}

const share = (n: number, d: number) => (d ? Math.round((n / d) * 10000) / 10000 : 0);

function shares(names: readonly CatalogName[]): CoverageShares {
  return {
    meaning: share(names.filter((n) => n.meaning).length, names.length),
    origin: share(names.filter((n) => n.origin).length, names.length),
    // A name counts as pronounced when it has a respelling or an IPA transcription.
    pronunciation: share(names.filter((n) => n.pronunciation || n.ipa).length, names.length),
    culturalSignificance: share(names.filter((n) => n.culturalSignificance).length, names.length),
  };
}

export function catalogReport(names: readonly CatalogName[], manifest: CatalogManifest): CatalogReport {
  const top = names.filter((n) =>
    n.ranks.some((r) => r.country === "usa" && r.year === manifest.countries.usa?.latestYear && r.rank <= 1000),
  );
  const countries: CatalogReport["countries"] = {};
  for (const [code, c] of Object.entries(manifest.countries))
    countries[code] = { names: c.names, yearly: c.yearly, latestYear: c.latestYear };
  return {
    names: names.length,
    countries,
    coverage: {
      ...shares(names),
      ipa: share(names.filter((n) => n.ipa).length, names.length),
      authored: share(names.filter((n) => n.meaningSource === "authored").length, names.length),
      hitchcock: share(names.filter((n) => n.meaningSource === "hitchcock").length, names.length),
      top1000usa: { names: top.length, ...shares(top) },
    },
  };
}

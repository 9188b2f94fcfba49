import type { CatalogManifest } from "../../core/catalog-files";
import { CATALOG_COUNTRIES } from "../../core/enums";
import type { CatalogName } from "../../core/name";
import { shardOf } from "../series";
import { latestYear } from "./aggregate";
import type { CountryBirths } from "./births";
import { BIRTH_SOURCES, USAGE_ONLY_LABELS } from "./sources";

export const SERIES_SHARDS = 32;

/** Shard of a name's series: the id's first byte (two hex digits) mod SERIES_SHARDS. */
/** The shard a name's series is written to: the same rule the server uses to read it. */
export function seriesShard(id: string): number {
  return shardOf(id, SERIES_SHARDS);
}

export function buildManifest(
  buildId: string,
  names: readonly CatalogName[],
  births: readonly CountryBirths[],
  sources: CatalogManifest["sources"],
): CatalogManifest {
  const counts = new Map<string, number>();
  for (const n of names) for (const c of n.countries) counts.set(c, (counts.get(c) ?? 0) + 1);
  const countries: CatalogManifest["countries"] = {};
  for (const code of CATALOG_COUNTRIES) {
    const src = BIRTH_SOURCES.find((s) => s.country === code);
    const b = births.find((c) => c.country === code);
    const usage = USAGE_ONLY_LABELS[code];
    if (!src && !usage) continue;
    countries[code] = {
      label: src?.label ?? usage.label,
      source: src?.sourceLabel ?? usage.source,
      names: counts.get(code) ?? 0,
      yearly: src?.yearly ?? false,
      firstYear: b?.yearly ? b.years[0] : null,
      latestYear: b?.yearly ? latestYear(b) : null,
    };
  }
  const dataYear = Math.max(0, ...births.filter((b) => b.yearly).map((b) => latestYear(b) ?? 0));
  return { buildId, dataYear, names: names.length, sources, countries, seriesShards: SERIES_SHARDS };
}

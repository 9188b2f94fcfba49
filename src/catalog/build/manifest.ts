import type { CatalogManifest } from "../../core/catalog-files";
import { CATALOG_COUNTRIES } from "../../core/enums";
import type { CatalogName } from "../../core/name";
import { shardOf } from "../detail-store";
import { NAMES_PER_CHUNK } from "../files";
import { latestYear } from "./aggregate";
import type { CountryBirths } from "./births";
import { BIRTH_COUNTRIES, USAGE_ONLY_LABELS } from "./sources";

/** One shard per value of the id's first byte: about 550 names, 100 kB compressed, each. */
export const DETAIL_SHARDS = 256;

/** The shard a name's detail is written to: the id's first byte (two hex digits) mod DETAIL_SHARDS, the rule the server reads by. */
export function detailShard(id: string): number {
  return shardOf(id, DETAIL_SHARDS);
}

export function buildManifest(
  buildId: string,
  names: readonly CatalogName[],
  births: readonly CountryBirths[],
  regions: readonly CountryBirths[],
  sources: CatalogManifest["sources"],
): CatalogManifest {
  const counts = new Map<string, number>();
  for (const n of names) for (const c of n.countries) counts.set(c, (counts.get(c) ?? 0) + 1);
  const countries: CatalogManifest["countries"] = {};
  for (const code of CATALOG_COUNTRIES) {
    const src = BIRTH_COUNTRIES.find((s) => s.country === code);
    const b = births.find((c) => c.country === code && c.yearly);
    const usage = USAGE_ONLY_LABELS[code];
    if (!src && !usage) continue;
    const entry: CatalogManifest["countries"][string] = {
      label: src?.label ?? usage.label,
      source: src?.sourceLabel ?? usage.source,
      names: counts.get(code) ?? 0,
      yearly: b !== undefined,
      firstYear: b ? b.years[0] : null,
      latestYear: b ? latestYear(b) : null,
    };
    const own = regions.filter((r) => r.country.startsWith(`${code}:`));
    if (src && own.length > 0)
      entry.regions = own.map((r) => {
        const regionCode = r.country.slice(code.length + 1);
        const label = src.files.find((f) => f.region?.code === regionCode)?.region?.label ?? regionCode;
        return { code: regionCode, label, firstYear: r.years[0] ?? null, latestYear: latestYear(r) };
      });
    countries[code] = entry;
  }
  const dataYear = Math.max(0, ...births.filter((b) => b.yearly).map((b) => latestYear(b) ?? 0));
  return {
    buildId,
    dataYear,
    names: names.length,
    sources,
    countries,
    nameChunks: Math.ceil(names.length / NAMES_PER_CHUNK),
    detailShards: DETAIL_SHARDS,
  };
}

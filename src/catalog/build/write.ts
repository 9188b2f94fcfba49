// Writes the name entries, the country order and the detail shards (docs/catalog.md, "Outputs").
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { NameDetailData } from "../../core/catalog-files";
import type { CatalogName, NameSeries } from "../../core/name";
import { toSummary } from "../catalog";
import { countryOrder } from "../country-order";
import {
  COUNTRY_ORDER_FILE,
  DETAIL_DIR,
  detailShardPath,
  NAMES_DIR,
  NAMES_PER_CHUNK,
  namesChunkPath,
  namesToNdjson,
} from "../files";
import { DETAIL_SHARDS, detailShard } from "./manifest";

/**
 * gzip with fixed settings: no file name or clock time in the header, so the bytes are deterministic.
 * Level 6: a third of level 9's time on the detail shards for 2–3 % more bytes.
 */
const GZIP = { level: 6 } as const;

/** The names (sorted by slug) split into entries, chunks and detail shards, written under `outDir` (emptied first). */
export function writeCatalogFiles(
  outDir: string,
  names: readonly CatalogName[],
  series: ReadonlyMap<string, NameSeries>,
) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, NAMES_DIR), { recursive: true });
  mkdirSync(join(outDir, DETAIL_DIR), { recursive: true });
  for (let i = 0; i * NAMES_PER_CHUNK < names.length; i++) {
    const chunk = names.slice(i * NAMES_PER_CHUNK, (i + 1) * NAMES_PER_CHUNK).map(toSummary);
    writeFileSync(namesChunkPath(outDir, i), gzipSync(namesToNdjson(chunk), GZIP));
  }
  writeFileSync(join(outDir, COUNTRY_ORDER_FILE), gzipSync(JSON.stringify(countryOrder(names)), GZIP));
  const shards: Array<Record<string, NameDetailData>> = Array.from({ length: DETAIL_SHARDS }, () => ({}));
  for (const n of [...names].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const d: NameDetailData = {
      variants: n.variants,
      ranks: n.ranks,
      trend: n.trend,
      firstYear: n.firstYear,
      peakYear: n.peakYear,
      series: series.get(n.id) ?? {},
    };
    if (n.native) d.native = n.native;
    shards[detailShard(n.id)][n.id] = d;
  }
  shards.forEach((shard, i) => {
    writeFileSync(detailShardPath(outDir, i), gzipSync(JSON.stringify(shard), GZIP));
  });
}

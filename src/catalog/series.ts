import { existsSync } from "node:fs";
import { join } from "node:path";
import type { NameSeries } from "../core/name";
import { readJson } from "./files";
import { Lru } from "./lru";

/**
 * Yearly series are only needed by name pages, so they stay on disk in shards and are read on first
 * use; a few recently used shards are kept in memory.
 */
export function createSeriesStore(dir: string, shards: number, cacheShards = 8) {
  const cache = new Lru<number, Record<string, NameSeries>>(cacheShards);
  return function seriesOf(id: string): NameSeries {
    const shard = shardOf(id, shards);
    let data = cache.get(shard);
    if (!data) {
      const path = join(dir, "series", `${String(shard).padStart(2, "0")}.json.gz`);
      data = existsSync(path) ? readJson<Record<string, NameSeries>>(path) : {};
      cache.set(shard, data);
    }
    return data[id] ?? {};
  };
}

/** The shard of a name: its id's first byte modulo the shard count (the catalog build uses the same rule). */
export function shardOf(id: string, shards: number): number {
  return Number.parseInt(id.slice(0, 2), 16) % shards;
}

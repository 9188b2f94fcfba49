import { existsSync } from "node:fs";
import type { NameDetailData } from "../core/catalog-files";
import { detailShardPath, readJson } from "./files";
import { Lru } from "./lru";

/**
 * What only name pages need (ranks, trend, variants, yearly series) stays on disk in small shards,
 * read on first use; a few recently used shards are kept in memory.
 */
export function createDetailStore(dir: string, shards: number, cacheShards = 16) {
  const cache = new Lru<number, Record<string, NameDetailData>>(cacheShards);
  return function detailOf(id: string): NameDetailData | undefined {
    const shard = shardOf(id, shards);
    let data = cache.get(shard);
    if (!data) {
      const path = detailShardPath(dir, shard);
      data = existsSync(path) ? readJson<Record<string, NameDetailData>>(path) : {};
      cache.set(shard, data);
    }
    return data[id];
  };
}

export type DetailStore = ReturnType<typeof createDetailStore>;

/** The shard of a name: its id's first byte modulo the shard count (the catalog build uses the same rule). */
export function shardOf(id: string, shards: number): number {
  return Number.parseInt(id.slice(0, 2), 16) % shards;
}

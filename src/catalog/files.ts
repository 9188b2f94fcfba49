import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { CatalogManifest, CatalogNamesFile, CatalogTrendingFile } from "../core/catalog-files";

/** Where the committed catalog lives: data/catalog beside the package, unless CATALOG_DIR says otherwise. */
export function defaultCatalogDir(): string {
  return process.env.CATALOG_DIR ?? join(process.cwd(), "data", "catalog");
}

export function readJson<T>(path: string): T {
  const raw = readFileSync(path);
  const text = path.endsWith(".gz") ? gunzipSync(raw).toString("utf8") : raw.toString("utf8");
  return JSON.parse(text) as T;
}

export interface CatalogFiles {
  manifest: CatalogManifest;
  names: CatalogNamesFile;
  trending: CatalogTrendingFile;
}

export function readCatalogFiles(dir: string): CatalogFiles {
  return {
    manifest: readJson<CatalogManifest>(join(dir, "manifest.json")),
    names: readJson<CatalogNamesFile>(join(dir, "names.json.gz")),
    trending: readJson<CatalogTrendingFile>(join(dir, "trending.json")),
  };
}

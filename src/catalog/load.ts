import { type Catalog, createCatalog } from "./catalog";
import { createDetailStore, type DetailStore } from "./detail-store";
import { defaultCatalogDir, readCatalogFiles } from "./files";

export interface LoadedCatalog {
  catalog: Catalog;
  detailOf: DetailStore;
  dir: string;
}

/** Reads the committed catalog into memory and builds its indexes: done once, at server start. */
export function loadCatalog(dir = defaultCatalogDir()): LoadedCatalog {
  const files = readCatalogFiles(dir);
  const catalog = createCatalog({
    manifest: files.manifest,
    trending: files.trending,
    buildId: files.names.buildId,
    names: files.names.names,
    countryOrder: files.countryOrder,
  });
  return { catalog, detailOf: createDetailStore(dir, files.manifest.detailShards), dir };
}

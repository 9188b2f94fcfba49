import { type Catalog, createCatalog } from "./catalog";
import { defaultCatalogDir, readCatalogFiles } from "./files";
import { createSeriesStore } from "./series";

export interface LoadedCatalog {
  catalog: Catalog;
  seriesOf: ReturnType<typeof createSeriesStore>;
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
  });
  return { catalog, seriesOf: createSeriesStore(dir, files.manifest.seriesShards), dir };
}

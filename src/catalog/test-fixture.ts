// Builds small in-memory catalogs for unit tests of the query code.
import type { CatalogName } from "../core/name";
import { slugify } from "../core/slug";
import { type Catalog, createCatalog } from "./catalog";

let counter = 0;

export function makeName(fields: Partial<CatalogName> & { name: string }): CatalogName {
  counter += 1;
  return {
    id: `00000000-0000-5000-8000-${String(counter).padStart(12, "0")}`,
    slug: slugify(fields.name),
    gender: "girl",
    meaning: "",
    origin: "",
    country: "",
    religion: "",
    language: "",
    region: "global",
    popularity: 0,
    isTraditional: true,
    countries: [],
    languages: [],
    religions: [],
    variants: [],
    ranks: [],
    countryPopularity: {},
    trend: null,
    firstYear: null,
    peakYear: null,
    ...fields,
  };
}

export function makeCatalog(names: CatalogName[]): Catalog {
  return createCatalog({
    manifest: {
      buildId: "test",
      dataYear: 2024,
      names: names.length,
      sources: [],
      countries: {},
      nameChunks: 1,
      detailShards: 1,
    },
    trending: { default: "usa", countries: {} },
    buildId: "test",
    names,
  });
}

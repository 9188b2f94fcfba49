import MiniSearch from "minisearch";
import type { CatalogEntry } from "../core/name";

export interface MeaningIndex {
  /** Positions of the names whose meaning (or name) matches the query, most relevant first. */
  search(query: string, limit: number): number[];
}

interface Doc {
  id: number;
  name: string;
  meaning: string;
}

/** Full-text index over the meanings the catalog has (authored or traditional), built once at load. */
export function buildMeaningIndex(names: readonly CatalogEntry[]): MeaningIndex {
  const mini = new MiniSearch<Doc>({
    fields: ["meaning", "name"],
    storeFields: [],
    searchOptions: {
      boost: { meaning: 2 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.15 : false),
      combineWith: "AND",
    },
  });
  const docs: Doc[] = [];
  names.forEach((n, i) => {
    if (n.meaning) docs.push({ id: i, name: n.name, meaning: n.meaning });
  });
  mini.addAll(docs);
  return {
    search(query, limit) {
      const hits = mini.search(query);
      // Equal scores: the more popular name first (positions are in popularity order).
      hits.sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number));
      return hits.slice(0, limit).map((h) => h.id as number);
    },
  };
}

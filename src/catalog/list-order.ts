import type { ListSort } from "../core/enums";
import type { Catalog } from "./catalog";

interface OrderKeys {
  /** Position → rank in alphabetical order (accents and case folded, then the exact spelling). */
  alphabetical: Uint32Array;
  /** Position → how far the name rose in the countries' rising lists; 0 if it is on none. */
  rise: Float64Array;
}

const keysByCatalog = new WeakMap<Catalog, OrderKeys>();

/**
 * A rising name's score is log2(previousRank / rank) over its country's trend years: doubling one's rank
 * scores 1. A name new to the ranks in those years scores 1 as well, as if it had doubled.
 */
export function riseScore(entry: { rank: number; previousRank: number | null }): number {
  if (entry.previousRank === null) return 1;
  return entry.previousRank > entry.rank ? Math.log2(entry.previousRank / entry.rank) : 0;
}

/** Each name's best rise over the rising lists of every country with yearly statistics. */
function riseScores(catalog: Catalog): Float64Array {
  const rise = new Float64Array(catalog.names.length);
  for (const country of Object.values(catalog.trending.countries)) {
    for (const entry of [...country.rising.boys, ...country.rising.girls]) {
      const position = catalog.byId.get(entry.id);
      if (position !== undefined) rise[position] = Math.max(rise[position], riseScore(entry));
    }
  }
  return rise;
}

function orderKeys(catalog: Catalog): OrderKeys {
  const known = keysByCatalog.get(catalog);
  if (known) return known;
  const collator = new Intl.Collator("en", { sensitivity: "base" });
  const byName = catalog.names.map((_, i) => i);
  byName.sort((a, b) => {
    const x = catalog.names[a].name;
    const y = catalog.names[b].name;
    return collator.compare(x, y) || (x < y ? -1 : x > y ? 1 : 0);
  });
  const alphabetical = new Uint32Array(catalog.names.length);
  byName.forEach((position, rank) => {
    alphabetical[position] = rank;
  });
  const rise = riseScores(catalog);
  const keys = { alphabetical, rise };
  keysByCatalog.set(catalog, keys);
  return keys;
}

/**
 * Positions in the asked order. "popular" keeps the given order (overall or in-country popularity);
 * "az" is alphabetical; "rising" puts the names that rose most first, then the rest as given.
 */
export function orderPositions(catalog: Catalog, positions: readonly number[], sort: ListSort): readonly number[] {
  if (sort === "popular") return positions;
  const { alphabetical, rise } = orderKeys(catalog);
  if (sort === "az") return [...positions].sort((a, b) => alphabetical[a] - alphabetical[b]);
  const risers = positions.filter((p) => rise[p] > 0).sort((a, b) => rise[b] - rise[a]);
  return [...risers, ...positions.filter((p) => rise[p] <= 0)];
}

import type { ListSort } from "../core/enums";
import type { Catalog } from "./catalog";

interface OrderKeys {
  /** Position → rank in alphabetical order (accents and case folded, then the exact spelling). */
  alphabetical: Uint32Array;
  /** Position → how far the name rose in its trend country over the trend's years; 0 if it did not. */
  rise: Float64Array;
}

const keysByCatalog = new WeakMap<Catalog, OrderKeys>();

/**
 * A rising name's score is log2(fromRank / toRank): doubling one's rank scores 1. A name new to the
 * lists in those years scores 1 as well, as if it had doubled.
 */
export function riseScore(trend: Catalog["names"][number]["trend"]): number {
  if (!trend) return 0;
  if (trend.direction === "new") return 1;
  if (trend.direction !== "rising" || !trend.fromRank) return 0;
  return Math.log2(trend.fromRank / trend.toRank);
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
  const rise = Float64Array.from(catalog.names, (n) => riseScore(n.trend));
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

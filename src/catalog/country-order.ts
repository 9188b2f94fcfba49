import type { CatalogName } from "../core/name";

type Ordered = Pick<CatalogName, "slug" | "popularity" | "countries" | "countryPopularity">;

/** Overall order of the site: most popular first, then by slug. */
export function byPopularity(a: Pick<CatalogName, "slug" | "popularity">, b: Pick<CatalogName, "slug" | "popularity">) {
  return b.popularity - a.popularity || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/**
 * Per country, the indexes of its names in the country's own order: by countryPopularity, ties in the
 * overall order. Written by the build (country-order.json.gz) so the server keeps no per-country figures.
 */
export function countryOrder(names: readonly Ordered[]): Record<string, number[]> {
  const overall = names.map((_, i) => i).sort((a, b) => byPopularity(names[a], names[b]));
  const rank = new Int32Array(names.length);
  overall.forEach((i, r) => {
    rank[i] = r;
  });
  const lists = new Map<string, number[]>();
  for (const i of overall)
    for (const c of names[i].countries) {
      let list = lists.get(c);
      if (!list) {
        list = [];
        lists.set(c, list);
      }
      list.push(i);
    }
  const out: Record<string, number[]> = {};
  for (const c of [...lists.keys()].sort()) {
    const score = (i: number) => names[i].countryPopularity[c] ?? 0;
    out[c] = (lists.get(c) as number[]).sort((a, b) => score(b) - score(a) || rank[a] - rank[b]);
  }
  return out;
}

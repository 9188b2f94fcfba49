import type { GeneratorFilter } from "../core/filters";
import type { NameSummary } from "../core/name";
import { type Criteria, matchPositions } from "./candidates";
import { type Catalog, firstLetter } from "./catalog";
import { Lru } from "./lru";

interface Pool {
  positions: readonly number[];
  /** cumulative[i] = total weight of positions[0..i] */
  cumulative: Float64Array;
}

/**
 * Every name gets a floor weight so names without birth statistics can still be drawn; above it the
 * weight grows with the square root of popularity, so the top names lead without drowning the rest.
 */
export function drawWeight(popularity: number): number {
  return 1 + Math.sqrt(Math.max(0, popularity));
}

export function toCriteria(filter: GeneratorFilter): Criteria {
  const value = (v: string) => (v === "all" ? undefined : v);
  return {
    gender: value(filter.gender),
    country: value(filter.country),
    origin: value(filter.origin),
    religion: value(filter.religion),
    language: value(filter.language),
    region: value(filter.region),
    letter: filter.startingLetter ? firstLetter(filter.startingLetter) : undefined,
  };
}

export type Random = () => number;

export function createGenerator(catalog: Catalog, random: Random = Math.random) {
  const pools = new Lru<string, Pool>(512);

  function pool(criteria: Criteria): Pool {
    const key = JSON.stringify(criteria);
    const cached = pools.get(key);
    if (cached) return cached;
    const positions = matchPositions(catalog, criteria);
    const cumulative = new Float64Array(positions.length);
    let total = 0;
    positions.forEach((p, i) => {
      total += drawWeight(catalog.names[p].popularity);
      cumulative[i] = total;
    });
    const made = { positions, cumulative };
    pools.set(key, made);
    return made;
  }

  function pick(p: Pool, target: number): number {
    let lo = 0;
    let hi = p.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (p.cumulative[mid] <= target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** A new weighted draw without repeats: up to `limit` names matching every filter. */
  return function generate(filter: GeneratorFilter): NameSummary[] {
    const p = pool(toCriteria(filter));
    const n = p.positions.length;
    if (n === 0) return [];
    const want = Math.min(filter.limit, n);
    if (want === n) return shuffle([...p.positions], random).map((pos) => catalog.summary(pos));
    const total = p.cumulative[n - 1];
    const chosen = new Set<number>();
    // Rejection of repeats stays cheap because limit ≤ 50 is small next to most pools; a pool barely
    // larger than the limit falls back to a fixed number of tries and then fills in order.
    for (let tries = 0; chosen.size < want && tries < want * 20; tries++) {
      chosen.add(pick(p, random() * total));
    }
    for (let i = 0; chosen.size < want; i++) chosen.add(i);
    return [...chosen].map((i) => catalog.summary(p.positions[i]));
  };
}

function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

// Pooling births files into one country (docs/catalog.md, "Pooling sources"): editions of one
// statistic are chosen between, regions of a country are added up.
import { type BirthRows, type Group, groupKey, type Sex } from "./births";
import { RULES } from "./rules";
import { type BirthFile, type Coverage, coverageIn } from "./sources";

/** How deep a list goes: a full list beats a threshold list, which beats a selection, which beats a top list. */
export const COVERAGE_DEPTH: Readonly<Record<Coverage, number>> = { full: 3, threshold: 2, selection: 1, top: 0 };

export interface FileRows {
  file: BirthFile;
  rows: BirthRows;
}

function yearOf(gk: string): number {
  return Number(gk.slice(0, gk.indexOf("|")));
}

/**
 * Editions of one statistic (Denmark's top 50 and its full list of 2019 boys; South Australia's two
 * files): per year and sex, the rows of the file that lists most deeply that year, never a sum.
 */
export function mergeEditions(files: readonly FileRows[]): BirthRows {
  const chosen = new Map<string, { group: Group; depth: number; coverage?: Coverage }>();
  for (const { file, rows: r } of files) {
    for (const [gk, group] of r.groups) {
      const coverage = coverageIn(file, yearOf(gk));
      const depth = coverage === undefined ? -1 : COVERAGE_DEPTH[coverage];
      const prev = chosen.get(gk);
      if (!prev || depth > prev.depth) chosen.set(gk, { group, depth, coverage });
    }
  }
  const groups = new Map<string, Group>();
  const coverage = new Map<string, Coverage>();
  let rows = 0;
  for (const [gk, c] of chosen) {
    groups.set(gk, c.group);
    if (c.coverage) coverage.set(gk, c.coverage);
    rows += c.group.spellings.length;
  }
  return { rows: files.length === 1 ? files[0].rows.rows : rows, groups, coverage };
}

/**
 * Regions of one country (provinces, states, cities): per year and sex, each spelling's counts added
 * up over the regions that publish that year. A region that publishes only a top list adds only the
 * names on it: elsewhere its births are unknown and count 0, so below the shortest list the pooled
 * counts are lower bounds.
 */
export function poolRegions(regions: readonly BirthRows[]): BirthRows {
  const sums = new Map<string, Map<string, number>>();
  for (const r of regions)
    for (const [gk, g] of r.groups) {
      let m = sums.get(gk);
      if (!m) {
        m = new Map();
        sums.set(gk, m);
      }
      g.spellings.forEach((s, i) => {
        m.set(s, (m.get(s) ?? 0) + g.counts[i]);
      });
    }
  const groups = new Map<string, Group>();
  let rows = 0;
  for (const [gk, m] of sums) {
    const entries = [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    groups.set(gk, { spellings: entries.map((e) => e[0]), counts: entries.map((e) => e[1]) });
    rows += entries.length;
  }
  return { rows, groups };
}

/** Births published per year, both sexes. */
export function birthsPerYear(rows: BirthRows): Map<number, number> {
  const out = new Map<number, number>();
  for (const [gk, g] of rows.groups) {
    const y = yearOf(gk);
    out.set(y, (out.get(y) ?? 0) + g.counts.reduce((a, b) => a + b, 0));
  }
  return out;
}

/**
 * The latest year of a pooled country: the last year whose published births reach
 * RULES.pooledMinCoverage of those of its best-covered year. Later years, when only a few regions
 * still publish (Canada 2020–2022: Québec, Alberta and Nova Scotia's top 20), stay on the regions'
 * own lines but are not the country's.
 */
export function pooledLastYear(rows: BirthRows): number | null {
  const perYear = birthsPerYear(rows);
  const best = Math.max(0, ...perYear.values());
  let last: number | null = null;
  for (const [y, n] of perYear) if (n >= best * RULES.pooledMinCoverage && (last === null || y > last)) last = y;
  return last;
}

/**
 * The regions that publish in a year: a pooled country's trends compare its latest year with an earlier
 * one over these regions only, like with like (Canada 2014 → 2019 leaves out British Columbia, which
 * stops in 2014).
 */
export function publishingIn(regions: readonly BirthRows[], year: number): BirthRows[] {
  return regions.filter((r) => [...r.groups.keys()].some((gk) => yearOf(gk) === year));
}

/** The groups of one year and sex, for tests and checks. */
export function groupOf(rows: BirthRows, year: number, sex: Sex): Group | undefined {
  return rows.groups.get(groupKey(year, sex));
}

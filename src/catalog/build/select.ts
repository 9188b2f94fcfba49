import { LANGUAGES } from "../../core/enums";
import type { KnowledgeRecord } from "../../core/knowledge";
import { normaliseSpelling } from "../../core/slug";
import { type BirthRows, type CountryBirths, SEXES } from "./births";
import type { OpenKnowledge } from "./open-knowledge";
import { isLatinScript, isNameLike, isPlaceholder, perMillion, RULES } from "./rules";
import { type BirthFile, coverageIn } from "./sources";

const SPEC_LANGUAGES = new Set<string>([...LANGUAGES.slice(1), "irish", "scottish"]);

/** The published spelling of each key: the most frequent form in the births files, else authored, else open data. */
export function displaySpellings(
  births: readonly CountryBirths[],
  authored: readonly KnowledgeRecord[],
  open: OpenKnowledge,
): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const c of births)
    for (const [key, sp] of c.spellings) {
      let m = counts.get(key);
      if (!m) {
        m = new Map();
        counts.set(key, m);
      }
      for (const [s, n] of sp) m.set(s, (m.get(s) ?? 0) + n);
    }
  const out = new Map<string, string>();
  for (const [key, m] of counts) {
    let best = "";
    let bestN = -1;
    for (const [s, n] of m) if (n > bestN || (n === bestN && s < best)) [best, bestN] = [s, n];
    out.set(key, best);
  }
  for (const r of authored) {
    const key = normaliseSpelling(r.name);
    if (!out.has(key)) out.set(key, r.name.trim());
  }
  for (const [key, s] of open.spellings) if (!out.has(key)) out.set(key, s);
  return out;
}

/**
 * The keys a births file admits: every spelling with at least RULES.minYearBirths births in some year
 * the file lists more than a top N, and every spelling on its top lists.
 */
export function admittedByFile(
  file: BirthFile,
  rows: BirthRows,
  transliterate?: (spelling: string) => string | undefined,
): Set<string> {
  const out = new Set<string>();
  for (const [gk, g] of rows.groups) {
    const coverage = coverageIn(file, Number(gk.slice(0, gk.indexOf("|"))));
    if (coverage === undefined) continue;
    g.spellings.forEach((s, i) => {
      if (coverage === "top" || g.counts[i] >= RULES.minYearBirths)
        out.add(normaliseSpelling(transliterate ? (transliterate(s) ?? s) : s));
    });
  }
  return out;
}

/** A spelling fit to be a catalog entry: name-like, in the Latin script, not a register placeholder. */
export function isCatalogSpelling(spelling: string): boolean {
  return isNameLike(spelling) && isLatinScript(spelling) && !isPlaceholder(spelling);
}

/** The keys that become catalog entries (docs/catalog.md, "Which spellings enter"). */
export function selectKeys(
  totals: readonly CountryBirths[],
  populations: ReadonlyMap<string, { boy: number; girl: number }>,
  admittedByBirths: ReadonlySet<string>,
  inBirths: (key: string) => boolean,
  open: OpenKnowledge,
  authored: readonly KnowledgeRecord[],
  spelling: ReadonlyMap<string, string>,
): Set<string> {
  const keys = new Set<string>();
  const fitSpelling = (key: string) => isCatalogSpelling(spelling.get(key) ?? key);
  for (const r of authored) keys.add(normaliseSpelling(r.name));
  for (const key of admittedByBirths) keys.add(key);
  for (const c of totals) {
    const pop = populations.get(c.country);
    if (!pop) continue;
    for (const [key, entry] of c.names)
      for (const sex of SEXES) {
        const n = entry[sex]?.counts[0] ?? 0;
        if (perMillion(n, pop[sex]) >= RULES.minUsagePerMillion) keys.add(key);
      }
  }
  for (const key of open.hitchcock.keys())
    if (inBirths(key) || open.namdict.has(key) || open.related.has(key) || open.wiktionary.has(key)) keys.add(key);
  for (const [key, w] of open.wiktionary) if ([...w.languages].some((l) => SPEC_LANGUAGES.has(l))) keys.add(key);
  for (const [key, n] of open.namdict) if (n.inSpecArea) keys.add(key);
  for (const ranks of open.popular.values()) for (const key of ranks.keys()) keys.add(key);
  for (const key of keys) if (!fitSpelling(key)) keys.delete(key);
  return keys;
}

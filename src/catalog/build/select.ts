import { LANGUAGES } from "../../core/enums";
import type { KnowledgeRecord } from "../../core/knowledge";
import { normaliseSpelling } from "../../core/slug";
import type { BirthAggregate } from "./aggregate";
import { type CountryBirths, SEXES } from "./births";
import type { OpenKnowledge } from "./open-knowledge";
import { isNameLike, perMillion, RULES } from "./rules";
import { BIRTH_SOURCES } from "./sources";

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

/** The keys that become catalog entries (docs/catalog.md, "Which spellings enter"). */
export function selectKeys(
  births: readonly CountryBirths[],
  agg: ReadonlyMap<string, BirthAggregate>,
  open: OpenKnowledge,
  authored: readonly KnowledgeRecord[],
  spelling: ReadonlyMap<string, string>,
): Set<string> {
  const keys = new Set<string>();
  const nameLike = (key: string) => isNameLike(spelling.get(key) ?? "");
  for (const r of authored) keys.add(normaliseSpelling(r.name));
  for (const [key, a] of agg) if (a.top || (a.total >= RULES.minTotalBirths && nameLike(key))) keys.add(key);

  const totals = births.filter((c) => !c.yearly);
  for (const c of totals) {
    const pop = BIRTH_SOURCES.find((s) => s.country === c.country)?.population;
    if (!pop) continue;
    for (const [key, entry] of c.names)
      for (const sex of SEXES) {
        const n = entry[sex]?.counts[0] ?? 0;
        if (perMillion(n, pop[sex]) >= RULES.minUsagePerMillion && nameLike(key)) keys.add(key);
      }
  }
  const inBirths = (key: string) => births.some((c) => c.names.has(key));
  for (const key of open.hitchcock.keys())
    if (nameLike(key) && (inBirths(key) || open.namdict.has(key) || open.related.has(key) || open.wiktionary.has(key)))
      keys.add(key);
  for (const [key, w] of open.wiktionary)
    if (nameLike(key) && [...w.languages].some((l) => SPEC_LANGUAGES.has(l))) keys.add(key);
  for (const [key, n] of open.namdict) if (n.inSpecArea && nameLike(key)) keys.add(key);
  for (const ranks of open.popular.values()) for (const key of ranks.keys()) if (nameLike(key)) keys.add(key);
  return keys;
}

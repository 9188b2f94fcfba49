import { CATALOG_COUNTRIES, CATALOG_LANGUAGES, type Gender, INDIAN_LANGUAGE_REGION } from "../../core/enums";
import { FEW_BIRTHS } from "../../core/few-births";
import type { KnowledgeRecord } from "../../core/knowledge";
import type { CatalogName, CountryRank, NameSeries, Trend, YearSeries } from "../../core/name";
import { normaliseSpelling, slugify } from "../../core/slug";
import { aggregateBirths, latestBirths, latestPerMillion, latestYear, trendFromYear } from "./aggregate";
import { at, type CountryBirths, SEXES, type Sex, type SexSeries } from "./births";
import { ANCIENT_CATEGORY_LANGUAGES, type OpenKnowledge, WIKTIONARY_ORIGINS } from "./open-knowledge";
import { cmuIpa } from "./pronounce";
import {
  bandPerMillion,
  genderFromBirths,
  genderFromLabels,
  isTraditional,
  namdictGender,
  perMillion,
  RULES,
  relatedGender,
  topListScore,
  trendDirection,
} from "./rules";
import { displaySpellings, selectKeys } from "./select";
import { pooledPerMillion, recentPerMillion, type ShareBase } from "./shares";
import { NAME_NAMESPACE, uuidV5 } from "./uuid";

export interface CatalogInputs {
  /** Each country's yearly births (pooled over its regions) and usage totals, in BIRTH_COUNTRIES order. */
  births: CountryBirths[];
  /** The provinces, states and cities of pooled countries, each on its own (country `canada:quebec`). */
  regions: CountryBirths[];
  /** Totals only: the population of each sex at the reference date. */
  populations: ReadonlyMap<string, { boy: number; girl: number }>;
  /** Keys the births files admit (select.ts admittedByFile). */
  admitted: ReadonlySet<string>;
  /** Per yearly country, what its per-million figures divide by (shares.ts). */
  shares: ShareBase[];
  /**
   * Pooled countries only: the same figures over the regions that publish in the country's latest year,
   * so a trend compares like with like (Canada 2014 → 2019 without British Columbia, which stops in 2014).
   */
  trendBases: ReadonlyMap<string, CountryBirths>;
  open: OpenKnowledge;
  authored: KnowledgeRecord[];
  cmu: Readonly<Record<string, string>>;
}

export interface AssembledCatalog {
  names: CatalogName[];
  series: Map<string, NameSeries>;
  idOf: Map<string, string>;
}

/** Earliest root first: the primary origin is the oldest one any source gives. */
const ORIGIN_PRIORITY = [
  "aramaic",
  "hebrew",
  "sanskrit",
  "greek",
  "latin",
  "persian",
  "arabic",
  "celtic",
  "germanic",
  "slavic",
  "nordic",
  "armenian",
  "japanese",
  "english",
  "french",
  "spanish",
  "italian",
  "portuguese",
];
const BIBLICAL_ORIGINS = new Set(["Hebrew", "Aramaic", "Ancient Greek", "Latin"]);
const AUTHORED_ANCIENT = new Set([
  "sanskrit",
  "hebrew",
  "greek",
  "latin",
  "aramaic",
  "celtic",
  "germanic",
  "nordic",
  "arabic",
  "persian",
  "slavic",
]);
/** Hitchcock entries that are Bible places whose spelling is also an unrelated given name. */
export const HITCHCOCK_PLACES = new Set(["ai", "asia", "ava", "hali", "india", "italy", "media", "myra", "rama"]);
const ENGLISH_COUNTRIES = new Set([
  "usa",
  "uk",
  "ireland",
  "scotland",
  "northern-ireland",
  "australia",
  "canada",
  "new-zealand",
]);
const COUNTRY_ORDER = new Map<string, number>(CATALOG_COUNTRIES.map((c, i) => [c, i]));
const LANGUAGE_ORDER = new Map<string, number>(CATALOG_LANGUAGES.map((l, i) => [l, i]));

export function nameId(key: string): string {
  return uuidV5(key, NAME_NAMESPACE);
}

function byCountry(a: string, b: string): number {
  return (COUNTRY_ORDER.get(a) ?? 99) - (COUNTRY_ORDER.get(b) ?? 99) || (a < b ? -1 : a > b ? 1 : 0);
}

function denseSeries(s: SexSeries): YearSeries {
  const first = s.years[0];
  const len = s.years[s.years.length - 1] - first + 1;
  const counts = new Array<number>(len).fill(0);
  const ranks = new Array<number>(len).fill(0);
  s.years.forEach((y, i) => {
    counts[y - first] = s.counts[i];
    ranks[y - first] = s.ranks[i];
  });
  return { firstYear: first, counts, ranks };
}

function hitchcockMeaning(raw: string): string {
  return raw.replace(/^or [^,]+, /, "").trim();
}

/** An ordering figure for usage evidence in a yearly country: below every name given there in the latest year (≥ 0.01). */
export function belowBirths(usage: number): number {
  return Math.min(Math.max(usage, 0), 1e6) / 1e8;
}

export function assembleCatalog(inp: CatalogInputs): AssembledCatalog {
  const yearly = inp.births.filter((c) => c.yearly);
  const totals = inp.births.filter((c) => !c.yearly);
  const yearlyCodes = new Set(yearly.map((c) => c.country));
  const dataYear = Math.max(0, ...yearly.map((c) => latestYear(c) ?? 0));
  // Headline trends come from the largest source first (births covered in its latest year).
  const bySize = yearly
    .map((c) => inp.trendBases.get(c.country) ?? c)
    .sort((a, b) => latestBirths(b) - latestBirths(a) || byCountry(a.country, b.country));
  const agg = aggregateBirths(yearly);
  const spelling = displaySpellings(inp.births, inp.authored, inp.open);
  const inBirths = (key: string) => inp.births.some((c) => c.names.has(key));
  const keys = [
    ...selectKeys(totals, inp.populations, inp.admitted, inBirths, inp.open, inp.authored, spelling),
  ].sort();
  const authored = new Map(inp.authored.map((r) => [normaliseSpelling(r.name), r]));
  const idOf = new Map(keys.map((k) => [k, nameId(k)]));
  const { open } = inp;
  const withRegions = [...yearly, ...inp.regions];

  const names: CatalogName[] = [];
  const series = new Map<string, NameSeries>();
  for (const key of keys) {
    const id = idOf.get(key) as string;
    const a = agg.get(key);
    const rec = authored.get(key);
    const wik = open.wiktionary.get(key);
    const nd = open.namdict.get(key);
    const rel = open.related.get(key);
    const display = spelling.get(key) ?? key;

    // Yearly figures: ranks and series (countries, then their regions), per-country popularity.
    const countryPopularity: Record<string, number> = {};
    const usage: Record<string, number> = {};
    const countries = new Set<string>();
    const ranks: CountryRank[] = [];
    const nameSeries: NameSeries = {};
    const popularity = pooledPerMillion(inp.shares, key);
    let mostBirths = { country: "", n: 0 };
    for (const c of withRegions) {
      const entry = c.names.get(key);
      if (!entry) continue;
      const [country, region] = c.country.split(":");
      if (!region) {
        countries.add(country);
        countryPopularity[country] = latestPerMillion(c, entry);
      }
      const ns: Partial<Record<Sex, YearSeries>> = {};
      let n = 0;
      for (const sex of SEXES) {
        const s = entry[sex];
        if (!s) continue;
        const last = s.years.length - 1;
        const r: CountryRank = { country, sex, year: s.years[last], rank: s.ranks[last], count: s.counts[last] };
        if (region) r.region = region;
        const others = [...(c.rankedWith.get(key) ?? [])]
          .filter((k) => at(c.names.get(k)?.[sex], s.years[last]) !== undefined)
          .map((k) => spelling.get(k) ?? k)
          .sort();
        if (others.length > 0) r.rankedWith = others;
        ranks.push(r);
        ns[sex] = denseSeries(s);
        for (const x of s.counts) n += x;
      }
      nameSeries[c.country] = ns;
      if (!region && n > mostBirths.n) mostBirths = { country, n };
    }
    // Usage: totals of living people (spain, brazil), nam_dict bands, top lists, authored countries.
    for (const c of totals) {
      const entry = c.names.get(key);
      const pop = inp.populations.get(c.country);
      if (!entry || !pop) continue;
      countries.add(c.country);
      let best = 0;
      for (const sex of SEXES) best = Math.max(best, perMillion(entry[sex]?.counts[0] ?? 0, pop[sex]));
      usage[c.country] = Math.max(usage[c.country] ?? 0, best);
    }
    if (nd)
      for (const [country, band] of Object.entries(nd.bands)) {
        countries.add(country);
        if (!(usage[country] > 0)) usage[country] = bandPerMillion(band);
      }
    for (const [country, listRanks] of open.popular) {
      const rank = listRanks.get(key);
      if (rank === undefined) continue;
      countries.add(country);
      // Without yearly births, a place on the country's recent top list says more about what parents
      // choose now than nam_dict's population bands do: such names lead, in list order.
      if (!yearlyCodes.has(country) && Number.isFinite(rank)) usage[country] = topListScore(rank);
    }
    for (const c of rec?.countries ?? []) countries.add(c);
    // In a yearly country, usage only orders the names not given there in the latest year, below those given.
    for (const [country, u] of Object.entries(usage)) {
      if (!yearlyCodes.has(country)) countryPopularity[country] = u;
      else if (!(countryPopularity[country] > 0)) countryPopularity[country] = belowBirths(u);
    }

    // Languages, origin, religions, region.
    const languages: string[] = [...(rec?.languages ?? [])];
    const wikLangs = [...(wik?.languages ?? [])].sort(
      (x, y) => (LANGUAGE_ORDER.get(x) ?? 99) - (LANGUAGE_ORDER.get(y) ?? 99),
    );
    for (const l of wikLangs) if (!languages.includes(l)) languages.push(l);
    if (languages.some((l) => INDIAN_LANGUAGE_REGION[l])) countries.add("india");
    const wikOrigins = [...(wik?.origins ?? [])].map((o) => WIKTIONARY_ORIGINS[o]).filter(Boolean);
    const origin = rec?.origin ?? ORIGIN_PRIORITY.find((o) => wikOrigins.includes(o)) ?? "";
    const inUse = a !== undefined || totals.some((c) => c.names.has(key)) || nd !== undefined;
    const hitch = open.hitchcock.get(key);
    const nonBiblicalOnly =
      wik !== undefined && wik.origins.size > 0 && ![...wik.origins].some((o) => BIBLICAL_ORIGINS.has(o));
    const biblical = hitch !== undefined && inUse && !HITCHCOCK_PLACES.has(key) && !nonBiblicalOnly;
    const religions: string[] = rec ? [...rec.religions] : biblical ? ["christian", "jewish"] : [];
    const region =
      rec?.region ?? INDIAN_LANGUAGE_REGION[languages.find((l) => INDIAN_LANGUAGE_REGION[l]) ?? ""] ?? "global";

    // Gender: births where they are more than noise, then authored, then the open files, then usage totals.
    let gender: Gender | null = null;
    if (a) {
      const useRecent = a.recent.boy + a.recent.girl >= RULES.genderMinRecent;
      gender = genderFromBirths(useRecent ? a.recent.boy : a.all.boy, useRecent ? a.recent.girl : a.all.girl);
    }
    if (!gender && rec) gender = rec.gender;
    if (!gender && nd) gender = genderFromLabels([...nd.genders].map(namdictGender));
    if (!gender && rel) gender = genderFromLabels([relatedGender(rel.gender)].filter((g) => g !== null));
    if (!gender && wik)
      gender = genderFromLabels(
        [...wik.genders].map((g) => (g === "male" ? "boy" : g === "female" ? "girl" : "unisex")),
      );
    if (!gender) {
      let boy = 0;
      let girl = 0;
      for (const c of totals) {
        boy += c.names.get(key)?.boy?.counts[0] ?? 0;
        girl += c.names.get(key)?.girl?.counts[0] ?? 0;
      }
      // Births too few to be more than noise still say more than nothing at all.
      gender = genderFromBirths(boy, girl) ?? (a ? majoritySex(a.all.boy, a.all.girl) : null) ?? "unisex";
    }

    const sortedCountries = [...countries].sort(byCountry);
    const cp: Record<string, number> = {};
    for (const c of sortedCountries) cp[c] = countryPopularity[c] ?? 0;
    const recentPm: Record<string, number> = {};
    for (const base of inp.shares) {
      const pm = recentPerMillion(base, key, FEW_BIRTHS);
      if (pm > 0) recentPm[base.country] = pm;
    }
    const primaryCountry = cardCountry(recentPm, usage, rec?.countries ?? []);

    // Trend, from the largest recent source with enough births of the name; peak year there.
    const main = trendSource(bySize, key, dataYear);
    let trend: Trend | null = null;
    if (main) {
      const ly = latestYear(main.c) as number;
      const fy = trendFromYear(main.c) as number;
      const s = main.c.names.get(key)?.[main.sex];
      const now = at(s, ly) as { count: number; rank: number };
      const then = at(s, fy);
      let direction = trendDirection(then?.rank ?? null, now.rank);
      if (direction === "falling" && (then?.count ?? 0) < RULES.trendMinBirths) direction = "steady";
      trend = {
        direction,
        country: main.c.country,
        sex: main.sex,
        fromYear: fy,
        toYear: ly,
        fromRank: then?.rank ?? null,
        toRank: now.rank,
      };
    }
    let peakYear: number | null = null;
    const peakCountry = yearly.find((c) => c.country === (main?.c.country ?? mostBirths.country));
    if (peakCountry) {
      const entry = peakCountry.names.get(key);
      const sex: Sex =
        main?.sex ??
        ((entry?.boy?.counts.reduce((x, y) => x + y, 0) ?? 0) >= (entry?.girl?.counts.reduce((x, y) => x + y, 0) ?? 0)
          ? "boy"
          : "girl");
      const s = entry?.[sex];
      let best = -1;
      s?.years.forEach((y, i) => {
        const share = (s.counts[i] as number) / (peakCountry.totals[sex].get(y) ?? Number.POSITIVE_INFINITY);
        if (share > best) [best, peakYear] = [share, y];
      });
    }

    // Meaning and pronunciation.
    let meaning = "";
    let meaningSource: CatalogName["meaningSource"];
    let confidence: CatalogName["confidence"];
    if (rec) {
      meaning = rec.meaning;
      meaningSource = "authored";
      confidence = rec.confidence;
    } else if (biblical && hitch) {
      meaning = hitchcockMeaning(hitch[0]);
      meaningSource = "hitchcock";
      confidence = "traditional";
    }
    const englishUsed =
      languages.includes("english") ||
      [...countries].some((c) => ENGLISH_COUNTRIES.has(c) && countryPopularity[c] !== undefined);
    const cmu = rec ? undefined : englishUsed ? cmuIpa(inp.cmu, display) : undefined;
    const ipa = rec?.ipa ?? cmu;

    const ancientCategory =
      wik !== undefined && [...wik.categoryLanguages].some((l) => ANCIENT_CATEGORY_LANGUAGES.has(l));
    const name: CatalogName = {
      id,
      slug: slugify(display),
      name: display,
      gender,
      meaning,
      origin,
      country: primaryCountry,
      religion: religions[0] ?? "",
      language: languages[0] ?? "",
      region,
      popularity,
      isTraditional: isTraditional({
        birthsBefore1950: a?.before1950 ?? 0,
        ancientCategory,
        biblical,
        authoredAncientOrigin:
          rec !== undefined && AUTHORED_ANCIENT.has(rec.origin) && rec.religions.some((r) => r !== "secular"),
        hasBirths: a !== undefined,
      }),
    } as CatalogName;
    if (rec) name.pronunciation = rec.respelling;
    // ipa and pronunciationSource always take these places in the key order (undefined is not written):
    // the espeak pass of build.ts fills them in later for the names left without a pronunciation.
    name.ipa = ipa || undefined;
    name.pronunciationSource = rec ? "authored" : cmu ? "cmu" : undefined;
    if (rec) name.culturalSignificance = rec.culturalSignificance;
    if (confidence) name.confidence = confidence;
    if (meaningSource) name.meaningSource = meaningSource;
    Object.assign(name, {
      countries: sortedCountries,
      languages,
      religions,
      variants: [] as string[],
      ranks,
      countryPopularity: cp,
      trend,
      firstYear: a?.firstYear ?? null,
      peakYear,
    });
    const native = nativeSpellings(yearly, key);
    if (native) name.native = native;
    names.push(name);
    if (Object.keys(nameSeries).length) series.set(id, nameSeries);
  }

  assignVariants(names, keys, open, idOf);
  disambiguateSlugs(names, agg, keys);
  names.sort((x, y) => (x.slug < y.slug ? -1 : x.slug > y.slug ? 1 : 0));
  return { names, series, idOf };
}

function majoritySex(boy: number, girl: number): Gender | null {
  return boy + girl > 0 ? (boy >= girl ? "boy" : "girl") : null;
}

/** The Hebrew (or other script) spellings behind a transliterated key, most given first. */
function nativeSpellings(yearly: readonly CountryBirths[], key: string): CatalogName["native"] {
  for (const c of yearly) {
    const m = c.native.get(key);
    if (!m) continue;
    const spellings = [...m].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).map((e) => e[0]);
    return { script: "hebrew", spellings };
  }
  return undefined;
}

/**
 * The country a name card shows (docs/catalog.md, "country"): the yearly country where the name has the
 * most births per million in its recent data years, counting only more than a handful of births there;
 * else the country with the highest usage figure (nam_dict band, top list, totals of living people); else the first authored country; else "".
 */
export function cardCountry(
  recentPm: Readonly<Record<string, number>>,
  usage: Readonly<Record<string, number>>,
  authoredCountries: readonly string[],
): string {
  const best = (m: Readonly<Record<string, number>>) => {
    let out = "";
    for (const c of Object.keys(m).sort(byCountry)) if (m[c] > 0 && (out === "" || m[c] > m[out])) out = c;
    return out;
  };
  return best(recentPm) || best(usage) || authoredCountries[0] || "";
}

/**
 * Where a name's headline trend comes from: the largest yearly country (births covered in its latest
 * year) whose latest year is at most RULES.trendRecentYears before the latest data year of all, that
 * has RULES.trendSpan earlier data years, and that recorded at least RULES.trendMinBirths births of the
 * name (in its more given sex) in its latest year. Null when none does.
 */
export function trendSource(
  bySize: readonly CountryBirths[],
  key: string,
  dataYear: number,
): { c: CountryBirths; sex: Sex } | null {
  for (const c of bySize) {
    const ly = latestYear(c);
    if (ly === null || ly < dataYear - RULES.trendRecentYears || trendFromYear(c) === null) continue;
    const entry = c.names.get(key);
    if (!entry) continue;
    const boy = at(entry.boy, ly);
    const girl = at(entry.girl, ly);
    let sex: Sex | null = boy ? "boy" : girl ? "girl" : null;
    if (boy && girl)
      sex = boy.count > girl.count || (boy.count === girl.count && boy.rank <= girl.rank) ? "boy" : "girl";
    const now = sex === "boy" ? boy : girl;
    if (sex && now && now.count >= RULES.trendMinBirths) return { c, sex };
  }
  return null;
}

/**
 * Variants from Behind the Name's related names, both directions, kept only when the variant is itself
 * a catalog entry; the most popular first.
 */
function assignVariants(names: CatalogName[], keys: string[], open: OpenKnowledge, idOf: Map<string, string>): void {
  const byKey = new Map(keys.map((k, i) => [k, names[i]]));
  const links = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    if (a === b || !idOf.has(a) || !idOf.has(b)) return;
    let s = links.get(a);
    if (!s) {
      s = new Set();
      links.set(a, s);
    }
    s.add(b);
  };
  for (const [key, r] of open.related)
    for (const other of r.related) {
      const o = normaliseSpelling(other);
      link(key, o);
      link(o, key);
    }
  for (const [key, set] of links) {
    const n = byKey.get(key) as CatalogName;
    n.variants = [...set]
      .map((k) => byKey.get(k) as CatalogName)
      .sort((x, y) => y.popularity - x.popularity || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))
      .slice(0, RULES.maxVariants)
      .map((v) => v.name);
  }
}

/** Two spellings with one slug (Mary-Ann, Mary Ann): the one with more births keeps it, the others get -2, -3, … */
function disambiguateSlugs(names: CatalogName[], agg: Map<string, { total: number }>, keys: string[]): void {
  const groups = new Map<string, number[]>();
  names.forEach((n, i) => {
    const g = groups.get(n.slug);
    if (g) g.push(i);
    else groups.set(n.slug, [i]);
  });
  const taken = new Set(groups.keys());
  for (const [slug, idx] of [...groups].sort((x, y) => (x[0] < y[0] ? -1 : 1))) {
    if (idx.length < 2) continue;
    idx.sort((i, j) => (agg.get(keys[j])?.total ?? 0) - (agg.get(keys[i])?.total ?? 0) || (keys[i] < keys[j] ? -1 : 1));
    let k = 2;
    for (const i of idx.slice(1)) {
      while (taken.has(`${slug}-${k}`)) k++;
      names[i].slug = `${slug}-${k}`;
      taken.add(names[i].slug);
      k++;
    }
  }
}

import { normaliseSpelling } from "../../core/slug";
import { eachCsvRecord } from "./csv";
import { NAMDICT_COUNTRIES, POPULAR_COUNTRIES } from "./sources";

/** Wiktionary category language (the language the name is used in) → catalog language. */
export const WIKTIONARY_LANGUAGES: Readonly<Record<string, string>> = {
  English: "english",
  German: "german",
  French: "french",
  Spanish: "spanish",
  Italian: "italian",
  Portuguese: "portuguese",
  Dutch: "dutch",
  Swedish: "swedish",
  Norwegian: "norwegian",
  "Norwegian Bokmål": "norwegian",
  "Norwegian Nynorsk": "norwegian",
  Danish: "danish",
  Hindi: "hindi",
  Malayalam: "malayalam",
  Tamil: "tamil",
  Telugu: "telugu",
  Bengali: "bengali",
  Marathi: "marathi",
  Gujarati: "gujarati",
  Punjabi: "punjabi",
  Irish: "irish",
  "Scottish Gaelic": "scottish",
  Welsh: "welsh",
  Arabic: "arabic",
  Urdu: "urdu",
  Persian: "persian",
  Turkish: "turkish",
  Hebrew: "hebrew",
  Greek: "greek",
  Latin: "latin",
  Russian: "russian",
  Polish: "polish",
  Czech: "czech",
  Ukrainian: "ukrainian",
  Finnish: "finnish",
  Icelandic: "icelandic",
  Hungarian: "hungarian",
  Japanese: "japanese",
  Chinese: "chinese",
  Korean: "korean",
  Sanskrit: "sanskrit",
  Yiddish: "yiddish",
  Swahili: "swahili",
  Yoruba: "yoruba",
  Hawaiian: "hawaiian",
};

/** Wiktionary "… given names from X" → catalog origin. Surnames, coinages and place names say nothing about the root. */
export const WIKTIONARY_ORIGINS: Readonly<Record<string, string>> = {
  Hebrew: "hebrew",
  Aramaic: "aramaic",
  Latin: "latin",
  "Ancient Greek": "greek",
  Sanskrit: "sanskrit",
  Arabic: "arabic",
  Persian: "persian",
  "Germanic languages": "germanic",
  "Old English": "germanic",
  German: "germanic",
  "Slavic languages": "slavic",
  Russian: "slavic",
  "Celtic languages": "celtic",
  Irish: "celtic",
  "Scottish Gaelic": "celtic",
  Welsh: "celtic",
  English: "english",
  French: "french",
  Spanish: "spanish",
  Italian: "italian",
  Portuguese: "portuguese",
  Japanese: "japanese",
  Armenian: "armenian",
};

/** Categories whose language is ancient: a name listed there has been in use for centuries. */
export const ANCIENT_CATEGORY_LANGUAGES = new Set([
  "Ancient Greek",
  "Latin",
  "Old English",
  "Old Norse",
  "Old High German",
  "Old French",
  "Old Saxon",
  "Coptic",
  "Egyptian",
  "Old Armenian",
  "Sanskrit",
  "Biblical Hebrew",
]);
export interface WiktionaryEntry {
  languages: Set<string>;
  /** Origin names ("Hebrew", "Ancient Greek", …) from "… given names from X". */
  origins: Set<string>;
  categoryLanguages: Set<string>;
  genders: Set<"male" | "female" | "unisex">;
}

export interface NamdictEntry {
  genders: Set<string>;
  /** Highest band (1–13) per catalog country. */
  bands: Record<string, number>;
  /** True when any catalog-relevant area (incl. gb, ie, us, fr, se, no) lists it. */
  inSpecArea: boolean;
}

export interface OpenKnowledge {
  namdict: Map<string, NamdictEntry>;
  related: Map<string, { gender: string; related: string[] }>;
  wiktionary: Map<string, WiktionaryEntry>;
  hitchcock: Map<string, string[]>;
  /** catalog country → keys listed in its top-name lists. */
  /** Per catalog country: spelling key → its best rank on that country's most recent top list(s). */
  popular: Map<string, Map<string, number>>;
  /** Published spelling per key, for names that only these files know. */
  spellings: Map<string, string>;
  rows: Record<"namdict" | "related" | "wiktionary" | "hitchcock" | "popular", number>;
}

const SPEC_AREAS = new Set(["gb", "ie", "us", "it", "es", "fr", "nl", "de", "dk", "no", "se", "pl", "in_lk"]);
const CATEGORY = /^(?:([a-z]{2,3}):)?(.+?) (?:diminutives of )?(male|female|unisex) given names(?: from (.+))?$/;

function remember(spellings: Map<string, string>, spelling: string): string {
  const key = normaliseSpelling(spelling);
  if (!spellings.has(key)) spellings.set(key, spelling);
  return key;
}

export interface OpenKnowledgeTexts {
  namdict: string;
  related: string;
  wiktionary: string;
  hitchcock: string;
  popular: string;
}

export function parseOpenKnowledge(t: OpenKnowledgeTexts): OpenKnowledge {
  const spellings = new Map<string, string>();
  const namdict = new Map<string, NamdictEntry>();
  const rows = { namdict: 0, related: 0, wiktionary: 0, hitchcock: 0, popular: 0 };
  rows.namdict = eachCsvRecord(t.namdict, ["name", "gender"], (get) => {
    const name = get("name").normalize("NFC").trim();
    if (!name || name.includes("+")) return;
    const key = remember(spellings, name);
    let e = namdict.get(key);
    if (!e) {
      e = { genders: new Set(), bands: {}, inSpecArea: false };
      namdict.set(key, e);
    }
    e.genders.add(get("gender"));
    for (const area of get.header.slice(2)) {
      const band = Number(get(area));
      if (!band) continue;
      if (SPEC_AREAS.has(area)) e.inSpecArea = true;
      const country = NAMDICT_COUNTRIES[area];
      if (country) e.bands[country] = Math.max(e.bands[country] ?? 0, band);
    }
  });

  const related = new Map<string, { gender: string; related: string[] }>();
  rows.related = eachCsvRecord(t.related, ["name", "gender", "related"], (get) => {
    const name = get("name").normalize("NFC").trim();
    if (!name) return;
    const key = remember(spellings, name);
    const list = get("related")
      .split("|")
      .map((s) => s.normalize("NFC").trim())
      .filter(Boolean);
    const prev = related.get(key);
    if (prev) prev.related.push(...list);
    else related.set(key, { gender: get("gender"), related: list });
  });

  const wiktionary = new Map<string, WiktionaryEntry>();
  rows.wiktionary = eachCsvRecord(t.wiktionary, ["name", "gender", "category", "script"], (get) => {
    if (get("script") !== "Latin") return;
    const m = CATEGORY.exec(get("category"));
    if (!m || m[1]) return; // foreign-language wikis' "English … given names" are other scripts' spellings
    const name = get("name").normalize("NFC").trim();
    if (!name) return;
    const key = remember(spellings, name);
    let e = wiktionary.get(key);
    if (!e) {
      e = { languages: new Set(), origins: new Set(), categoryLanguages: new Set(), genders: new Set() };
      wiktionary.set(key, e);
    }
    const lang = m[2];
    e.categoryLanguages.add(lang);
    const mapped = WIKTIONARY_LANGUAGES[lang];
    if (mapped) e.languages.add(mapped);
    if (m[4]) e.origins.add(m[4]);
    const g = get("gender");
    if (g === "male" || g === "female" || g === "unisex") e.genders.add(g);
  });

  const hitchcock = new Map<string, string[]>();
  rows.hitchcock = eachCsvRecord(t.hitchcock, ["name", "meaning"], (get) => {
    const name = get("name").normalize("NFC").trim();
    const meaning = get("meaning").trim();
    if (!name || !meaning || name.includes("-")) return;
    const key = remember(spellings, name);
    const list = hitchcock.get(key);
    if (list) list.push(meaning);
    else hitchcock.set(key, [meaning]);
  });

  // Only each country's most recent list year counts for ranks (Brazil has a 2010 census list and a 2022 list).
  const listed: Array<{ country: string; key: string; rank: number; year: number }> = [];
  const latestListYear = new Map<string, number>();
  rows.popular = eachCsvRecord(t.popular, ["country", "name", "rank", "year"], (get) => {
    const country = POPULAR_COUNTRIES[get("country")];
    const name = get("name").normalize("NFC").trim();
    if (!country || !name) return;
    const key = remember(spellings, name);
    const year = Number(get("year")) || 0;
    listed.push({ country, key, rank: Number(get("rank")) || 999, year });
    latestListYear.set(country, Math.max(latestListYear.get(country) ?? 0, year));
  });
  const popular = new Map<string, Map<string, number>>();
  for (const { country, key, rank, year } of listed) {
    let ranks = popular.get(country);
    if (!ranks) {
      ranks = new Map();
      popular.set(country, ranks);
    }
    const counted = year === latestListYear.get(country) ? rank : Number.POSITIVE_INFINITY;
    ranks.set(key, Math.min(ranks.get(key) ?? Number.POSITIVE_INFINITY, counted));
  }

  return { namdict, related, wiktionary, hitchcock, popular, spellings, rows };
}

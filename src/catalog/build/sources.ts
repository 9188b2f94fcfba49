/**
 * The input files, what they are, and the credit each asks for (from births/SOURCES.md,
 * births/SOURCES-more.md and knowledge/SOURCES.md beside them).
 */

export interface SourceInfo {
  /** Path relative to SOURCES_DIR. */
  file: string;
  publisher: string;
  licence: string;
  attribution: string;
}

/**
 * How much of a year's names a file lists: every name (`full`), every name above a count threshold
 * (`threshold`: the rarest are suppressed for privacy), a fixed selection of names (`selection`), or
 * only the most given names (`top`: a top-N list, so every other name's births there are unknown).
 */
export type Coverage = "full" | "threshold" | "selection" | "top";

export interface Period {
  from: number;
  to: number;
  coverage: Coverage;
  /** In words, e.g. "top 100 per sex", "names given to 5 or more babies". */
  note: string;
}

/** One births file. Files of one country with different `region`s are pooled; files of one region are editions of one statistic. */
export interface BirthFile extends SourceInfo {
  /** The file's name without folder and extension: "quebec". */
  id: string;
  /** A province, state or city of a pooled country: its code and name. Absent for a whole country. */
  region?: { code: string; label: string };
  /** Births per year (true) or totals of living people with no year (false). */
  yearly: boolean;
  /** What each span of years lists (yearly files only). */
  periods: readonly Period[];
  /** The licence is the publisher's usual one, not stated by the copy used: shown as "to confirm". */
  licenceToConfirm: boolean;
}

/**
 * How a publisher ranks spellings together, so that our ranks equal the published ones: `accents`
 * ranks spellings that differ only by accents as one name (Sofía + Sofia); a list of groups ranks
 * each group as one name. Every spelling keeps its own count and page; it gets its group's rank.
 */
export type RankGrouping = { kind: "accents" } | { kind: "groups"; groups: readonly (readonly string[])[] };

export interface BirthCountry {
  country: string;
  label: string;
  /** The statistics behind the country code, said honestly. */
  sourceLabel: string;
  files: readonly BirthFile[];
  /** Totals only: the population of each sex at the reference date, the denominator of countryPopularity. */
  population?: { boy: number; girl: number };
  rankGrouping?: RankGrouping;
  /** The file publishes names in this script; a transliteration table gives their Latin spelling. */
  script?: "hebrew";
}

const OGL = "Open Government Licence v3.0";
const CC_BY_4 = "CC BY 4.0";
const TO_CONFIRM = " (to confirm)";

const top = (from: number, to: number, n: string): Period => ({ from, to, coverage: "top", note: `top ${n} per sex` });
const threshold = (from: number, to: number, min: number): Period => ({
  from,
  to,
  coverage: "threshold",
  note: `names given to ${min} or more babies`,
});
const full = (from: number, to: number): Period => ({ from, to, coverage: "full", note: "every name" });

function file(
  id: string,
  info: Omit<BirthFile, "id" | "file" | "yearly" | "licenceToConfirm"> & { yearly?: boolean },
): BirthFile {
  return {
    id,
    file: `births/${id}.csv.gz`,
    yearly: info.yearly ?? true,
    licenceToConfirm: info.licence.endsWith(TO_CONFIRM),
    ...info,
  };
}

/** The Australian states, South Australia continued by a second file (the same statistic: one region). */
const AUSTRALIA: BirthFile[] = [
  file("south-australia", {
    region: { code: "south-australia", label: "South Australia" },
    periods: [full(1944, 2017)],
    publisher: "Government of South Australia (data.sa.gov.au)",
    licence: CC_BY_4,
    attribution: "Source: Government of South Australia, data.sa.gov.au, licensed under CC BY 4.0",
  }),
  file("south-australia-2018-2024", {
    region: { code: "south-australia", label: "South Australia" },
    periods: [top(2018, 2023, "100"), full(2024, 2024)],
    publisher: "Government of South Australia (data.sa.gov.au)",
    licence: CC_BY_4,
    attribution: "Source: Government of South Australia, data.sa.gov.au, licensed under CC BY 4.0",
  }),
  file("new-south-wales", {
    region: { code: "new-south-wales", label: "New South Wales" },
    periods: [top(1952, 2024, "100")],
    publisher: "NSW Registry of Births, Deaths and Marriages (data.nsw.gov.au)",
    licence: `CC BY 4.0${TO_CONFIRM}`,
    attribution: "Source: NSW Registry of Births, Deaths and Marriages, data.nsw.gov.au",
  }),
  file("queensland", {
    region: { code: "queensland", label: "Queensland" },
    periods: [top(1960, 2024, "100")],
    publisher: "Queensland Registry of Births, Deaths and Marriages (data.qld.gov.au)",
    licence: `CC BY 4.0${TO_CONFIRM}`,
    attribution: "Source: Queensland Registry of Births, Deaths and Marriages, data.qld.gov.au",
  }),
  file("victoria", {
    region: { code: "victoria", label: "Victoria" },
    periods: [top(2008, 2024, "100")],
    publisher: "Births, Deaths and Marriages Victoria",
    licence: `Not stated; © State of Victoria${TO_CONFIRM}`,
    attribution: "Source: Births, Deaths and Marriages Victoria, Popular baby names in Victoria",
  }),
  file("western-australia", {
    region: { code: "western-australia", label: "Western Australia" },
    periods: [top(1930, 2023, "10"), top(2024, 2024, "86")],
    publisher: "Western Australia Registry of Births, Deaths and Marriages",
    licence: `Not stated; © Government of Western Australia${TO_CONFIRM}`,
    attribution: "Source: Registry of Births, Deaths and Marriages, Government of Western Australia",
  }),
  file("tasmania", {
    region: { code: "tasmania", label: "Tasmania" },
    periods: [threshold(2010, 2016, 5)],
    publisher: "Tasmanian Department of Justice, Births, Deaths and Marriages (data.gov.au)",
    licence: `CC BY${TO_CONFIRM}`,
    attribution: "Source: Department of Justice, Tasmania, Births, Deaths and Marriages, data.gov.au",
  }),
  file("northern-territory", {
    region: { code: "northern-territory", label: "Northern Territory" },
    periods: [top(1980, 1980, "13"), top(2002, 2022, "20")],
    publisher: "Northern Territory Registrar-General (nt.gov.au)",
    licence: `CC BY 4.0${TO_CONFIRM}`,
    attribution: "Source: Northern Territory Government, Births, Deaths and Marriages, nt.gov.au",
  }),
];

const CANADA: BirthFile[] = [
  file("ontario", {
    region: { code: "ontario", label: "Ontario" },
    periods: [threshold(1917, 2019, 5)],
    publisher: "Government of Ontario (data.ontario.ca)",
    licence: `Open Government Licence – Ontario${TO_CONFIRM}`,
    attribution: "Contains information licensed under the Open Government Licence – Ontario.",
  }),
  file("quebec", {
    region: { code: "quebec", label: "Québec" },
    periods: [full(1980, 2020)],
    publisher: "Retraite Québec (Données Québec)",
    licence: `CC BY 4.0${TO_CONFIRM}`,
    attribution: "Source: Retraite Québec, Banque de prénoms, Données Québec",
  }),
  file("alberta", {
    region: { code: "alberta", label: "Alberta" },
    periods: [full(1980, 2020)],
    publisher: "Service Alberta, Alberta Vital Statistics (open.alberta.ca)",
    licence: "Open Government Licence – Alberta",
    attribution: "Contains information licensed under the Open Government Licence – Alberta",
  }),
  file("british-columbia", {
    region: { code: "british-columbia", label: "British Columbia" },
    periods: [threshold(1915, 2014, 5)],
    publisher: "BC Vital Statistics Agency (catalogue.data.gov.bc.ca)",
    licence: "Open Government Licence – British Columbia",
    attribution: "Contains information licensed under the Open Government Licence – British Columbia",
  }),
  file("nova-scotia", {
    region: { code: "nova-scotia", label: "Nova Scotia" },
    periods: [top(1920, 2022, "20")],
    publisher: "Department of Service Nova Scotia (data.novascotia.ca)",
    licence: "Open Government Licence – Nova Scotia",
    attribution: "Contains information licensed under the Open Government Licence – Nova Scotia",
  }),
  file("new-brunswick", {
    region: { code: "new-brunswick", label: "New Brunswick" },
    periods: [top(1980, 2018, "20")],
    publisher: "Government of New Brunswick",
    licence: "Open Government Licence – New Brunswick",
    attribution: "Contains information licensed under the Open Government Licence – New Brunswick",
  }),
];

const GERMANY: BirthFile[] = [
  file("berlin", {
    region: { code: "berlin", label: "Berlin" },
    periods: [full(2017, 2023)],
    publisher: "Landesamt für Bürger- und Ordnungsangelegenheiten (LABO) Berlin / BerlinOnline",
    licence: "CC BY 3.0 DE",
    attribution:
      "Berliner Landesamt für Bürger- und Ordnungsangelegenheiten (LABO) / BerlinOnline Stadtportal GmbH & Co. KG, https://github.com/berlinonline/haeufige-vornamen-berlin",
  }),
  file("cologne", {
    region: { code: "cologne", label: "Cologne" },
    periods: [full(2017, 2020)],
    publisher: "Stadt Köln (offenedaten-koeln.de)",
    licence: `CC BY 3.0 DE or DL-DE-Zero 2.0${TO_CONFIRM}`,
    attribution: "Datenquelle: Stadt Köln, Vornamen, offenedaten-koeln.de",
  }),
];

export const BIRTH_COUNTRIES: readonly BirthCountry[] = [
  {
    country: "usa",
    label: "United States",
    sourceLabel: "United States: Social Security Administration, births 1880–2024, names given to 5 or more babies",
    files: [
      file("usa", {
        periods: [threshold(1880, 2024, 5)],
        publisher: "U.S. Social Security Administration (SSA)",
        licence: "Public domain (U.S. federal government work)",
        attribution: "Source: U.S. Social Security Administration, baby names from Social Security card applications",
      }),
    ],
  },
  {
    country: "uk",
    label: "United Kingdom",
    sourceLabel: "England & Wales only: Office for National Statistics (ONS), births 1996–2024",
    files: [
      {
        ...file("england-wales", {
          periods: [threshold(1996, 2024, 3)],
          publisher: "Office for National Statistics (ONS)",
          licence: OGL,
          attribution: "Source: Office for National Statistics licensed under the Open Government Licence v.3.0",
        }),
      },
    ],
  },
  {
    country: "france",
    label: "France",
    sourceLabel: "France: INSEE, Fichier des prénoms, births 1900–2020",
    files: [
      file("france", {
        periods: [threshold(1900, 2020, 3)],
        publisher: "INSEE",
        licence: "INSEE reuse terms (free reuse, cite the source; Licence Ouverte / Etalab)",
        attribution: "Source : Insee, Fichier des prénoms (édition 2021, naissances 1900–2020)",
      }),
    ],
  },
  {
    country: "ireland",
    label: "Ireland",
    sourceLabel: "Republic of Ireland: Central Statistics Office (CSO), births 1964–2024",
    files: [
      file("ireland", {
        periods: [threshold(1964, 2024, 3)],
        publisher: "Central Statistics Office (CSO), Ireland",
        licence: CC_BY_4,
        attribution:
          "Source: Central Statistics Office, Ireland (CSO), Irish Babies' Names, licensed under CC BY 4.0; compiled by Stefan Müller, iebabynames",
      }),
    ],
  },
  {
    country: "scotland",
    label: "Scotland",
    sourceLabel: "Scotland: National Records of Scotland (NRS), births 1974–2020",
    files: [
      file("scotland", {
        periods: [full(1974, 2020)],
        publisher: "National Records of Scotland (NRS)",
        licence: OGL,
        attribution:
          "Contains public sector information licensed under the Open Government Licence v3.0. Source: National Records of Scotland (© Crown copyright)",
      }),
    ],
  },
  {
    country: "northern-ireland",
    label: "Northern Ireland",
    sourceLabel: "Northern Ireland: NISRA, births 1997–2020",
    files: [
      file("northern-ireland", {
        periods: [threshold(1997, 2020, 3)],
        publisher: "Northern Ireland Statistics and Research Agency (NISRA)",
        licence: OGL,
        attribution:
          "Source: NISRA. Contains public sector information licensed under the Open Government Licence v3.0.",
      }),
    ],
  },
  {
    country: "sweden",
    label: "Sweden",
    sourceLabel:
      "Sweden: Statistics Sweden (SCB), births 1998–2021, names given to at least 10 babies; Noah/Noa and Lucas/Lukas ranked together, as SCB does",
    files: [
      file("sweden", {
        periods: [threshold(1998, 2021, 10)],
        publisher: "Statistics Sweden (SCB)",
        licence: CC_BY_4,
        attribution: "Source: Statistics Sweden (SCB), licensed under CC BY 4.0",
      }),
    ],
    rankGrouping: {
      kind: "groups",
      groups: [
        ["Noah", "Noa"],
        ["Lucas", "Lukas"],
      ],
    },
  },
  {
    country: "norway",
    label: "Norway",
    sourceLabel: "Norway: Statistics Norway (SSB), births 1945–2020, a fixed selection of 1,888 names",
    files: [
      file("norway", {
        periods: [{ from: 1945, to: 2020, coverage: "selection", note: "a fixed selection of 1,888 names" }],
        publisher: "Statistics Norway (SSB)",
        licence: `SSB terms of reuse, CC BY 4.0 / NLOD${TO_CONFIRM}`,
        attribution: "Source: Statistics Norway (SSB), StatBank table 10467",
      }),
    ],
  },
  {
    country: "australia",
    label: "Australia",
    sourceLabel:
      "Australia: six states and territories pooled — South Australia (every name 1944–2017 and 2024, top 100 2018–2023), New South Wales and Queensland (top 100), Victoria (top 100, 2008–2024), Western Australia (top 10; 2024 top 86), Tasmania (names given 5+ times, 2010–2016), Northern Territory (top 20); no Australian Capital Territory",
    files: AUSTRALIA,
  },
  {
    country: "canada",
    label: "Canada",
    sourceLabel:
      "Canada: six provinces pooled — Ontario (names given 5+ times, 1917–2019), Québec and Alberta (every name, 1980–2020), British Columbia (names given 5+ times, 1915–2014), Nova Scotia (top 20, 1920–2022), New Brunswick (top 20, 1980–2018)",
    files: CANADA,
  },
  {
    country: "denmark",
    label: "Denmark",
    sourceLabel:
      "Denmark: Statistics Denmark, top 25 per sex 1985–1992 and top 50 from 1993 to 2024, and every name of the boys born in 2019",
    files: [
      file("denmark", {
        region: { code: "denmark", label: "Denmark" },
        periods: [full(2019, 2019)],
        publisher: "Statistics Denmark (Danmarks Statistik)",
        licence: CC_BY_4,
        attribution: "Source: Statistics Denmark, licensed under CC BY 4.0",
      }),
      file("denmark-top", {
        region: { code: "denmark", label: "Denmark" },
        periods: [top(1985, 1992, "25"), top(1993, 2024, "50")],
        publisher: "Statistics Denmark (Danmarks Statistik)",
        licence: CC_BY_4,
        attribution: "Source: Statistics Denmark, licensed under CC BY 4.0",
      }),
    ],
  },
  {
    country: "spain",
    label: "Spain",
    sourceLabel:
      "Spain: INE, the top 100 names per sex of the babies born 2002–2019 (INE writes no accents); usage from INE residents by first name on 1 Jan 2021 (all ages)",
    files: [
      file("spain-births-top", {
        periods: [top(2002, 2004, "150"), top(2005, 2019, "100")],
        publisher: "Instituto Nacional de Estadística (INE)",
        licence: "INE reuse terms (CC BY 4.0 per INE's legal notice; cite INE)",
        attribution: "Fuente: Instituto Nacional de Estadística (INE), nombres más frecuentes de los recién nacidos",
      }),
      file("spain", {
        yearly: false,
        periods: [],
        publisher: "Instituto Nacional de Estadística (INE)",
        licence:
          "INE reuse terms (cite the source and reference date; do not alter the meaning; no endorsement implied)",
        attribution:
          "Elaboración propia con datos extraídos del sitio web del INE: www.ine.es (Padrón Continuo a 01/01/2021)",
      }),
    ],
    population: { boy: 23_222_953, girl: 24_162_154 },
  },
  {
    country: "brazil",
    label: "Brazil",
    sourceLabel: "Brazil: usage only, IBGE 2010 census, people alive by first name (all ages, not births)",
    files: [
      file("brazil", {
        yearly: false,
        periods: [],
        publisher: "IBGE, Censo Demográfico 2010, via Brasil.IO",
        licence: "CC BY-SA 4.0",
        attribution: "Fonte: IBGE, Censo Demográfico 2010, via Brasil.IO (genero-nomes), CC BY-SA 4.0",
      }),
    ],
    population: { boy: 93_406_990, girl: 97_348_809 },
  },
  {
    country: "new-zealand",
    label: "New Zealand",
    sourceLabel:
      "New Zealand: Department of Internal Affairs, registrations 1900–2020, names given to 10 or more babies",
    files: [
      file("new-zealand", {
        periods: [threshold(1900, 2020, 10)],
        publisher: "Department of Internal Affairs (DIA), New Zealand",
        licence: CC_BY_4,
        attribution:
          "Source: Department of Internal Affairs, Baby name popularity over time, data.govt.nz, licensed under CC BY 4.0",
      }),
    ],
  },
  {
    country: "belgium",
    label: "Belgium",
    sourceLabel: "Belgium: Statbel, births 1995–2025, names given to 5 or more babies",
    files: [
      file("belgium", {
        periods: [threshold(1995, 2025, 5)],
        publisher: "Statbel (Direction générale Statistique – Statistics Belgium)",
        licence: "Statbel open-data licence (free reuse; cite the source and date)",
        attribution: "Source: Statbel (Direction générale Statistique – Statistics Belgium)",
      }),
    ],
  },
  {
    country: "austria",
    label: "Austria",
    sourceLabel: "Austria: Statistik Austria, every first name, births 1984–2022 (Austrian citizens only before 2010)",
    files: [
      file("austria", {
        periods: [full(1984, 2022)],
        publisher: "Statistik Austria",
        licence: CC_BY_4,
        attribution: "Datenquelle: Statistik Austria",
      }),
    ],
  },
  {
    country: "chile",
    label: "Chile",
    sourceLabel:
      "Chile: Registro Civil (SRCeI), every registered first name, 1920–2021; spellings that differ only by accents ranked together, as SRCeI does",
    files: [
      file("chile", {
        periods: [full(1920, 2021)],
        publisher: "Servicio de Registro Civil e Identificación (SRCeI), Chile; compiled by guaguas (CC0)",
        licence: `No licence stated by the publisher; attribution to the Registro Civil advised${TO_CONFIRM}`,
        attribution: "Fuente: Servicio de Registro Civil e Identificación (SRCeI), Chile; paquete guaguas (CC0)",
      }),
    ],
    rankGrouping: { kind: "accents" },
  },
  {
    country: "israel",
    label: "Israel",
    sourceLabel:
      "Israel: Central Bureau of Statistics, births 1949–2024, names given to 5 or more babies in a population group; Hebrew script, shown in Latin transliteration",
    files: [
      file("israel", {
        periods: [threshold(1949, 2024, 5)],
        publisher: "Israel Central Bureau of Statistics (CBS)",
        licence: `CBS material may be reused with the source cited${TO_CONFIRM}`,
        attribution: "Source: Israel Central Bureau of Statistics",
      }),
    ],
    script: "hebrew",
  },
  {
    country: "germany",
    label: "Germany",
    sourceLabel:
      "Germany: Berlin (2017–2023) and Cologne (2017–2020) only, every first given name registered in the two cities, pooled; no national statistics",
    files: GERMANY,
  },
  {
    country: "italy",
    label: "Italy",
    sourceLabel: "Italy: ISTAT, the top 30 names per sex of the babies registered 2008–2018",
    files: [
      file("italy-top", {
        periods: [top(2008, 2018, "30")],
        publisher: "ISTAT (Istituto Nazionale di Statistica)",
        licence: `CC BY${TO_CONFIRM}`,
        attribution: "Fonte: ISTAT, Iscritti in anagrafe per nascita, Tavola 2.9",
      }),
    ],
  },
];

/** Every births file, in BIRTH_COUNTRIES order. */
export const BIRTH_FILES: readonly BirthFile[] = BIRTH_COUNTRIES.flatMap((c) => c.files);

/** The country a births file belongs to. */
export function countryOfFile(id: string): BirthCountry {
  const c = BIRTH_COUNTRIES.find((x) => x.files.some((f) => f.id === id));
  if (!c) throw new Error(`unknown births file ${id}`);
  return c;
}

/** The coverage of a file in one year (undefined outside its periods). */
export function coverageIn(f: BirthFile, year: number): Coverage | undefined {
  return f.periods.find((p) => year >= p.from && year <= p.to)?.coverage;
}

const GFDL_NOTICE =
  "List of first names and gender. Copyright (c) 2007-2008: Jörg MICHAEL, Adalbert-Stifter-Str. 11, 30655 Hannover, Germany. Updated 2016: Matthias Winkelmann. Permission is granted to copy, distribute and/or modify this document under the terms of the GNU Free Documentation License, Version 1.2 or any later version published by the Free Software Foundation; with no Invariant Sections, no Front-Cover Texts, and no Back-Cover Texts. A copy of the license is included in LICENSE-GFDL-1.2.txt. Modified by Namewise: frequency bands restored to 1–13, mangled rows removed, ligatures written out, NFC, re-sorted (see knowledge/SOURCES.md).";

export const KNOWLEDGE_SOURCES = {
  namdict: {
    file: "knowledge/namdict.csv.gz",
    publisher: "Jörg Michael, nam_dict (c't 17/2007); conversion by Matthias Winkelmann",
    licence: "GNU Free Documentation License 1.2 or later",
    attribution: GFDL_NOTICE,
  },
  related: {
    file: "knowledge/related-names.csv.gz",
    publisher: "Behind the Name (behindthename.com, Mike Campbell)",
    licence: "CC BY-SA 4.0",
    attribution:
      "Name data from Behind the Name (https://www.behindthename.com/), licensed CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/)",
  },
  wiktionary: {
    file: "knowledge/wiktionary-given-names.csv.gz",
    publisher: "Wiktionary contributors; extracted by Names-by-Culture (J. Woolley)",
    licence: "CC BY-SA 3.0/4.0",
    attribution:
      "Given-name categories from Wiktionary (https://en.wiktionary.org), CC BY-SA 3.0/4.0; extracted by the Names-by-Culture project (github.com/jgwoolley/Names-by-Culture).",
  },
  hitchcock: {
    file: "knowledge/hitchcock-bible-names.csv.gz",
    publisher: "Roswell D. Hitchcock (1869); CSV by Brady Stephenson, BibleData",
    licence: "Text public domain; CSV CC BY 4.0",
    attribution:
      "Hitchcock's Bible Names Dictionary (1869, public domain); CSV from BibleData by Brady Stephenson, https://github.com/BradyStephenson/bible-data, CC BY 4.0, DOI 10.5281/zenodo.19539956.",
  },
  popular: {
    file: "knowledge/popular-by-country.csv.gz",
    publisher: "sigpwned/popular-names-by-country-dataset, compiled from Wikipedia",
    licence: "CC0 1.0",
    attribution:
      "Popular given names by country: sigpwned/popular-names-by-country-dataset (CC0), compiled from Wikipedia",
  },
} as const satisfies Record<string, SourceInfo>;

/** nam_dict area columns that give a catalog country usage (the rest are not catalog countries). */
export const NAMDICT_COUNTRIES: Readonly<Record<string, string>> = {
  de: "germany",
  it: "italy",
  in_lk: "india",
  nl: "netherlands",
  pl: "poland",
  es: "spain",
  dk: "denmark",
};

/** popular-by-country lists (ISO alpha-2) that give a catalog country usage. */
export const POPULAR_COUNTRIES: Readonly<Record<string, string>> = {
  DE: "germany",
  IT: "italy",
  IN: "india",
  NL: "netherlands",
  PL: "poland",
  ES: "spain",
  BR: "brazil",
  DK: "denmark",
};

/** Countries with usage data only. */
export const USAGE_ONLY_LABELS: Readonly<Record<string, { label: string; source: string }>> = {
  india: {
    label: "India",
    source:
      "India: usage only, nam_dict bands for India/Sri Lanka (2007), BabyCenter top lists 2021–2022 and names of India's languages; no yearly births",
  },
  netherlands: {
    label: "Netherlands",
    source: "Netherlands: usage only, nam_dict frequency bands (2007) and a 2022 top-names list; no yearly births",
  },
  poland: {
    label: "Poland",
    source: "Poland: usage only, nam_dict frequency bands (2007) and a 2022 top-names list; no yearly births",
  },
};

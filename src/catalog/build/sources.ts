/** The input files, what they are, and the credit each asks for (from the SOURCES.md files beside them). */

export interface SourceInfo {
  /** Path relative to SOURCES_DIR. */
  file: string;
  publisher: string;
  licence: string;
  attribution: string;
}

export interface BirthSource extends SourceInfo {
  country: string;
  label: string;
  /** The statistics behind the country code, said honestly. */
  sourceLabel: string;
  /** Births per year (true) or totals of living people with no year (false). */
  yearly: boolean;
  /** Totals only: the population of each sex at the reference date, the denominator of countryPopularity. */
  population?: { boy: number; girl: number };
}

const OGL = "Open Government Licence v3.0";

export const BIRTH_SOURCES: readonly BirthSource[] = [
  {
    country: "usa",
    file: "births/usa.csv.gz",
    label: "United States",
    yearly: true,
    sourceLabel: "United States: Social Security Administration, births 1880–2024",
    publisher: "U.S. Social Security Administration (SSA)",
    licence: "Public domain (U.S. federal government work)",
    attribution: "Source: U.S. Social Security Administration, baby names from Social Security card applications",
  },
  {
    country: "uk",
    file: "births/england-wales.csv.gz",
    label: "United Kingdom",
    yearly: true,
    sourceLabel: "England & Wales only: Office for National Statistics (ONS), births 1996–2024",
    publisher: "Office for National Statistics (ONS)",
    licence: OGL,
    attribution: "Source: Office for National Statistics licensed under the Open Government Licence v.3.0",
  },
  {
    country: "france",
    file: "births/france.csv.gz",
    label: "France",
    yearly: true,
    sourceLabel: "France: INSEE, Fichier des prénoms, births 1900–2020",
    publisher: "INSEE",
    licence: "INSEE reuse terms (free reuse, cite the source; Licence Ouverte / Etalab)",
    attribution: "Source : Insee, Fichier des prénoms (édition 2021, naissances 1900–2020)",
  },
  {
    country: "ireland",
    file: "births/ireland.csv.gz",
    label: "Ireland",
    yearly: true,
    sourceLabel: "Republic of Ireland: Central Statistics Office (CSO), births 1964–2024",
    publisher: "Central Statistics Office (CSO), Ireland",
    licence: "CC BY 4.0",
    attribution:
      "Source: Central Statistics Office, Ireland (CSO), Irish Babies' Names, licensed under CC BY 4.0; compiled by Stefan Müller, iebabynames",
  },
  {
    country: "scotland",
    file: "births/scotland.csv.gz",
    label: "Scotland",
    yearly: true,
    sourceLabel: "Scotland: National Records of Scotland (NRS), births 1974–2020",
    publisher: "National Records of Scotland (NRS)",
    licence: OGL,
    attribution:
      "Contains public sector information licensed under the Open Government Licence v3.0. Source: National Records of Scotland (© Crown copyright)",
  },
  {
    country: "northern-ireland",
    file: "births/northern-ireland.csv.gz",
    label: "Northern Ireland",
    yearly: true,
    sourceLabel: "Northern Ireland: NISRA, births 1997–2020",
    publisher: "Northern Ireland Statistics and Research Agency (NISRA)",
    licence: OGL,
    attribution: "Source: NISRA. Contains public sector information licensed under the Open Government Licence v3.0.",
  },
  {
    country: "sweden",
    file: "births/sweden.csv.gz",
    label: "Sweden",
    yearly: true,
    sourceLabel: "Sweden: Statistics Sweden (SCB), births 1998–2021, names given to at least 10 babies",
    publisher: "Statistics Sweden (SCB)",
    licence: "CC BY 4.0",
    attribution: "Source: Statistics Sweden (SCB), licensed under CC BY 4.0",
  },
  {
    country: "norway",
    file: "births/norway.csv.gz",
    label: "Norway",
    yearly: true,
    sourceLabel: "Norway: Statistics Norway (SSB), births 1945–2020, a fixed selection of 1,888 names",
    publisher: "Statistics Norway (SSB)",
    licence: "Not stated in the source repository (SSB publishes under CC BY 4.0 / NLOD; to be confirmed)",
    attribution: "Source: Statistics Norway (SSB), StatBank table 10467",
  },
  {
    country: "australia",
    file: "births/south-australia.csv.gz",
    label: "Australia",
    yearly: true,
    sourceLabel: "South Australia only: Government of South Australia, births 1944–2017",
    publisher: "Government of South Australia (data.sa.gov.au)",
    licence: "CC BY 4.0",
    attribution: "Source: Government of South Australia, data.sa.gov.au, licensed under CC BY 4.0",
  },
  {
    country: "canada",
    file: "births/ontario.csv.gz",
    label: "Canada",
    yearly: true,
    sourceLabel: "Ontario only: Government of Ontario, births 1917–2019",
    publisher: "Government of Ontario (data.ontario.ca)",
    licence: "Open Government Licence – Ontario (to be confirmed on the dataset page)",
    attribution: "Contains information licensed under the Open Government Licence – Ontario.",
  },
  {
    country: "denmark",
    file: "births/denmark.csv.gz",
    label: "Denmark",
    yearly: true,
    sourceLabel: "Denmark: Statistics Denmark, boys born in 2019 only; girls' names from usage data",
    publisher: "Statistics Denmark (Danmarks Statistik)",
    licence: "CC BY 4.0",
    attribution: "Source: Statistics Denmark, licensed under CC BY 4.0",
  },
  {
    country: "spain",
    file: "births/spain.csv.gz",
    label: "Spain",
    yearly: false,
    sourceLabel: "Spain: usage only, INE residents by first name on 1 Jan 2021 (all ages, not births)",
    population: { boy: 23_222_953, girl: 24_162_154 },
    publisher: "Instituto Nacional de Estadística (INE)",
    licence: "INE reuse terms (cite the source and reference date; do not alter the meaning; no endorsement implied)",
    attribution:
      "Elaboración propia con datos extraídos del sitio web del INE: www.ine.es (Padrón Continuo a 01/01/2021)",
  },
  {
    country: "brazil",
    file: "births/brazil.csv.gz",
    label: "Brazil",
    yearly: false,
    sourceLabel: "Brazil: usage only, IBGE 2010 census, people alive by first name (all ages, not births)",
    population: { boy: 93_406_990, girl: 97_348_809 },
    publisher: "IBGE, Censo Demográfico 2010, via Brasil.IO",
    licence: "CC BY-SA 4.0",
    attribution: "Fonte: IBGE, Censo Demográfico 2010, via Brasil.IO (genero-nomes), CC BY-SA 4.0",
  },
];

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
  germany: {
    label: "Germany",
    source: "Germany: usage only, nam_dict frequency bands (2007) and a 2022 top-names list; no yearly births",
  },
  italy: {
    label: "Italy",
    source: "Italy: usage only, nam_dict frequency bands (2007) and a 2021 top-names list; no yearly births",
  },
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

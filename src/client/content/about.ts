// Editorial content of the About page (/about): mission, what the site measures, data sources with the
// credits their licences ask for, privacy, and the call to action. American English.
// Attribution strings are copied verbatim from ../shared/data/births/SOURCES.md and
// ../shared/data/knowledge/SOURCES.md; do not reword them.
import type { ArticleSection, DataSource, Statistic } from "./types";

export const aboutTitle = "About Namewise";

export const aboutIntro =
  "Namewise helps expecting parents find a name with facts they can trust: real birth statistics, meanings we research and write ourselves, and no accounts or tracking.";

/** Mission: three paragraphs. */
export const aboutMission: ArticleSection = {
  heading: "Our mission",
  paragraphs: [
    "Choosing a name is one of the first decisions parents make together, and it deserves better than lists of unverified meanings and made-up rankings. Namewise exists to give you honest information in one calm place: how often a name is really given, where it comes from, and what it means, with the source of every figure in plain view.",
    "We take our popularity figures from official birth registrations published by national and regional statistics offices, and we label every figure with its country and year. We write every meaning in our own words and mark how certain it is. When a name's origin is disputed or unknown, we say so instead of filling the gap with a pleasant guess.",
    "We also believe a baby-name site should not watch you while you browse. There is nothing to sign up for, no advertising trackers and no third-party scripts, and the shortlist you build is tied only to a random cookie in your own browser.",
  ],
};

/** What the site measures and where it comes from. */
export const aboutMeasures: ArticleSection = {
  heading: "What we measure",
  paragraphs: [
    "For each country with yearly statistics, we count how many babies of each sex were registered with a name in a given year, and rank the names by that count. A trend compares a name's rank in the latest year with its rank five data years earlier. Each spelling is counted on its own, exactly as the statistics office recorded it, so Sophie and Sofia, or Sean and Seán, have separate figures.",
    "Sources end in different years, so the latest year differs by country: 2024 for the United States, England and Wales, and Ireland; 2021 for Sweden; 2020 for France, Scotland, Northern Ireland and Norway; 2019 for Ontario and Denmark (boys only); and 2017 for South Australia. Where we show the United Kingdom, the figures are for England and Wales from the Office for National Statistics; Canada means Ontario, and Australia means South Australia. We say so next to the figures.",
    "Most offices leave out the rarest names to protect privacy, typically names given to fewer than three or five babies in a year (ten in Sweden), so very unusual names may have no figures at all. For Spain and Brazil the statistics count living people who hold a name, not births, and for countries without published birth statistics, such as Germany and India, we only show where a name is in use. We never estimate a rank that no office has published.",
  ],
};

/** Headline figures for the About page; each comes straight from the source files. */
export const aboutStatistics: Statistic[] = [
  { value: "11", label: "official sources of yearly birth statistics" },
  { value: "1880–2024", label: "years covered by the U.S. Social Security data" },
  { value: "104,819", label: "different names in the U.S. records alone" },
  { value: "0", label: "accounts, trackers or third-party requests" },
];

export const aboutSourcesHeading = "Data sources and credits";

export const aboutSourcesIntro =
  "Namewise is built on open data. The credits below are shown exactly as each publisher or licence asks. Name spellings are kept as published; the only changes we make are the ones noted, such as restoring letter case where an office publishes names in capitals.";

const OGL_V3 = "https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/";
const CC_BY_4 = "https://creativecommons.org/licenses/by/4.0/";
const CC_BY_SA_4 = "https://creativecommons.org/licenses/by-sa/4.0/";

/** Official birth statistics (and the two population-count sources), in the order of SOURCES.md. */
export const birthDataSources: DataSource[] = [
  {
    id: "usa",
    name: "U.S. Social Security Administration (SSA), national baby-name data",
    covers: "United States, births 1880–2024",
    licence: "Public domain (a work of the U.S. federal government)",
    attribution: ["Source: U.S. Social Security Administration, baby names from Social Security card applications"],
  },
  {
    id: "england-wales",
    name: "Office for National Statistics (ONS), Baby names in England and Wales",
    covers: "England and Wales, births 1996–2024",
    licence: "Open Government Licence v3.0 (Crown copyright)",
    licenceUrl: OGL_V3,
    attribution: [
      "Source: Office for National Statistics licensed under the Open Government Licence v.3.0",
      "Contains public sector information licensed under the Open Government Licence v3.0",
    ],
  },
  {
    id: "france",
    name: "INSEE, Fichier des prénoms",
    covers: "France, births 1900–2020",
    licence:
      "INSEE terms of reuse: free reuse, provided the meaning of the data is not altered and the source is cited",
    attribution: ["Source : Insee, Fichier des prénoms (édition 2021, naissances 1900–2020)"],
  },
  {
    id: "ireland",
    name: "Central Statistics Office (CSO), Irish Babies' Names",
    covers: "Republic of Ireland, births 1964–2024",
    licence: "CC BY 4.0",
    licenceUrl: CC_BY_4,
    attribution: [
      "Source: Central Statistics Office, Ireland (CSO), Irish Babies' Names, licensed under CC BY 4.0",
      "compiled by Stefan Müller, iebabynames",
    ],
  },
  {
    id: "scotland",
    name: "National Records of Scotland (NRS), Babies' first names",
    covers: "Scotland, births 1974–2020",
    licence: "Open Government Licence v3.0 (© Crown copyright)",
    licenceUrl: OGL_V3,
    attribution: [
      "Contains public sector information licensed under the Open Government Licence v3.0. Source: National Records of Scotland",
    ],
  },
  {
    id: "northern-ireland",
    name: "Northern Ireland Statistics and Research Agency (NISRA), first forenames given to babies",
    covers: "Northern Ireland, births 1997–2020",
    licence: "Open Government Licence v3.0",
    licenceUrl: OGL_V3,
    attribution: ["Source: NISRA. Contains public sector information licensed under the Open Government Licence v3.0."],
  },
  {
    id: "sweden",
    name: "Statistics Sweden (SCB), given names of newborns",
    covers: "Sweden, births 1998–2021",
    licence: "CC BY 4.0",
    licenceUrl: CC_BY_4,
    attribution: ["Source: Statistics Sweden (SCB), licensed under CC BY 4.0"],
  },
  {
    id: "norway",
    name: "Statistics Norway (SSB), born persons by first name",
    covers: "Norway, births 1945–2020 (a fixed selection of names)",
    licence: "Statistics Norway's terms of reuse",
    attribution: ["Source: Statistics Norway (SSB), StatBank table 10467"],
  },
  {
    id: "south-australia",
    name: "Government of South Australia, Popular Baby Names",
    covers: "South Australia, births 1944–2017",
    licence: "CC BY 4.0",
    licenceUrl: CC_BY_4,
    attribution: ["Source: Government of South Australia, data.sa.gov.au, licensed under CC BY 4.0"],
  },
  {
    id: "ontario",
    name: "Government of Ontario, Ontario Top Baby Names",
    covers: "Ontario, births 1917–2019",
    licence: "Open Government Licence – Ontario",
    licenceUrl: "https://www.ontario.ca/page/open-government-licence-ontario",
    attribution: ["Contains information licensed under the Open Government Licence – Ontario."],
  },
  {
    id: "denmark",
    name: "Statistics Denmark, first names of boys born in 2019",
    covers: "Denmark, boys born in 2019",
    licence: "CC BY 4.0",
    licenceUrl: CC_BY_4,
    attribution: ["Source: Statistics Denmark, licensed under CC BY 4.0"],
  },
  {
    id: "spain",
    name: "Instituto Nacional de Estadística (INE), frequency of first names",
    covers: "Spain, people of all ages resident on 1 January 2021 (not births)",
    licence: "INE terms of reuse: cite the source and the reference date, keep the meaning, imply no endorsement",
    attribution: [
      "Elaboración propia con datos extraídos del sitio web del INE: www.ine.es (Padrón Continuo a 01/01/2021)",
    ],
    note: "These are our own calculations from INE data; INE does not endorse this site.",
  },
  {
    id: "brazil",
    name: "IBGE, 2010 Census, Nomes no Brasil (via Brasil.IO)",
    covers: "Brazil, people alive at the 2010 census (not births)",
    licence: "CC BY-SA 4.0",
    licenceUrl: CC_BY_SA_4,
    attribution: ["Fonte: IBGE, Censo Demográfico 2010, via Brasil.IO (genero-nomes), CC BY-SA 4.0"],
    note: "Data derived from this source is shared under the same licence (CC BY-SA 4.0).",
  },
];

/** Reference data about names (gender, variants, languages, traditional meanings), in the order of SOURCES.md. */
export const knowledgeDataSources: DataSource[] = [
  {
    id: "namdict",
    name: "Jörg Michael's nam_dict, a list of first names with gender and frequency by country",
    covers: "Which countries a name is used in, and how common it is there (2007–2008 data)",
    licence: "GNU Free Documentation License, Version 1.2 or any later version",
    licenceUrl: "https://www.gnu.org/licenses/old-licenses/fdl-1.2.html",
    attribution: [
      "List of first names and gender. Copyright (c) 2007-2008: Jörg MICHAEL, Adalbert-Stifter-Str. 11, 30655 Hannover, Germany. Updated 2016: Matthias Winkelmann. Permission is granted to copy, distribute and/or modify this document under the terms of the GNU Free Documentation License, Version 1.2 or any later version published by the Free Software Foundation; with no Invariant Sections, no Front-Cover Texts, and no Back-Cover Texts. A copy of the license is included in `LICENSE-GFDL-1.2.txt`.",
    ],
    note: "The full text of the GNU Free Documentation License 1.2 is shipped with the data, in the file LICENSE-GFDL-1.2.txt. Our copy is modified: frequency bands were restored to the original 1–13 scale, 84 empty or damaged rows were removed, ligatures were written out, the text was normalised to Unicode NFC, and the rows were re-sorted by name.",
  },
  {
    id: "behindthename",
    name: "Behind the Name, given names with gender and related names",
    covers: "Variants and related forms of a name",
    licence: "CC BY-SA 4.0",
    licenceUrl: CC_BY_SA_4,
    attribution: [
      "Name data from Behind the Name (https://www.behindthename.com/), licensed CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/)",
    ],
    note: "Adapted copies of this data stay under CC BY-SA 4.0.",
  },
  {
    id: "wiktionary",
    name: "Wiktionary given-name categories, via the Names-by-Culture project",
    covers: "Languages and cultures a name belongs to, and its origin category",
    licence: "CC BY-SA 3.0/4.0",
    licenceUrl: CC_BY_SA_4,
    attribution: [
      "Given-name categories from Wiktionary (https://en.wiktionary.org), CC BY-SA 3.0/4.0; extracted by the Names-by-Culture project (github.com/jgwoolley/Names-by-Culture).",
    ],
    note: "Adapted copies of this data stay under CC BY-SA.",
  },
  {
    id: "hitchcock",
    name: "Hitchcock's Bible Names Dictionary (1869), CSV edition by BibleData",
    covers: "Traditional meanings of Bible names, shown as traditional, not as established etymology",
    licence: "Text in the public domain; CSV under CC BY 4.0",
    licenceUrl: CC_BY_4,
    attribution: [
      "Hitchcock's Bible Names Dictionary (1869, public domain); CSV from BibleData by Brady Stephenson, https://github.com/BradyStephenson/bible-data, CC BY 4.0, DOI 10.5281/zenodo.19539956.",
    ],
  },
  {
    id: "popular-by-country",
    name: "Most popular given names by country, compiled from Wikipedia",
    covers: "Short top-name lists for countries without birth statistics in our data",
    licence: "CC0 1.0 (no credit required)",
    licenceUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
    attribution: [
      "Popular given names by country: sigpwned/popular-names-by-country-dataset (CC0), compiled from Wikipedia",
    ],
  },
];

/** Privacy statement. */
export const aboutPrivacy: ArticleSection = {
  heading: "Privacy",
  paragraphs: [
    "Namewise has no accounts, no sign-in and no newsletter form. We do not use analytics or advertising trackers, and pages make no requests to third parties: fonts, scripts and images all come from our own server.",
    "The site sets one cookie, and only so that favorites work: it holds a random session identifier, with no name, email address or other detail about you. Your saved names are stored against that identifier. The cookie cannot be read by scripts on the page, and if you delete it, your list is no longer linked to your browser.",
    "Your choice of light or dark theme is remembered in your browser's local storage and never leaves your device.",
  ],
};

/** Call to action at the bottom of the About page, linking to the generator at /. */
export const aboutCallToAction = {
  heading: "Ready to find a name?",
  text: "Set a few filters and let the generator suggest names to start your shortlist. Each one comes with its meaning, origin and, where the statistics have it, how many babies were given it.",
  buttonLabel: "Open the name generator",
  href: "/",
} as const;

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
    "For each country with yearly statistics, we count how many babies of each sex were registered with a name in a given year, and rank the names by that count. A trend compares a name's rank in the latest year with its rank five data years earlier, and we only call a name rising, falling or new when at least 20 babies were given it. Each spelling is counted on its own, exactly as the statistics office recorded it, so Sophie and Sofia, or Sean and Seán, have separate figures, except where an office itself ranks spellings together: Chile's civil registry ranks Sofía and Sofia as one name, and Statistics Sweden ranks Noah with Noa.",
    "Sources end in different years, so the latest year differs by country: 2025 for Belgium; 2024 for the United States, England and Wales, Ireland, Australia, Denmark and Israel; 2023 for Germany; 2022 for Austria; 2021 for Sweden and Chile; 2020 for France, Scotland, Northern Ireland, Norway and New Zealand; 2019 for Canada and Spain; and 2018 for Italy. Where we show the United Kingdom, the figures are for England and Wales from the Office for National Statistics. Canada adds up six provinces and Australia six states and territories, each of which you can also see on its own; Germany means Berlin and Cologne, the only German lists we have. Spain, Italy and Denmark publish only their most given names each year. We say so next to the figures.",
    "Most offices leave out the rarest names to protect privacy, typically names given to fewer than three or five babies in a year (ten in Sweden and New Zealand), so very unusual names may have no figures at all. For Brazil the statistics count living people who hold a name, not births, and for countries without published birth statistics, such as India, we only show where a name is in use. We rank names only within what an office published; where we add up provinces or cities, the totals and their ranks are our own sums of the published counts. Israel publishes names in Hebrew script: we show each under its usual Latin spelling, with the Hebrew beside it.",
  ],
};

/** Headline figures for the About page; each comes straight from the source files. */
export const aboutStatistics: Statistic[] = [
  { value: "33", label: "official sources of yearly birth statistics" },
  { value: "19", label: "countries with yearly birth statistics" },
  { value: "1880–2025", label: "years the birth statistics cover" },
  { value: "0", label: "accounts, trackers or third-party requests" },
];

export const aboutSourcesHeading = "Data sources and credits";

export const aboutSourcesIntro =
  "Namewise is built on open data. The credits below are shown exactly as each publisher or licence asks. Name spellings are kept as published; the only changes we make are the ones noted, such as restoring letter case where an office publishes names in capitals.";

const OGL_V3 = "https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/";
const CC_BY_4 = "https://creativecommons.org/licenses/by/4.0/";
const CC_BY_SA_4 = "https://creativecommons.org/licenses/by-sa/4.0/";
const CC_BY_3_DE = "https://creativecommons.org/licenses/by/3.0/de/";

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
    licence: "SSB terms of reuse, CC BY 4.0 / NLOD (to confirm)",
    attribution: ["Source: Statistics Norway (SSB), StatBank table 10467"],
  },
  {
    id: "south-australia",
    name: "Government of South Australia, Popular Baby Names",
    covers: "South Australia, births 1944–2017 (every name)",
    licence: "CC BY 4.0",
    licenceUrl: CC_BY_4,
    attribution: ["Source: Government of South Australia, data.sa.gov.au, licensed under CC BY 4.0"],
  },
  {
    id: "south-australia-2018-2024",
    name: "Government of South Australia, Popular Baby Names",
    covers: "South Australia, births 2018–2023 (top 100) and 2024 (every name)",
    licence: "CC BY 4.0",
    licenceUrl: CC_BY_4,
    attribution: ["Source: Government of South Australia, data.sa.gov.au, licensed under CC BY 4.0"],
  },
  {
    id: "new-south-wales",
    name: "NSW Registry of Births, Deaths and Marriages, Popular baby names from 1952",
    covers: "New South Wales, births 1952–2024 (top 100)",
    licence: "CC BY 4.0 (to confirm)",
    attribution: ["Source: NSW Registry of Births, Deaths and Marriages, data.nsw.gov.au"],
  },
  {
    id: "queensland",
    name: "Queensland Registry of Births, Deaths and Marriages, Top 100 Baby Names",
    covers: "Queensland, births 1960–2024 (top 100)",
    licence: "CC BY 4.0 (to confirm)",
    attribution: ["Source: Queensland Registry of Births, Deaths and Marriages, data.qld.gov.au"],
  },
  {
    id: "victoria",
    name: "Births, Deaths and Marriages Victoria, Popular baby names in Victoria",
    covers: "Victoria, births 2008–2024 (top 100)",
    licence: "Not stated; © State of Victoria (to confirm)",
    attribution: ["Source: Births, Deaths and Marriages Victoria, Popular baby names in Victoria"],
  },
  {
    id: "western-australia",
    name: "Western Australia Registry of Births, Deaths and Marriages, popular baby names",
    covers: "Western Australia, births 1930–2023 (top 10) and 2024 (top 86)",
    licence: "Not stated; © Government of Western Australia (to confirm)",
    attribution: ["Source: Registry of Births, Deaths and Marriages, Government of Western Australia"],
  },
  {
    id: "tasmania",
    name: "Tasmanian Department of Justice, Births, Deaths and Marriages, top baby names",
    covers: "Tasmania, births 2010–2016 (names given to 5 or more babies)",
    licence: "CC BY (to confirm)",
    attribution: ["Source: Department of Justice, Tasmania, Births, Deaths and Marriages, data.gov.au"],
  },
  {
    id: "northern-territory",
    name: "Northern Territory Registrar-General, popular baby names",
    covers: "Northern Territory, births 1980 and 2002–2022 (top 20)",
    licence: "CC BY 4.0 (to confirm)",
    attribution: ["Source: Northern Territory Government, Births, Deaths and Marriages, nt.gov.au"],
  },
  {
    id: "ontario",
    name: "Government of Ontario, Ontario Top Baby Names",
    covers: "Ontario, births 1917–2019 (names given to 5 or more babies)",
    licence: "Open Government Licence – Ontario (to confirm)",
    licenceUrl: "https://www.ontario.ca/page/open-government-licence-ontario",
    attribution: ["Contains information licensed under the Open Government Licence – Ontario."],
  },
  {
    id: "quebec",
    name: "Retraite Québec, Banque de prénoms",
    covers: "Québec, births 1980–2020 (every name; accents not recorded)",
    licence: "CC BY 4.0 (to confirm)",
    attribution: ["Source: Retraite Québec, Banque de prénoms, Données Québec"],
  },
  {
    id: "alberta",
    name: "Service Alberta, Frequency and ranking of baby names by year and gender",
    covers: "Alberta, births 1980–2020 (every name)",
    licence: "Open Government Licence – Alberta",
    licenceUrl: "https://open.alberta.ca/licence",
    attribution: ["Contains information licensed under the Open Government Licence – Alberta"],
  },
  {
    id: "british-columbia",
    name: "BC Vital Statistics Agency, B.C.'s most popular baby names",
    covers: "British Columbia, births 1915–2014 (names given to 5 or more babies)",
    licence: "Open Government Licence – British Columbia",
    attribution: ["Contains information licensed under the Open Government Licence – British Columbia"],
  },
  {
    id: "nova-scotia",
    name: "Service Nova Scotia, NS Top Twenty Baby Names",
    covers: "Nova Scotia, births 1920–2022 (top 20)",
    licence: "Open Government Licence – Nova Scotia",
    attribution: ["Contains information licensed under the Open Government Licence – Nova Scotia"],
  },
  {
    id: "new-brunswick",
    name: "Government of New Brunswick, Top 20 Popular Baby Names",
    covers: "New Brunswick, births 1980–2018 (top 20)",
    licence: "Open Government Licence – New Brunswick",
    attribution: ["Contains information licensed under the Open Government Licence – New Brunswick"],
  },
  {
    id: "denmark",
    name: "Statistics Denmark, first names of boys born in 2019",
    covers: "Denmark, boys born in 2019 (every name)",
    licence: "CC BY 4.0",
    licenceUrl: CC_BY_4,
    attribution: ["Source: Statistics Denmark, licensed under CC BY 4.0"],
  },
  {
    id: "denmark-top",
    name: "Statistics Denmark, Navne til nyfødte",
    covers: "Denmark, births 1985–1992 (top 25) and 1993–2024 (top 50)",
    licence: "CC BY 4.0",
    licenceUrl: CC_BY_4,
    attribution: ["Source: Statistics Denmark, licensed under CC BY 4.0"],
  },
  {
    id: "new-zealand",
    name: "Department of Internal Affairs, Baby name popularity over time",
    covers: "New Zealand, registrations 1900–2020 (names given to 10 or more babies)",
    licence: "CC BY 4.0",
    licenceUrl: CC_BY_4,
    attribution: [
      "Source: Department of Internal Affairs, Baby name popularity over time, data.govt.nz, licensed under CC BY 4.0",
    ],
  },
  {
    id: "belgium",
    name: "Statbel, Prénoms des filles et garçons",
    covers: "Belgium, births 1995–2025 (names given to 5 or more babies)",
    licence: "Statbel open-data licence: free reuse, citing the source and date",
    licenceUrl: "https://statbel.fgov.be/en/open-data",
    attribution: ["Source: Statbel (Direction générale Statistique – Statistics Belgium)"],
  },
  {
    id: "austria",
    name: "Statistik Austria, Vornamen (OGD)",
    covers: "Austria, births 1984–2022 (every first name; Austrian citizens only before 2010)",
    licence: "CC BY 4.0",
    licenceUrl: CC_BY_4,
    attribution: ["Datenquelle: Statistik Austria"],
  },
  {
    id: "chile",
    name: "Servicio de Registro Civil e Identificación, registered first names (compiled by the guaguas package)",
    covers: "Chile, registrations 1920–2021 (every name)",
    licence: "No licence stated by the publisher; attribution to the Registro Civil advised (to confirm)",
    attribution: ["Fuente: Servicio de Registro Civil e Identificación (SRCeI), Chile; paquete guaguas (CC0)"],
  },
  {
    id: "israel",
    name: "Israel Central Bureau of Statistics, first names of newborns",
    covers: "Israel, births 1949–2024 (names given to 5 or more babies in a population group; Hebrew script)",
    licence: "CBS material may be reused with the source cited (to confirm)",
    attribution: ["Source: Israel Central Bureau of Statistics"],
    note: "Names are shown in Latin script from our own transliteration table, with the Hebrew spelling beside them.",
  },
  {
    id: "berlin",
    name: "LABO Berlin, Liste der häufigen Vornamen (cleaned by BerlinOnline)",
    covers: "Berlin, births 2017–2023 (every first given name)",
    licence: "CC BY 3.0 DE",
    licenceUrl: CC_BY_3_DE,
    attribution: [
      "Berliner Landesamt für Bürger- und Ordnungsangelegenheiten (LABO) / BerlinOnline Stadtportal GmbH & Co. KG, https://github.com/berlinonline/haeufige-vornamen-berlin",
    ],
  },
  {
    id: "cologne",
    name: "Stadt Köln, Vornamen",
    covers: "Cologne, births 2017–2020 (every first given name)",
    licence: "CC BY 3.0 DE or DL-DE-Zero 2.0 (to confirm)",
    attribution: ["Datenquelle: Stadt Köln, Vornamen, offenedaten-koeln.de"],
  },
  {
    id: "spain-births-top",
    name: "Instituto Nacional de Estadística (INE), most frequent names of newborns",
    covers: "Spain, births 2002–2019 (top 100 per sex; about 150 in 2002–2004)",
    licence: "INE reuse terms (CC BY 4.0 per INE's legal notice; cite INE)",
    attribution: ["Fuente: Instituto Nacional de Estadística (INE), nombres más frecuentes de los recién nacidos"],
  },
  {
    id: "italy-top",
    name: "ISTAT, the 30 most frequent names of babies registered in Italy",
    covers: "Italy, registrations 2008–2018 (top 30 per sex)",
    licence: "CC BY (to confirm)",
    attribution: ["Fonte: ISTAT, Iscritti in anagrafe per nascita, Tavola 2.9"],
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
    covers: "Short top-name lists for countries without yearly birth statistics in our data",
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

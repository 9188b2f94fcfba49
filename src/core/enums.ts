// Enumerations of SPEC §5 (exact values and order), plus the wider vocabularies the catalog uses.

export const GENDERS = ["all", "boy", "girl", "unisex"] as const;
export const RELIGIONS = ["all", "hindu", "muslim", "sikh", "christian", "buddhist", "jewish", "secular"] as const;
export const LANGUAGES = [
  "all",
  "hindi",
  "malayalam",
  "tamil",
  "telugu",
  "bengali",
  "marathi",
  "gujarati",
  "punjabi",
  "english",
  "german",
  "french",
  "spanish",
  "italian",
  "portuguese",
  "dutch",
  "swedish",
  "norwegian",
  "danish",
] as const;
export const REGIONS = ["all", "north", "south", "east", "west", "global"] as const;
export const COUNTRIES = [
  "all",
  "india",
  "usa",
  "uk",
  "canada",
  "australia",
  "germany",
  "france",
  "spain",
  "italy",
  "netherlands",
  "sweden",
  "norway",
  "denmark",
  "poland",
  "brazil",
] as const;
export const ORIGINS = [
  "all",
  "sanskrit",
  "arabic",
  "latin",
  "greek",
  "hebrew",
  "germanic",
  "celtic",
  "slavic",
  "nordic",
] as const;

export type GenderFilter = (typeof GENDERS)[number];
export type Gender = Exclude<GenderFilter, "all">;
export type Religion = Exclude<(typeof RELIGIONS)[number], "all">;
export type Region = Exclude<(typeof REGIONS)[number], "all">;

/** Countries a catalog entry may carry: SPEC's list plus the nations with their own statistics. */
export const CATALOG_COUNTRIES = [
  ...COUNTRIES.slice(1),
  "ireland",
  "scotland",
  "northern-ireland",
  "new-zealand",
  "belgium",
  "austria",
  "chile",
  "israel",
] as const;
export type CountryCode = (typeof CATALOG_COUNTRIES)[number];

/**
 * Origins a name may have: SPEC's nine roots plus other well-defined ones. `origin` is the language of
 * the earliest traceable form of the name; `unknown` where scholars cannot say.
 */
export const CATALOG_ORIGINS = [
  ...ORIGINS.slice(1),
  "english",
  "french",
  "irish",
  "scottish",
  "welsh",
  "italian",
  "spanish",
  "portuguese",
  "persian",
  "turkish",
  "aramaic",
  "japanese",
  "chinese",
  "korean",
  "african",
  "hawaiian",
  "native-american",
  "dravidian",
  "punjabi",
  "tibetan",
  "polynesian",
  "egyptian",
  "basque",
  "hungarian",
  "finnish",
  "armenian",
  "georgian",
  "romanian",
  "phoenician",
  "hindustani",
  "albanian",
  "unknown",
] as const;
export type Origin = (typeof CATALOG_ORIGINS)[number];

/** Languages a name is used in: SPEC's list plus those the catalog's sources name. */
export const CATALOG_LANGUAGES = [
  ...LANGUAGES.slice(1),
  "irish",
  "scottish",
  "welsh",
  "arabic",
  "urdu",
  "persian",
  "turkish",
  "hebrew",
  "greek",
  "latin",
  "russian",
  "polish",
  "czech",
  "ukrainian",
  "serbian",
  "croatian",
  "bulgarian",
  "slovak",
  "slovenian",
  "finnish",
  "icelandic",
  "hungarian",
  "japanese",
  "chinese",
  "korean",
  "sanskrit",
  "yiddish",
  "swahili",
  "yoruba",
  "hawaiian",
  "tibetan",
  "konkani",
  "kannada",
  "nepali",
  "romanian",
  "tagalog",
  "vietnamese",
  "catalan",
  "basque",
  "galician",
  "lithuanian",
  "latvian",
  "estonian",
  "bosnian",
  "albanian",
  "belarusian",
  "kurdish",
  "armenian",
  "georgian",
  "pashto",
  "somali",
  "hausa",
  "igbo",
  "amharic",
  "maori",
  "samoan",
  "tongan",
  "mapudungun",
  "frisian",
  "faroese",
  "greenlandic",
  "breton",
  "cornish",
  "indonesian",
  "malay",
  "thai",
] as const;
export type Language = (typeof CATALOG_LANGUAGES)[number];

export const CATALOG_RELIGIONS = RELIGIONS.slice(1) as readonly Religion[];

/** Languages of India, which carry a compass region; every other name's region is global. */
export const INDIAN_LANGUAGE_REGION: Readonly<Record<string, Exclude<Region, "global">>> = {
  hindi: "north",
  punjabi: "north",
  urdu: "north",
  bengali: "east",
  marathi: "west",
  gujarati: "west",
  tamil: "south",
  telugu: "south",
  malayalam: "south",
  kannada: "south",
  konkani: "west",
};

export const CONFIDENCES = ["attested", "traditional", "uncertain"] as const;
export type Confidence = (typeof CONFIDENCES)[number];

export const CATEGORY_TYPES = ["country", "origin", "religion", "language"] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** The values a category page can have, per type: anything else is not a category (a 404 page). */
export const CATEGORY_VALUES: Readonly<Record<CategoryType, readonly string[]>> = {
  country: CATALOG_COUNTRIES,
  origin: CATALOG_ORIGINS,
  religion: CATALOG_RELIGIONS,
  language: CATALOG_LANGUAGES,
};

export function isKnownCategory(type: string, value: string): boolean {
  return (CATEGORY_TYPES as readonly string[]).includes(type)
    ? CATEGORY_VALUES[type as CategoryType].includes(value.toLowerCase())
    : false;
}

/** The orders a list of names can take: most popular, alphabetical, or the biggest risers first. */
export const LIST_SORTS = ["popular", "az", "rising"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

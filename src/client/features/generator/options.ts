import { CATALOG_LANGUAGES, CATALOG_ORIGINS, RELIGIONS } from "../../../core/enums";
import type { GeneratorFilter } from "../../../core/filters";
import { capitalize } from "../../lib/format";
import { COUNTRY_PAGE_LIST, MORE_COUNTRIES } from "../../lib/site";

/** SPEC §5/§9: default 6, range 1 to 50 (core/filters' GENERATOR_LIMIT; not imported, to keep zod out of the bundle). */
export const GENERATOR_DEFAULT_LIMIT = 6;

export interface Option {
  value: string;
  label: string;
  /** Options with a group are listed after the others, under the group's heading. */
  group?: string;
}

const all = (label: string): Option => ({ value: "all", label });

const wordsLabel = (code: string) => code.split("-").map(capitalize).join(" ");
const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label);

/** Heading of the countries after SPEC's nine in the country dropdown. */
export const MORE_COUNTRIES_GROUP = "More countries";

/** SPEC's nine countries first, then, under their own heading, every other catalog country. */
const countryOptions: Option[] = [
  ...COUNTRY_PAGE_LIST.map((c) => ({ value: c.code, label: c.label })),
  ...MORE_COUNTRIES.map((c) => ({ value: c.code, label: c.label, group: MORE_COUNTRIES_GROUP })),
];

export const LETTER_OPTIONS: Option[] = [
  all("Any Letter"),
  ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").map((l) => ({ value: l, label: l })),
];

/** Every catalog country, origin and language; religion without buddhist (SPEC §5). */
export const FIELD_OPTIONS = {
  country: [all("All Countries"), ...countryOptions],
  gender: [
    all("All Genders"),
    { value: "boy", label: "Boy" },
    { value: "girl", label: "Girl" },
    { value: "unisex", label: "Unisex" },
  ],
  origin: [
    all("All Origins"),
    ...CATALOG_ORIGINS.filter((o) => o !== "unknown")
      .map((o) => ({ value: o, label: wordsLabel(o) }))
      .sort(byLabel),
  ],
  religion: [
    all("All Religions"),
    ...RELIGIONS.filter((r) => r !== "all" && r !== "buddhist").map((r) => ({ value: r, label: capitalize(r) })),
  ],
  language: [all("All Languages"), ...CATALOG_LANGUAGES.map((l) => ({ value: l, label: capitalize(l) })).sort(byLabel)],
  region: [
    all("All Regions"),
    ...["north", "south", "east", "west", "global"].map((r) => ({ value: r, label: capitalize(r) })),
  ],
  startingLetter: LETTER_OPTIONS,
  limit: [3, 6, 9, 12, 18, 24, 30, 50].map((n) => ({ value: String(n), label: `${n} names` })),
} satisfies Record<string, Option[]>;

export type GeneratorField = keyof typeof FIELD_OPTIONS;

export const FIELD_LABELS: Record<GeneratorField, string> = {
  country: "Country",
  gender: "Gender",
  origin: "Origin",
  religion: "Religion",
  language: "Language",
  region: "Region",
  startingLetter: "First Letter",
  limit: "Number of Names",
};

export type GeneratorFormValues = Record<GeneratorField, string>;

/** SPEC §4: the form starts with every field at all and limit 6. */
export const INITIAL_VALUES: GeneratorFormValues = {
  country: "all",
  gender: "all",
  origin: "all",
  religion: "all",
  language: "all",
  region: "all",
  startingLetter: "all",
  limit: String(GENERATOR_DEFAULT_LIMIT),
};

/** The form's values from a query string (/?gender=girl&…, the form sent without JavaScript); null if it holds none. */
export function valuesFromSearch(search: URLSearchParams): GeneratorFormValues | null {
  const fields = Object.keys(INITIAL_VALUES) as GeneratorField[];
  if (!fields.some((f) => search.has(f))) return null;
  const values = { ...INITIAL_VALUES };
  for (const field of fields) {
    const value = search.get(field);
    if (value && FIELD_OPTIONS[field].some((o) => o.value === value)) values[field] = value;
  }
  return values;
}

export function toFilter(values: GeneratorFormValues): GeneratorFilter {
  return {
    country: values.country,
    gender: values.gender,
    origin: values.origin,
    religion: values.religion,
    language: values.language,
    region: values.region,
    ...(values.startingLetter === "all" ? {} : { startingLetter: values.startingLetter }),
    limit: Number(values.limit),
  } as GeneratorFilter;
}

/** The server-rendered draw for a form sent without JavaScript (GET /api/names/generate with the same filter). */
export function generatedKey(values: GeneratorFormValues) {
  const { startingLetter, ...filter } = toFilter(values);
  return ["/api/names/generate", { ...filter, startingLetter }] as const;
}

import { LANGUAGES, RELIGIONS } from "../../../core/enums";
import type { GeneratorFilter } from "../../../core/filters";
import { capitalize } from "../../lib/format";
import { COUNTRY_PAGE_LIST, MORE_COUNTRIES, ORIGIN_PAGE_LIST } from "../../lib/site";

/** SPEC §5/§9: default 6, range 1 to 50 (core/filters' GENERATOR_LIMIT; not imported, to keep zod out of the bundle). */
export const GENERATOR_DEFAULT_LIMIT = 6;

export interface Option {
  value: string;
  label: string;
  /** Options with a group are listed after the others, under the group's heading. */
  group?: string;
}

const all = (label: string): Option => ({ value: "all", label });

/** Heading of the countries after SPEC's nine in the country dropdown. */
export const MORE_COUNTRIES_GROUP = "More countries";

/**
 * SPEC §5 dropdown subsets: country all + 9 (then, under their own heading, the other countries the
 * statistics cover), origin all + 7, religion without buddhist, language all + 12.
 */
export const FIELD_OPTIONS = {
  country: [
    all("All Countries"),
    ...COUNTRY_PAGE_LIST.map((c) => ({ value: c.code, label: c.label })),
    ...MORE_COUNTRIES.map((c) => ({ value: c.code, label: c.label, group: MORE_COUNTRIES_GROUP })),
  ],
  gender: [
    all("All Genders"),
    { value: "boy", label: "Boy" },
    { value: "girl", label: "Girl" },
    { value: "unisex", label: "Unisex" },
  ],
  origin: [all("All Origins"), ...ORIGIN_PAGE_LIST.map((o) => ({ value: o.code, label: o.label }))],
  religion: [
    all("All Religions"),
    ...RELIGIONS.filter((r) => r !== "all" && r !== "buddhist").map((r) => ({ value: r, label: capitalize(r) })),
  ],
  language: [all("All Languages"), ...LANGUAGES.slice(1, 13).map((l) => ({ value: l, label: capitalize(l) }))],
  region: [
    all("All Regions"),
    ...["north", "south", "east", "west", "global"].map((r) => ({ value: r, label: capitalize(r) })),
  ],
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
  limit: String(GENERATOR_DEFAULT_LIMIT),
};

export function toFilter(values: GeneratorFormValues): GeneratorFilter {
  return {
    country: values.country,
    gender: values.gender,
    origin: values.origin,
    religion: values.religion,
    language: values.language,
    region: values.region,
    limit: Number(values.limit),
  } as GeneratorFilter;
}

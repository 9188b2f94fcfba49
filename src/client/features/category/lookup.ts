import { capitalize } from "../../lib/format";
import { COUNTRY_PAGE_LIST, MORE_COUNTRIES, ORIGIN_PAGE_LIST } from "../../lib/site";

export interface CategoryHeading {
  heading: string;
  description: string;
}

function describeCategory(type: string, label: string): string {
  switch (type) {
    case "country":
      return `Names given to babies in ${label}, most popular first.`;
    case "origin":
      return `Names with ${label} roots, most popular first.`;
    case "religion":
      return `Names used in ${label} families, most popular first.`;
    default:
      return `Names used in the ${label} language, most popular first.`;
  }
}

const LOOKUP: Record<string, CategoryHeading> = Object.fromEntries([
  ...[...COUNTRY_PAGE_LIST, ...MORE_COUNTRIES].map((c) => [
    `country/${c.code}`,
    {
      heading: `${c.label} Names`,
      description: describeCategory("country", c.label === "USA" || c.label === "UK" ? `the ${c.label}` : c.label),
    },
  ]),
  ...ORIGIN_PAGE_LIST.map((o) => [
    `origin/${o.code}`,
    { heading: `${o.label} Names`, description: describeCategory("origin", o.label) },
  ]),
  ...["hindu", "muslim", "sikh", "christian", "buddhist", "jewish"].map((r) => [
    `religion/${r}`,
    { heading: `${capitalize(r)} Names`, description: describeCategory("religion", capitalize(r)) },
  ]),
]);

/** Heading and description from the fixed lookup; otherwise "<Value> Names" (SPEC §2). */
export function categoryHeading(type: string, value: string): CategoryHeading {
  const known = LOOKUP[`${type}/${value.toLowerCase()}`];
  if (known) return known;
  const label = capitalize(value.replace(/-/g, " "));
  return { heading: `${label} Names`, description: describeCategory(type, label) };
}

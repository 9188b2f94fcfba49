// Navigation and the fixed lists of SPEC §2 (routes, dropdowns, nine countries, seven origins).
import { LANGUAGES, RELIGIONS } from "../../core/enums";

export const SITE_TITLE = "Namewise";
export const YEAR = 2025;

export interface NavLink {
  label: string;
  to: string;
}

export const MAIN_LINKS: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Countries", to: "/countries" },
  { label: "Origins", to: "/origins" },
  { label: "Trending Names", to: "/trending" },
  { label: "Name Meanings", to: "/meanings" },
  { label: "About", to: "/about" },
];

export const COUNTRY_LANDING_LINKS: NavLink[] = [
  { label: "German Boy Names", to: "/baby-names/boys/german" },
  { label: "German Girl Names", to: "/baby-names/girls/german" },
  { label: "French Boy Names", to: "/baby-names/boys/french" },
  { label: "French Girl Names", to: "/baby-names/girls/french" },
  { label: "British Boy Names", to: "/baby-names/boys/british" },
  { label: "British Girl Names", to: "/baby-names/girls/british" },
];

export const BABY_NAMES_LINKS: NavLink[] = [...COUNTRY_LANDING_LINKS, { label: "All Baby Names", to: "/baby-names" }];

const titled = (code: string) => code.charAt(0).toUpperCase() + code.slice(1);

/** The religion pages, one per faith of SPEC §5 (secular is no faith's page). */
export const RELIGION_LINKS: NavLink[] = RELIGIONS.filter((r) => r !== "all" && r !== "secular").map((r) => ({
  label: `${titled(r)} Names`,
  to: `/category/religion/${r}`,
}));

const languageLink = (l: string): NavLink => ({ label: `${titled(l)} Names`, to: `/category/language/${l}` });

/** The language pages of SPEC §5's languages. */
export const LANGUAGE_LINKS: NavLink[] = LANGUAGES.slice(1).map(languageLink);

/** The header's short list of language pages, the most spoken first (the footer has them all). */
export const HEADER_LANGUAGE_LINKS = ["english", "spanish", "french", "german", "italian", "portuguese"].map(
  languageLink,
);

export const A_TO_Z_LINK: NavLink = { label: "Names A to Z", to: "/names/letter/a" };

export const ORIGIN_LANDING_LINKS: NavLink[] = [
  { label: "Latin Boy Names", to: "/names-by-origin/latin/boys" },
  { label: "Latin Girl Names", to: "/names-by-origin/latin/girls" },
  { label: "Celtic Irish Names", to: "/names-by-origin/celtic/irish" },
  { label: "Celtic Scottish Names", to: "/names-by-origin/celtic/scottish" },
];

export interface Place {
  code: string;
  label: string;
}

/** SPEC §2 Countries page: nine countries, each linking to /category/country/{code}. */
export const COUNTRY_PAGE_LIST: Place[] = [
  { code: "usa", label: "USA" },
  { code: "uk", label: "UK" },
  { code: "germany", label: "Germany" },
  { code: "france", label: "France" },
  { code: "spain", label: "Spain" },
  { code: "italy", label: "Italy" },
  { code: "india", label: "India" },
  { code: "canada", label: "Canada" },
  { code: "australia", label: "Australia" },
];

/**
 * The other countries with their own page: every further country with yearly birth statistics, then
 * those known from usage data only. Shown after SPEC's nine (Countries page, generator filter).
 */
export const MORE_COUNTRIES: Place[] = [
  { code: "ireland", label: "Ireland" },
  { code: "scotland", label: "Scotland" },
  { code: "northern-ireland", label: "Northern Ireland" },
  { code: "new-zealand", label: "New Zealand" },
  { code: "belgium", label: "Belgium" },
  { code: "austria", label: "Austria" },
  { code: "chile", label: "Chile" },
  { code: "israel", label: "Israel" },
  { code: "sweden", label: "Sweden" },
  { code: "norway", label: "Norway" },
  { code: "denmark", label: "Denmark" },
  { code: "netherlands", label: "Netherlands" },
  { code: "poland", label: "Poland" },
  { code: "brazil", label: "Brazil" },
];

/** SPEC §2 Origins page: seven origins, each linking to /category/origin/{code}. */
export const ORIGIN_PAGE_LIST: Array<{ code: string; label: string }> = [
  { code: "latin", label: "Latin" },
  { code: "germanic", label: "Germanic" },
  { code: "hebrew", label: "Hebrew" },
  { code: "sanskrit", label: "Sanskrit" },
  { code: "arabic", label: "Arabic" },
  { code: "greek", label: "Greek" },
  { code: "celtic", label: "Celtic" },
];

export function placeLabel(code: string): string {
  const found = COUNTRY_PAGE_LIST.find((c) => c.code === code) ?? MORE_COUNTRIES.find((c) => c.code === code);
  return found
    ? found.label
    : code
        .split("-")
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(" ");
}

export function categoryPath(type: string, value: string): string {
  return `/category/${type}/${encodeURIComponent(value)}`;
}

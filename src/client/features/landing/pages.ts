import { type CategoryQuery, categoryKey } from "../../lib/queries";

/** The ten landing pages of SPEC §2: where each one's up-to-12 names come from. */
export interface LandingPageConfig {
  key: string;
  path: string;
  type: "country" | "origin";
  value: string;
  query: CategoryQuery;
}

export const LANDING_NAME_LIMIT = 12;
export const LANDING_SKELETON_TILES = 6;
/** SPEC §2/§4: the text shown when the list has loaded but is empty (SPEC's words, quirk included). */
export const LANDING_EMPTY_TEXT = "Loading ...";

const country = (key: string, path: string, value: string, gender: "boy" | "girl"): LandingPageConfig => ({
  key,
  path,
  type: "country",
  value,
  query: { gender, limit: LANDING_NAME_LIMIT },
});

export const LANDING_PAGES: LandingPageConfig[] = [
  country("german-boys", "/baby-names/boys/german", "germany", "boy"),
  country("german-girls", "/baby-names/girls/german", "germany", "girl"),
  country("french-boys", "/baby-names/boys/french", "france", "boy"),
  country("french-girls", "/baby-names/girls/french", "france", "girl"),
  country("british-boys", "/baby-names/boys/british", "uk", "boy"),
  country("british-girls", "/baby-names/girls/british", "uk", "girl"),
  {
    key: "latin-boys",
    path: "/names-by-origin/latin/boys",
    type: "origin",
    value: "latin",
    query: { gender: "boy", limit: LANDING_NAME_LIMIT },
  },
  {
    key: "latin-girls",
    path: "/names-by-origin/latin/girls",
    type: "origin",
    value: "latin",
    query: { gender: "girl", limit: LANDING_NAME_LIMIT },
  },
  {
    key: "celtic-irish",
    path: "/names-by-origin/celtic/irish",
    type: "origin",
    value: "celtic",
    query: { country: "ireland", orLanguage: "irish", limit: LANDING_NAME_LIMIT },
  },
  {
    key: "celtic-scottish",
    path: "/names-by-origin/celtic/scottish",
    type: "origin",
    value: "celtic",
    query: { country: "scotland", orLanguage: "scottish", limit: LANDING_NAME_LIMIT },
  },
];

export function landingKey(page: LandingPageConfig) {
  return categoryKey(page.type, page.value, page.query);
}

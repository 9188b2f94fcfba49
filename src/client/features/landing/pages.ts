import { type CategoryQuery, categoryKey } from "../../lib/queries";
import { type ListParams, listApiQuery } from "../lists/list-params";

/** The ten landing pages of SPEC §2: where each one's names come from. */
export interface LandingPageConfig {
  key: string;
  path: string;
  type: "country" | "origin";
  value: string;
  query: CategoryQuery;
}

/** Names per page of a landing page's list. */
export const LANDING_PAGE_SIZE = 24;
export const LANDING_SKELETON_TILES = 6;
/** SPEC §2/§4: the text shown when the list has loaded but is empty (SPEC's words, quirk included). */
export const LANDING_EMPTY_TEXT = "Loading ...";

const country = (key: string, path: string, value: string, gender: "boy" | "girl"): LandingPageConfig => ({
  key,
  path,
  type: "country",
  value,
  query: { gender },
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
    query: { gender: "boy" },
  },
  {
    key: "latin-girls",
    path: "/names-by-origin/latin/girls",
    type: "origin",
    value: "latin",
    query: { gender: "girl" },
  },
  {
    key: "celtic-irish",
    path: "/names-by-origin/celtic/irish",
    type: "origin",
    value: "celtic",
    query: { country: "ireland", orLanguage: "irish" },
  },
  {
    key: "celtic-scottish",
    path: "/names-by-origin/celtic/scottish",
    type: "origin",
    value: "celtic",
    query: { country: "scotland", orLanguage: "scottish" },
  },
];

/** One page of a landing page's list: its fixed query, with the visitor's filters (its own gender wins). */
export function landingKey(page: LandingPageConfig, params: ListParams) {
  const list = listApiQuery(params, LANDING_PAGE_SIZE);
  return categoryKey(page.type, page.value, { ...list, ...page.query });
}

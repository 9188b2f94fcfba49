// The site's fixed pages (SPEC §2's route table plus the favorites page), for the sitemap and the tests.

export const PAGE_PATHS = [
  "/",
  "/about",
  "/trending",
  "/countries",
  "/origins",
  "/meanings",
  "/baby-names",
  "/favorites",
  "/together",
];

export const LANDING_PATHS = [
  "/baby-names/boys/german",
  "/baby-names/girls/german",
  "/baby-names/boys/french",
  "/baby-names/girls/french",
  "/baby-names/boys/british",
  "/baby-names/girls/british",
  "/names-by-origin/latin/boys",
  "/names-by-origin/latin/girls",
  "/names-by-origin/celtic/irish",
  "/names-by-origin/celtic/scottish",
];

/** SPEC §2: the Countries page's nine countries and the Origins page's seven origins. */
export const LISTED_COUNTRIES = ["usa", "uk", "germany", "france", "spain", "italy", "india", "canada", "australia"];
export const LISTED_ORIGINS = ["latin", "germanic", "hebrew", "sanskrit", "arabic", "greek", "celtic"];

export const CATEGORY_PATHS = [
  ...LISTED_COUNTRIES.map((c) => `/category/country/${c}`),
  ...LISTED_ORIGINS.map((o) => `/category/origin/${o}`),
];

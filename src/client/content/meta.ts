// Search-engine titles and descriptions per route. American English.
// Titles are at most 49 characters so that the " | Namewise" suffix added by lib/meta.tsx keeps the full
// title within 60; titles that already contain "Namewise" get no suffix. Descriptions are 120–160
// characters. Every title and description is unique.
import type { PageMeta } from "./types";

/** Default (home page) meta; also the fallback for any route without its own. */
export const defaultMeta: PageMeta = {
  title: "Namewise: Baby Name Generator with Real Statistics",
  description:
    "Generate baby names by country, origin, religion and language. See meanings we research ourselves and popularity from official birth statistics. No sign-up.",
};

/** Meta of the fixed routes, keyed by path exactly as in SPEC's route table (plus /favorites). */
export const routeMeta: Record<string, PageMeta> = {
  "/": defaultMeta,
  "/baby-names": {
    title: "Baby Names 2025: Trends, Tips and Top Names",
    description:
      "Trending, modern, traditional and international baby names for 2025, six practical naming tips, and the trends rising in official birth statistics.",
  },
  "/trending": {
    title: "Trending Baby Names for Boys and Girls",
    description:
      "The most popular boys' and girls' names right now, with ranks from official birth statistics and the names climbing or falling over the last five years.",
  },
  "/countries": {
    title: "Baby Names by Country",
    description:
      "Browse baby names from the USA, the UK, Germany, France, Spain, Italy, India, Canada, Australia and more, each with its meaning, origin and local popularity.",
  },
  "/origins": {
    title: "Baby Names by Origin",
    description:
      "Explore baby names by their roots: Latin, Germanic, Hebrew, Sanskrit, Arabic, Greek and Celtic, with meanings that say plainly when an origin is uncertain.",
  },
  "/meanings": {
    title: "Baby Name Meanings: Search by Meaning",
    description:
      "Search baby names by what they mean, such as strength, wisdom, beauty, nature, faith or joy, with each meaning researched and written by our own editors.",
  },
  "/about": {
    title: "About Namewise: Our Data, Sources and Privacy",
    description:
      "Why Namewise exists, where its birth statistics and name data come from, the credits each licence asks for, and how the site works without any tracking.",
  },
  "/favorites": {
    title: "Your Favorite Baby Names",
    description:
      "The baby names you saved on this browser. Favorites need no account: they are linked only to a random cookie, and no personal details are ever collected.",
  },
  "/together": {
    title: "Decide Together: Choose a Baby Name With Your Partner",
    description:
      "Start a private room, send your partner the link, rate names in private and see the ones you both love. No app, no account, nothing tracked.",
  },
  "/baby-names/boys/german": {
    title: "German Boy Names: Meanings and Customs",
    description:
      "German boys' names from Friedrich to Emil: their Old High German roots, the registry office rules for first names, and tips on how to pronounce them well.",
  },
  "/baby-names/girls/german": {
    title: "German Girl Names: Meanings and Customs",
    description:
      "German girls' names like Mathilda, Johanna, Emilia and Leni: their meanings, beloved short forms, German naming rules and simple pronunciation tips.",
  },
  "/baby-names/boys/french": {
    title: "French Boy Names: Meanings and Popularity",
    description:
      "French boys' names such as Léo, Gabriel and Jules, with INSEE birth figures, the story of French naming law since 1803, and how to pronounce each one.",
  },
  "/baby-names/girls/french": {
    title: "French Girl Names: Meanings and Popularity",
    description:
      "French girls' names like Jade, Louise and Rose, a century of INSEE birth figures from Marie onward, name days, and clear tips on French pronunciation.",
  },
  "/baby-names/boys/british": {
    title: "British Boy Names: Popular and Classic",
    description:
      "Popular and classic British boys' names with official ONS figures for England and Wales, from Jack's long reign to Arthur, Luca and Welsh favourites.",
  },
  "/baby-names/girls/british": {
    title: "British Girl Names: Popular and Classic",
    description:
      "British girls' names from Olivia and Isla to Ivy and Florence, with official ONS figures, Welsh and Scottish favourites, and how to register a name.",
  },
  "/names-by-origin/latin/boys": {
    title: "Latin Boy Names: Roman Roots and Meanings",
    description:
      "Latin boys' names like Felix, Julian, Roman and Vincent: how Romans named their sons, the saints who spread these names, and how popular they are today.",
  },
  "/names-by-origin/latin/girls": {
    title: "Latin Girl Names: Roman Roots and Meanings",
    description:
      "Latin girls' names like Olivia, Aurora, Clara and Lucia: Roman family names, virtues, saints' feast days, meanings and popularity in recent statistics.",
  },
  "/names-by-origin/celtic/irish": {
    title: "Irish Baby Names: Meanings and Pronunciation",
    description:
      "Irish names like Fionn, Tadhg, Éabha and Fiadh: their legends and saints, how Irish spelling is said aloud, and CSO figures on how often they are given.",
  },
  "/names-by-origin/celtic/scottish": {
    title: "Scottish Gaelic Baby Names and Meanings",
    description:
      "Scottish names like Isla, Eilidh, Hamish and Ruairidh: Gaelic roots, island and clan names, pronunciation help, and official figures from NRS Scotland.",
  },
};

/** Meta of the 404 page (SPEC §2 title). */
export const notFoundMeta: PageMeta = {
  title: "404 Page Not Found",
  description:
    "Sorry, this page does not exist or has moved. Head back to the Namewise name generator to browse baby names by country, origin, religion or language.",
};

const COUNTRY_LABELS: Record<string, string> = {
  usa: "the USA",
  uk: "the UK",
  canada: "Canada",
  australia: "Australia",
  germany: "Germany",
  france: "France",
  spain: "Spain",
  italy: "Italy",
  india: "India",
  netherlands: "the Netherlands",
  sweden: "Sweden",
  norway: "Norway",
  denmark: "Denmark",
  poland: "Poland",
  brazil: "Brazil",
  ireland: "Ireland",
  scotland: "Scotland",
  "northern-ireland": "Northern Ireland",
  "new-zealand": "New Zealand",
  belgium: "Belgium",
  austria: "Austria",
  chile: "Chile",
  israel: "Israel",
};

const SPECIAL_LABELS: Record<string, string> = {
  "native-american": "Native American",
};

/** A readable label for a category value: "latin" → "Latin", "northern-ireland" → "Northern Ireland". */
function titleCase(value: string): string {
  const clean = value.trim().slice(0, 24);
  if (SPECIAL_LABELS[clean]) return SPECIAL_LABELS[clean];
  return clean
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}

const LANGUAGE_LABELS: Record<string, string> = {
  scottish: "Scottish Gaelic",
};

const SUFFIX_LENGTH = " | Namewise".length;

/** The first candidate whose title (with the site suffix) fits 60 characters and description 120–160. */
function firstFitting(candidates: PageMeta[]): PageMeta {
  const ok = candidates.find(
    (m) => m.title.length + SUFFIX_LENGTH <= 60 && m.description.length >= 120 && m.description.length <= 160,
  );
  return ok ?? candidates[candidates.length - 1];
}

/**
 * Meta of /category/:type/:value. type is country, origin, religion or language; any other type gets a
 * generic text. Values are cut to 24 characters, and shorter wordings are used when a label is long, so
 * the lengths stay within bounds.
 */
export function categoryMeta(type: string, value: string): PageMeta {
  const label = titleCase(value) || "All";
  switch (type) {
    case "country": {
      const place = COUNTRY_LABELS[value] ?? label;
      return firstFitting([
        {
          title: `Baby Names from ${place}`,
          description: `Discover baby names used in ${place}, with meanings, origins and pronunciation, plus popularity from official birth statistics where they exist.`,
        },
        {
          title: `Baby Names from ${place}`,
          description: `Baby names used in ${place}, with meanings, origins, pronunciation and popularity from official birth statistics where available.`,
        },
      ]);
    }
    case "origin":
      return firstFitting([
        {
          title: `${label} Baby Names: Origins and Meanings`,
          description: `Explore baby names of ${label} origin for boys and girls, with meanings we research ourselves, pronunciation and popularity in official statistics.`,
        },
        {
          title: `${label} Baby Names`,
          description: `Baby names of ${label} origin for boys and girls, with researched meanings, pronunciation and popularity in official statistics.`,
        },
      ]);
    case "religion":
      return firstFitting([
        {
          title: `${label} Baby Names and Meanings`,
          description: `Browse ${label} baby names for boys and girls, each with a meaning written by our editors, its origin, pronunciation and popularity where known.`,
        },
        {
          title: `${label} Baby Names`,
          description: `${label} baby names for boys and girls, each with a meaning written by our editors, its origin, pronunciation and popularity.`,
        },
      ]);
    case "language": {
      const language = LANGUAGE_LABELS[value] ?? label;
      return firstFitting([
        {
          title: `Baby Names in ${language}`,
          description: `Find baby names used in the ${language} language, with meanings, origins and pronunciation, and their popularity in official birth statistics.`,
        },
        {
          title: `Baby Names in ${language}`,
          description: `Baby names used in the ${language} language, with meanings, origins, pronunciation and popularity in official birth statistics.`,
        },
      ]);
    }
    default:
      return firstFitting([
        {
          title: `${label} Baby Names`,
          description: `Browse ${label} baby names for boys and girls, with meanings, origins and pronunciation, and popularity taken from official birth statistics.`,
        },
        {
          title: `${label} Baby Names`,
          description: `${label} baby names for boys and girls, with meanings, origins, pronunciation and popularity from official birth statistics.`,
        },
      ]);
  }
}

/** Resolves the meta of a path: fixed routes, category pages, otherwise the 404 page (name pages are not covered). */
export function metaForPath(pathname: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const fixed = routeMeta[path];
  if (fixed) return fixed;
  const match = /^\/category\/([^/]+)\/([^/]+)$/.exec(path);
  if (match) {
    try {
      return categoryMeta(decodeURIComponent(match[1]), decodeURIComponent(match[2]));
    } catch {
      return categoryMeta(match[1], match[2]);
    }
  }
  return notFoundMeta;
}

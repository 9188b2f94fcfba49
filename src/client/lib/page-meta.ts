import type { PageMeta } from "./meta";

// Page titles and descriptions. Temporary fallbacks until src/client/content provides the texts.
const META: Record<string, { title: string; description: string }> = {
  default: { title: "Namewise", description: "Find a baby name: generate names by filters, browse by country and origin, and see trending names." },
  home: { title: "Namewise: Baby Name Generator", description: "Generate baby names by country, gender, origin, religion, language and region." },
  about: { title: "About", description: "About Namewise." },
  trending: { title: "Trending Names", description: "Trending baby names from official birth statistics." },
  countries: { title: "Names by Country", description: "Browse baby names by country." },
  origins: { title: "Names by Origin", description: "Browse baby names by origin." },
  meanings: { title: "Name Meanings", description: "Search baby names by meaning." },
  "baby-names": { title: "Baby Names 2025", description: "Baby names for 2025: trending, modern, traditional and international names." },
  "not-found": { title: "404 Page Not Found", description: "The page you're looking for doesn't exist." },
};

export type PageKey = keyof typeof META;

export function pageMeta(key: PageKey, path: string): PageMeta {
  return { ...(META[key] ?? META.default), path };
}

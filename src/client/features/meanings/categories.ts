import { searchKey } from "../../lib/queries";

/** SPEC §2 meaning categories; the card button sets the search to the first keyword. */
export interface MeaningCategory {
  title: string;
  keywords: string[];
}

export const SEARCH_LIMIT = 9;
export const EXAMPLES_PER_CATEGORY = 4;
export const EXAMPLE_MEANING_CHARS = 20;
export const HIGHLIGHT_LIMIT = 5;

export const MEANING_CATEGORIES: MeaningCategory[] = [
  { title: "Strength and Power", keywords: ["strong", "strength", "power", "mighty", "brave", "warrior"] },
  { title: "Wisdom and Intelligence", keywords: ["wise", "wisdom", "intelligent", "knowledge", "learned", "clever"] },
  { title: "Beauty and Grace", keywords: ["beautiful", "beauty", "grace", "lovely", "pretty", "charming"] },
  { title: "Nature and Elements", keywords: ["flower", "tree", "river", "sea", "moon", "star", "nature"] },
  { title: "Divine and Spiritual", keywords: ["divine", "god", "holy", "blessed", "heaven", "spirit"] },
  { title: "Joy and Happiness", keywords: ["joy", "happy", "happiness", "delight", "cheerful", "bliss"] },
];

/** Example names of a category: the best matches for its first keyword (the search matches every word given). */
export function meaningExamplesKey(category: MeaningCategory) {
  return searchKey(category.keywords[0], EXAMPLES_PER_CATEGORY);
}

export interface Highlight {
  id: "spiritual" | "nature";
  title: string;
  query: string;
}

export const HIGHLIGHTS: Highlight[] = [
  { id: "spiritual", title: "Spiritual Names", query: "holy" },
  { id: "nature", title: "Nature Names", query: "tree" },
];

export function highlightKey(highlight: Highlight) {
  return searchKey(highlight.query, HIGHLIGHT_LIMIT);
}

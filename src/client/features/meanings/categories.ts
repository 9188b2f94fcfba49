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
  { title: "Nature and Elements", keywords: ["nature", "flower", "tree", "river", "sea", "sun", "moon", "star"] },
  { title: "Divine and Spiritual", keywords: ["divine", "god", "holy", "blessed", "heaven", "spirit"] },
  { title: "Joy and Happiness", keywords: ["joy", "happy", "happiness", "delight", "cheerful", "bliss"] },
];

/** Example names of a category: the best matches for any of its keywords. */
export function meaningExamplesKey(category: MeaningCategory) {
  return searchKey(category.keywords.join(" "), EXAMPLES_PER_CATEGORY);
}

export interface Highlight {
  id: "spiritual" | "nature";
  title: string;
  query: string;
}

export const HIGHLIGHTS: Highlight[] = [
  { id: "spiritual", title: "Spiritual Names", query: "divine god holy blessed spirit heaven" },
  { id: "nature", title: "Nature Names", query: "nature flower tree river sea sun moon star" },
];

export function highlightKey(highlight: Highlight) {
  return searchKey(highlight.query, HIGHLIGHT_LIMIT);
}

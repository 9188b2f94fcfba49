// Shapes of the site's editorial content. Plain data only: no JSX, no React.

/** One titled section of a long text: a heading and its paragraphs, in order. */
export interface ArticleSection {
  heading: string;
  paragraphs: string[];
}

/** A long static text made of sections. */
export interface Article {
  sections: ArticleSection[];
}

/** A question and its answer, as shown in an accordion. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A short title with one sentence under it (feature tiles, info cards). */
export interface Card {
  title: string;
  description: string;
}

/** A feature tile on the home page; `icon` suggests a lucide-react icon name. */
export interface Feature extends Card {
  icon: string;
}

/** A naming tip: a title and a short text of two or three sentences. */
export interface Tip {
  title: string;
  text: string;
}

/**
 * A trend with its evidence. `figures` are short statements computed from the birth statistics, each
 * naming the country, the years and the source.
 */
export interface TrendItem {
  title: string;
  summary: string;
  figures: string[];
}

/** Content of one landing page (/baby-names/{boys|girls}/{country}, /names-by-origin/{origin}/{group}). */
export interface LandingContent {
  /** Stable key, e.g. "german-boys". */
  key: string;
  /** The route path, exactly as in SPEC's route table. */
  path: string;
  heroTitle: string;
  subtitle: string;
  badges: [string, string, string];
  infoCards: [Card, Card, Card];
  /** Heading above the name collection grid. */
  collectionHeading: string;
  article: Article;
  /** Where the article's figures come from; show under the article. */
  sources: string[];
}

/** Search-engine title and description of a page. */
export interface PageMeta {
  title: string;
  description: string;
}

/** One data source and the credit its licence asks for. */
export interface DataSource {
  id: string;
  /** Who publishes it and what it is, in plain words. */
  name: string;
  /** What the site uses it for. */
  covers: string;
  licence: string;
  /** Link to the licence, where there is one. */
  licenceUrl?: string;
  /** Credit line(s), copied exactly from the source's terms; show them verbatim. */
  attribution: string[];
  /** Extra notice the licence requires (e.g. the GFDL). */
  note?: string;
}

/** A figure shown on the About page, with where it comes from. */
export interface Statistic {
  value: string;
  label: string;
}

// Editorial content of the home page (/): the FAQ, the features grid and the guide sections.
// American English. No figures here that are not in SPEC or the data sources.
import type { ArticleSection, FaqItem, Feature } from "./types";

export const homeFaqHeading = "Frequently Asked Questions";

/** SPEC §2: five questions, one open at a time. Answers are 60–120 words. */
export const homeFaq: FaqItem[] = [
  {
    question: "How do I choose the right name for my baby?",
    answer:
      "Start with a long list and let it shrink slowly. Say each name aloud with your surname, write out the initials, and picture it on a toddler, a teenager and an adult. Look up what the name means and where it comes from, and check how common it is where you live: a name in the national top ten may well be shared with classmates, one outside the top thousand may need spelling out. Keep the two or three you both still like after a week or two, and choose together.",
  },
  {
    question: "How does the name generator work?",
    answer:
      "Choose any mix of country, gender, origin, religion, language and region, set how many names you want (from 1 to 50, six by default), and press Generate. Namewise picks names at random from the ones that match every filter you set, and names that are given more often come up more often. Every press is a fresh draw, so Generate More Names gives you a new set with the same filters. Leaving a filter on All simply means that filter is not applied.",
  },
  {
    question: "Where do the popularity figures come from?",
    answer:
      "Ranks, counts and trends come from official birth statistics of 19 countries: national offices such as the U.S. Social Security Administration, the Office for National Statistics (England and Wales), INSEE (France), Statistics Austria, Statbel (Belgium), Chile's civil registry and Israel's Central Bureau of Statistics; the registries of six Canadian provinces and six Australian states and territories, which we add up; and the cities of Berlin and Cologne for Germany. Every figure on the site names its country and year, because sources stop in different years. We never estimate or invent a rank. The About page lists each source and the credit its licence asks for.",
  },
  {
    question: "Can I save favorites without an account?",
    answer:
      "Yes. There are no accounts and nothing to sign up for. When you save a name, your browser receives a cookie holding a random identifier, and your favorites are stored against that identifier and nothing else. It contains no name, email address or other personal detail, and we use no analytics or advertising trackers. Because the list belongs to the cookie, it stays in the browser where you made it: clearing your cookies or switching devices starts a new, empty list.",
  },
  {
    question: "How are the name meanings researched?",
    answer:
      "Every meaning on Namewise is written by us, in our own words, from the root words and the earliest known uses of the name. Each one carries a confidence mark. Attested means the etymology is established; traditional means a long-repeated meaning that scholars doubt or cannot confirm; uncertain means the origin is disputed or unknown, and the text says so rather than guessing. We would rather tell you a name's history is unclear than repeat a pretty meaning that is not true.",
  },
];

export const homeFeaturesHeading = "Why parents use Namewise";

/** SPEC §2: the features grid (six features, one sentence each). */
export const homeFeatures: Feature[] = [
  {
    icon: "Sparkles",
    title: "Name generator",
    description:
      "Filter by country, gender, origin, religion, language and region, and get a fresh set of names with every click.",
  },
  {
    icon: "BarChart3",
    title: "Real birth statistics",
    description:
      "Popularity comes from official birth registrations, so every rank has a country, a year and a public source.",
  },
  {
    icon: "BookOpen",
    title: "Meanings written with care",
    description: "Each meaning is researched and written by us, with a mark that tells you how certain its origin is.",
  },
  {
    icon: "Globe",
    title: "Browse the world's names",
    description:
      "Explore names by country, origin, religion and language, from Celtic and Latin roots to Sanskrit and Arabic.",
  },
  {
    icon: "TrendingUp",
    title: "Trends you can check",
    description:
      "See which boys' and girls' names are climbing or falling, measured against the same statistics five years earlier.",
  },
  {
    icon: "Heart",
    title: "Favorites without sign-up",
    description:
      "Save names to a shortlist tied to an anonymous cookie, with no account, no email address and no trackers.",
  },
];

export const homeGuideHeading = "A short guide to choosing a baby name";

/** SPEC §2: guide text sections on the home page. */
export const homeGuide: ArticleSection[] = [
  {
    heading: "Start with what matters to you",
    paragraphs: [
      "Before you look at a single list, talk about what you want a name to do. Some parents want to honor a grandparent or a place, some want a name that works in two languages, and some simply want something they both enjoy saying. Knowing your priorities makes it easier to rule names out, which is most of the work.",
      "It also helps to agree on a few limits early: names you both find difficult for personal reasons, sounds that clash with your surname, and how traditional or unusual you are willing to go. A short list of shared rules saves many long evenings of debate later.",
    ],
  },
  {
    heading: "Test how the name sounds and looks",
    paragraphs: [
      "Say the full name aloud many times: first name, middle name and surname together. Listen for rhythm and for awkward joins, such as a first name that ends with the same sound the surname starts with. Then write it down, look at the initials, and think about the short forms and nicknames other people will make from it whether you like them or not.",
      "Spelling deserves a moment too. A familiar spelling will rarely need correcting, while an unusual one may be spelled out on forms and phone calls for decades. Neither choice is wrong, but it is worth making on purpose.",
    ],
  },
  {
    heading: "Look at meaning, origin and popularity",
    paragraphs: [
      "A name's meaning and history can add to its appeal or change your mind about it. Read where the name comes from, which languages use it, and whether its origin is settled or disputed; our meanings say plainly when it is uncertain.",
      "Popularity is the other half. If a name is in your country's top ten, your child may share it with others in the same class; if it has just started climbing, it may become common within a few years. Our popularity figures come from official birth statistics, so you can see how many babies were actually given a name, and when.",
      "Popularity differs from country to country, so a name that feels fresh in one place may be everywhere in another. If family lives abroad, it is worth checking both.",
    ],
  },
  {
    heading: "Give yourselves time",
    paragraphs: [
      "Keep a shared shortlist and come back to it over several weeks. Names that still feel right after the first excitement has worn off tend to be the ones parents stay happy with. Some couples wait until they have met the baby before making the final choice.",
      "Finally, remember that a name is only one part of who your child becomes. There is rarely one perfect answer, and a name chosen with care and affection is a good name.",
    ],
  },
];

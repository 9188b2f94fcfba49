import { CategoryLinkCard } from "../components/CategoryLinkCard";
import { ArticleView } from "../components/content/ArticleView";
import { FeatureIcon } from "../components/content/FeatureIcon";
import { Flag } from "../components/Flag";
import { Card } from "../components/ui/Card";
import { Section } from "../components/ui/PageHero";
import {
  homeFaq,
  homeFaqHeading,
  homeFeatures,
  homeFeaturesHeading,
  homeGuide,
  homeGuideHeading,
} from "../content/home";
import { FaqAccordion } from "../features/faq/FaqAccordion";
import { NameGenerator } from "../features/generator/NameGenerator";
import { HomeTrending } from "../features/trending/HomeTrending";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";
import { categoryPath } from "../lib/site";

const COUNTRY_CARDS = [
  { code: "usa", title: "USA" },
  { code: "uk", title: "UK" },
  { code: "germany", title: "Germany" },
  { code: "india", title: "India" },
];
const ORIGIN_CARDS = [
  { code: "latin", title: "Latin" },
  { code: "germanic", title: "Germanic" },
  { code: "hebrew", title: "Hebrew" },
  { code: "sanskrit", title: "Sanskrit" },
];

export function HomePage() {
  usePageMeta(pageMeta("/"));
  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-white px-4 pt-12 pb-6 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-7xl">
          <div className="mx-auto mb-8 max-w-3xl text-center">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
              Baby Name Generator
            </h1>
          </div>
          <NameGenerator />
        </div>
      </section>

      <HomeTrending />

      <Section title="Browse Names by Country">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {COUNTRY_CARDS.map((c) => (
            <CategoryLinkCard
              key={c.code}
              to={categoryPath("country", c.code)}
              title={c.title}
              icon={<Flag code={c.code} height={24} />}
            />
          ))}
        </div>
      </Section>
      <Section title="Browse Names by Origin">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ORIGIN_CARDS.map((o) => (
            <CategoryLinkCard key={o.code} to={categoryPath("origin", o.code)} title={o.title} />
          ))}
        </div>
      </Section>

      <Section title={homeFeaturesHeading}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {homeFeatures.map((feature) => (
            <Card key={feature.title} className="p-6">
              <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
                <FeatureIcon name={feature.icon} className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{feature.title}</h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{feature.description}</p>
            </Card>
          ))}
        </div>
      </Section>

      <Section title={homeFaqHeading}>
        <div className="mx-auto max-w-3xl">
          <FaqAccordion items={homeFaq} />
        </div>
      </Section>

      <Section title={homeGuideHeading}>
        <div className="max-w-3xl">
          <ArticleView article={{ sections: homeGuide }} level={3} />
        </div>
      </Section>
    </>
  );
}

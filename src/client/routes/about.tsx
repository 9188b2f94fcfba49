import { Link } from "react-router";
import { ArticleView } from "../components/content/ArticleView";
import { SourceList } from "../components/content/SourceList";
import { buttonClass } from "../components/ui/Button";
import { Card } from "../components/ui/Card";
import { PageHero, Section } from "../components/ui/PageHero";
import {
  aboutCallToAction,
  aboutIntro,
  aboutMeasures,
  aboutMission,
  aboutPrivacy,
  aboutSourcesHeading,
  aboutSourcesIntro,
  aboutStatistics,
  aboutTitle,
  birthDataSources,
  knowledgeDataSources,
} from "../content/about";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";

export function AboutPage() {
  usePageMeta(pageMeta("/about"));
  return (
    <>
      <PageHero title={aboutTitle}>
        <p>{aboutIntro}</p>
      </PageHero>
      <Section>
        <div className="max-w-3xl">
          <ArticleView article={{ sections: [aboutMission] }} />
        </div>
      </Section>
      <Section>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {aboutStatistics.map((s) => (
            <Card key={s.label} className="p-6 text-center">
              <dt className="text-sm text-slate-700 dark:text-slate-300">{s.label}</dt>
              <dd className="order-first text-3xl font-bold text-indigo-700 dark:text-indigo-300">{s.value}</dd>
            </Card>
          ))}
        </dl>
      </Section>
      <Section>
        <div className="max-w-3xl">
          <ArticleView article={{ sections: [aboutMeasures] }} />
        </div>
      </Section>
      <Section title={aboutSourcesHeading}>
        <p className="mb-6 max-w-3xl text-slate-800 dark:text-slate-200">{aboutSourcesIntro}</p>
        <div className="grid gap-8 lg:grid-cols-2">
          <SourceList title="Birth statistics" sources={birthDataSources} />
          <SourceList title="Knowledge about names" sources={knowledgeDataSources} />
        </div>
      </Section>
      <Section>
        <div className="max-w-3xl">
          <ArticleView article={{ sections: [aboutPrivacy] }} />
        </div>
      </Section>
      <Section>
        <Card className="grid justify-items-center gap-4 p-8 text-center">
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{aboutCallToAction.heading}</h2>
          <p className="max-w-2xl text-slate-800 dark:text-slate-200">{aboutCallToAction.text}</p>
          <Link to={aboutCallToAction.href} className={buttonClass("primary", "lg")}>
            {aboutCallToAction.buttonLabel}
          </Link>
        </Card>
      </Section>
    </>
  );
}

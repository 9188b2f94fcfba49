import { TrendItems } from "../components/content/TrendItems";
import { Badge } from "../components/ui/Badge";
import { Card } from "../components/ui/Card";
import { PageHero, Section } from "../components/ui/PageHero";
import {
  babyNamesHero,
  namingTips,
  namingTipsHeading,
  popularChoices,
  popularChoicesHeading,
  trendsHeading,
  trendsIntro,
  trendsSources,
  whatsRising,
  whatsRisingHeading,
} from "../content/baby-names-2025";
import { NameTabs } from "../features/baby-names/NameTabs";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";

export function BabyNamesPage() {
  usePageMeta(pageMeta("/baby-names"));
  return (
    <>
      <PageHero
        title={babyNamesHero.title}
        badges={babyNamesHero.badges.map((b) => (
          <Badge key={b} tone="accent" className="px-3 py-1 text-sm">
            {b}
          </Badge>
        ))}
      >
        <p>{babyNamesHero.subtitle}</p>
      </PageHero>
      <Section>
        <NameTabs />
      </Section>
      <Section title={namingTipsHeading}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {namingTips.map((tip, i) => (
            <Card key={tip.title} className="p-5" data-testid="naming-tip">
              <h3 className="font-semibold text-slate-900 dark:text-white">
                <span className="mr-2 text-indigo-700 dark:text-indigo-300">{i + 1}.</span>
                {tip.title}
              </h3>
              <p className="mt-2 text-slate-800 dark:text-slate-200">{tip.text}</p>
            </Card>
          ))}
        </div>
      </Section>
      <Section title={trendsHeading}>
        <p className="mb-6 max-w-3xl text-slate-800 dark:text-slate-200">{trendsIntro}</p>
        <div className="grid gap-8 lg:grid-cols-2">
          <TrendItems heading={whatsRisingHeading} items={whatsRising} />
          <TrendItems heading={popularChoicesHeading} items={popularChoices} />
        </div>
        <ul className="mt-6 grid gap-1 text-xs text-slate-700 dark:text-slate-300">
          {trendsSources.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}

import { useQuery } from "@tanstack/react-query";
import type { CategoryResponse } from "../../../core/api-types";
import { ArticleView } from "../../components/content/ArticleView";
import { NameGrid } from "../../components/NameCard";
import { Badge } from "../../components/ui/Badge";
import { Card } from "../../components/ui/Card";
import { PageHero, Section } from "../../components/ui/PageHero";
import { SkeletonTile } from "../../components/ui/Skeleton";
import type { LandingContent } from "../../content/types";
import { CACHE } from "../../lib/queries";
import {
  LANDING_EMPTY_TEXT,
  LANDING_NAME_LIMIT,
  LANDING_SKELETON_TILES,
  type LandingPageConfig,
  landingKey,
} from "./pages";

/** SPEC §2 shared landing layout: hero with badges, three info cards, up to 12 names, article. */
export function LandingLayout({ page, content }: { page: LandingPageConfig; content: LandingContent }) {
  const { data, isPending } = useQuery<CategoryResponse>({ queryKey: landingKey(page), staleTime: CACHE.category });
  const names = (data?.names ?? []).slice(0, LANDING_NAME_LIMIT);
  return (
    <>
      <PageHero
        title={content.heroTitle}
        badges={content.badges.map((b) => (
          <Badge key={b} tone="accent" className="px-3 py-1 text-sm">
            {b}
          </Badge>
        ))}
      >
        <p>{content.subtitle}</p>
      </PageHero>
      <Section>
        <div className="grid gap-4 md:grid-cols-3">
          {content.infoCards.map((card) => (
            <Card key={card.title} className="p-6">
              <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{card.title}</h2>
              <p className="mt-2 text-slate-800 dark:text-slate-200">{card.description}</p>
            </Card>
          ))}
        </div>
      </Section>
      <Section title={content.collectionHeading}>
        {isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: LANDING_SKELETON_TILES }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <SkeletonTile key={i} />
            ))}
          </div>
        ) : names.length > 0 ? (
          <NameGrid names={names} />
        ) : (
          <p className="text-slate-700 dark:text-slate-300" data-testid="landing-empty">
            {LANDING_EMPTY_TEXT}
          </p>
        )}
      </Section>
      <Section>
        <article className="max-w-3xl">
          <ArticleView article={content.article} />
          {content.sources.length > 0 ? (
            <ul className="mt-8 grid gap-1 text-xs text-slate-700 dark:text-slate-300">
              {content.sources.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          ) : null}
        </article>
      </Section>
    </>
  );
}

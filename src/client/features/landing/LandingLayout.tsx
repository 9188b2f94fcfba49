import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { CategoryResponse } from "../../../core/api-types";
import { ArticleView } from "../../components/content/ArticleView";
import { NameGrid } from "../../components/NameCard";
import { Badge } from "../../components/ui/Badge";
import { Card } from "../../components/ui/Card";
import { PageHero, Section } from "../../components/ui/PageHero";
import { SkeletonTile } from "../../components/ui/Skeleton";
import type { LandingContent } from "../../content/types";
import { CACHE } from "../../lib/queries";
import { ListFilters } from "../lists/ListFilters";
import { listSearch, readListParams } from "../lists/list-params";
import { NoMatchForFilters } from "../lists/NoMatchForFilters";
import { Pager } from "../lists/Pager";
import {
  LANDING_EMPTY_TEXT,
  LANDING_PAGE_SIZE,
  LANDING_SKELETON_TILES,
  type LandingPageConfig,
  landingKey,
} from "./pages";

/** SPEC §2 shared landing layout: hero with badges, three info cards, the names (filtered and paged), article. */
export function LandingLayout({ page, content }: { page: LandingPageConfig; content: LandingContent }) {
  const [search] = useSearchParams();
  const params = readListParams(search);
  const { data, isPending } = useQuery<CategoryResponse>({
    queryKey: landingKey(page, params),
    staleTime: CACHE.category,
  });
  const names = data?.names ?? [];
  const filtered = listSearch(params) !== "";
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
        <div className="mb-6">
          <ListFilters path={page.path} params={params} fixedGender={Boolean(page.query.gender)} />
        </div>
        {isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: LANDING_SKELETON_TILES }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <SkeletonTile key={i} />
            ))}
          </div>
        ) : names.length > 0 ? (
          <>
            <NameGrid names={names} />
            <Pager path={page.path} params={params} total={data?.total ?? 0} pageSize={LANDING_PAGE_SIZE} />
          </>
        ) : filtered ? (
          <NoMatchForFilters path={page.path} />
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

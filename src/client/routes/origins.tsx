import { CategoryLinkCard } from "../components/CategoryLinkCard";
import { PageHero, Section } from "../components/ui/PageHero";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";
import { categoryPath, ORIGIN_PAGE_LIST } from "../lib/site";

export function OriginsPage() {
  usePageMeta(pageMeta("/origins"));
  return (
    <>
      <PageHero title="Baby Names by Origin" />
      <Section>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ORIGIN_PAGE_LIST.map((o) => (
            <CategoryLinkCard key={o.code} to={categoryPath("origin", o.code)} title={`${o.label} Names`} />
          ))}
        </div>
      </Section>
    </>
  );
}

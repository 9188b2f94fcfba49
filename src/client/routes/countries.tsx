import { CategoryLinkCard } from "../components/CategoryLinkCard";
import { Flag } from "../components/Flag";
import { PageHero, Section } from "../components/ui/PageHero";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";
import { COUNTRY_PAGE_LIST, categoryPath } from "../lib/site";

export function CountriesPage() {
  usePageMeta(pageMeta("/countries"));
  return (
    <>
      <PageHero title="Baby Names by Country" />
      <Section>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {COUNTRY_PAGE_LIST.map((c) => (
            <CategoryLinkCard
              key={c.code}
              to={categoryPath("country", c.code)}
              title={c.label}
              icon={<Flag code={c.code} height={24} />}
            />
          ))}
        </div>
      </Section>
    </>
  );
}

import { CategoryLinkCard } from "../components/CategoryLinkCard";
import { Flag } from "../components/Flag";
import { PageHero, Section } from "../components/ui/PageHero";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";
import { COUNTRY_PAGE_LIST, categoryPath, MORE_COUNTRIES, type Place } from "../lib/site";

function CountryGrid({ places }: { places: Place[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {places.map((c) => (
        <CategoryLinkCard
          key={c.code}
          to={categoryPath("country", c.code)}
          title={c.label}
          icon={<Flag code={c.code} height={24} />}
        />
      ))}
    </div>
  );
}

export function CountriesPage() {
  usePageMeta(pageMeta("/countries"));
  return (
    <>
      <PageHero title="Baby Names by Country" />
      <Section>
        <div data-testid="spec-countries">
          <CountryGrid places={COUNTRY_PAGE_LIST} />
        </div>
      </Section>
      <Section title="More countries">
        <div data-testid="more-countries">
          <CountryGrid places={MORE_COUNTRIES} />
        </div>
      </Section>
    </>
  );
}

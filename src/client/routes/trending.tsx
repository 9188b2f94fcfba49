import { PageHero, Section } from "../components/ui/PageHero";
import { CountryTrendCard } from "../features/trending/CountryTrendCard";
import { MoversList } from "../features/trending/MoversList";
import { RankedList } from "../features/trending/TrendingLists";
import { useTrending } from "../features/trending/useTrending";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";

export const TRENDING_COUNTRIES = [
  { code: "usa", label: "USA" },
  { code: "uk", label: "UK" },
  { code: "germany", label: "Germany" },
];

const MOVERS = 8;

export function TrendingPage() {
  usePageMeta(pageMeta("/trending"));
  const { data, isPending, isError } = useTrending();
  return (
    <>
      <PageHero title="Trending Names">
        {data ? (
          <p>
            The most given names in {data.countryLabel} in {data.year}, and the biggest movers since {data.fromYear}.
          </p>
        ) : null}
      </PageHero>
      <Section title="Top Trending Names">
        {data ? (
          <div className="grid gap-6 md:grid-cols-2">
            <RankedList title="Top Trending Boys" names={data.boys} />
            <RankedList title="Top Trending Girls" names={data.girls} />
          </div>
        ) : (
          <p role="status" className="text-slate-700 dark:text-slate-300">
            {isPending ? "Loading names..." : isError ? "Failed to load names. Please try again." : null}
          </p>
        )}
      </Section>
      <Section title="Trends by Country">
        <div className="grid gap-4 md:grid-cols-3">
          {TRENDING_COUNTRIES.map((c) => (
            <CountryTrendCard key={c.code} {...c} />
          ))}
        </div>
      </Section>
      {data ? (
        <Section title="Rising and Declining Names">
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            <MoversList title="Rising Boys" names={data.rising.boys.slice(0, MOVERS)} direction="up" />
            <MoversList title="Rising Girls" names={data.rising.girls.slice(0, MOVERS)} direction="up" />
            <MoversList title="Declining Boys" names={data.falling.boys.slice(0, MOVERS)} direction="down" />
            <MoversList title="Declining Girls" names={data.falling.girls.slice(0, MOVERS)} direction="down" />
          </div>
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
            Ranks in {data.countryLabel}, {data.fromYear} compared with {data.year}.
          </p>
        </Section>
      ) : null}
    </>
  );
}

import { useSearchParams } from "react-router";
import { PageHero, Section } from "../components/ui/PageHero";
import { CountrySwitch } from "../features/trending/CountrySwitch";
import { trendingCountryOf, trendingPath } from "../features/trending/countries";
import { MoversList } from "../features/trending/MoversList";
import { RankedList } from "../features/trending/TrendingLists";
import { useTrending } from "../features/trending/useTrending";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";
import { isMissingError } from "../lib/ssr-query";

const MOVERS = 8;

/** /trending?country=: the top, rising and falling names of one country's latest year, with a country switch. */
export function TrendingPage() {
  const [search] = useSearchParams();
  const country = trendingCountryOf(search);
  const { data, isPending, error } = useTrending(country);
  const missing = isMissingError(error);
  usePageMeta({
    ...pageMeta("/trending"),
    path: trendingPath(country),
    ...(missing ? { status: 404, noindex: true } : {}),
  });
  return (
    <>
      <PageHero title="Trending Names">
        {data ? (
          <p>
            The most given names in {data.countryLabel} in {data.year}, and the biggest movers since {data.fromYear}.
          </p>
        ) : null}
      </PageHero>
      <Section>
        <CountrySwitch current={country} hrefFor={trendingPath} />
      </Section>
      <Section title="Top Trending Names">
        {data ? (
          <div className="grid gap-6 md:grid-cols-2">
            <RankedList title="Top Trending Boys" names={data.boys} />
            <RankedList title="Top Trending Girls" names={data.girls} />
          </div>
        ) : (
          <p role="status" className="text-slate-700 dark:text-slate-300">
            {isPending
              ? "Loading names..."
              : missing
                ? "This country publishes no yearly birth statistics, so there is no ranking to show."
                : "Failed to load names. Please try again."}
          </p>
        )}
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

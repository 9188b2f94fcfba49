import { useSearchParams } from "react-router";
import { Section } from "../../components/ui/PageHero";
import { CountrySwitch } from "./CountrySwitch";
import { homeTrendingCountryOf, homeTrendingPath } from "./countries";
import { RankedList } from "./TrendingLists";
import { useTrending } from "./useTrending";

const HOME_LIST_LENGTH = 10;

/** Home's trending boys and girls, with the same country switch as the Trending page. */
export function HomeTrending() {
  const [search] = useSearchParams();
  const country = homeTrendingCountryOf(search);
  const { data, isError } = useTrending(country);
  return (
    <Section title="Trending Names" id="trending">
      <div className="mb-6">
        <CountrySwitch current={country} hrefFor={homeTrendingPath} />
      </div>
      {data ? (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <RankedList title="Trending Boys" names={data.boys.slice(0, HOME_LIST_LENGTH)} />
            <RankedList title="Trending Girls" names={data.girls.slice(0, HOME_LIST_LENGTH)} />
          </div>
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
            Most given names in {data.countryLabel}, {data.year}.
          </p>
        </>
      ) : isError ? (
        <p className="text-slate-700 dark:text-slate-300">
          This country publishes no yearly birth statistics, so there is no ranking to show.
        </p>
      ) : null}
    </Section>
  );
}

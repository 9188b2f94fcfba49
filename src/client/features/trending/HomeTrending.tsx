import { useSearchParams } from "react-router";
import { Section } from "../../components/ui/PageHero";
import { DEFAULT_TRENDING_COUNTRY } from "../../lib/queries";
import { CountrySwitch } from "./CountrySwitch";
import { RankedList } from "./TrendingLists";
import { useTrending } from "./useTrending";

const HOME_LIST_LENGTH = 10;

/** The country Home's trending section shows (?trending=, so that it never mixes with the generator's fields). */
export function homeTrendingCountryOf(search: URLSearchParams): string {
  const code = search.get("trending")?.trim().toLowerCase();
  return code && /^[a-z-]{2,30}$/.test(code) ? code : DEFAULT_TRENDING_COUNTRY;
}

const homeTrendingPath = (code: string) =>
  code === DEFAULT_TRENDING_COUNTRY ? "/#trending" : `/?trending=${encodeURIComponent(code)}#trending`;

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

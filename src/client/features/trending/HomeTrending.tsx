import { Section } from "../../components/ui/PageHero";
import { RankedList } from "./TrendingLists";
import { useTrending } from "./useTrending";

const HOME_LIST_LENGTH = 10;

/** Home's trending boys and girls: shown only once the data has loaded. */
export function HomeTrending() {
  const { data } = useTrending();
  if (!data) return null;
  return (
    <Section title="Trending Names" id="trending">
      <div className="grid gap-6 md:grid-cols-2">
        <RankedList title="Trending Boys" names={data.boys.slice(0, HOME_LIST_LENGTH)} />
        <RankedList title="Trending Girls" names={data.girls.slice(0, HOME_LIST_LENGTH)} />
      </div>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        Most given names in {data.countryLabel}, {data.year}.
      </p>
    </Section>
  );
}

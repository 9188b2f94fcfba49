import { Link, useSearchParams } from "react-router";
import { Flag } from "../components/Flag";
import { PageHero, Section } from "../components/ui/PageHero";
import { CountryTrendCard } from "../features/trending/CountryTrendCard";
import { MoversList } from "../features/trending/MoversList";
import { RankedList } from "../features/trending/TrendingLists";
import { useTrending } from "../features/trending/useTrending";
import { cn } from "../lib/cn";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";
import { trendingCountryParam, YEARLY_COUNTRIES } from "../lib/site";

export const TRENDING_COUNTRIES = [
  { code: "usa", label: "USA" },
  { code: "uk", label: "UK" },
  { code: "germany", label: "Germany" },
];

const MOVERS = 8;

/** Links to the lists of every country with yearly statistics; the one shown is marked as current. */
function CountryChoice({ current }: { current: string }) {
  return (
    <nav aria-label="Countries with yearly birth statistics">
      <ul className="flex flex-wrap gap-2">
        {YEARLY_COUNTRIES.map((c) => {
          const active = c.code === current;
          return (
            <li key={c.code}>
              <Link
                to={c.code === "usa" ? "/trending" : `/trending?country=${c.code}`}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600",
                  active
                    ? "border-indigo-600 bg-indigo-50 font-semibold text-indigo-900 dark:border-indigo-400 dark:bg-indigo-950 dark:text-indigo-100"
                    : "border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800",
                )}
              >
                <Flag code={c.code} height={14} />
                {c.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function TrendingPage() {
  usePageMeta(pageMeta("/trending"));
  const [search] = useSearchParams();
  const country = trendingCountryParam(search);
  const { data, isPending, isError } = useTrending(country);
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
        <div className="mb-6">
          <CountryChoice current={country ?? "usa"} />
        </div>
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

import { Flag } from "../../components/Flag";
import { Card } from "../../components/ui/Card";
import { isNotFoundError } from "../../lib/ssr-query";
import { useTrending } from "./useTrending";

const TOP = 3;

/** One country's top names of its latest data year, from the trending API. */
export function CountryTrendCard({ code, label }: { code: string; label: string }) {
  const { data, isPending, error } = useTrending(code);
  return (
    <Card className="p-5" data-testid="country-trend-card">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <Flag code={code} /> {label}
      </h3>
      {data ? (
        <>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {data.countryLabel}, {data.year}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="font-medium text-slate-900 dark:text-slate-100">Boys</dt>
              {data.boys.slice(0, TOP).map((n) => (
                <dd key={n.id} className="text-slate-800 dark:text-slate-200">
                  {n.rank}. {n.name}
                </dd>
              ))}
            </div>
            <div>
              <dt className="font-medium text-slate-900 dark:text-slate-100">Girls</dt>
              {data.girls.slice(0, TOP).map((n) => (
                <dd key={n.id} className="text-slate-800 dark:text-slate-200">
                  {n.rank}. {n.name}
                </dd>
              ))}
            </div>
          </dl>
        </>
      ) : isPending ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">Loading names...</p>
      ) : (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          {isNotFoundError(error)
            ? `${label} publishes no yearly birth statistics, so there is no ranking to show.`
            : "Failed to load names. Please try again."}
        </p>
      )}
    </Card>
  );
}

import { Search, X } from "lucide-react";
import { NameGrid } from "../../components/NameCard";
import { Button } from "../../components/ui/Button";
import { SEARCH_LIMIT } from "./categories";
import { useMeaningSearch } from "./useMeaningSearch";

/** The search box and its results (at most nine). `term` is what is typed; `query` is what was searched. */
export function MeaningSearch({
  term,
  query,
  onTermChange,
  onClear,
}: {
  term: string;
  query: string;
  onTermChange: (value: string) => void;
  onClear: () => void;
}) {
  const { data, isFetching, isError } = useMeaningSearch(query, SEARCH_LIMIT);
  const names = (data?.names ?? []).slice(0, SEARCH_LIMIT);
  return (
    <div className="grid gap-6">
      <search>
        <form onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor="meaning-search" className="sr-only">
            Search names by meaning
          </label>
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" aria-hidden="true" />
            <input
              id="meaning-search"
              type="search"
              value={term}
              onChange={(e) => onTermChange(e.target.value)}
              placeholder="Search by meaning, e.g. light, brave, flower"
              maxLength={100}
              className="h-12 w-full rounded-md border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50 dark:placeholder:text-slate-400"
            />
          </div>
          <Button variant="outline" size="lg" onClick={onClear} disabled={!term}>
            <X className="size-4" aria-hidden="true" />
            Clear
          </Button>
        </form>
      </search>
      {query.trim() ? (
        <section aria-live="polite" className="grid gap-4">
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{`Names meaning “${query.trim()}”`}</h2>
          {isError ? (
            <p className="text-red-700 dark:text-red-400">Failed to load names. Please try again.</p>
          ) : names.length > 0 ? (
            <NameGrid names={names} />
          ) : isFetching ? (
            <p className="text-slate-700 dark:text-slate-300">Loading names...</p>
          ) : (
            <p className="text-slate-700 dark:text-slate-300">No names found with that meaning. Try another word.</p>
          )}
        </section>
      ) : null}
    </div>
  );
}

import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { useTrendingCountries } from "./countries";

/** Links to each country's trending lists: a switch that works without JavaScript and can be shared. */
export function CountrySwitch({ current, hrefFor }: { current: string; hrefFor: (code: string) => string }) {
  const countries = useTrendingCountries();
  if (countries.length === 0) return null;
  return (
    <nav aria-label="Trending by country" className="flex flex-wrap gap-1" data-testid="country-switch">
      {countries.map((c) => (
        <Link
          key={c.code}
          to={hrefFor(c.code)}
          preventScrollReset
          aria-current={c.code === current ? "true" : undefined}
          className={cn(
            "inline-flex min-h-9 items-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600",
            c.code === current
              ? "bg-indigo-600 text-white"
              : "border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800",
          )}
        >
          {c.label}
        </Link>
      ))}
    </nav>
  );
}

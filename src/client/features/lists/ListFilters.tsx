import { Link } from "react-router";
import type { ListSort } from "../../../core/enums";
import { cn } from "../../lib/cn";
import { LETTERS, type ListParams, listSearch } from "./list-params";

const GENDERS: Array<{ value: ListParams["gender"]; label: string }> = [
  { value: undefined, label: "All" },
  { value: "girl", label: "Girls" },
  { value: "boy", label: "Boys" },
  { value: "unisex", label: "Unisex" },
];
const SORTS: Array<{ value: ListSort; label: string }> = [
  { value: "popular", label: "Most popular" },
  { value: "az", label: "A to Z" },
  { value: "rising", label: "Rising" },
];

function Choice({ to, active, children, label }: { to: string; active: boolean; children: string; label?: string }) {
  return (
    <Link
      to={to}
      aria-current={active ? "true" : undefined}
      aria-label={label}
      preventScrollReset
      className={cn(
        "inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600",
        active
          ? "bg-indigo-600 text-white"
          : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
      )}
    >
      {children}
    </Link>
  );
}

/**
 * Gender, first letter and order of a list, as links: each filtered list is a URL that can be shared
 * and crawled, and works without JavaScript. Changing a filter goes back to page 1.
 */
export function ListFilters({
  path,
  params,
  fixedGender = false,
  fixedLetter = false,
  extra = {},
}: {
  path: string;
  params: ListParams;
  fixedGender?: boolean;
  fixedLetter?: boolean;
  extra?: Record<string, string>;
}) {
  const to = (change: Partial<ListParams>) => path + listSearch({ ...params, page: 1, ...change }, extra);
  return (
    <div className="grid gap-3" data-testid="list-filters">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {fixedGender ? null : (
          <nav aria-label="Gender" className="flex flex-wrap items-center gap-1">
            {GENDERS.map((g) => (
              <Choice key={g.label} to={to({ gender: g.value })} active={params.gender === g.value}>
                {g.label}
              </Choice>
            ))}
          </nav>
        )}
        <nav aria-label="Order" className="flex flex-wrap items-center gap-1">
          {SORTS.map((s) => (
            <Choice key={s.value} to={to({ sort: s.value })} active={params.sort === s.value}>
              {s.label}
            </Choice>
          ))}
        </nav>
      </div>
      {fixedLetter ? null : (
        <nav aria-label="First letter" className="flex flex-wrap gap-0.5">
          <Choice to={to({ letter: undefined })} active={!params.letter} label="Any first letter">
            All
          </Choice>
          {LETTERS.map((l) => (
            <Choice
              key={l}
              to={to({ letter: l })}
              active={params.letter === l}
              label={`Starting with ${l.toUpperCase()}`}
            >
              {l.toUpperCase()}
            </Choice>
          ))}
        </nav>
      )}
    </div>
  );
}

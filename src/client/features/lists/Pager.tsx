import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { type ListParams, listSearch } from "./list-params";

/** The page numbers shown: the first, the last, and two either side of the current one. */
export function visiblePages(current: number, last: number): Array<number | "gap"> {
  const pages: Array<number | "gap"> = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== "gap") pages.push("gap");
  }
  return pages;
}

/** Real links to the pages of a list (?page=n), so paging works without JavaScript and Back returns to it. */
export function Pager({
  path,
  params,
  total,
  pageSize,
  extra = {},
}: {
  path: string;
  params: ListParams;
  total: number;
  pageSize: number;
  extra?: Record<string, string>;
}) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last === 1) return null;
  const to = (page: number) => path + listSearch({ ...params, page }, extra);
  const linkClass =
    "inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600";
  const idle =
    "border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-1" data-testid="pager">
      {params.page > 1 ? (
        <Link to={to(params.page - 1)} rel="prev" className={cn(linkClass, idle)}>
          Previous
        </Link>
      ) : null}
      {visiblePages(params.page, last).map((p, i) =>
        p === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} className="px-1 text-slate-600 dark:text-slate-400" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={to(p)}
            aria-current={p === params.page ? "page" : undefined}
            aria-label={`Page ${p}`}
            className={cn(linkClass, p === params.page ? "bg-indigo-600 text-white" : idle)}
          >
            {p}
          </Link>
        ),
      )}
      {params.page < last ? (
        <Link to={to(params.page + 1)} rel="next" className={cn(linkClass, idle)}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}

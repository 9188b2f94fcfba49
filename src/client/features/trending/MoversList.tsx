import { ArrowDown, ArrowUp } from "lucide-react";
import { Link } from "react-router";
import type { RankedName } from "../../../core/api-types";
import { GenderBadge } from "../../components/ui/Badge";
import { Card } from "../../components/ui/Card";

/** Names that moved most between two data years: previous rank → current rank. */
export function MoversList({
  title,
  names,
  direction,
}: {
  title: string;
  names: RankedName[];
  direction: "up" | "down";
}) {
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
  return (
    <Card className="p-5">
      <h3 className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <Icon
          className={
            direction === "up"
              ? "size-5 text-emerald-700 dark:text-emerald-400"
              : "size-5 text-red-700 dark:text-red-400"
          }
          aria-hidden="true"
        />
        {title}
      </h3>
      {names.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">No names moved enough to list.</p>
      ) : (
        <ul className="grid gap-2">
          {names.map((n) => (
            <li key={n.id} className="flex flex-wrap items-center gap-2 text-sm">
              <Link
                to={`/names/${encodeURIComponent(n.slug)}`}
                className="font-medium text-slate-900 hover:text-indigo-700 hover:underline dark:text-slate-100 dark:hover:text-indigo-300"
              >
                {n.name}
              </Link>
              <GenderBadge gender={n.gender} />
              <span className="ml-auto text-slate-700 dark:text-slate-300">
                {n.previousRank === null ? "new" : `#${n.previousRank}`} → #{n.rank}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import { ArrowDown, ArrowUp } from "lucide-react";
import type { RankedName } from "../../../core/api-types";
import { NameLink } from "../../components/NameLink";
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
              <NameLink name={n} />
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

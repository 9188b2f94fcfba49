import type { RankedName } from "../../../core/api-types";
import { RankBadge } from "../../components/NameCard";
import { NameLink } from "../../components/NameLink";
import { GenderBadge } from "../../components/ui/Badge";
import { Card } from "../../components/ui/Card";

/** A ranked list (ranks start at 1, the first highlighted), as used on Home and the Trending page. */
export function RankedList({ title, names }: { title: string; names: RankedName[] }) {
  return (
    <Card className="p-5">
      <h3 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      <ol className="grid gap-2">
        {names.map((name, index) => (
          <li key={name.id} className="flex items-center gap-3">
            <RankBadge rank={name.rank} highlight={index === 0} />
            <NameLink name={name} />
            <span className="ml-auto">
              <GenderBadge gender={name.gender} />
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

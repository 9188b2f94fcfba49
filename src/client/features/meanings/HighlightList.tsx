import { NameLink } from "../../components/NameLink";
import { GenderBadge } from "../../components/ui/Badge";
import { Card } from "../../components/ui/Card";
import { HIGHLIGHT_LIMIT, type Highlight } from "./categories";
import { useMeaningSearch } from "./useMeaningSearch";

export function HighlightList({ highlight }: { highlight: Highlight }) {
  const { data } = useMeaningSearch(highlight.query, HIGHLIGHT_LIMIT);
  return (
    <Card className="p-5" data-testid={`highlight-${highlight.id}`}>
      <h3 className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">{highlight.title}</h3>
      <ul className="grid gap-3">
        {(data?.names ?? []).slice(0, HIGHLIGHT_LIMIT).map((n) => (
          <li key={n.id} className="grid gap-0.5">
            <span className="flex items-center gap-2">
              <NameLink name={n} />
              <GenderBadge gender={n.gender} />
            </span>
            <span className="text-sm text-slate-700 dark:text-slate-300">{n.meaning}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

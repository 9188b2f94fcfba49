import type { NameSummary } from "../../../core/api-types";
import { NameCard } from "../../components/NameCard";
import { Card } from "../../components/ui/Card";

/** Two cards side by side (boys, girls), each a list of name cards, optionally numbered from 1. */
export function NameColumns({
  columns,
  numbered,
  isPending,
  isError,
}: {
  columns: Array<{ title: string; names: NameSummary[] }>;
  numbered?: boolean;
  isPending?: boolean;
  isError?: boolean;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {columns.map((column) => (
        <Card key={column.title} className="p-5">
          <h3 className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">{column.title}</h3>
          {column.names.length > 0 ? (
            <div className="grid gap-3">
              {column.names.map((name, i) => (
                <NameCard
                  key={name.id}
                  name={name}
                  rank={numbered ? i + 1 : undefined}
                  highlightRank={numbered && i === 0}
                  compact
                />
              ))}
            </div>
          ) : (
            <p className="text-slate-700 dark:text-slate-300">
              {isError
                ? "Failed to load names. Please try again."
                : isPending
                  ? "Loading names..."
                  : "No names to show yet."}
            </p>
          )}
        </Card>
      ))}
    </div>
  );
}

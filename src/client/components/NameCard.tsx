import { Link } from "react-router";
import type { NameSummary } from "../../core/api-types";
import { CopyButton } from "../features/copy/CopyButton";
import { FavoriteButton } from "../features/favorites/FavoriteButton";
import { capitalize } from "../lib/format";
import { placeLabel } from "../lib/site";
import { namePath } from "./NameLink";
import { Badge, GenderBadge } from "./ui/Badge";
import { Card } from "./ui/Card";

export interface NameCardProps {
  name: NameSummary;
  /** Shown as a numbered badge (trending lists; ranks start at 1). */
  rank?: number;
  highlightRank?: boolean;
  compact?: boolean;
}

export function NameCard({ name, rank, highlightRank, compact }: NameCardProps) {
  return (
    <Card className="flex h-full flex-col p-5" data-testid="name-card">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          {rank !== undefined ? <RankBadge rank={rank} highlight={highlightRank} /> : null}
          <h3 className="min-w-0 text-xl font-semibold break-words text-slate-900 dark:text-white">
            <Link
              to={namePath(name.slug)}
              className="rounded hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:text-indigo-300"
            >
              {name.name}
            </Link>
          </h3>
        </div>
        <div className="flex shrink-0 items-center">
          <FavoriteButton nameId={name.id} name={name.name} />
          <CopyButton name={name.name} />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5">
        <GenderBadge gender={name.gender} />
        {name.origin && name.origin !== "unknown" ? <Badge tone="accent">{capitalize(name.origin)}</Badge> : null}
        {!compact && name.country ? <Badge>{placeLabel(name.country)}</Badge> : null}
        {!compact ? <Badge tone="warm">{name.isTraditional ? "Traditional" : "Modern"}</Badge> : null}
      </div>
      {name.meaning ? <p className="mt-3 text-sm text-slate-800 dark:text-slate-200">{name.meaning}</p> : null}
      {name.pronunciation ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          <span className="font-medium">Pronunciation:</span> {name.pronunciation}
        </p>
      ) : null}
      {!compact && name.culturalSignificance ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{name.culturalSignificance}</p>
      ) : null}
    </Card>
  );
}

export function RankBadge({ rank, highlight }: { rank: number; highlight?: boolean }) {
  return (
    <span
      data-testid="rank-badge"
      data-highlight={highlight ? "true" : undefined}
      className={
        highlight
          ? "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-400 text-sm font-bold text-amber-950"
          : "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-bold text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100"
      }
    >
      {rank}
    </span>
  );
}

export function NameGrid({ names, rankFrom }: { names: NameSummary[]; rankFrom?: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {names.map((name, i) => (
        <NameCard key={name.id} name={name} rank={rankFrom === undefined ? undefined : rankFrom + i} />
      ))}
    </div>
  );
}

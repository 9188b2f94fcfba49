import { AlertTriangle, Heart } from "lucide-react";
import { initialsOf, rhythmOf, soundClash, unfortunateInitials } from "../../../core/full-name";
import type { RoomMatch } from "../../../core/room-types";
import { NameLink } from "../../components/NameLink";

function FullName({ match, surname }: { match: RoomMatch; surname: string }) {
  const { name } = match;
  const initials = initialsOf(name.name, surname);
  const clash = surname ? soundClash(name.name, surname) : null;
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="match">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-xl font-semibold text-slate-900 dark:text-white">
          <NameLink name={name} /> {surname ? <span>{surname}</span> : null}
        </p>
        <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
          <Heart className="size-4 text-pink-600" aria-hidden="true" />
          {match.loves > 0 ? `${match.loves} love${match.loves === 1 ? "" : "s"}` : "liked by all"}
        </p>
      </div>
      {name.meaning ? <p className="mt-1 text-slate-700 dark:text-slate-300">{name.meaning}</p> : null}
      {surname ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <dt className="font-medium">Initials</dt>
          <dd data-testid="initials">{initials.split("").join(".")}.</dd>
          <dt className="font-medium">Rhythm</dt>
          <dd>{rhythmOf(name.name, name.pronunciation, surname)}</dd>
        </dl>
      ) : null}
      {surname && unfortunateInitials(initials) ? (
        <p
          className="mt-2 flex items-center gap-1 text-sm text-amber-800 dark:text-amber-300"
          data-testid="initials-warning"
        >
          <AlertTriangle className="size-4" aria-hidden="true" /> The initials spell “{initials}”.
        </p>
      ) : null}
      {clash ? (
        <p
          className="mt-2 flex items-center gap-1 text-sm text-amber-800 dark:text-amber-300"
          data-testid="sound-warning"
        >
          <AlertTriangle className="size-4" aria-hidden="true" /> {name.name} ends with the sound {surname} begins with,
          so the two may run together.
        </p>
      ) : null}
    </li>
  );
}

/** Names everyone liked, best first, each shown with the family's surname. */
export function MatchesList({
  matches,
  participants,
  surname,
}: {
  matches: RoomMatch[];
  participants: number;
  surname: string;
}) {
  if (participants < 2) {
    return (
      <p className="text-slate-700 dark:text-slate-300">
        Matches appear once someone has joined with your invite link.
      </p>
    );
  }
  if (matches.length === 0) {
    return (
      <p className="text-slate-700 dark:text-slate-300" data-testid="no-matches">
        No matches yet. A name becomes a match when everyone likes or loves it.
      </p>
    );
  }
  return (
    <ol className="grid gap-3" data-testid="matches">
      {matches.map((match) => (
        <FullName key={match.name.id} match={match} surname={surname} />
      ))}
    </ol>
  );
}

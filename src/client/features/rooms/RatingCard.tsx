import { Heart, ThumbsUp, X } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import type { NameSummary } from "../../../core/name";
import type { Rating } from "../../../core/room-types";
import { GenderBadge } from "../../components/ui/Badge";
import { Button } from "../../components/ui/Button";
import { capitalize } from "../../lib/format";
import { ListenButton } from "../name/ListenButton";

const SWIPE_PX = 80;

export const RATING_LABELS: Record<Rating, string> = { no: "No", like: "Like", love: "Love" };

/** A swipe's rating: right is like, left is no, up is love; a short move is none. */
export function swipeRating(dx: number, dy: number): Rating | null {
  if (-dy > SWIPE_PX && Math.abs(dy) > Math.abs(dx)) return "love";
  if (dx > SWIPE_PX) return "like";
  if (dx < -SWIPE_PX) return "no";
  return null;
}

const KEY_RATINGS: Record<string, Rating> = { ArrowLeft: "no", ArrowRight: "like", ArrowUp: "love" };

function popularityLine(name: NameSummary): string {
  if (name.popularity >= 1) {
    return `About ${Math.round(name.popularity).toLocaleString("en-US")} in a million babies get this name`;
  }
  return name.countries.length > 0 ? "A rare name in the statistics we hold" : "Not in the birth statistics we hold";
}

/**
 * One name at a time, rated in private: buttons, the arrow keys (left no, right like, up love) while the
 * card has focus, or a swipe on a touch screen.
 */
export function RatingCard({ name, busy, onRate }: { name: NameSummary; busy: boolean; onRate: (r: Rating) => void }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });

  const rate = (rating: Rating) => {
    if (!busy) onRate(rating);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const rating = KEY_RATINGS[event.key];
    if (!rating) return;
    event.preventDefault();
    rate(rating);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === "mouse") return;
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current) setOffset({ x: event.clientX - start.current.x, y: event.clientY - start.current.y });
  };
  const onPointerUp = () => {
    if (!start.current) return;
    const rating = swipeRating(offset.x, offset.y);
    start.current = null;
    setOffset({ x: 0, y: 0 });
    if (rating) rate(rating);
  };

  return (
    <section
      aria-labelledby="rating-name"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the card takes the arrow keys, so it must take focus
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      data-testid="rating-card"
      className="touch-pan-y rounded-2xl border border-slate-200 bg-white p-6 shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900"
      style={{ transform: `translate(${offset.x}px, ${Math.min(0, offset.y)}px)` }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="rating-name" className="text-3xl font-bold text-slate-900 dark:text-white" aria-live="polite">
          {name.name}
        </h2>
        <GenderBadge gender={name.gender} />
      </div>
      <p className="mt-3 text-lg text-slate-800 dark:text-slate-200">
        {name.meaning ? capitalize(name.meaning) : "No meaning written for this name yet"}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-slate-700 dark:text-slate-300">
        {name.pronunciation ? <span>Say it: {name.pronunciation}</span> : name.ipa ? <span>{name.ipa}</span> : null}
        <ListenButton name={name.name} languages={name.languages} />
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{popularityLine(name)}</p>
      <div className="mt-6 grid grid-cols-3 gap-3">
        <Button variant="outline" disabled={busy} onClick={() => rate("no")} data-testid="rate-no">
          <X className="size-4" aria-hidden="true" /> {RATING_LABELS.no}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => rate("like")} data-testid="rate-like">
          <ThumbsUp className="size-4" aria-hidden="true" /> {RATING_LABELS.like}
        </Button>
        <Button disabled={busy} onClick={() => rate("love")} data-testid="rate-love">
          <Heart className="size-4" aria-hidden="true" /> {RATING_LABELS.love}
        </Button>
      </div>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        Keys: ← no, → like, ↑ love. On a phone, swipe left, right or up. Nobody sees your own ratings.
      </p>
    </section>
  );
}

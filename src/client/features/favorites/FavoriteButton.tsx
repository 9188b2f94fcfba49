import { Heart } from "lucide-react";
import { cn } from "../../lib/cn";
import { useFavoriteToggle } from "./useFavorites";

export function FavoriteButton({ nameId, name }: { nameId: string; name: string }) {
  const { isFavorite, pending, toggle } = useFavoriteToggle(nameId, name);
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={pending}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
      title={isFavorite ? "Remove from favorites" : "Add to favorites"}
      data-testid="favorite-toggle"
      className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-pink-50 hover:text-pink-700 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-pink-300"
    >
      <Heart
        className={cn("size-5", isFavorite && "fill-pink-600 text-pink-600 dark:fill-pink-400 dark:text-pink-400")}
        aria-hidden="true"
      />
    </button>
  );
}

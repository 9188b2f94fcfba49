import { Heart } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "../../lib/cn";
import { useFavorites } from "./useFavorites";

export const FAVORITES_PATH = "/favorites";

/** The count once the browser has read the list (the server HTML carries no session data). */
function useFavoriteCount(): number | undefined {
  const { data } = useFavorites();
  return data?.favorites.length;
}

function Count({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="favorites-count"
        className="inline-flex min-w-5 items-center justify-center rounded-full bg-pink-100 px-1.5 text-xs font-semibold text-pink-900 dark:bg-pink-950 dark:text-pink-100"
      >
        {count}
      </span>
      <span className="sr-only">({count} saved)</span>
    </>
  );
}

/** Header link to /favorites with the number of saved names (updates when a favorite is added or removed). */
export function FavoritesLink() {
  const count = useFavoriteCount();
  return (
    <NavLink
      to={FAVORITES_PATH}
      end
      data-testid="favorites-link"
      className={({ isActive }) =>
        cn(
          "inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600",
          isActive
            ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200"
            : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
        )
      }
    >
      <Heart className="size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only xl:sr-only 2xl:not-sr-only">Favorites</span>
      <Count count={count} />
    </NavLink>
  );
}

/** The same link inside the mobile side menu. */
export function FavoritesMenuLink({ onNavigate }: { onNavigate: () => void }) {
  const count = useFavoriteCount();
  return (
    <NavLink
      to={FAVORITES_PATH}
      end
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium",
          isActive
            ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200"
            : "text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800",
        )
      }
    >
      Favorites
      <Count count={count} />
    </NavLink>
  );
}

import { Copy, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Favorite } from "../../core/api-types";
import { NameCard } from "../components/NameCard";
import { Button } from "../components/ui/Button";
import { PageHero, Section } from "../components/ui/PageHero";
import { COPY_TEXTS } from "../features/copy/CopyButton";
import { useFavorites, useFavoriteToggle } from "../features/favorites/useFavorites";
import { StartRoomButton } from "../features/rooms/StartRoomButton";
import { ShareList } from "../features/share/ShareList";
import { toast } from "../features/toast/store";
import { cn } from "../lib/cn";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";

type Order = "newest" | "oldest";

export function sortFavorites(favorites: Favorite[], order: Order): Favorite[] {
  const sorted = [...favorites].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.name.name.localeCompare(b.name.name),
  );
  return order === "newest" ? sorted.reverse() : sorted;
}

/** The visitor's saved names. Favorites belong to a browser session, so this page is filled in the browser. */
export function FavoritesPage() {
  usePageMeta(pageMeta("/favorites"));
  const { data, isPending, isError, refetch } = useFavorites();
  const [order, setOrder] = useState<Order>("newest");
  const favorites = data ? sortFavorites(data.favorites, order) : [];

  return (
    <>
      <PageHero title="Your Favorite Names">
        <p>Names you saved on this browser. No account needed: they are kept for this browser only.</p>
      </PageHero>
      <Section>
        {/* Favorites load in the browser: the space their empty state needs is kept from the start, so nothing below moves. */}
        <div className="min-h-80">
          {isPending ? (
            <p role="status" className="py-12 text-center text-slate-700 dark:text-slate-300">
              Loading your favorites...
            </p>
          ) : isError ? (
            <div className="grid justify-items-center gap-4 py-12 text-center">
              <p role="alert" className="text-red-700 dark:text-red-400">
                Failed to load your favorites. Please try again.
              </p>
              <Button onClick={() => refetch()}>Try again</Button>
            </div>
          ) : favorites.length === 0 ? (
            <div className="grid justify-items-center gap-4 py-12 text-center" data-testid="favorites-empty">
              <p className="text-lg text-slate-800 dark:text-slate-200">You have no favorite names yet.</p>
              <p className="text-slate-700 dark:text-slate-300">
                Tap the heart on any name to keep it here. The name generator is a good place to start.
              </p>
              <Button asChild size="lg">
                <Link to="/">Generate names</Link>
              </Button>
            </div>
          ) : (
            <div className="grid gap-8">
              <div className="flex flex-wrap items-center justify-between gap-4">
                <p className="font-medium text-slate-800 dark:text-slate-200" data-testid="favorites-total">
                  {favorites.length} {favorites.length === 1 ? "name" : "names"} saved
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  <OrderToggle order={order} onChange={setOrder} />
                  <CopyAllButton names={favorites.map((f) => f.name.name)} />
                </div>
              </div>
              <ul
                className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
                aria-label="Favorite names"
                data-testid="favorites-list"
              >
                {favorites.map((f) => (
                  <li key={f.id} className="flex flex-col gap-2">
                    <div className="flex-1">
                      <NameCard name={f.name} />
                    </div>
                    <RemoveButton nameId={f.nameId} name={f.name.name} />
                  </li>
                ))}
              </ul>
              <div className="grid gap-2 rounded-xl border border-slate-200 p-5 dark:border-slate-800">
                <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Share your list</h2>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  Create a link to a read-only copy of these names, to send to a partner or family.
                </p>
                <ShareList key={favorites.map((f) => f.nameId).join(",")} />
              </div>
              <div className="grid gap-2 rounded-xl border border-slate-200 p-5 dark:border-slate-800">
                <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Decide together</h2>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  Open a room with these names, invite your partner, and each rate them in private. Names you both like
                  become matches.
                </p>
                <div>
                  <StartRoomButton fromFavorites label="Decide together" />
                </div>
              </div>
            </div>
          )}
        </div>
      </Section>
    </>
  );
}

function OrderToggle({ order, onChange }: { order: Order; onChange: (o: Order) => void }) {
  const option = (value: Order, label: string) => (
    <button
      type="button"
      aria-pressed={order === value}
      onClick={() => onChange(value)}
      className={cn(
        "h-9 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600",
        order === value
          ? "bg-indigo-600 text-white"
          : "bg-white text-slate-800 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
      )}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Order</legend>
      <span className="text-sm text-slate-700 dark:text-slate-300" aria-hidden="true">
        Added:
      </span>
      <span className="inline-flex overflow-hidden rounded-md border border-slate-300 dark:border-slate-600">
        {option("newest", "Newest first")}
        {option("oldest", "Oldest first")}
      </span>
    </fieldset>
  );
}

function RemoveButton({ nameId, name }: { nameId: string; name: string }) {
  const { pending, toggle } = useFavoriteToggle(nameId, name);
  return (
    <Button
      variant="outline"
      onClick={toggle}
      disabled={pending}
      aria-label={`Remove ${name}`}
      data-testid="remove-favorite"
    >
      <Trash2 className="size-4" aria-hidden="true" />
      Remove
    </Button>
  );
}

function CopyAllButton({ names }: { names: string[] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(names.join("\n"));
      toast({
        title: COPY_TEXTS.copied,
        description: `${names.length} ${names.length === 1 ? "name has" : "names have"} been copied to your clipboard.`,
      });
    } catch {
      toast({ title: COPY_TEXTS.error, description: "Failed to copy names to clipboard.", variant: "destructive" });
    }
  };
  return (
    <Button variant="outline" onClick={copy} data-testid="copy-all-favorites">
      <Copy className="size-4" aria-hidden="true" />
      Copy all names
    </Button>
  );
}

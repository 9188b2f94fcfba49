import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FavoritesResponse } from "../../../core/api-types";
import { MAX_FAVORITES } from "../../../core/limits";
import { apiRequest } from "../../lib/api";
import { favoritesKey } from "../../lib/queries";
import { toast } from "../toast/store";

export const FAVORITE_TEXTS = {
  added: "Added to favorites",
  addedDescription: (name: string) => `${name} has been added to your favorites.`,
  removed: "Removed from favorites",
  error: "Error",
  addFailed: "Failed to add to favorites. Please try again.",
  removeFailed: "Failed to remove from favorites. Please try again.",
  full: "Favorites are full",
  fullDescription: `You can keep up to ${MAX_FAVORITES} favorites. Remove one to add another.`,
} as const;

/** The answer to an add the server refused because the session already holds MAX_FAVORITES names. */
function isFavoritesFull(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === 409;
}

/** The visitor's favorites (read in the browser only: the server renders pages without a session's data). */
export function useFavorites() {
  return useQuery<FavoritesResponse>({ queryKey: favoritesKey });
}

/** The visitor's favorite name ids (the list is read once, in the browser only). */
export function useFavoriteIds(): Set<string> {
  const { data } = useFavorites();
  return new Set((data?.favorites ?? []).map((f) => f.nameId));
}

/** SPEC §4: add when not a favorite, remove when it is; disabled while either request runs; refresh on success. */
export function useFavoriteToggle(nameId: string, name: string) {
  const queryClient = useQueryClient();
  const isFavorite = useFavoriteIds().has(nameId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: favoritesKey });

  const add = useMutation({
    mutationFn: () => apiRequest("POST", "/api/favorites", { nameId }),
    onSuccess: async () => {
      await refresh();
      toast({ title: FAVORITE_TEXTS.added, description: FAVORITE_TEXTS.addedDescription(name) });
    },
    onError: (error) =>
      isFavoritesFull(error)
        ? toast({ title: FAVORITE_TEXTS.full, description: FAVORITE_TEXTS.fullDescription, variant: "destructive" })
        : toast({ title: FAVORITE_TEXTS.error, description: FAVORITE_TEXTS.addFailed, variant: "destructive" }),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/favorites/${encodeURIComponent(nameId)}`),
    onSuccess: async () => {
      await refresh();
      toast({ title: FAVORITE_TEXTS.removed });
    },
    onError: () =>
      toast({ title: FAVORITE_TEXTS.error, description: FAVORITE_TEXTS.removeFailed, variant: "destructive" }),
  });

  const pending = add.isPending || remove.isPending;
  const toggle = () => {
    if (pending) return;
    if (isFavorite) remove.mutate();
    else add.mutate();
  };
  return { isFavorite, pending, toggle };
}

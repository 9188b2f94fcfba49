import { isNotFoundError } from "../../lib/ssr-query";

export function sharedListKey(id: string) {
  return ["/api/lists", id] as const;
}

export function sharedListPath(id: string): string {
  return `/lists/${encodeURIComponent(id)}`;
}

/** A malformed id (400) and an unknown one (404) are both "no such page" for a visitor. */
export function isMissingListError(error: unknown): boolean {
  return (
    isNotFoundError(error) ||
    (typeof error === "object" && error !== null && (error as { status?: unknown }).status === 400)
  );
}
